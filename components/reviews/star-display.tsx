import { StarIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

/** Read-only stars with one accessible name ('Rated 4 out of 5'). */
export function StarDisplay({ rating, className }: { rating: number; className?: string }) {
  const whole = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= whole ? 'fill-highlight text-amber-600' : 'fill-none text-slate-400',
          )}
        />
      ))}
    </span>
  );
}
