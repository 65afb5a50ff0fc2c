import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';

/** A list of stored requests under a heading that counts the ones not yet handled. */
export function RequestSection<T extends { id: string; handled: boolean }>({
  id,
  title,
  items,
  open,
  empty,
  render,
  newer,
  older,
}: {
  id: string;
  title: string;
  items: T[];
  /** Open ones in the whole list, not only on this page. */
  open: number;
  empty: string;
  render: (item: T) => ReactNode;
  /** Links to the newest page and the next older one, when there are such pages. */
  newer?: string | null;
  older?: string | null;
}) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-4">
      <h2 id={id} className="flex flex-wrap items-center gap-2 text-xl font-bold">
        {title}
        <Badge variant={open > 0 ? 'brand' : 'secondary'}>{open} open</Badge>
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center">{empty}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </ul>
      )}
      {newer || older ? (
        <nav aria-label={`${title}: pages`} className="flex flex-wrap gap-4">
          {newer ? (
            <a href={newer} className="underline">
              Newest {title.toLowerCase()}
            </a>
          ) : null}
          {older ? (
            <a href={older} className="underline">
              Older {title.toLowerCase()}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
