import { PhoneIcon } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import { coordinatorList, telHref } from '@/content/contacts';
import { CALL_US_LABEL } from '@/lib/rules/unavailable-messages';
import { cn } from '@/lib/utils';

type Props = {
  title: string;
  message: string;
  /** 'h2' where the box stands in for a page's main content, 'p' inside a section that has its own heading. */
  titleAs?: 'h2' | 'p';
  className?: string;
};

/**
 * Shown in place of data a page could not load (database down or locked): what happened and both coordinators'
 * numbers, so a visitor can still book by phone. No hooks, so server and client components can both render it.
 */
export function ServiceUnavailable({ title, message, titleAs: Title = 'h2', className }: Props) {
  return (
    <div
      role="alert"
      data-testid="service-unavailable"
      className={cn('border-destructive/40 bg-card rounded-lg border p-5', className)}
    >
      <Title className="text-destructive text-lg font-semibold">{title}</Title>
      <p className="mt-1 text-sm">{message}</p>
      <p className="mt-4 text-sm font-medium">{CALL_US_LABEL}</p>
      <ul className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {coordinatorList.map((coordinator) => (
          <li key={coordinator.state}>
            <a
              href={telHref(coordinator.phone)}
              className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}
            >
              <PhoneIcon aria-hidden="true" />
              {coordinator.state} {coordinator.phone}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
