import {
  BadgePercent,
  CalendarClock,
  ClipboardList,
  FileChartColumn,
  type LucideIcon,
  Star,
  UserRound,
} from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import type { CorporateBenefit } from '@/content/corporate';
import { cn } from '@/lib/utils';

const benefitIcons: Record<string, LucideIcon> = {
  'bulk-discounts': BadgePercent,
  'account-manager': UserRound,
  'customised-training': ClipboardList,
  'flexible-scheduling': CalendarClock,
  reporting: FileChartColumn,
  'priority-booking': Star,
};

type CorporatePanelContent = {
  title: string;
  intro: string;
  cta: { label: string; href: string };
  account: { label: string; href: string };
};

/**
 * Corporate accounts: the six benefits, REGISTER NOW (a corporate enquiry on /contact) and the link that opens an
 * employer account at once (/employers/register).
 */
export function CorporatePanel({
  panel,
  benefits,
}: {
  panel: CorporatePanelContent;
  benefits: readonly CorporateBenefit[];
}) {
  return (
    <section aria-labelledby="corporate-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="corporate-heading" className="text-2xl font-bold sm:text-3xl">
          {panel.title}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-200">{panel.intro}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => {
            const Icon = benefitIcons[benefit.id] ?? Star;
            return (
              <li key={benefit.id} className="flex gap-3 rounded-lg bg-white/10 p-4">
                <Icon aria-hidden="true" className="text-highlight mt-0.5 size-6 shrink-0" />
                <div>
                  <h3 className="font-semibold">{benefit.title}</h3>
                  <p className="mt-1 text-sm text-slate-200">{benefit.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <a href={panel.cta.href} className={cn(buttonVariants({ variant: 'brand', size: 'lg' }))}>
            {panel.cta.label}
          </a>
          <a href={panel.account.href} className="font-semibold text-white underline underline-offset-4">
            {panel.account.label}
          </a>
        </div>
      </div>
    </section>
  );
}
