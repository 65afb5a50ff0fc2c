import { connection } from 'next/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { requireSession } from '@/lib/auth';
import { ticketStatusLabels, type TicketStatus } from '@/lib/rules/employer-tickets';
import { formatDateDMY } from '@/lib/rules/format';
import { pageMetadata } from '@/lib/rules/seo';
import { ticketMatrix } from '@/lib/server/employers';
import { cn } from '@/lib/utils';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Ticket Matrix',
  description: 'Workers down, tickets across: held, expiring, expired, missing or booked.',
  path: '/employer',
  noIndex: true,
});

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ site?: string | string[] }> };

/** Colours that keep 4.5:1 text contrast and print in greyscale; the word is always there too. */
const cellClass: Record<TicketStatus, string> = {
  held: 'bg-green-100 text-green-900',
  expiring: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-900',
  missing: 'bg-slate-100 text-slate-800',
  booked: 'bg-sky-100 text-sky-900',
};

/** Workers down, tickets across, for the employer's managers and staff; a site filter; prints on A4 landscape. */
export default async function TicketMatrixPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const { site } = await searchParams;
  const session = await requireSession(isUuid(id) ? `/employer/${id}/matrix` : '/employer');
  const matrix = await ticketMatrix(session, id, { site: typeof site === 'string' ? site : null });
  if (!matrix) notFound();
  const { employer, columns, rows } = matrix;
  const csvHref = `/employer/${employer.id}/matrix/csv${matrix.site ? `?site=${encodeURIComponent(matrix.site)}` : ''}`;
  return (
    <div className="print-landscape">
      <PageHeader
        title={`Ticket Matrix: ${employer.company}`}
        lead={`As at ${formatDateDMY(matrix.today)}${matrix.site ? `, site ${matrix.site}` : ', all sites'}. Tickets issued by us count once the worker agrees to share them.`}
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-6">
        <div className="print-hidden flex flex-wrap items-end gap-3">
          <form method="get" aria-label="Filter by site" className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <label htmlFor="matrix-site" className="text-sm font-medium">
                Site
              </label>
              <select
                id="matrix-site"
                name="site"
                defaultValue={matrix.site ?? ''}
                className="border-input bg-background h-11 rounded-md border px-3 text-base"
              >
                <option value="">All sites</option>
                {employer.sites.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={cn(buttonVariants({ variant: 'outline' }))}>
              Show
            </button>
          </form>
          <a href={csvHref} className={cn(buttonVariants({ variant: 'outline' }))} download>
            Download CSV
          </a>
          <Link href={`/employer/${employer.id}/book`} className={cn(buttonVariants({ variant: 'brand' }))}>
            Book the gaps
          </Link>
          <Link href={`/employer/${employer.id}`} className="underline">
            Back to the crew
          </Link>
        </div>
        {rows.length === 0 ? (
          <p>No workers{matrix.site ? ' on this site' : ''} yet.</p>
        ) : (
          <div
            className="overflow-x-auto print:overflow-visible"
            tabIndex={0}
            role="region"
            aria-label="Ticket matrix, scrolls sideways"
          >
            <table
              className="w-full border-collapse text-left text-sm print:text-[9pt]"
              aria-label="Ticket matrix"
            >
              <thead>
                <tr>
                  <th scope="col" className="sticky left-0 border bg-white p-2">
                    Worker
                  </th>
                  {columns.map((column) => (
                    <th key={column.unitCode} scope="col" className="border p-2 align-bottom">
                      {column.label}
                      <span className="block text-xs font-normal">{column.unitCode}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.worker.id}>
                    <th scope="row" className="sticky left-0 border bg-white p-2 font-medium">
                      {row.worker.fullName}
                      {row.worker.site ? (
                        <span className="block text-xs font-normal">{row.worker.site}</span>
                      ) : null}
                    </th>
                    {row.cells.map((cell, index) => (
                      <td
                        key={columns[index].unitCode}
                        className={cn('border p-2', cellClass[cell.status])}
                        data-status={cell.status}
                      >
                        {ticketStatusLabels[cell.status]}
                        {cell.expiresOn && cell.status !== 'missing' ? (
                          <span className="block text-xs">{formatDateDMY(cell.expiresOn)}</span>
                        ) : null}
                        {cell.recordedTicketId ? (
                          <a
                            href={`/employer/tickets/${cell.recordedTicketId}`}
                            className="block text-xs underline"
                          >
                            not issued by us (copy)
                          </a>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
