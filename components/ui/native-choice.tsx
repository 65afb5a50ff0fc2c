import type { ComponentProps, ReactNode } from 'react';
import { CheckIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

// Native radio buttons and checkboxes, drawn as shadcn/ui draws its Radix ones (which these replace). A native
// input needs no script to work, keeps the browser's own keyboard rules (arrows move within a group, Space ticks)
// and costs React almost nothing to hydrate; the Radix pair brought the booking form 20 KB of script and a
// provider, a roving-focus group and a collection per group.

// A ticked box prints ticked: the fill is its state, not decoration.
const printsItsFill = '[-webkit-print-color-adjust:exact] [print-color-adjust:exact]';

const boxClassName = [
  'peer border-input bg-background size-full cursor-pointer appearance-none border shadow-xs outline-hidden transition-[color,box-shadow] disabled:cursor-not-allowed disabled:opacity-50',
  printsItsFill,
  'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
].join(' ');

type ChoiceInputProps = Omit<ComponentProps<'input'>, 'type'>;

/** The input over its mark (shown when checked), in a box that `className` sizes and places (size-5 by default). */
function ChoiceBox({
  type,
  shape,
  mark,
  className,
  ...props
}: ChoiceInputProps & { type: 'radio' | 'checkbox'; shape: string; mark: ReactNode }) {
  return (
    <span className={cn('fallback:size-5 relative grid shrink-0 place-items-center', className)}>
      <input type={type} data-slot={type} className={cn(boxClassName, shape)} {...props} />
      {mark}
    </span>
  );
}

const markClassName = 'pointer-events-none absolute hidden peer-checked:block';

/** A radio button: a ring with a dot when chosen. */
export function RadioInput(props: ChoiceInputProps) {
  return (
    <ChoiceBox
      type="radio"
      shape="checked:border-primary rounded-full"
      mark={
        <span
          aria-hidden="true"
          className={`${markClassName} ${printsItsFill} bg-primary size-1/2 rounded-full`}
        />
      }
      {...props}
    />
  );
}

/** A checkbox: a filled square with a tick when ticked. */
export function CheckboxInput(props: ChoiceInputProps) {
  return (
    <ChoiceBox
      type="checkbox"
      shape="checked:border-primary checked:bg-primary rounded-[4px]"
      mark={<CheckIcon aria-hidden="true" className={`${markClassName} text-primary-foreground size-4/5`} />}
      {...props}
    />
  );
}
