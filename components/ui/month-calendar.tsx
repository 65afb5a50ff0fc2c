'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button-variants';
import { formatDateLong, monthYearLabel, weekdayLabels } from '@/lib/rules/format';
import { addMonths, isGridKey, monthOf, monthWeeks, moveFocus, type MonthYmd } from '@/lib/rules/month-grid';
import { cn } from '@/lib/utils';

// Class lists are merged once, when the module loads, not for each of the 42 days on every render.
const navButtonClass = cn(
  buttonVariants({ variant: 'ghost', size: 'icon' }),
  'size-(--cell-size) p-0 select-none',
);
const dayButtonClass = cn(
  buttonVariants({ variant: 'ghost', size: 'icon' }),
  'hover:bg-primary/10 hover:text-foreground data-[selected=true]:bg-primary data-[selected=true]:text-primary-foreground flex aspect-square size-auto w-full min-w-(--cell-size) leading-none font-normal focus-visible:relative focus-visible:z-10',
);
const dayCellClass =
  'relative aspect-square h-full w-full rounded-md p-0 text-center select-none [&:first-child[data-selected=true]_button]:rounded-l-md [&:last-child[data-selected=true]_button]:rounded-r-md';
const todayClass = 'rounded-md font-semibold ring-1 ring-brand ring-inset data-[selected=true]:rounded-none';
const outsideClass = 'text-muted-foreground';
const highlightedClass =
  'bg-success/15 font-semibold after:absolute after:bottom-1 after:left-1/2 after:size-1 after:-translate-x-1/2 after:rounded-full after:bg-success data-[selected=true]:after:bg-primary-foreground';

type Props = {
  /** The month shown, as its first day (yyyy-MM-01). */
  month: MonthYmd;
  onMonthChange: (month: MonthYmd) => void;
  /** yyyy-MM-dd */
  selected: string;
  onSelect: (ymd: string) => void;
  today: string;
  /** Dates marked as having something on (sessions), yyyy-MM-dd. */
  highlighted: ReadonlySet<string>;
  /** What a highlighted date means, said after its date by screen readers: 'sessions available'. */
  highlightedLabel: string;
  className?: string;
};

/**
 * A single-date month calendar: Monday-first weeks with the neighbouring months' days, dates marked as highlighted,
 * today ringed, previous and next month buttons. It is a grid in WAI-ARIA's date picker pattern: one day is in the
 * tab order, the arrow keys move by a day or a week, Home and End to the week's ends, Page Up and Page Down by a
 * month (with Shift a year), and Enter or Space selects. Written here rather than taken from react-day-picker,
 * which with its date library is 90 KB of script for what this does with the browser's own Date.
 */
export function MonthCalendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  today,
  highlighted,
  highlightedLabel,
  className,
}: Props) {
  // The day the keyboard is on; null until a key moves it (the selected day, or today, takes the tab stop).
  const [focused, setFocused] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const weeks = monthWeeks(month);
  const inMonth = (ymd: string) => monthOf(ymd) === month;
  const tabStop = [focused, selected, today].find((ymd) => ymd !== null && inMonth(ymd)) ?? month;
  const caption = monthYearLabel(month);

  useEffect(() => {
    if (focused) grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, ymd: string) {
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const next = moveFocus(ymd, event.key, event.shiftKey);
    if (!inMonth(next)) onMonthChange(monthOf(next));
    setFocused(next);
  }

  function choose(ymd: string) {
    // A day of the month before or after turns the page: the focus follows it into the new month.
    if (!inMonth(ymd)) onMonthChange(monthOf(ymd));
    setFocused(inMonth(ymd) ? null : ymd);
    onSelect(ymd);
  }

  function turn(months: number) {
    setFocused(null);
    onMonthChange(addMonths(month, months));
  }

  return (
    <div
      data-slot="calendar"
      className={cn('bg-background relative w-fit p-3 [--cell-size:--spacing(10)]', className)}
    >
      <nav aria-label="Months" className="absolute inset-x-3 top-3 flex items-center justify-between gap-1">
        <button
          type="button"
          className={navButtonClass}
          aria-label="Go to the Previous Month"
          onClick={() => turn(-1)}
        >
          <ChevronLeftIcon className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={navButtonClass}
          aria-label="Go to the Next Month"
          onClick={() => turn(1)}
        >
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </button>
      </nav>
      <div className="flex h-(--cell-size) items-center justify-center px-(--cell-size)">
        <span className="text-sm font-medium select-none" role="status" aria-live="polite">
          {caption}
        </span>
      </div>
      <table ref={grid} role="grid" aria-label={caption} className="mt-4 w-full border-collapse">
        <thead aria-hidden="true">
          <tr className="flex">
            {weekdayLabels.map(({ short, long }) => (
              <th
                key={long}
                scope="col"
                abbr={long}
                className="text-muted-foreground flex-1 rounded-md text-[0.8rem] font-normal select-none"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].ymd} className="mt-1 flex w-full">
              {week.map(({ ymd, day, outside }) => {
                const isSelected = ymd === selected;
                const isToday = ymd === today;
                const isHighlighted = highlighted.has(ymd);
                const label = [
                  formatDateLong(ymd),
                  isToday && 'today',
                  isHighlighted && highlightedLabel,
                  isSelected && 'selected',
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td
                    key={ymd}
                    aria-selected={isSelected || undefined}
                    data-day={ymd}
                    data-selected={isSelected || undefined}
                    data-today={isToday || undefined}
                    data-outside={outside || undefined}
                    className={[
                      dayCellClass,
                      isToday && todayClass,
                      outside && outsideClass,
                      isHighlighted && highlightedClass,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <button
                      type="button"
                      className={dayButtonClass}
                      data-day={ymd}
                      data-selected={isSelected || undefined}
                      tabIndex={ymd === tabStop ? 0 : -1}
                      aria-label={label}
                      onClick={() => choose(ymd)}
                      onKeyDown={(event) => onKeyDown(event, ymd)}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
