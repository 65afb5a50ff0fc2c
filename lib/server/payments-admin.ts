import 'server-only';

import type { Session } from '@/lib/auth/types';
import { sqlState, withService, type Db } from '@/lib/db';
import { stripeConfigured } from '@/lib/env';
import type { PromotionCode } from '@/lib/rules/payments';
import { listInvoices, markInvoicePaid, type StaffInvoice } from '@/lib/server/invoices';
import { deliverQueued } from '@/lib/server/outbox';
import { approveInvoiceBooking } from '@/lib/server/payments';

/**
 * Staff tools for money: invoices (overdue, mark paid), employer bookings waiting for approval, promotion codes.
 * Each runs on the service path after the caller's role is read from user_roles in the same transaction, so a
 * plain user calling these (whatever their session claims) is refused.
 */

const NOT_STAFF = 'Admin or collaborator role required.';

type StaffResult<T> = { ok: true; value: T } | { ok: false; message: string };

async function asStaff<T>(
  session: Session | null,
  reason: string,
  step: (db: Db) => Promise<T>,
): Promise<StaffResult<T>> {
  if (!session) return { ok: false, message: NOT_STAFF };
  return withService(`pay: staff ${reason}`, async (db) => {
    const [row] = await db.query<{ staff: boolean }>(
      `select exists (select 1 from public.user_roles where user_id = $1 and role::text in ('admin', 'collaborator')) as staff`,
      [session.user.id],
    );
    if (!row?.staff) return { ok: false, message: NOT_STAFF };
    return { ok: true, value: await step(db) };
  });
}

export type AwaitingApproval = {
  id: string;
  reference: string;
  learnerName: string;
  company: string;
  abn: string;
  purchaseOrder: string | null;
  accountsEmail: string;
  amountCents: number;
  courseName: string;
  date: string;
};

export type PaymentsOverview = {
  cardAvailable: boolean;
  invoices: StaffInvoice[];
  awaitingApproval: AwaitingApproval[];
  promotionCodes: PromotionCode[];
};

export async function paymentsOverview(session: Session | null): Promise<StaffResult<PaymentsOverview>> {
  return asStaff(session, 'payments overview', async (db) => {
    const [invoices, awaiting, codes] = await Promise.all([
      listInvoices(db),
      db.query<{
        id: string;
        reference: string;
        learner_name: string;
        employer_company: string;
        employer_abn: string;
        employer_po: string | null;
        employer_accounts_email: string;
        amount_cents: number;
        course_name: string;
        date: string;
      }>(
        `select b.id, b.reference, b.first_name || ' ' || b.last_name as learner_name, b.employer_company, b.employer_abn,
                b.employer_po, b.employer_accounts_email, b.amount_cents, s.course_name, to_char(s.date, 'YYYY-MM-DD') as date
           from public.booking_requests b join public.availability_slots s on s.id = b.requested_slot_id
          where b.payment_status = 'awaiting-approval' and b.status = 'pending'
          order by b.created_at`,
      ),
      db.query<{
        id: string;
        code: string;
        description: string;
        kind: 'percent' | 'amount';
        value: number;
        valid_from: string;
        valid_until: string;
        active: boolean;
      }>(
        `select id, code, description, kind, value, to_char(valid_from, 'YYYY-MM-DD') as valid_from,
                to_char(valid_until, 'YYYY-MM-DD') as valid_until, active
           from public.promotion_codes order by created_at desc`,
      ),
    ]);
    return {
      cardAvailable: stripeConfigured(),
      invoices,
      awaitingApproval: awaiting.map((row) => ({
        id: row.id,
        reference: row.reference,
        learnerName: row.learner_name,
        company: row.employer_company,
        abn: row.employer_abn,
        purchaseOrder: row.employer_po,
        accountsEmail: row.employer_accounts_email,
        amountCents: Number(row.amount_cents),
        courseName: row.course_name,
        date: row.date,
      })),
      promotionCodes: codes.map((row) => ({
        id: row.id,
        code: row.code,
        description: row.description,
        kind: row.kind,
        value: Number(row.value),
        validFrom: row.valid_from,
        validUntil: row.valid_until,
        active: row.active,
      })),
    };
  });
}

export async function markPaid(session: Session | null, invoiceId: string): Promise<StaffResult<string>> {
  const result = await asStaff(session, 'mark invoice paid', (db) => markInvoicePaid(db, invoiceId));
  if (!result.ok) return result;
  return result.value.ok
    ? { ok: true, value: result.value.message }
    : { ok: false, message: result.value.message };
}

export async function approveBooking(
  session: Session | null,
  bookingId: string,
): Promise<StaffResult<string>> {
  const result = await asStaff(session, 'approve invoice booking', (db) =>
    approveInvoiceBooking(db, bookingId),
  );
  if (!result.ok) return result;
  const approved = result.value;
  if (!approved.ok) return { ok: false, message: approved.message };
  await deliverQueued(approved.mailIds);
  return { ok: true, value: 'Approved: the place is confirmed and the tax invoice sent.' };
}

export type PromotionCodeInput = Omit<PromotionCode, 'id' | 'active'>;

export async function createPromotionCode(
  session: Session | null,
  input: PromotionCodeInput,
): Promise<StaffResult<string>> {
  try {
    return await asStaff(session, 'create promotion code', async (db) => {
      await db.query(
        `insert into public.promotion_codes (code, description, kind, value, valid_from, valid_until)
         values ($1, $2, $3, $4, $5::date, $6::date)`,
        [input.code, input.description, input.kind, input.value, input.validFrom, input.validUntil],
      );
      return `Code ${input.code} created`;
    });
  } catch (error) {
    if (sqlState(error) === '23505') return { ok: false, message: `A code ${input.code} already exists.` };
    throw error;
  }
}

export async function setPromotionCodeActive(
  session: Session | null,
  id: string,
  active: boolean,
): Promise<StaffResult<string>> {
  const result = await asStaff(session, 'switch promotion code', (db) =>
    db.query<{ code: string }>(`update public.promotion_codes set active = $2 where id = $1 returning code`, [
      id,
      active,
    ]),
  );
  if (!result.ok) return result;
  const [row] = result.value;
  if (!row) return { ok: false, message: 'This code no longer exists.' };
  return { ok: true, value: `${row.code} ${active ? 'switched on' : 'switched off'}` };
}
