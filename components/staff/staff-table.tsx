import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

/**
 * A staff table that scrolls sideways on a phone inside a named region keyboard users can focus (axe:
 * scrollable-region-focusable). `children` are the body's rows.
 */
export function StaffTable({
  label,
  columns,
  regionClassName,
  className,
  headRowClassName,
  headCellClassName,
  caption,
  testId,
  children,
}: {
  /** The region's name (and the caption screen readers hear, when `caption` is set). */
  label: string;
  columns: readonly string[];
  regionClassName?: string;
  className?: string;
  headRowClassName?: string;
  headCellClassName?: string;
  caption?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('overflow-x-auto', regionClassName)} role="region" aria-label={label} tabIndex={0}>
      <table className={cn('w-full text-sm', className)} data-testid={testId}>
        {caption ? <caption className="sr-only">{label}</caption> : null}
        <thead>
          <tr className={headRowClassName}>
            {columns.map((column) => (
              <th key={column} scope="col" className={headCellClassName}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
