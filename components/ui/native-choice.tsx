import type { ComponentProps } from 'react';
import { CheckIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

// Native radio buttons and checkboxes, drawn as shadcn/ui draws its Radix ones (which these replace). A native
// input needs no script to work, keeps the browser's own keyboard rules (arrows move within a group, Space ticks)
// and costs React almost nothing to hydrate; the Radix pair brought the booking form 20 KB of script and a
// provider, a roving-focus group and a collection per group.

const boxClassName = [
  'peer border-input bg-background size-full cursor-pointer appearance-none border shadow-xs outline-hidden transition-[color,box-shadow] disabled:cursor-not-allowed disabled:opacity-50',
  // A ticked box prints ticked: the fill is its state, not decoration.
  '[-webkit-print-color-adjust:exact] [print-color-adjust:exact]',
  'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
].join(' ');

/** A radio button: a ring with a dot when chosen. `className` sizes and places it (size-5 by default). */
export function RadioInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span className={cn('relative grid size-5 shrink-0 place-items-center', className)}>
      <input
        type="radio"
        data-slot="radio"
        className={cn(boxClassName, 'checked:border-primary rounded-full')}
        {...props}
      />
      <span
        aria-hidden="true"
        className="bg-primary pointer-events-none absolute hidden size-1/2 rounded-full [-webkit-print-color-adjust:exact] [print-color-adjust:exact] peer-checked:block"
      />
    </span>
  );
}

/** A checkbox: a filled square with a tick when ticked. `className` sizes and places it (size-5 by default). */
export function CheckboxInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span className={cn('relative grid size-5 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        data-slot="checkbox"
        className={cn(boxClassName, 'checked:border-primary checked:bg-primary rounded-[4px]')}
        {...props}
      />
      <CheckIcon
        aria-hidden="true"
        className="text-primary-foreground pointer-events-none absolute hidden size-4/5 peer-checked:block"
      />
    </span>
  );
}
