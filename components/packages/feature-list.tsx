import { Check } from 'lucide-react';

import { cn } from '@/lib/utils';

/** An offer's features, each with a tick (package cards, specials, promotions). */
export function FeatureList({ features, className }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Check aria-hidden="true" className="text-success mt-0.5 size-4 shrink-0" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
