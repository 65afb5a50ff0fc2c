import 'server-only';

import { courses } from '@/content/courses';
import { locations } from '@/content/locations';
import { site } from '@/content/site';
import type { Session } from '@/lib/auth/types';
import { sqlState, withService, type Db } from '@/lib/db';
import { env, refundPolicy, siteUrl, stripeConfigured } from '@/lib/env';
import {
  documentNumber,
  gstOfInclusive,
  promotionMessages,
  promotionProblem,
  quote,
  refundFor,
  toCents,
  type PaymentStatus,
  type PromotionCode,
  type Quote,
} from '@/lib/rules/payments';
import type { PriceBook } from '@/lib/rules/price-book';
import { todayIn } from '@/lib/rules/slot-format';
import { newBookingReference } from '@/lib/server/bookings';
import {
  cancelBooking,
  confirmPaidPlace,
  holdPlace,
  releaseHold,
  releaseLapsedHoldsLocked,
  type BookingColumns,
  type EnrolmentStatus,
} from '@/lib/server/enrolments';
import { enrolmentState } from '@/lib/server/enrolment-records';
import type { EnrolmentState } from '@/lib/rules/enrolment-record';
import { issueCreditNote, issueInvoice, issueReceiptCreditNote } from '@/lib/server/invoices';
import { logSafeError } from '@/lib/server/log';
import { deliverQueued, queueMail } from '@/lib/server/outbox';
import { priceBookForCharging } from '@/lib/server/price-overrides';
import { stripeClient, type Stripe } from '@/lib/server/stripe';
import { paymentReceiptMail } from '@/lib/rules/payment-mail';
import type { BookAndPayDetails, EmployerInvoiceInput } from '@/lib/validation/book-and-pay';

/**
 * Book and pay: a signed-in learner's booking of a session, paid by card (Stripe Checkout) or by their employer's
 * invoice. A place is held while the learner is at Checkout and confirmed only by the signed webhook; the
 * employer path confirms at once (or after staff approve, a setting) and mails a tax invoice.
 *
 * Authorisation is here: every learner step reads the booking by id AND the caller's user id on the service path
 * (someone else's booking id reads as "not found"); RLS lets the API roles read only their own rows underneath.
 * Place changes go through lib/server/enrolments.ts, which locks the session row first.
 */

export type PaymentFailure = { ok: false; message: string; reason: string };
export type PaymentOk<T> = { ok: true } & T;

const NOT_FOUND = 'This booking could not be found.';
const CARD_OFF = 'Card payment is not available right now. Please choose "My employer pays", or call us.';
export const ENROLMENT_FIRST = 'Please complete your enrolment form before you pay.';
const CARD_UNREACHABLE =
  'We could not open the card payment page. Nothing has been charged. Please try again in a minute, or choose "My employer pays".';

type PayBookingRow = BookingColumns & {
  learner_id: string | null;
  requested_slot_id: string | null;
  payment_method: 'card' | 'invoice' | null;
  payment_status: PaymentStatus;
  promotion_code_id: string | null;
  amount_cents: number | null;
  refunded_cents: number;
  hold_expires_at: Date | string | null;
  course_name: string;
  date: string;
  start_time: string;
  end_time: string;
  location: string;
  slot_price: number | string;
  starts_in_hours: number | string;
};

const PAY_BOOKING_COLUMNS = `b.id, b.reference, b.learner_id, b.first_name, b.last_name, b.email, b.state,
  b.training_level, b.status, b.slot_id, b.requested_slot_id, b.payment_method, b.payment_status,
  b.promotion_code_id, b.amount_cents, b.refunded_cents, b.hold_expires_at, s.course_name,
  to_char(s.date, 'YYYY-MM-DD') as date, to_char(s.start_time, 'HH24:MI') as start_time,
  to_char(s.end_time, 'HH24:MI') as end_time, s.location, s.price as slot_price,
  extract(epoch from ((s.date + s.start_time) at time zone '${site.timeZone}') - now()) / 3600.0 as starts_in_hours`;

/** The booking with its session, when `learnerId` booked it (null: not theirs, or gone). */
async function learnerBooking(db: Db, bookingId: string, learnerId: string): Promise<PayBookingRow | null> {
  const rows = await db.query<PayBookingRow>(
    `select ${PAY_BOOKING_COLUMNS}
       from public.booking_requests b
       join public.availability_slots s on s.id = coalesce(b.slot_id, b.requested_slot_id)
      where b.id = $1 and b.learner_id = $2 and b.channel = 'book-and-pay'`,
    [bookingId, learnerId],
  );
  return rows[0] ?? null;
}

async function bookingById(db: Db, bookingId: string): Promise<PayBookingRow | null> {
  const rows = await db.query<PayBookingRow>(
    `select ${PAY_BOOKING_COLUMNS}
       from public.booking_requests b
       join public.availability_slots s on s.id = coalesce(b.slot_id, b.requested_slot_id)
      where b.id = $1 and b.channel = 'book-and-pay'`,
    [bookingId],
  );
  return rows[0] ?? null;
}

/** The session's price for this learner, from the price book (the course's, else the session's own), in cents. */
export function sessionPriceCents(
  courseName: string,
  slotPrice: number | string,
  trainingLevel: string,
  prices: PriceBook,
): number {
  const course = courses.find((item) => item.name === courseName);
  if (!course) return toCents(Number(slotPrice));
  return toCents(prices.coursePrice(course, trainingLevel === 'experienced' ? 'experienced' : 'standard'));
}

