'use client';

import * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';

import { cn } from '@/lib/utils';

/**
 * Radix sets role="progressbar" with aria-valuemin/max/now and aria-valuetext.
 * Give it an accessible name (aria-label or aria-labelledby). `value={null}` means indeterminate.
 */
function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const safeMax = max > 0 ? max : 100;
  // Radix rejects values outside 0..max (falls back to indeterminate), so clamp first.
  const clamped = value == null ? value : Math.min(Math.max(value, 0), safeMax);
  const percent = clamped == null ? 0 : (clamped / safeMax) * 100;

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={safeMax}
      className={cn('bg-primary/20 fallback:h-2 relative w-full overflow-hidden rounded-full', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn('fallback:bg-primary h-full w-full flex-1 transition-all', indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
