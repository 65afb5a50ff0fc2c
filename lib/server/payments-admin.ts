import 'server-only';

import type { Session } from '@/lib/auth/types';
import { sqlState, withService, type Db } from '@/lib/db';
import { holdsStaffRole } from '@/lib/server/staff-role';
import { refundPolicy, stripeConfigured } from '@/lib/env';
import {
  documentNumber,
  formatCents,
  refundFor,
  type PaymentStatus,
  type PromotionCode,
} from '@/lib/rules/payments';
import { cancelBooking, STARTS_IN_HOURS } from '@/lib/server/enrolments';
import { listInvoices, markInvoicePaid, type StaffInvoice } from '@/lib/server/invoices';
import { deliverQueued } from '@/lib/server/outbox';
import {
  approveInvoiceBooking,
  PROMOTION_COLUMNS,
  settleCancellation,
  toPromotion,
  type PromotionRow,
  type Settlement,
} from '@/lib/server/payments';
import { priceBookForCharging } from '@/lib/server/price-overrides';
import { STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';

/**
 * Staff tools for money: invoices (overdue, mark paid), employer bookings waiting for approval, promotion codes.
 * Each runs on the service path after the caller's role is read from user_roles in the same transaction, so a
 * plain user calling these (whatever their session claims) is refused.
 */

const NOT_STAFF = STAFF_ROLE_REQUIRED;

type StaffResult<T> = { ok: true; value: T } | { ok: false; message: string };

async function asStaff<T>(
  session: Session | null,
  reason: string,
  step: (db: Db) => Promise<T>,
): Promise<StaffResult<T>> {
  if (!session) return { ok: false, message: NOT_STAFF };
  return withService(`pay: staff ${reason}`, async (db) => {
    if (!(await holdsStaffRole(db, session.user.id))) return { ok: false, message: NOT_STAFF };
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

/** A confirmed, paid (or invoiced) place in a session still to come: what staff may cancel under the policy. */
export type PaidBooking = {
  id: string;
  reference: string;
  learnerName: string;
  courseName: string;
  date: string;
  paymentMethod: 'card' | 'invoice';
  paymentStatus: PaymentStatus;
  amountCents: number;
  /** What the refund policy gives back if cancelled now. */
  refundDueCents: number;
};

export type PaymentsOverview = {
  cardAvailable: boolean;
  paidBookings: PaidBooking[];
  invoices: StaffInvoice[];
  awaitingApproval: AwaitingApproval[];
  promotionCodes: PromotionCode[];
};

export async function paymentsOverview(session: Session | null): Promise<StaffResult<PaymentsOverview>> {
  return asStaff(session, 'payments overview', async (db) => {
    const [invoices, paid, awaiting, codes] = await Promise.all([
      listInvoices(db),
      db.query<{
        id: string;
        reference: string;
        learner_name: string;
        course_name: string;
        date: string;
        payment_method: 'card' | 'invoice';
        payment_status: PaymentStatus;
        amount_cents: number;
        starts_in_hours: number | string;
      }>(
        `select b.id, b.reference, b.first_name || ' ' || b.last_name as learner_name, s.course_name, s.date,
                b.payment_method, b.payment_status, b.amount_cents, s.starts_in_hours
           from public.booking_requests b
           join lateral (select course_name, to_char(date, 'YYYY-MM-DD') as date, ${STARTS_IN_HOURS} as starts_in_hours
                           from public.availability_slots where id = b.slot_id) s on true
          where b.status = 'confirmed' and b.payment_status in ('paid', 'invoiced') and b.amount_cents is not null
            and s.starts_in_hours > 0
          order by s.date, b.reference
          limit 200`,
      ),
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
      db.query<PromotionRow>(
        `select ${PROMOTION_COLUMNS} from public.promotion_codes order by created_at desc`,
      ),
    ]);
    return {
      cardAvailable: stripeConfigured(),
      paidBookings: paid.map((row) => ({
        id: row.id,
        reference: row.reference,
        learnerName: row.learner_name,
        courseName: row.course_name,
        date: row.date,
        paymentMethod: row.payment_method,
        paymentStatus: row.payment_status,
        amountCents: Number(row.amount_cents),
        refundDueCents: refundFor(Number(row.amount_cents), Number(row.starts_in_hours), refundPolicy()),
      })),
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
      promotionCodes: codes.map(toPromotion),
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

/**
 * Staff cancel a place under the refund policy: at the learner's request (by phone, after online cancellation
 * closed, say) or for a learner absent on the day. The policy decides what comes back, as if the learner had
 * cancelled, by card refund through Stripe or against the employer's invoice, with a credit note either way; a
 * place nobody paid for is simply cancelled. The place is released and offered to the waitlist. A second press (or
 * a replayed form) finds the booking cancelled and refunds nothing more. `slotId`, when given, is the session the
 * place must still be in (the roll's form).
 */
export async function cancelUnderPolicy(
  session: Session | null,
  bookingId: string,
  slotId?: string,
): Promise<StaffResult<{ message: string; slotId: string }>> {
  const prices = await priceBookForCharging();
  const result = await asStaff(session, 'cancel under the refund policy', async (db) => {
    const [booking] = await db.query<{
      reference: string;
      slot_id: string | null;
      payment_status: PaymentStatus;
    }>(`select reference, slot_id, payment_status from public.booking_requests where id = $1`, [bookingId]);
    if (!booking || (slotId !== undefined && booking.slot_id !== slotId))
      return { ok: false as const, message: 'This booking no longer has a place to cancel.' };
    const paid = booking.payment_status === 'paid' || booking.payment_status === 'invoiced';
    let settlement: Settlement | null = null;
    const cancelled = await cancelBooking(db, bookingId, {
      by: 'staff',
      reason: 'Cancelled under our refund policy.',
      context: { prices },
      settle: async (tx, id, hoursBefore) => {
        settlement = await settleCancellation(tx, id, { hoursBefore, full: false });
        return settlement.mailIds;
      },
    });
    if (!cancelled.ok) return { ok: false as const, message: cancelled.message };
    return {
      ok: true as const,
      mailIds: cancelled.mailIds,
      slotId: booking.slot_id as string,
      message: paid ? staffSettlementWords(booking.reference, settlement) : `${booking.reference} cancelled.`,
    };
  });
  if (!result.ok) return result;
  const done = result.value;
  if (!done.ok) return { ok: false, message: done.message };
  await deliverQueued(done.mailIds);
  return { ok: true, value: { message: done.message, slotId: done.slotId } };
}

/**
 * What a cancellation gave back, in the words the cancel button answered with: shown on /staff/payments when the
 * button brings staff back there (the cancelled place, and the form with its answer, have left the list).
 */
export async function cancellationSummary(
  session: Session | null,
  bookingId: string,
): Promise<StaffResult<string | null>> {
  return asStaff(session, 'read a cancellation', async (db) => {
    const [row] = await db.query<{ reference: string; refunded_cents: number; credit_note: number | null }>(
      `select b.reference, b.refunded_cents,
              (select max(i.number) from public.invoices i where i.booking_id = b.id and i.kind = 'credit-note') as credit_note
         from public.booking_requests b where b.id = $1 and b.status = 'cancelled'`,
      [bookingId],
    );
    if (!row) return null;
    return staffSettlementWords(row.reference, {
      message: '',
      mailIds: [],
      refundedCents: Number(row.refunded_cents),
      creditNote: row.credit_note === null ? null : documentNumber('credit-note', Number(row.credit_note)),
    });
  });
}

function staffSettlementWords(reference: string, settlement: Settlement | null): string {
  if (!settlement || settlement.refundedCents === 0)
    return `${reference} cancelled: under the refund policy nothing is refunded.`;
  return `${reference} cancelled: ${formatCents(settlement.refundedCents)} refunded, credit note ${settlement.creditNote} sent.`;
}