export type PromotionRow = {
  id: string;
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  value: number;
  valid_from: string;
  valid_until: string;
  active: boolean;
};

/** A promotion code's columns as PromotionRow reads them; toPromotion makes the row a PromotionCode. */
export const PROMOTION_COLUMNS = `id, code, description, kind, value, to_char(valid_from, 'YYYY-MM-DD') as valid_from,
  to_char(valid_until, 'YYYY-MM-DD') as valid_until, active`;

export function toPromotion(row: PromotionRow): PromotionCode {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: Number(row.value),
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    active: row.active,
  };
}

async function promotionById(db: Db, id: string | null): Promise<PromotionCode | null> {
  if (!id) return null;
  const [row] = await db.query<PromotionRow>(
    `select ${PROMOTION_COLUMNS} from public.promotion_codes where id = $1`,
    [id],
  );
  return row ? toPromotion(row) : null;
}

function today(): string {
  return todayIn(site.timeZone);
}

/** The price the learner pays now: a code that lapsed since it was applied no longer counts. */
async function currentQuote(
  db: Db,
  booking: PayBookingRow,
  prices: PriceBook,
): Promise<{ quote: Quote; promotion: PromotionCode | null }> {
  const price = sessionPriceCents(booking.course_name, booking.slot_price, booking.training_level, prices);
  const promotion = await promotionById(db, booking.promotion_code_id);
  const usable = promotion && !promotionProblem(promotion, today()) ? promotion : null;
  return { quote: quote(price, usable), promotion: usable };
}

// ---------------------------------------------------------------------------------------------------------------
// The learner's steps

export type CreatedBooking = { bookingId: string; reference: string };

/**
 * Creates the learner's booking for a session, without taking a place. Submitting twice returns the booking the
 * learner already has for this session (still waiting for payment, or confirmed).
 */
export async function createBookAndPayBooking(
  session: Session,
  details: BookAndPayDetails,
): Promise<PaymentOk<CreatedBooking> | PaymentFailure> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withService('pay: create booking', async (db) => {
        const [slot] = await db.query<{
          id: string;
          course_name: string;
          location: string;
          started: boolean;
        }>(
          `select id, course_name, location,
                  ((date + start_time) at time zone '${site.timeZone}') <= now() as started
             from public.availability_slots where id = $1`,
          [details.sessionId],
        );
        if (!slot) return { ok: false, reason: 'not-found', message: 'This session no longer exists.' };
        if (slot.started)
          return { ok: false, reason: 'closed', message: 'This session has already started.' };
        const [existing] = await db.query<{ id: string; reference: string }>(
          `select id, reference from public.booking_requests
            where learner_id = $1 and channel = 'book-and-pay' and coalesce(slot_id, requested_slot_id) = $2
              and status in ('pending', 'held', 'confirmed')
            order by created_at desc limit 1`,
          [session.user.id, slot.id],
        );
        if (existing) return { ok: true, bookingId: existing.id, reference: existing.reference };
        const reference = newBookingReference();
        const state = locations.find((place) => place.name === slot.location)?.state ?? 'NSW';
        const [row] = await db.query<{ id: string }>(
          `insert into public.booking_requests
             (reference, first_name, last_name, email, phone, usi, usi_exempt, course, training_level, delivery_method,
              state, requested_slot_id, status, channel, learner_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'face-to-face', $10, $11, 'pending', 'book-and-pay', $12)
           returning id`,
          [
            reference,
            details.firstName,
            details.lastName,
            session.user.email,
            details.phone,
            details.usi,
            details.usiExempt,
            slot.course_name,
            details.trainingLevel,
            state,
            slot.id,
            session.user.id,
          ],
        );
        return { ok: true, bookingId: row.id, reference };
      });
    } catch (error) {
      if (sqlState(error) === '23505' && attempt < 5) continue;
      throw error;
    }
  }
}

export type PaymentStepView = {
  bookingId: string;
  reference: string;
  status: EnrolmentStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: 'card' | 'invoice' | null;
  session: {
    courseName: string;
    date: string;
    startTime: string;
    endTime: string;
    location: string;
    slotId: string;
  };
  quote: Quote;
  promotion: { code: string; description: string } | null;
  cardAvailable: boolean;
  invoiceNeedsApproval: boolean;
  /** Still waiting for payment: the learner may pay (or apply a code). */
  payable: boolean;
  holdExpiresAt: string | null;
};

/** What the payment step shows; null when the booking is not the caller's. */
export async function paymentStep(session: Session, bookingId: string): Promise<PaymentStepView | null> {
  const prices = await priceBookForCharging();
  return withService('pay: show payment step', async (db) => {
    const booking = await learnerBooking(db, bookingId, session.user.id);
    if (!booking) return null;
    const { quote: priced, promotion } = await currentQuote(db, booking, prices);
    const paidAmount = booking.amount_cents;
    return {
      bookingId: booking.id,
      reference: booking.reference,
      status: booking.status,
      paymentStatus: booking.payment_status,
      paymentMethod: booking.payment_method,
      session: {
        courseName: booking.course_name,
        date: booking.date,
        startTime: booking.start_time,
        endTime: booking.end_time,
        location: booking.location,
        slotId: booking.slot_id ?? (booking.requested_slot_id as string),
      },
      quote:
        paidAmount !== null && booking.payment_status !== 'unpaid'
          ? { ...priced, amountCents: paidAmount, gstCents: gstOfInclusive(paidAmount) }
          : priced,
      promotion: promotion ? { code: promotion.code, description: promotion.description } : null,
      cardAvailable: stripeConfigured(),
      invoiceNeedsApproval: env().INVOICE_CONFIRMATION === 'approval',
      payable:
        (booking.status === 'pending' || booking.status === 'held') && booking.payment_status === 'unpaid',
      holdExpiresAt: booking.hold_expires_at ? new Date(booking.hold_expires_at).toISOString() : null,
    };
  });
}

