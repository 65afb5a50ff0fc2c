import * as React from 'react';
import { Slot as SlotPrimitive } from 'radix-ui';

import { cn } from '@/lib/utils';

// `fallback:` marks the defaults a caller's className may override (app/globals.css).

function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'bg-card text-card-foreground fallback:gap-6 fallback:border fallback:py-6 fallback:shadow-sm flex flex-col rounded-xl',
        className,
      )}
      {...props}
    />
  );
}

function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'fallback:gap-2 @container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start px-4 has-data-[slot=card-action]:grid-cols-[1fr_auto] sm:px-6 [.border-b]:pb-6',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Renders a div; pass `asChild` with a heading element, or `as` a heading's tag, to keep the page's heading order.
 */
function CardTitle({
  className,
  asChild = false,
  as = 'div',
  ...props
}: React.ComponentProps<'div'> & { asChild?: boolean; as?: 'div' | 'h2' | 'h3' | 'h4' }) {
  const Comp = asChild ? SlotPrimitive.Slot : as;
  // The line height alone, not `leading-snug`: that also sets --tw-leading, which a caller's `text-lg` would then
  // take for its own line height instead of the size's.
  return (
    <Comp
      data-slot="card-title"
      className={cn('fallback:[line-height:var(--leading-snug)] fallback:font-semibold', className)}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-description"
      className={cn('text-muted-foreground fallback:text-sm', className)}
      {...props}
    />
  );
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-4 sm:px-6', className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('fallback:items-center flex px-4 sm:px-6 [.border-t]:pt-6', className)}
      {...props}
    />
  );
}

export { Card, CardHeader, CardFooter, CardTitle, CardDescription, CardContent };
