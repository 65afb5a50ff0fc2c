import type { ReactNode } from 'react';

import { formatProviderDateTime } from '@/lib/rules/format';

/** A stored request (booking or enquiry): its title, when and where from, and its 'handled' toggle. */
export function RequestCard({
  testId,
  label,
  title,
  createdAt,
  state,
  note,
  toggle,
  children,
}: {
  testId: string;
  label: string;
  title: string;
  createdAt: string;
  state: string;
  note?: string;
  toggle: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      className="bg-card grid gap-3 rounded-lg border p-4 shadow-xs"
      data-testid={testId}
      aria-label={label}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{title}</h3>
          <p className="text-muted-foreground text-sm">
            <time dateTime={createdAt}>{formatProviderDateTime(createdAt)}</time> · {state}
            {note ? ` · ${note}` : null}
          </p>
        </div>
        {toggle}
      </div>
      {children}
    </article>
  );
}