type PromotionAnswer = PaymentOk<{ message: string }> | PaymentFailure;

/**
 * A change to the promotion code of the caller's booking, made only while the booking is new and unpaid (else
 * `closed` says why). `change` is handed the booking's id.
 */
async function changePromotion(
  session: Session,
  bookingId: string,
  step: { name: string; closed: string },
  change: (db: Db, bookingId: string) => Promise<PromotionAnswer>,
): Promise<PromotionAnswer> {
  return withService(step.name, async (db) => {
    const booking = await learnerBooking(db, bookingId, session.user.id);
    if (!booking) return { ok: false, reason: 'not-found', message: NOT_FOUND };
    if (booking.status !== 'pending' || booking.payment_status !== 'unpaid')
      return { ok: false, reason: 'closed', message: step.closed };
    return change(db, booking.id);
  });
}

/** A promotion code on a booking still waiting for payment: one per booking (a new code replaces the old). */
export async function applyPromotionCode(
  session: Session,
  bookingId: string,
  code: string,
): Promise<PromotionAnswer> {
  const step = {
    name: 'pay: apply promotion code',
    closed: 'Promotion codes apply to new bookings before payment only.',
  };
  return changePromotion(session, bookingId, step, async (db, id) => {
    const [row] = await db.query<PromotionRow>(
      `select ${PROMOTION_COLUMNS} from public.promotion_codes where code = $1`,
      [code],
    );
    const promotion = row ? toPromotion(row) : null;
    const problem = promotionProblem(promotion, today());
    if (problem || !promotion)
      return { ok: false, reason: 'invalid', message: problem ?? promotionMessages.unknown };
    await db.query(`update public.booking_requests set promotion_code_id = $2 where id = $1`, [
      id,
      promotion.id,
    ]);
    return { ok: true, message: promotionMessages.applied };
  });
}

export async function removePromotionCode(session: Session, bookingId: string): Promise<PromotionAnswer> {
  const step = {
    name: 'pay: remove promotion code',
    closed: 'This booking is no longer waiting for payment.',
  };
  return changePromotion(session, bookingId, step, async (db, id) => {
    await db.query(`update public.booking_requests set promotion_code_id = null where id = $1`, [id]);
    return { ok: true, message: promotionMessages.removed };
  });
}

/**
 * The enrolment record comes before payment, whatever a hand-made request skips (the page sends people to the form).
 * Someone else's booking reads as not found first, so the answer tells nothing about it.
 */
async function enrolledFirst(session: Session, bookingId: string): Promise<PaymentFailure | null> {
  const owned = await withService('pay: whose booking', (db) =>
    learnerBooking(db, bookingId, session.user.id),
  );
  if (!owned) return { ok: false, reason: 'not-found', message: NOT_FOUND };
  if ((await enrolmentState(bookingId)) !== 'complete')
    return { ok: false, reason: 'enrolment', message: ENROLMENT_FIRST };
  return null;
}

/**
 * Card: holds the place (the session's lock decides who gets the last one), opens a Stripe Checkout Session for
 * the quoted amount and records it; the browser is sent to Checkout's URL. Stripe's call is made between two
 * transactions so no session lock waits on the network. A booking still holding its place with an open Checkout
 * gets that Checkout again.
 */
