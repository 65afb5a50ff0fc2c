import Link from 'next/link';
import type { ReactNode } from 'react';

import { rowLinkButtonClass } from '@/components/ui/button-variants';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

/**
 * A table of courses with prices and a booking button per row (the price list, the full catalogue). The caption
 * is for screen readers; the last column holds only buttons, so its name is too.
 */
export function PriceTable({
  caption,
  heads,
  children,
  ...tableProps
}: {
  caption: string;
  /** The column heads before the booking column. */
  heads: ReactNode;
  children: ReactNode;
  className?: string;
  'data-testid': string;
}) {
  return (
    <Table {...tableProps}>
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

/** A row's booking button; the accessible name carries the course, as the row's buttons all read alike. */
export function BookNowCell({ href, course, text }: { href: string; course: string; text: string }) {
  return (
    <TableCell className="text-right">
      <Link href={href} className={rowLinkButtonClass} aria-label={`${text}: ${course}`}>
        {text}
      </Link>
    </TableCell>
  );
}
