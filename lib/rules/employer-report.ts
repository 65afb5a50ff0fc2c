import { csvField } from '@/lib/rules/assessor-record';
import { longestLasting } from '@/lib/rules/employer-tickets';
import { monthYearLabel } from '@/lib/rules/format';
import { documentNumber } from '@/lib/rules/payments';

/**
 * The employer's report, pure: months on the provider's clock, and what falls in each. Completions, expiries and
 * spend are counted per calendar month in the provider's time zone (content/site.ts), so a certificate issued at
 * 9 am on 1 March in Sydney is March's, although it is still February in UTC.
 */

/** 'YYYY-MM'. */
export type Month = string;

/** The month of an instant on the given clock: 2026-02-28T22:00Z in Australia/Sydney -> '2026-03'. */
export function monthOf(instant: Date | string, timeZone: string): Month {
  const moment = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(moment.getTime())) throw new Error('Invalid instant');
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(moment);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The month of a calendar date 'YYYY-MM-DD' (a date has no clock: an expiry date is that day everywhere). */
export const monthOfDate = (ymd: string): Month => ymd.slice(0, 7);

/** The month `offset` months after (or before) `month`. */
export function addMonths(month: Month, offset: number): Month {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `count` months ending with `last`, oldest first. */
export function monthsEnding(last: Month, count: number): Month[] {
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1));
}

/** 'March 2026'. */
export const monthLabel = (month: Month): string => monthYearLabel(`${month}-01`);

/** How many items fall in each of `months` (those outside are not counted). */
function countIn(months: readonly Month[], monthsOfItems: readonly Month[]): Map<Month, number> {
  const counts = new Map(months.map((month) => [month, 0]));
  for (const month of monthsOfItems) {
    const current = counts.get(month);
    if (current !== undefined) counts.set(month, current + 1);
  }
  return counts;
}

export type MonthCount = { month: Month; count: number };

/**
 * Completions: certificates issued (their issue instant) per month, over `months`. Which certificates count is
 * the server's to choose (those of workers who share with the employer, not revoked).
 */
export function completionsByMonth(
  months: readonly Month[],
  issuedAt: ReadonlyArray<Date | string>,
  timeZone: string,
): MonthCount[] {
  const counts = countIn(
    months,
    issuedAt.map((instant) => monthOf(instant, timeZone)),
  );
  return months.map((month) => ({ month, count: counts.get(month) ?? 0 }));
}

/** One ticket of a crew member: a unit of a certificate issued here, or a ticket a manager recorded. */
export type CrewTicket = {
  workerId: string;
  unitCode: string;
  expiresOn: string | null;
  issuedByUs: boolean;
};

/**
 * Expiries: per worker and unit, only the ticket that lasts longest counts (as in the matrix), so a renewed ticket
 * no longer shows its old expiry; a ticket that never expires counts in no month.
 */
export function expiriesByMonth(months: readonly Month[], tickets: readonly CrewTicket[]): MonthCount[] {
  const byHolder = new Map<string, CrewTicket[]>();
  for (const ticket of tickets) {
    const key = `${ticket.workerId}|${ticket.unitCode}`;
    byHolder.set(key, [...(byHolder.get(key) ?? []), ticket]);
  }
  const expiring = [...byHolder.values()].flatMap((held) => {
    const expiresOn = longestLasting(held)?.expiresOn;
    return expiresOn ? [monthOfDate(expiresOn)] : [];
  });
  const counts = countIn(months, expiring);
  return months.map((month) => ({ month, count: counts.get(month) ?? 0 }));
}

/** An employer's tax invoice or a credit note of one, as the report reads it. */
export type ReportDocument = {
  kind: 'invoice' | 'credit-note';
  issuedAt: Date | string;
  totalCents: number;
  gstCents: number;
};

export type MonthSpend = {
  month: Month;
  invoicedCents: number;
  creditedCents: number;
  /** Invoiced minus credited. */
  netCents: number;
  /** The GST in the net spend: the invoices' GST less the credit notes'. */
  gstCents: number;
};