export async function startCardPayment(
  session: Session,
  bookingId: string,
): Promise<PaymentOk<{ url: string }> | PaymentFailure> {
  const stripe = stripeClient();
  if (!stripe) return { ok: false, reason: 'card-off', message: CARD_OFF };
  const gate = await enrolledFirst(session, bookingId);
  if (gate) return gate;
  const prices = await priceBookForCharging();
  const { BOOKING_HOLD_MINUTES } = env();

  const held = await withService('pay: hold a place', async (db) => {
    const booking = await learnerBooking(db, bookingId, session.user.id);
    if (!booking) return { ok: false as const, reason: 'not-found', message: NOT_FOUND };
    if (booking.payment_status !== 'unpaid')
      return { ok: false as const, reason: 'closed', message: 'This booking is already paid or invoiced.' };
    const slotId = booking.slot_id ?? (booking.requested_slot_id as string);
    const hold = await holdPlace(db, booking.id, slotId, BOOKING_HOLD_MINUTES);
    if (!hold.ok) return { ok: false as const, reason: hold.reason, message: hold.message };
    const [open] = await db.query<{ id: string; url: string | null }>(
      `select id, null as url from public.card_payments
        where booking_id = $1 and status = 'open' and created_at > now() - interval '20 minutes'
        order by created_at desc limit 1`,
      [booking.id],
    );
    const { quote: priced } = await currentQuote(db, booking, prices);
    if (priced.amountCents === 0) {
      // A code that takes the whole price: nothing to charge, the place is confirmed now.
      await db.query(
        `update public.booking_requests set payment_method = 'card', payment_status = 'paid', price_cents = $2,
                discount_cents = $3, amount_cents = 0, paid_at = now() where id = $1`,
        [booking.id, priced.priceCents, priced.discountCents],
      );
      const placed = await confirmPaidPlace(db, booking.id, slotId, 0);
      return {
        ok: true as const,
        free: true,
        mailIds: placed.ok ? placed.mailIds : [],
        booking,
        priced,
        openId: null,
        holdExpiresAt: hold.holdExpiresAt,
      };
    }
    return {
      ok: true as const,
      free: false,
      mailIds: [],
      booking,
      priced,
      openId: open?.id ?? null,
      holdExpiresAt: hold.holdExpiresAt,
    };
  });
  if (!held.ok) return held;
  if (held.free) {
    await deliverQueued(held.mailIds);
    return { ok: true, url: `/book/done/${bookingId}` };
  }
  const { booking, priced } = held;

  if (held.openId) {
    try {
      const existing = await stripe.checkout.sessions.retrieve(held.openId);
      if (existing.status === 'open' && existing.url) return { ok: true, url: existing.url };
    } catch (error) {
      logSafeError('[pay] An open Checkout could not be read; opening a new one', error);
    }
  }

  let checkout: Stripe.Checkout.Session;
  try {
    // Stripe's shortest Checkout life is 30 minutes; the hold is shorter, so the sweep expires the Checkout
    // when it releases the hold, and a payment that still arrives late is placed if a place is free or refunded.
    const expiresAt = Math.floor(Date.now() / 1000) + Math.max(31, BOOKING_HOLD_MINUTES + 1) * 60;
    checkout = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer_email: booking.email,
        client_reference_id: booking.id,
        metadata: { booking_id: booking.id, reference: booking.reference },
        payment_intent_data: { metadata: { booking_id: booking.id, reference: booking.reference } },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'aud',
              unit_amount: priced.amountCents,
              tax_behavior: 'inclusive',
              product_data: {
                name: `${booking.course_name}, ${booking.location}, ${booking.date}`,
                description: `Booking ${booking.reference}. GST included.`,
              },
            },
          },
        ],
        expires_at: expiresAt,
        success_url: `${siteUrl()}/book/done/${booking.id}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${siteUrl()}/book/pay/${booking.id}?cancelled=1`,
      },
      { idempotencyKey: `checkout-${booking.id}-${held.holdExpiresAt.getTime()}` },
    );
  } catch (error) {
    logSafeError('[pay] Stripe Checkout could not be opened; the hold is released', error);
    await withService('pay: release hold after a Checkout failure', (db) => releaseHold(db, booking.id));
    return { ok: false, reason: 'stripe', message: CARD_UNREACHABLE };
  }

  await withService('pay: record Checkout', (db) =>
    db
      .query(
        `insert into public.card_payments (id, booking_id, amount_cents) values ($1, $2, $3)
       on conflict (id) do nothing`,
        [checkout.id, booking.id, priced.amountCents],
      )
      .then(() =>
        db.query(
          `update public.booking_requests set payment_method = 'card', price_cents = $2, discount_cents = $3,
                amount_cents = $4 where id = $1 and payment_status = 'unpaid'`,
          [booking.id, priced.priceCents, priced.discountCents, priced.amountCents],
        ),
      ),
  );
  if (!checkout.url) return { ok: false, reason: 'stripe', message: CARD_UNREACHABLE };
  return { ok: true, url: checkout.url };
}

/**
 * The learner's open Checkout page, for the step a browser without JavaScript takes on its way there (the site's
 * CSP lets a form post only to this origin, so that browser is sent to Stripe by a page, not by the form's answer).
 * Null when the booking is not theirs, not held, or has no open Checkout.
 */
export async function openCheckoutUrl(session: Session, bookingId: string): Promise<string | null> {
  const stripe = stripeClient();
  if (!stripe) return null;
  const [open] = await withService('pay: the open Checkout', (db) =>
    db.query<{ id: string }>(
      `select c.id from public.card_payments c join public.booking_requests b on b.id = c.booking_id
        where b.id = $1 and b.learner_id = $2 and b.status = 'held' and c.status = 'open'
        order by c.created_at desc limit 1`,
      [bookingId, session.user.id],
    ),
  );
  if (!open) return null;
  try {
    const checkout = await stripe.checkout.sessions.retrieve(open.id);
    return checkout.status === 'open' && checkout.url ? checkout.url : null;
  } catch (error) {
    logSafeError('[pay] An open Checkout could not be read', error);
    return null;
  }
}

/**
 * Employer pays: the company, ABN, PO number and accounts e-mail. With INVOICE_CONFIRMATION=immediate the place is
 * taken now (if one is free) and the tax invoice is issued and mailed to accounts; with 'approval' the booking
 * waits for staff (no place is held meanwhile) and is confirmed when they approve.
 */
export async function payByInvoice(
  session: Session,
  input: EmployerInvoiceInput,
): Promise<PaymentOk<{ message: string; confirmed: boolean }> | PaymentFailure> {
  const gate = await enrolledFirst(session, input.bookingId);
  if (gate) return gate;
  const prices = await priceBookForCharging();
  const approval = env().INVOICE_CONFIRMATION === 'approval';
  const result = await withService('pay: employer invoice', async (db) => {
    const booking = await learnerBooking(db, input.bookingId, session.user.id);
    if (!booking) return { ok: false as const, reason: 'not-found', message: NOT_FOUND };
    if (booking.status !== 'pending' || booking.payment_status !== 'unpaid')
      return {
        ok: false as const,
        reason: 'closed',
        message: 'This booking is no longer waiting for payment.',
      };
    const { quote: priced } = await currentQuote(db, booking, prices);
    await db.query(
      `update public.booking_requests
          set payment_method = 'invoice', payment_status = $2, price_cents = $3, discount_cents = $4, amount_cents = $5,
              employer_company = $6, employer_abn = $7, employer_po = $8, employer_accounts_email = $9
        where id = $1`,
      [
        booking.id,
        approval ? 'awaiting-approval' : 'unpaid',
        priced.priceCents,
        priced.discountCents,
        priced.amountCents,
        input.company,
        input.abn,
        input.purchaseOrder,
        input.accountsEmail,
      ],
    );
    if (approval)
      return {
        ok: true as const,
        confirmed: false,
        mailIds: [] as string[],
        message:
          'Thank you. Your employer invoice booking is with our team: we confirm your place and send the invoice once approved.',
      };
    return confirmInvoiceBooking(db, booking.id);
  });
  if (!result.ok) return result;
  await deliverQueued(result.mailIds);
  return { ok: true, message: result.message, confirmed: result.confirmed };
}

