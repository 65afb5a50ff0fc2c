'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { StarIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Rating 1 to 5 as a radio group (WAI-ARIA radio pattern): one tab stop, arrow keys move and select, Space and
 * Enter select. 0 means nothing chosen yet.
 */
export function StarRatingInput({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  disabled,
}: {
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}) {
  const [hovered, setHovered] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hovered || value;
  const tabStop = value >= 1 && value <= 5 ? value : 1;

  function choose(star: number) {
    onChange(star);
    buttons.current[star - 1]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, star: number) {
    const next: Record<string, number> = {
      ArrowRight: star === 5 ? 1 : star + 1,
      ArrowUp: star === 5 ? 1 : star + 1,
      ArrowLeft: star === 1 ? 5 : star - 1,
      ArrowDown: star === 1 ? 5 : star - 1,
      Home: 1,
      End: 5,
    };
    if (event.key in next) {
      event.preventDefault();
      choose(next[event.key]);
    }
  }

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
        <button
          key={star}
          ref={(element) => {
            buttons.current[star - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
          tabIndex={star === tabStop ? 0 : -1}
          disabled={disabled}
          onClick={() => choose(star)}
          onKeyDown={(event) => onKeyDown(event, star)}
          onMouseEnter={() => setHovered(star)}
          className="focus-visible:ring-ring rounded-md p-1 outline-hidden transition-transform hover:scale-110 focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-50"
        >
          <StarIcon
            aria-hidden="true"
            className={cn(
              'size-8',
              star <= shown ? 'fill-highlight text-amber-600' : 'fill-none text-slate-500',
            )}
          />
        </button>
      ))}
    </div>
  );
}
