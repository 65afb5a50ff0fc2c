import { FileTextIcon, ImageIcon, MailIcon, NewspaperIcon } from 'lucide-react';
import { promotionalItems, type PromotionalItemType } from '@/content/marketing-assets';
import { DownloadLink } from './download-link';

const icons: Record<PromotionalItemType, typeof FileTextIcon> = {
  brochure: NewspaperIcon,
  flyer: FileTextIcon,
  social: ImageIcon,
  email: MailIcon,
};

/** Promotional tab: four files generated from the course list and current prices on each download. */
export function PromotionalItems() {
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground">
        Each file is made when you download it, so it always carries the current prices.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {promotionalItems.map((item) => {
          const Icon = icons[item.type];
          return (
            <li key={item.id} className="bg-card flex flex-col gap-3 rounded-xl border p-5">
              <div className="flex items-start gap-3">
                <span className="bg-accent text-accent-foreground rounded-lg p-2">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h2 className="font-semibold">{item.title}</h2>
                  <p className="text-muted-foreground text-sm">{item.description}</p>
                </div>
              </div>
              <DownloadLink
                href={item.href}
                format={item.format}
                label={item.title}
                className="mt-auto w-fit"
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