/** Takes the place and issues the tax invoice of an employer booking (the learner's step, or staff approval). */
async function confirmInvoiceBooking(
  db: Db,
  bookingId: string,
): Promise<{ ok: true; confirmed: true; mailIds: string[]; message: string } | PaymentFailure> {
  const booking = await bookingById(db, bookingId);
  if (!booking) return { ok: false, reason: 'not-found', message: NOT_FOUND };
  const slotId = booking.slot_id ?? (booking.requested_slot_id as string);
  const amount = Number(booking.amount_cents ?? 0);
  const placed = await confirmPaidPlace(db, booking.id, slotId, amount);
  if (!placed.ok) {
    // No place: the booking goes back to waiting, the invoice details stay for another date.
    await db.query(`update public.booking_requests set payment_status = 'unpaid' where id = $1`, [
      booking.id,
    ]);
    return { ok: false, reason: placed.reason, message: placed.message };
  }
  await db.query(`update public.booking_requests set payment_status = 'invoiced' where id = $1`, [
    booking.id,
  ]);
  const invoice = await issueInvoice(db, booking.id, env().INVOICE_PAYMENT_DAYS);
  return {
    ok: true,
    confirmed: true,
    mailIds: [...placed.mailIds, invoice.mailId],
    message: `Your place is confirmed. Tax invoice ${invoice.number} has been sent to ${invoice.accountsEmail}.`,
  };
}

/** Staff approve an employer booking waiting for approval: the place is confirmed and the invoice issued. */
export async function approveInvoiceBooking(db: Db, bookingId: string) {
  const [row] = await db.query<{ payment_status: string; status: string }>(
    `select payment_status, status from public.booking_requests where id = $1 and channel = 'book-and-pay'`,
    [bookingId],
  );
  if (!row) return { ok: false as const, reason: 'not-found', message: NOT_FOUND };
  if (row.payment_status !== 'awaiting-approval' || row.status !== 'pending')
    return { ok: false as const, reason: 'closed', message: 'This booking is not waiting for approval.' };
  return confirmInvoiceBooking(db, bookingId);
}

// ---------------------------------------------------------------------------------------------------------------
// The webhook

export type WebhookOutcome =
  | 'duplicate'
  | 'ignored'
  | 'unknown-session'
  | 'confirmed'
  | 'already-paid'
  | 'refunded'
  | 'expired'
  | 'stale-expiry';

type CardPaymentRow = { id: string; booking_id: string; amount_cents: number; status: string };