/** Spend per month: invoices in the month of their issue, less credit notes in the month of theirs. */
export function spendByMonth(
  months: readonly Month[],
  documents: readonly ReportDocument[],
  timeZone: string,
): MonthSpend[] {
  const spend = new Map(
    months.map((month) => [month, { month, invoicedCents: 0, creditedCents: 0, netCents: 0, gstCents: 0 }]),
  );
  for (const document of documents) {
    const row = spend.get(monthOf(document.issuedAt, timeZone));
    if (!row) continue;
    const sign = document.kind === 'invoice' ? 1 : -1;
    if (sign > 0) row.invoicedCents += document.totalCents;
    else row.creditedCents += document.totalCents;
    row.netCents += sign * document.totalCents;
    row.gstCents += sign * document.gstCents;
  }
  return months.map((month) => spend.get(month) as MonthSpend);
}

export type OutstandingInvoice = {
  number: string;
  issuedOn: string;
  dueOn: string | null;
  totalCents: number;
  /** What its credit notes took off (a group's invoice is credited worker by worker). */
  creditedCents: number;
  /** Total less credited: what is still to pay. */
  owingCents: number;
  /** The GST in what is owed. */
  owingGstCents: number;
  purchaseOrder: string | null;
  overdue: boolean;
};

/** An unpaid invoice is overdue the day after its due date (on the provider's calendar). */
export function outstandingInvoice(
  input: {
    number: number;
    issuedOn: string;
    dueOn: string | null;
    totalCents: number;
    gstCents: number;
    creditedCents: number;
    creditedGstCents: number;
    purchaseOrder: string | null;
  },
  today: string,
): OutstandingInvoice {
  return {
    number: documentNumber('invoice', input.number),
    issuedOn: input.issuedOn,
    dueOn: input.dueOn,
    totalCents: input.totalCents,
    creditedCents: input.creditedCents,
    owingCents: input.totalCents - input.creditedCents,
    owingGstCents: input.gstCents - input.creditedGstCents,
    purchaseOrder: input.purchaseOrder,
    overdue: input.dueOn !== null && input.dueOn < today,
  };
}

/** Cents as a plain decimal for a spreadsheet: 123450 -> '1234.50'. */
export function centsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  return `${sign}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

const csvLines = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

export type MonthlyReport = {
  completions: MonthCount[];
  expiries: MonthCount[];
  spend: MonthSpend[];
};

/**
 * The monthly figures as CSV, one row per month (the past 12 and the next 12): months to come have no
 * completions or spend yet, so those cells are empty. Every cell goes through csvField like every CSV here.
 */
export function monthlyReportCsv(report: MonthlyReport): string {
  const months = [
    ...new Set([...report.completions, ...report.expiries, ...report.spend].map((row) => row.month)),
  ].sort();
  const completions = new Map(report.completions.map((row) => [row.month, row.count]));
  const expiries = new Map(report.expiries.map((row) => [row.month, row.count]));
  const spend = new Map(report.spend.map((row) => [row.month, row]));
  return csvLines([
    [
      'Month',
      'Certificates issued',
      'Tickets expiring',
      'Invoiced (AUD)',
      'Credited (AUD)',
      'Net spend (AUD)',
      'GST in net spend (AUD)',
    ],
    ...months.map((month) => {
      const money = spend.get(month);
      return [
        month,
        completions.get(month) ?? '',
        expiries.get(month) ?? '',
        money ? centsDecimal(money.invoicedCents) : '',
        money ? centsDecimal(money.creditedCents) : '',
        money ? centsDecimal(money.netCents) : '',
        money ? centsDecimal(money.gstCents) : '',
      ];
    }),
  ]);
}

/** The outstanding invoices as CSV. */
export function outstandingCsv(invoices: readonly OutstandingInvoice[]): string {
  return csvLines([
    [
      'Invoice',
      'Purchase order',
      'Issued',
      'Due',
      'Invoiced (AUD)',
      'Credited (AUD)',
      'Owing (AUD)',
      'GST in owing (AUD)',
      'Overdue',
    ],
    ...invoices.map((invoice) => [
      invoice.number,
      invoice.purchaseOrder ?? '',
      invoice.issuedOn,
      invoice.dueOn ?? '',
      centsDecimal(invoice.totalCents),
      centsDecimal(invoice.creditedCents),
      centsDecimal(invoice.owingCents),
      centsDecimal(invoice.owingGstCents),
      invoice.overdue ? 'yes' : 'no',
    ]),
  ]);
}
