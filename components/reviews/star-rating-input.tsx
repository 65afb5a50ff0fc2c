'use client';

import { useState, type ComponentProps } from 'react';
import { StarIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Rating 1 to 5 as native radio buttons drawn as stars: they post with the form without JavaScript, and the browser
 * gives the radio group's keyboard (one tab stop, arrow keys move and select). Each radio lies over its star, so a
 * tap on the star is a tap on the radio. With JavaScript, the stars up to the one chosen or pointed at fill in.
 */
export function StarRatingInput({
  value,
  inputProps,
  labelledBy,
  describedBy,
  invalid,
}: {
  /** The chosen rating, 0 for none. */
  value: number;
  /** What wires every radio to its form: name, onChange, onBlur and ref (react-hook-form's register). */
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value'>;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required="true"
      aria-invalid={invalid ? true : undefined}
      className="flex gap-1"
      onMouseLeave={() => setHovered(0)}
    >
      {STARS.map((star) => (
        <span
          key={star}
          onMouseEnter={() => setHovered(star)}
          className="has-focus-visible:ring-ring relative rounded-md p-1 transition-transform hover:scale-110 has-focus-visible:ring-2 has-focus-visible:ring-offset-2"
        >
          <input
            {...inputProps}
            type="radio"
            value={star}
            aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
            className="peer absolute inset-0 size-full cursor-pointer opacity-0"
          />
          <StarIcon
            aria-hidden="true"
            className={cn(
              'size-8 peer-checked:fill-amber-400 peer-checked:text-amber-600',
              star <= shown ? 'fill-highlight text-amber-600' : 'fill-none text-slate-500',
            )}
          />
        </span>
      ))}
    </div>
  );
}