/**
 * Handles one verified Stripe event, once: its id is stored in the same transaction as what it changes, so a
 * replay (or Stripe's retry of one we answered) finds the id and changes nothing, and a failure (the database
 * down) stores nothing and throws, so the route answers 500 and Stripe retries later. Refunds are asked of Stripe
 * inside that transaction, with an idempotency key per Checkout, so a retried event never refunds twice.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<WebhookOutcome> {
  const prices = await priceBookForCharging();
  const outcome = await withService('pay: Stripe webhook', async (db) => {
    const fresh = await db.query<{ id: string }>(
      `insert into public.stripe_events (id, type) values ($1, $2) on conflict (id) do nothing returning id`,
      [event.id, event.type],
    );
    if (fresh.length === 0) return { outcome: 'duplicate' as const, mailIds: [] as string[] };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const checkout = event.data.object as Stripe.Checkout.Session;
        if (checkout.payment_status !== 'paid' && checkout.payment_status !== 'no_payment_required')
          return { outcome: 'ignored' as const, mailIds: [] };
        return checkoutPaid(db, checkout, prices);
      }
      case 'checkout.session.expired':
        return checkoutExpired(db, event.data.object as Stripe.Checkout.Session);
      default:
        return { outcome: 'ignored' as const, mailIds: [] };
    }
  });
  await deliverQueued(outcome.mailIds);
  return outcome.outcome;
}

async function findCardPayment(db: Db, checkout: Stripe.Checkout.Session): Promise<CardPaymentRow | null> {
  const [row] = await db.query<CardPaymentRow>(
    `select id, booking_id, amount_cents, status from public.card_payments where id = $1 for update`,
    [checkout.id],
  );
  if (row) return row;
  // Stripe can be faster than our own record of the Checkout (the process stopped between the two): the
  // metadata names the booking, and the booking must exist.
  const bookingId = checkout.metadata?.booking_id ?? checkout.client_reference_id;
  if (!bookingId || !/^[0-9a-f-]{36}$/i.test(bookingId)) return null;
  const [booking] = await db.query<{ id: string }>(
    `select id from public.booking_requests where id = $1 and channel = 'book-and-pay'`,
    [bookingId],
  );
  if (!booking) return null;
  const [inserted] = await db.query<CardPaymentRow>(
    `insert into public.card_payments (id, booking_id, amount_cents) values ($1, $2, $3)
     on conflict (id) do update set id = excluded.id
     returning id, booking_id, amount_cents, status`,
    [checkout.id, booking.id, checkout.amount_total ?? 0],
  );
  return inserted;
}

async function checkoutPaid(db: Db, checkout: Stripe.Checkout.Session, prices: PriceBook) {
  const payment = await findCardPayment(db, checkout);
  if (!payment) {
    console.warn(`[pay] Webhook for a Checkout this site did not open (${checkout.id}); nothing changed`);
    return { outcome: 'unknown-session' as const, mailIds: [] as string[] };
  }
  if (payment.status === 'paid' || payment.status === 'refunded')
    return { outcome: 'already-paid' as const, mailIds: [] };
  const amount = checkout.amount_total ?? Number(payment.amount_cents);
  const paymentIntent =
    typeof checkout.payment_intent === 'string'
      ? checkout.payment_intent
      : (checkout.payment_intent?.id ?? null);
  await db.query(
    `update public.card_payments set status = 'paid', payment_intent_id = $2, completed_at = now(), amount_cents = $3
      where id = $1`,
    [payment.id, paymentIntent, amount],
  );
  const booking = await bookingById(db, payment.booking_id);
  if (!booking) return { outcome: 'unknown-session' as const, mailIds: [] };
  if (booking.payment_status === 'paid' || booking.payment_status === 'invoiced') {
    await refundCard(db, payment.id, paymentIntent, amount, 'Paid twice: this booking was already paid');
    return { outcome: 'refunded' as const, mailIds: [] };
  }
  const slotId = booking.slot_id ?? (booking.requested_slot_id as string);
  const placed = await confirmPaidPlace(db, booking.id, slotId, amount, { prices });
  // 'already': staff confirmed the place while the learner was paying; the payment is for that place.
  if (!placed.ok && placed.reason !== 'already') {
    await refundCard(db, payment.id, paymentIntent, amount, `No place: ${placed.message}`);
    const mailId = await queueCardMail(db, booking, amount, { kind: 'refunded-no-place' });
    return { outcome: 'refunded' as const, mailIds: [mailId] };
  }
  await db.query(
    `update public.booking_requests set payment_method = 'card', payment_status = 'paid', paid_at = now(),
            amount_cents = $2 where id = $1`,
    [booking.id, amount],
  );
  const receipt = await queueCardMail(db, booking, amount, {
    kind: 'receipt',
    receiptUrl: `${siteUrl()}/account/bookings/${booking.id}/receipt`,
  });
  return { outcome: 'confirmed' as const, mailIds: [...(placed.ok ? placed.mailIds : []), receipt] };
}

/** Queues the learner's mail about their card payment for the booking: the receipt, or the refund of a lost place. */
function queueCardMail(
  db: Db,
  booking: PayBookingRow,
  amountCents: number,
  mail: { kind: 'receipt'; receiptUrl: string } | { kind: 'refunded-no-place' },
) {
  return queueMail(
    db,
    {
      to: booking.email,
      ...paymentReceiptMail({
        ...mail,
        reference: booking.reference,
        firstName: booking.first_name,
        amountCents,
        courseName: booking.course_name,
        date: booking.date,
        location: booking.location,
      }),
    },
    `booking:${booking.id}`,
  );
}

async function checkoutExpired(db: Db, checkout: Stripe.Checkout.Session) {
  const [payment] = await db.query<CardPaymentRow>(
    `select id, booking_id, amount_cents, status from public.card_payments where id = $1 for update`,
    [checkout.id],
  );
  if (!payment) return { outcome: 'unknown-session' as const, mailIds: [] as string[] };
  // Out of order: an expiry after the payment (or a second time) changes nothing.
  if (payment.status !== 'open') return { outcome: 'stale-expiry' as const, mailIds: [] };
  await db.query(`update public.card_payments set status = 'expired' where id = $1`, [payment.id]);
  const [otherOpen] = await db.query<{ id: string }>(
    `select id from public.card_payments where booking_id = $1 and status = 'open' and id <> $2 limit 1`,
    [payment.booking_id, payment.id],
  );
  if (!otherOpen) await releaseHold(db, payment.booking_id);
  return { outcome: 'expired' as const, mailIds: [] };
}

