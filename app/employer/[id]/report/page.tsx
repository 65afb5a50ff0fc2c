import { connection } from 'next/server';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { site } from '@/content/site';
import { PageHeader } from '@/components/layout/page-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent } from '@/components/ui/card';
import { requireSession } from '@/lib/auth';
import { monthLabel, type MonthCount } from '@/lib/rules/employer-report';
import { formatDateDMY } from '@/lib/rules/format';
import { formatCents } from '@/lib/rules/payments';
import { pageMetadata } from '@/lib/rules/seo';
import { employerReport } from '@/lib/server/employer-reports';

import { cn } from '@/lib/utils';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Employer Report',
  description: 'Completions, expiries and spend by month, and outstanding invoices.',
  path: '/employer',
  noIndex: true,
});

type Props = { params: Promise<{ id: string }> };

const cell = 'border-b py-1.5 pr-3';
const head = 'border-b py-2 pr-3';
const money = `${cell} text-right tabular-nums`;

const outstandingColumns: readonly Column[] = [
  { title: 'Invoice' },
  { title: 'Issued' },
  { title: 'Due' },
  { title: 'Invoiced', amount: true },
  { title: 'Credited', amount: true },
  { title: 'Owing', amount: true },
  { title: 'GST in owing', amount: true },
];
const spendColumns: readonly Column[] = [
  { title: 'Month' },
  { title: 'Invoiced', amount: true },
  { title: 'Credited', amount: true },
  { title: 'Net spend', amount: true },
  { title: 'GST', amount: true },
];

/** A column's title; an amount's column is aligned right. */
type Column = { title: string; amount?: boolean };

/** A report's table in a region that scrolls sideways on a narrow screen, under its row of column titles. */
function ReportTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${label}, scrolls sideways`}>
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" className={column.amount ? cn(head, 'text-right') : head}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** The cell that names its row (an invoice, a month). */
function RowHead({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={cn(cell, 'font-normal')}>
      {children}
    </th>
  );
}

function CountTable({ label, rows, counted }: { label: string; rows: MonthCount[]; counted: string }) {
  return (
    <ReportTable label={label} columns={[{ title: 'Month' }, { title: counted, amount: true }]}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.month}>
            <RowHead>{monthLabel(row.month)}</RowHead>
            <td className={money}>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}

/** The employer's report for its managers and staff: completions, expiries, spend and outstanding invoices. */
export default async function EmployerReportPage({ params }: Props) {
  await connection();
  const { id } = await params;
  const session = await requireSession(isUuid(id) ? `/employer/${id}/report` : '/employer');
  const report = await employerReport(session, id);
  if (!report) notFound();
  const { employer, spend, spendTotal, outstanding } = report;
  const csvHref = `/employer/${employer.id}/report/csv`;
  return (
    <>
      <PageHeader
        title={`Report: ${employer.company}`}
        lead={`As at ${formatDateDMY(report.today)}. Months follow our local time (${site.timeZone}); amounts are in Australian dollars and include GST.`}
      />
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8">
        <div className="flex flex-wrap items-center gap-3">
          <a href={csvHref} className={cn(buttonVariants({ variant: 'outline' }))} download>
            Download monthly CSV
          </a>
          <a
            href={`${csvHref}?table=outstanding`}
            className={cn(buttonVariants({ variant: 'outline' }))}
            download
          >
            Download outstanding invoices CSV
          </a>
          <Link href={`/employer/${employer.id}`} className="underline">
            Back to the crew
          </Link>
        </div>

        <Card>
          <CardContent className="grid grid-cols-1 gap-4 pt-6" data-testid="report-outstanding">
            <h2 className="text-lg font-bold">Outstanding invoices</h2>
            {outstanding.length === 0 ? (
              <p>No invoices are waiting for payment.</p>
            ) : (
              <ReportTable label="Outstanding invoices" columns={outstandingColumns}>
                <tbody>
                  {outstanding.map((invoice) => (
                    <tr key={invoice.number} data-overdue={invoice.overdue}>
                      <RowHead>
                        {invoice.number}
                        {invoice.purchaseOrder ? (
                          <span className="block text-xs">PO {invoice.purchaseOrder}</span>
                        ) : null}
                      </RowHead>
                      <td className={cell}>{formatDateDMY(invoice.issuedOn)}</td>
                      <td className={cell}>
                        {invoice.dueOn ? formatDateDMY(invoice.dueOn) : 'on receipt'}
                        {invoice.overdue ? (
                          <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">
                            Overdue
                          </span>
                        ) : null}
                      </td>
                      <td className={money}>{formatCents(invoice.totalCents)}</td>
                      <td className={money}>{formatCents(invoice.creditedCents)}</td>
                      <td className={money}>{formatCents(invoice.owingCents)}</td>
                      <td className={money}>{formatCents(invoice.owingGstCents)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={5} className={cn(cell, 'font-semibold')}>
                      Total owing
                    </th>
                    <td className={cn(money, 'font-semibold')}>{formatCents(report.outstandingCents)}</td>
                    <td className={cell} />
                  </tr>
                </tfoot>
              </ReportTable>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardContent className="grid grid-cols-1 gap-4 pt-6" data-testid="report-spend">
            <h2 className="text-lg font-bold">Spend by month</h2>
            <p className="text-sm">
              Tax invoices issued to your account in the month, less credit notes issued in the month. GST is
              the tax included in the net spend.
            </p>
            <ReportTable label="Spend by month" columns={spendColumns}>
              <tbody>
                {spend.map((row) => (
                  <tr key={row.month}>
                    <RowHead>{monthLabel(row.month)}</RowHead>
                    <td className={money}>{formatCents(row.invoicedCents)}</td>
                    <td className={money}>{formatCents(row.creditedCents)}</td>
                    <td className={money}>{formatCents(row.netCents)}</td>
                    <td className={money}>{formatCents(row.gstCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className={cn(cell, 'font-semibold')}>
                    12 months
                  </th>
                  <td className={cn(money, 'font-semibold')}>{formatCents(spendTotal.invoicedCents)}</td>
                  <td className={cn(money, 'font-semibold')}>{formatCents(spendTotal.creditedCents)}</td>
                  <td className={cn(money, 'font-semibold')}>{formatCents(spendTotal.netCents)}</td>
                  <td className={cn(money, 'font-semibold')}>{formatCents(spendTotal.gstCents)}</td>
                </tr>
              </tfoot>
            </ReportTable>
          </CardContent>
        </Card>

        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <Card>
            <CardContent className="grid grid-cols-1 gap-4 pt-6" data-testid="report-completions">
              <h2 className="text-lg font-bold">Completions by month</h2>
              <p className="text-sm">
                Certificates we issued to workers of your crew who share their tickets with you, in the month
                they were issued. Revoked certificates are not counted.
              </p>
              <CountTable label="Completions by month" rows={report.completions} counted="Certificates" />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="grid grid-cols-1 gap-4 pt-6" data-testid="report-expiries">
              <h2 className="text-lg font-bold">Expiries by month</h2>
              <p className="text-sm">
                Your crew&apos;s tickets expiring in each month, the past 12 months and the next 12:
                certificates of workers who share with you and tickets you recorded. Each worker&apos;s ticket
                counts once, at the expiry of the one that lasts longest, so a renewed ticket no longer shows
                its old expiry.
              </p>
              <CountTable label="Expiries by month" rows={report.expiries} counted="Tickets expiring" />
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
