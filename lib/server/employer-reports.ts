import 'server-only';

import type { Session } from '@/lib/auth/types';
import { withUser } from '@/lib/db';
import { site } from '@/content/site';
import {
  addMonths,
  completionsByMonth,
  expiriesByMonth,
  monthOfDate,
  monthsEnding,
  outstandingInvoice,
  spendByMonth,
  type CrewTicket,
  type MonthCount,
  type MonthSpend,
  type OutstandingInvoice,
} from '@/lib/rules/employer-report';
import { accessTo, todayInProviderZone } from '@/lib/server/employers';
import { isUuid } from '@/lib/rules/uuid';

/**
 * The employer's report: completions, expiries and spend by month, and its outstanding invoices, for its managers
 * and staff. Like every read of employer accounts it runs under RLS as the caller, after the access check in the
 * same transaction: a manager reads only the certificates of workers who share with this employer, and the
 * employer's invoices and credit notes (a credit note carries the employer of the invoice it credits).
 */

export type EmployerReport = {
  employer: { id: string; company: string };
  today: string;
  /** Completions and spend: the 12 months ending with this one. */
  completions: MonthCount[];
  spend: MonthSpend[];
  spendTotal: Omit<MonthSpend, 'month'>;
  /** Expiries: the past 12 months (this one included) and the next 12. */
  expiries: MonthCount[];
  outstanding: OutstandingInvoice[];
  outstandingCents: number;
};

/** An instant as ISO 8601 in UTC, the same text from PGlite and PostgreSQL. */
const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function employerReport(
  session: Session,
  employerId: string,
  now: Date = new Date(),
): Promise<EmployerReport | null> {
  if (!isUuid(employerId)) return null;
  const today = todayInProviderZone(now);
  const thisMonth = monthOfDate(today);
  const pastMonths = monthsEnding(thisMonth, 12);
  const expiryMonths = monthsEnding(addMonths(thisMonth, 12), 24);
  // A day's margin before the window: the months are bucketed on the provider's clock below.
  const since = `${pastMonths[0]}-01`;
  return withUser(session, async (db) => {
    if (!(await accessTo(db, session.user.id, employerId))) return null;
    const [employer] = await db.query<{ id: string; company: string }>(
      'select id, company from public.employers where id = $1',
      [employerId],
    );
    if (!employer) return null;
    const [certificates, recorded, documents, unpaid] = await Promise.all([
      db.query<{ worker_id: string; issued_at: string; units: string[]; expires_on: string | null }>(
        `select w.id as worker_id, ${ISO('c.issued_at')} as issued_at,
                array(select u->>'code' from jsonb_array_elements(c.units) u) as units,
                to_char(c.expires_on, 'YYYY-MM-DD') as expires_on
           from public.employer_workers w
           join public.certificates c on c.learner_id = w.user_id and c.revoked_at is null
          where w.employer_id = $1 and w.shared_at is not null`,
        [employerId],
      ),
      db.query<{ worker_id: string; unit_code: string; expires_on: string | null }>(
        `select worker_id, unit_code, to_char(expires_on, 'YYYY-MM-DD') as expires_on
           from public.employer_tickets where employer_id = $1`,
        [employerId],
      ),
      db.query<{
        kind: 'invoice' | 'credit-note';
        issued_at: string;
        total_cents: number;
        gst_cents: number;
      }>(
        `select i.kind, ${ISO('i.issued_at')} as issued_at, i.total_cents, i.gst_cents
           from public.invoices i
          where i.issued_at >= ($2::date - 1)::timestamp at time zone 'UTC'
            and ((i.kind = 'invoice' and i.employer_id = $1)
                 or (i.kind = 'credit-note'
                     and (i.employer_id = $1
                          or i.credits_invoice_id in (select id from public.invoices where employer_id = $1))))`,
        [employerId, since],
      ),
      // A group's invoice is credited worker by worker: still issued, it is owed less its credit notes.
      db.query<{
        number: number;
        issued_on: string;
        due_on: string | null;
        total_cents: number;
        gst_cents: number;
        credited_cents: number;
        credited_gst_cents: number;
        purchase_order: string | null;
      }>(
        `select i.number, to_char(i.issued_at at time zone '${site.timeZone}', 'YYYY-MM-DD') as issued_on,
                to_char(i.due_date, 'YYYY-MM-DD') as due_on, i.total_cents, i.gst_cents, i.purchase_order,
                coalesce(sum(n.total_cents), 0)::int as credited_cents,
                coalesce(sum(n.gst_cents), 0)::int as credited_gst_cents
           from public.invoices i
           left join public.invoices n on n.credits_invoice_id = i.id and n.kind = 'credit-note'
          where i.employer_id = $1 and i.kind = 'invoice' and i.status = 'issued'
          group by i.id
          order by i.due_date nulls last, i.number`,
        [employerId],
      ),
    ]);

    const tickets: CrewTicket[] = [
      ...certificates.flatMap((c) =>
        c.units.map((unitCode) => ({
          workerId: c.worker_id,
          unitCode,
          expiresOn: c.expires_on,
          issuedByUs: true,
        })),
      ),
      ...recorded.map((t) => ({
        workerId: t.worker_id,
        unitCode: t.unit_code,
        expiresOn: t.expires_on,
        issuedByUs: false,
      })),
    ];
    const spend = spendByMonth(
      pastMonths,
      documents.map((d) => ({
        kind: d.kind,
        issuedAt: d.issued_at,
        totalCents: Number(d.total_cents),
        gstCents: Number(d.gst_cents),
      })),
      site.timeZone,
    );
    const outstanding = unpaid.map((row) =>
      outstandingInvoice(
        {
          number: Number(row.number),
          issuedOn: row.issued_on,
          dueOn: row.due_on,
          totalCents: Number(row.total_cents),
          gstCents: Number(row.gst_cents),
          creditedCents: Number(row.credited_cents),
          creditedGstCents: Number(row.credited_gst_cents),
          purchaseOrder: row.purchase_order,
        },
        today,
      ),
    );
    return {
      employer,
      today,
      completions: completionsByMonth(
        pastMonths,
        certificates.map((c) => c.issued_at),
        site.timeZone,
      ),
      spend,
      spendTotal: spend.reduce(
        (sum, row) => ({
          invoicedCents: sum.invoicedCents + row.invoicedCents,
          creditedCents: sum.creditedCents + row.creditedCents,
          netCents: sum.netCents + row.netCents,
          gstCents: sum.gstCents + row.gstCents,
        }),
        { invoicedCents: 0, creditedCents: 0, netCents: 0, gstCents: 0 },
      ),
      expiries: expiriesByMonth(expiryMonths, tickets),
      outstanding,
      outstandingCents: outstanding.reduce((sum, invoice) => sum + invoice.owingCents, 0),
    };
  });
}
