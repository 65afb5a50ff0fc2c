import type { ReactNode } from 'react';

import { rowLinkButtonClass } from '@/components/ui/button-variants';
import { Table, TableBody, TableCaption, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/**
 * The body rows' look, set once on the table: the rows and cells inside are plain `<tr>` and `<td>`. On /courses the
 * price list and the catalogue hold 80 rows of 7 and 3 cells, and the class lists TableRow and TableCell repeat on
 * each came to a fifth of the page's HTML, and again of the React payload hydrated from it.
 */
const bodyRows = '[&_tbody_tr]:border-b [&_tbody_tr:hover]:bg-muted/50 [&_td]:p-2 [&_td]:align-middle';

/**
 * A table of courses with prices and a booking button per row (the price list, the full catalogue). The caption
 * is for screen readers; the last column holds only buttons, so its name is too.
 */
export function PriceTable({
  caption,
  heads,
  children,
  className,
  ...tableProps
}: {
  caption: string;
  /** The column heads before the booking column. */
  heads: ReactNode;
  /** Plain `<tr>` rows of `<td>` cells, ending with a BookNowCell. */
  children: ReactNode;
  className?: string;
  'data-testid': string;
}) {
  return (
    <Table className={cn(bodyRows, className)} {...tableProps}>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {heads}
          <TableHead scope="col" className="text-right">
            <span className="sr-only">Book</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/**
 * A row's booking button; the accessible name carries the course, as the row's buttons all read alike. A plain link:
 * SiteLinkNavigation navigates and prefetches for every row at once.
 */
export function BookNowCell({ href, course, text }: { href: string; course: string; text: string }) {
  return (
    <td className="text-right">
      <a href={href} className={rowLinkButtonClass} aria-label={`${text}: ${course}`}>
        {text}
      </a>
    </td>
  );
}