/** Refunds a card payment through Stripe (idempotent per Checkout) and records it. */
async function refundCard(
  db: Db,
  cardPaymentId: string,
  paymentIntent: string | null,
  amountCents: number,
  reason: string,
): Promise<void> {
  const stripe = stripeClient();
  if (!stripe || !paymentIntent) throw new Error('A card refund needs Stripe and the payment intent');
  if (amountCents > 0) {
    await stripe.refunds.create(
      { payment_intent: paymentIntent, amount: amountCents, metadata: { checkout_session: cardPaymentId } },
      { idempotencyKey: `refund-${cardPaymentId}-${amountCents}` },
    );
  }
  await db.query(
    `update public.card_payments set status = 'refunded', refunded_cents = $2, refund_reason = left($3, 500)
      where id = $1`,
    [cardPaymentId, amountCents, reason],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Holds that lapse

/**
 * Releases every lapsed hold, one session per transaction under its lock (the places go back), then expires the
 * open Checkouts of those bookings at Stripe. Safe on several instances at once: the update re-checks each row
 * under the session's lock, so a hold released by one instance is not found by the other. Returns how many.
 */
export async function releaseLapsedHolds(): Promise<number> {
  const slots = await withService('pay: find lapsed holds', (db) =>
    db.query<{ slot_id: string }>(
      `select slot_id from public.booking_requests where status = 'held' and hold_expires_at <= now()
       union
       select slot_id from public.employer_place_holds where released_at is null and expires_at <= now()`,
    ),
  );
  let released = 0;
  const toExpire: string[] = [];
  for (const { slot_id: slotId } of slots) {
    const ids = await withService('pay: release lapsed holds', async (db) => {
      const [locked] = await db.query<{ id: string }>(
        'select id from public.availability_slots where id = $1 for update',
        [slotId],
      );
      if (!locked) return [];
      const bookingIds = await releaseLapsedHoldsLocked(db, slotId);
      if (bookingIds.length === 0) return [];
      const open = await db.query<{ id: string }>(
        `select id from public.card_payments where booking_id = any($1::uuid[]) and status = 'open'`,
        [bookingIds],
      );
      toExpire.push(...open.map((row) => row.id));
      return bookingIds;
    });
    released += ids.length;
  }
  const stripe = stripeClient();
  for (const id of stripe ? toExpire : []) {
    try {
      await stripe?.checkout.sessions.expire(id);
    } catch (error) {
      // Already paid or expired at Stripe: its webhook settles it.
      logSafeError(`[pay] Checkout ${id} could not be expired`, error);
    }
  }
  return released;
}

// ---------------------------------------------------------------------------------------------------------------
// Cancellation and refunds

/**
 * The learner cancels their own booking from /account. Waiting for payment: it is simply cancelled. Confirmed: the
 * place is cancelled as the cancel link would (online cancellation closes BOOKING_CANCELLATION_NOTICE_HOURS
 * before), and the refund policy decides what comes back: a card refund through Stripe, or a credit note for
 * an employer's invoice.
 */
export async function cancelMyBooking(
  session: Session,
  bookingId: string,
): Promise<PaymentOk<{ message: string }> | PaymentFailure> {
  const prices = await priceBookForCharging();
  const result = await withService('pay: learner cancels', async (db) => {
    const booking = await learnerBooking(db, bookingId, session.user.id);
    if (!booking) return { ok: false as const, reason: 'not-found', message: NOT_FOUND };
    if (booking.status === 'pending') {
      await db.query(
        `update public.booking_requests set status = 'cancelled', cancelled_at = now(), status_changed_at = now()
          where id = $1 and status = 'pending'`,
        [booking.id],
      );
      return {
        ok: true as const,
        mailIds: [] as string[],
        message: 'Your booking is cancelled. Nothing was charged.',
      };
    }
    if (booking.status === 'held')
      return {
        ok: false as const,
        reason: 'conflict',
        message: 'Your payment is in progress. Please finish or leave the payment page first.',
      };
    let refundMessage = '';
    const cancelled = await cancelBooking(db, booking.id, {
      by: 'learner',
      context: { prices },
      settle: async (tx, id, hoursBefore) => {
        const settled = await settleCancellation(tx, id, { hoursBefore, full: false });
        refundMessage = settled.message;
        return settled.mailIds;
      },
    });
    if (!cancelled.ok) return { ok: false as const, reason: cancelled.reason, message: cancelled.message };
    return {
      ok: true as const,
      mailIds: cancelled.mailIds,
      message: `Your booking is cancelled. ${refundMessage}`.trim(),
    };
  });
  if (!result.ok) return result;
  await deliverQueued(result.mailIds);
  return { ok: true, message: result.message };
}

export type Settlement = {
  /** What the learner is told. */
  message: string;
  mailIds: string[];
  refundedCents: number;
  /** The credit note issued, e.g. CN-000012. */
  creditNote: string | null;
};

/**
 * After a paid booking is cancelled: the refund the policy allows (all of it when `full`, e.g. staff or a
 * cancelled session), by card refund or against the employer's invoice, each with a credit note (an adjustment
 * note to the receipt or the invoice). Runs in the cancelling transaction.
 */
export async function settleCancellation(
  db: Db,
  bookingId: string,
  options: { hoursBefore: number; full: boolean },
): Promise<Settlement> {
  const nothing: Settlement = { message: '', mailIds: [], refundedCents: 0, creditNote: null };
  const [booking] = await db.query<{
    payment_method: string | null;
    payment_status: PaymentStatus;
    amount_cents: number | null;
    refunded_cents: number;
  }>(
    `select payment_method, payment_status, amount_cents, refunded_cents from public.booking_requests where id = $1 for update`,
    [bookingId],
  );
  if (!booking || booking.amount_cents === null) return nothing;
  const amount = Number(booking.amount_cents);
  const due = options.full ? amount : refundFor(amount, options.hoursBefore, refundPolicy());
  if (booking.payment_status === 'paid' && booking.payment_method === 'card') {
    const [payment] = await db.query<{ id: string; payment_intent_id: string | null }>(
      `select id, payment_intent_id from public.card_payments where booking_id = $1 and status = 'paid'
        order by completed_at desc limit 1 for update`,
      [bookingId],
    );
    if (!payment || due === 0)
      return { ...nothing, message: due === 0 ? 'Under our refund policy no refund is due.' : '' };
    await refundCard(db, payment.id, payment.payment_intent_id, due, 'Cancelled under the refund policy');
    await db.query(
      `update public.booking_requests set payment_status = 'refunded', refunded_cents = $2 where id = $1`,
      [bookingId, due],
    );
    const note = await issueReceiptCreditNote(db, bookingId, due);
    return {
      message: `We have refunded ${formatMoney(due)} to your card.`,
      mailIds: note ? [note.mailId] : [],
      refundedCents: due,
      creditNote: note?.number ?? null,
    };
  }
  if (
    booking.payment_status === 'invoiced' ||
    (booking.payment_status === 'paid' && booking.payment_method === 'invoice')
  ) {
    if (due === 0) return { ...nothing, message: 'Under our refund policy no credit is due.' };
    const note = await issueCreditNote(db, bookingId, due);
    if (!note) return nothing;
    await db.query(
      `update public.booking_requests set payment_status = 'refunded', refunded_cents = $2 where id = $1`,
      [bookingId, due],
    );
    return {
      message: `Credit note ${note.number} has been sent to your employer's accounts.`,
      mailIds: [note.mailId],
      refundedCents: due,
      creditNote: note.number,
    };
  }
  return nothing;
}

function formatMoney(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The learner's bookings on /account

export type MyBooking = {
  id: string;
  reference: string;
  /** Book and pay, or a request staff place into a session (no payment through the site). */
  channel: 'book-and-pay' | 'request';
  status: EnrolmentStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: 'card' | 'invoice' | null;
  amountCents: number | null;
  refundedCents: number;
  courseName: string;
  /** The session's day and times; null for a request not yet placed in a session. */
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  upcoming: boolean;
  hasReceipt: boolean;
  invoiceIds: Array<{ id: string; number: string; kind: 'invoice' | 'credit-note' }>;
  enrolment: EnrolmentState;
};

/**
 * Every booking of the learner, one entry each (book and pay, and requests), with its payment, documents and the
 * state of its enrolment form; read as the learner (RLS lets them see only theirs). Sessions to come first.
 */
export async function listMyBookings(
  readAsLearner: <R>(fn: (db: Db) => Promise<R>) => Promise<R>,
): Promise<MyBooking[]> {
  return readAsLearner(async (db) => {
    const rows = await db.query<{
      id: string;
      reference: string;
      channel: string;
      status: EnrolmentStatus;
      payment_method: 'card' | 'invoice' | null;
      payment_status: PaymentStatus;
      amount_cents: number | null;
      refunded_cents: number;
      course_name: string;
      date: string | null;
      start_time: string | null;
      end_time: string | null;
      location: string | null;
      starts_in_hours: number | string | null;
      enrolment_completed: boolean | null;
    }>(
      `select b.id, b.reference, b.channel, b.status, b.payment_method, b.payment_status, b.amount_cents,
              b.refunded_cents, coalesce(s.course_name, b.course) as course_name,
              to_char(s.date, 'YYYY-MM-DD') as date, to_char(s.start_time, 'HH24:MI') as start_time,
              to_char(s.end_time, 'HH24:MI') as end_time, s.location,
              extract(epoch from ((s.date + s.start_time) at time zone '${site.timeZone}') - now()) / 3600.0 as starts_in_hours,
              case when e.booking_request_id is null then null else e.completed_at is not null end as enrolment_completed
         from public.booking_requests b
         left join public.availability_slots s on s.id = coalesce(b.slot_id, b.requested_slot_id)
         left join public.enrolment_records e on e.booking_request_id = b.id and e.learner_id = b.learner_id
        where b.learner_id = (select auth.uid())
        order by s.date desc nulls first, s.start_time desc, b.created_at desc
        limit 100`,
    );
    const invoices = await db.query<{
      id: string;
      booking_id: string;
      number: number;
      kind: 'invoice' | 'credit-note';
    }>(
      `select id, booking_id, number, kind from public.invoices where booking_id = any($1::uuid[]) order by issued_at`,
      [rows.map((row) => row.id)],
    );
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      channel: row.channel === 'book-and-pay' ? 'book-and-pay' : 'request',
      status: row.status,
      paymentStatus: row.payment_status,
      paymentMethod: row.payment_method,
      amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
      refundedCents: Number(row.refunded_cents),
      courseName: row.course_name,
      date: row.date,
      startTime: row.start_time,
      endTime: row.end_time,
      location: row.location,
      // A request without a session yet is still to come unless it was cancelled or declined.
      upcoming:
        row.starts_in_hours === null
          ? row.status !== 'cancelled' && row.status !== 'declined'
          : Number(row.starts_in_hours) > 0,
      hasReceipt:
        row.payment_method === 'card' && (row.payment_status === 'paid' || row.payment_status === 'refunded'),
      invoiceIds: invoices
        .filter((invoice) => invoice.booking_id === row.id)
        .map((invoice) => ({
          id: invoice.id,
          kind: invoice.kind,
          number: documentNumber(invoice.kind, Number(invoice.number)),
        })),
      enrolment:
        row.enrolment_completed === null ? 'missing' : row.enrolment_completed ? 'complete' : 'in_progress',
    }));
  });
}

/** The refund of a learner's own cancellation (cancel link or /account), under the refund policy. */
export async function settleByPolicy(db: Db, bookingId: string, hoursBefore: number): Promise<string[]> {
  return (await settleCancellation(db, bookingId, { hoursBefore, full: false })).mailIds;
}

/** Staff cancelled a place, or the whole session: everything paid comes back. */
export async function settleInFull(db: Db, bookingId: string): Promise<string[]> {
  return (await settleCancellation(db, bookingId, { hoursBefore: 0, full: true })).mailIds;
}
