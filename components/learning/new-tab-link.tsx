import { ExternalLink } from 'lucide-react';
import type { ComponentProps } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type NewTabLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & {
  href: string;
  variant?: 'default' | 'outline' | 'secondary' | 'brand' | 'link';
  size?: 'default' | 'sm' | 'lg';
};

/** A button-styled link that opens in a new tab and says so to screen readers. */
export function NewTabLink({
  href,
  variant = 'default',
  size = 'default',
  className,
  children,
  ...props
}: NewTabLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={cn(
        buttonVariants({ variant, size }),
        'h-auto min-h-10 py-2 text-center whitespace-normal',
        className,
      )}
      {...props}
    >
      {children}
      <ExternalLink aria-hidden className="size-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
