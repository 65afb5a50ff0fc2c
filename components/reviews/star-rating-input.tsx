'use client';

import { useState } from 'react';
import { StarIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Rating 1 to 5 as native radio buttons drawn as stars: they post with the form without JavaScript, and the browser
 * gives the radio group's keyboard (one tab stop, arrow keys move and select). With JavaScript, the stars up to the
 * one chosen or pointed at fill in.
 */
export function StarRatingInput({
  name,
  defaultValue,
  labelledBy,
  describedBy,
  invalid,
}: {
  name: string;
  defaultValue?: number;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}) {
  const [chosen, setChosen] = useState(defaultValue ?? 0);
  const [hovered, setHovered] = useState(0);
  const shown = hovered || chosen;

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
        <label
          key={star}
          onMouseEnter={() => setHovered(star)}
          className="has-focus-visible:ring-ring cursor-pointer rounded-md p-1 transition-transform hover:scale-110 has-focus-visible:ring-2 has-focus-visible:ring-offset-2"
        >
          <input
            type="radio"
            name={name}
            value={star}
            defaultChecked={defaultValue === star}
            onChange={() => setChosen(star)}
            aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
            className="peer sr-only"
          />
          <StarIcon
            aria-hidden="true"
            className={cn(
              'size-8 peer-checked:fill-amber-400 peer-checked:text-amber-600',
              star <= shown ? 'fill-highlight text-amber-600' : 'fill-none text-slate-500',
            )}
          />
        </label>
      ))}
    </div>
  );
}
