'use client';

import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from 'lucide-react';

/**
 * One collapsible category group on /courses. Each group keeps its own state and starts closed; its list is only in
 * the page while open. A button and a region, not Radix's Collapsible: its provider, presence and measured-height
 * layers were most of what these four groups hydrated, for an animation the groups never had.
 */
export function CategoryGroup({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const contentId = `category-${id}-courses`;
  return (
    <div
      className="bg-card rounded-xl border"
      data-state={open ? 'open' : 'closed'}
      data-testid={`category-${id}`}
    >
      <h4>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          className="hover:bg-muted focus-visible:ring-ring flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold outline-hidden focus-visible:ring-2"
        >
          <span>
            {title} <span className="text-muted-foreground font-normal">({count} courses)</span>
          </span>
          <ChevronDownIcon
            aria-hidden="true"
            className={
              open
                ? 'size-5 shrink-0 rotate-180 transition-transform'
                : 'size-5 shrink-0 transition-transform'
            }
          />
        </button>
      </h4>
      {open ? (
        <div id={contentId} className="border-t px-4 py-3">
          {children}
        </div>
      ) : null}
    </div>
  );
}
