import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { setDatabaseForTesting, type Database } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { confirmBooking, SESSION_NOW_FULL, staffStep } from '@/lib/server/enrolments';
import { documentPdfFor, receiptPdfFor } from '@/lib/server/invoices';
import {
  applyPromotionCode,
  cancelMyBooking,
  createBookAndPayBooking,
  ENROLMENT_FIRST,
  listMyBookings,
  openCheckoutUrl,
  payByInvoice,
  paymentStep,
  releaseLapsedHolds,
  startCardPayment,
} from '@/lib/server/payments';
import {
  approveBooking,
  cancellationSummary,
  cancelUnderPolicy,
  markPaid,
  paymentsOverview,
} from '@/lib/server/payments-admin';
import { courses } from '@/content/courses';
import { createPriceBook } from '@/lib/rules/price-book';
import { formatCents, gstOfInclusive, promotionMessages, quote, toCents } from '@/lib/rules/payments';
import { checkPdf } from '@/tests/support/pdf-check';
import { withUser } from '@/lib/db';
import { startStripeStandIn, type StripeStandIn } from '@/tests/support/stripe-stand-in';
import { useSmtpServer } from '@/tests/support/smtp';

import { settleAfter } from './helpers/after';
import { backends, createUser, useTestDatabase } from './helpers/database';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

const { POST: webhookRoute } = await import('@/app/api/stripe/webhook/route');

const SECRET_KEY = 'sk_test_stand_in_key';
// The session's course price from the price book (no overrides in a fresh database), in cents.
const PRICE = toCents(
  createPriceBook().coursePrice(courses.find((course) => course.name === 'Provide First Aid')!),
);
const WEBHOOK_SECRET = 'whsec_test_stand_in_secret';

/**
 * Book and pay on the real database (PGlite, and PostgreSQL when the run has one), with Stripe's API replaced by a
 * local stand-in reached through the package's host/port options and webhooks signed by the package's own helper.
 */
describe.each(backends())('book and pay (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer({ SITE_URL: 'https://training.example.com' });
  let stripe: StripeStandIn;
  let staff: Session;
  let plainUser: Session;
  const saved = { ...process.env };

  beforeAll(async () => {
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    stripe = await startStripeStandIn(WEBHOOK_SECRET);
    process.env.STRIPE_SECRET_KEY = SECRET_KEY;
    process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    process.env.STRIPE_API_URL = stripe.url;
    process.env.INVOICE_CONFIRMATION = 'immediate';
    resetEnvCache();
    staff = await createUser(database.current(), { role: 'collaborator' });
    plainUser = await createUser(database.current(), { role: 'user' });
  });

  afterAll(async () => {
    for (const key of [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_API_URL',
      'INVOICE_CONFIRMATION',
    ]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnvCache();
    await stripe.close();
    vi.restoreAllMocks();
  });

  beforeEach(() => smtp.clear());

  async function session(
    options: { max?: number; daysAhead?: number; startsInHours?: number; course?: string } = {},
  ): Promise<string> {
    if (options.startsInHours !== undefined) {
      // At a set distance from now, whatever the time of day in Sydney (a date plus 09:00 would not be).
      const [row] = await database.current().query<{ id: string }>(
        `insert into public.availability_slots (date, start_time, end_time, course_name, location, max_students, current_bookings)
         select t::date, date_trunc('hour', t)::time, '23:59', $2, 'Hunter Valley', $3, 0
           from (select (now() + make_interval(hours => $1::integer)) at time zone 'Australia/Sydney' as t) at_start
         returning id`,
        [options.startsInHours, options.course ?? 'Provide First Aid', options.max ?? 5],
      );
      return row.id;
    }
    const [row] = await database.current().query<{ id: string }>(
      `insert into public.availability_slots (date, course_name, location, max_students, current_bookings)
       values ((now() at time zone 'Australia/Sydney')::date + $1::integer, $2, 'Hunter Valley', $3, 0)
       returning id`,
      [options.daysAhead ?? 20, options.course ?? 'Provide First Aid', options.max ?? 5],
    );
    return row.id;
  }

  async function learner(): Promise<Session> {
    return createUser(database.current(), { role: 'user' });
  }

  async function book(
    who: Session,
    sessionId: string,
    options: { enrolled?: boolean } = {},
  ): Promise<string> {
    const created = await createBookAndPayBooking(who, {
      sessionId,
      firstName: 'Jordan',
      lastName: 'Lee',
      phone: '0491 570 110',
      trainingLevel: 'full-training',
      usi: null,
      usiExempt: true,
    });
    if (!created.ok) throw new Error(created.message);
    if (options.enrolled !== false) await enrol(who, created.bookingId);
    return created.bookingId;
  }

  /** The learner's completed enrolment record (its own feature; payment waits for it). */
  async function enrol(who: Session, bookingId: string) {
    await database.current().query(
      `insert into public.enrolment_records (booking_request_id, learner_id, given_names, usi,
         privacy_notice_agreed_at, declaration_agreed_at, completed_at)
       values ($1, $2, 'Jordan', '223456789N', now(), now(), now())
       on conflict (booking_request_id, learner_id) do nothing`,
      [bookingId, who.user.id],
    );
  }

  async function row(bookingId: string) {
    const [found] = await database.current().query<{
      status: string;
      payment_status: string;
      slot_id: string | null;
      amount_cents: number | null;
      refunded_cents: number;
    }>('select status, payment_status, slot_id, amount_cents, refunded_cents from public.booking_requests where id = $1', [bookingId]);
    return found;
  }

  async function places(sessionId: string): Promise<number> {
    const [found] = await database
      .current()
      .query<{ current_bookings: number }>(
        'select current_bookings from public.availability_slots where id = $1',
        [sessionId],
      );
    return Number(found.current_bookings);
  }

  function checkoutIdOf(url: string): string {
    return url.split('/pay/')[1];
  }

  async function deliver(payload: string, signature: string | null): Promise<Response> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (signature !== null) headers['Stripe-Signature'] = signature;
    const response = await webhookRoute(
      new Request('https://training.example.com/api/stripe/webhook', {
        method: 'POST',
        headers,
        body: payload,
      }),
    );
    await settleAfter();
    return response;
  }

  async function pay(checkoutId: string, eventId?: string) {
    const event = stripe.event(checkoutId, 'checkout.session.completed', { eventId });
    const response = await deliver(event.payload, event.signature);
    return { response, body: (await response.json()) as { outcome?: string }, event };
  }

  it('holds the place, opens Checkout with the quoted amount, and confirms only from the signed webhook', async () => {
    const sessionId = await session();
    const who = await learner();
    const bookingId = await book(who, sessionId);
    expect(await places(sessionId)).toBe(0);

    const started = await startCardPayment(who, bookingId);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(await places(sessionId)).toBe(1);
    expect((await row(bookingId)).status).toBe('held');

    const call = stripe.calls.find(
      (item) => item.path === '/v1/checkout/sessions' && item.params.client_reference_id === bookingId,
    );
    expect(call).toBeDefined();
    expect(call?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.idempotencyKey).toMatch(new RegExp(`^checkout-${bookingId}-`));
    expect(call?.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': String(PRICE),
      'metadata[booking_id]': bookingId,
      success_url: `https://training.example.com/book/done/${bookingId}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://training.example.com/book/pay/${bookingId}?cancelled=1`,
    });
    // Stripe refuses a Checkout that expires in under 30 minutes.
    expect(Number(call?.params.expires_at) - Date.now() / 1000).toBeGreaterThan(30 * 60);

    // The page a browser without JavaScript is sent on from: the learner's own open Checkout, nobody else's.
    expect(await openCheckoutUrl(who, bookingId)).toBe(started.url);
    expect(await openCheckoutUrl(plainUser, bookingId)).toBeNull();

    // The browser coming back proves nothing: still held until the webhook.
    expect((await paymentStep(who, bookingId))?.status).toBe('held');

    const { response, body, event } = await pay(checkoutIdOf(started.url));
    expect(response.status).toBe(200);
    expect(body.outcome).toBe('confirmed');
    expect(await row(bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      amount_cents: PRICE,
    });
    expect(await places(sessionId)).toBe(1);

    const subjects = smtp.messages.map((message) => message.subject);
    expect(subjects.some((subject) => subject.startsWith('Your place is confirmed'))).toBe(true);
    expect(subjects.some((subject) => subject.startsWith('Payment received'))).toBe(true);
    const receipt = smtp.messages.find((message) => message.subject.startsWith('Payment received'));
    expect(receipt?.text).toContain(formatCents(PRICE));
    expect(receipt?.text).toContain(`GST included: ${formatCents(gstOfInclusive(PRICE))}`);
    expect(
      smtp.messages.find((message) => message.subject.startsWith('Your place is confirmed'))?.raw,
    ).toContain('invite.ics');

    expect(await openCheckoutUrl(who, bookingId)).toBeNull();

    // Replayed: nothing changes, nothing is mailed again.
    smtp.clear();
    const replay = await deliver(event.payload, event.signature);
    expect(((await replay.json()) as { outcome: string }).outcome).toBe('duplicate');
    expect(smtp.messages).toHaveLength(0);

    // The receipt downloads for the learner and staff, not for anyone else.
    expect((await receiptPdfFor(who, bookingId))?.bytes.slice(0, 5)).toEqual(
      new TextEncoder().encode('%PDF-'),
    );
    expect(await receiptPdfFor(staff, bookingId)).not.toBeNull();
    expect(await receiptPdfFor(plainUser, bookingId)).toBeNull();

    // /account lists it, read under RLS as the learner; another learner sees nothing of it.
    const mine = await listMyBookings((fn) => withUser(who, fn));
    expect(mine).toEqual([
      expect.objectContaining({
        id: bookingId,
        status: 'confirmed',
        paymentStatus: 'paid',
        hasReceipt: true,
      }),
    ]);
    expect(await listMyBookings((fn) => withUser(plainUser, fn))).toEqual([]);
  });

  it('refuses forged, stale and unsigned webhooks, and ignores a Checkout it never opened', async () => {
    const sessionId = await session();
    const who = await learner();
    const bookingId = await book(who, sessionId);
    const started = await startCardPayment(who, bookingId);
    if (!started.ok) throw new Error(started.message);
    const id = checkoutIdOf(started.url);

    const forged = stripe.event(id, 'checkout.session.completed', { secret: 'whsec_someone_else' });
    expect((await deliver(forged.payload, forged.signature)).status).toBe(400);
    const stale = stripe.event(id, 'checkout.session.completed', {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(stale.payload, stale.signature)).status).toBe(400);
    const good = stripe.event(id, 'checkout.session.completed');
    expect((await deliver(good.payload, null)).status).toBe(400);
    expect((await deliver(good.payload.replace('"paid"', '"paid" '), good.signature)).status).toBe(400);
    expect((await row(bookingId)).status).toBe('held');

    // A Checkout this site never opened (no booking in its metadata): answered, nothing changes.
    const foreign = stripe.checkouts.get(id)!;
    stripe.checkouts.set('cs_test_foreign', {
      ...foreign,
      id: 'cs_test_foreign',
      params: { ...foreign.params, 'metadata[booking_id]': '', client_reference_id: '' },
    });
    const unknown = await pay('cs_test_foreign');
    expect(unknown.response.status).toBe(200);
    expect(unknown.body.outcome).toBe('unknown-session');
    expect((await row(bookingId)).status).toBe('held');
  });

  it('an expired Checkout releases the hold; an expiry after the payment changes nothing', async () => {
    const sessionId = await session();
    const who = await learner();
    const bookingId = await book(who, sessionId);
    const first = await startCardPayment(who, bookingId);
    if (!first.ok) throw new Error(first.message);
    expect(await places(sessionId)).toBe(1);
    const expired = stripe.event(checkoutIdOf(first.url), 'checkout.session.expired');
    expect(
      ((await (await deliver(expired.payload, expired.signature)).json()) as { outcome: string }).outcome,
    ).toBe('expired');
    expect(await row(bookingId)).toMatchObject({ status: 'pending', slot_id: null });
    expect(await places(sessionId)).toBe(0);

    // Paying again works; then a late expiry of the paid Checkout (out of order) leaves the place confirmed.
    const second = await startCardPayment(who, bookingId);
    if (!second.ok) throw new Error(second.message);
    await pay(checkoutIdOf(second.url));
    const record = stripe.checkouts.get(checkoutIdOf(second.url))!;
    record.status = 'open';
    const late = stripe.event(checkoutIdOf(second.url), 'checkout.session.expired');
    expect(
      ((await (await deliver(late.payload, late.signature)).json()) as { outcome: string }).outcome,
    ).toBe('stale-expiry');
    expect(await row(bookingId)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  });

  it('twenty learners, one last place: exactly one holds it, the others are told before they pay', async () => {
    const sessionId = await session({ max: 1 });
    const learners = await Promise.all(Array.from({ length: 20 }, () => learner()));
    const bookings = await Promise.all(learners.map((who) => book(who, sessionId)));
    const before = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions').length;
    const results = await Promise.all(learners.map((who, index) => startCardPayment(who, bookings[index])));
    const winners = results.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    for (const result of results.filter((item) => !item.ok))
      expect(result).toMatchObject({ ok: false, message: SESSION_NOW_FULL });
    expect(stripe.calls.filter((call) => call.path === '/v1/checkout/sessions').length - before).toBe(1);
    expect(await places(sessionId)).toBe(1);
  });

  it('a payment that raced a lapsed hold is refunded when the place has gone, and placed when one is free', async () => {
    const sessionId = await session({ max: 1 });
    const late = await learner();
    const lateBooking = await book(late, sessionId);
    const started = await startCardPayment(late, lateBooking);
    if (!started.ok) throw new Error(started.message);
    // The hold lapses and the sweep (on any instance) releases it; someone else takes and pays for the place.
    await database
      .current()
      .query(
        `update public.booking_requests set hold_expires_at = now() - interval '1 minute' where id = $1`,
        [lateBooking],
      );
    expect(await releaseLapsedHolds()).toBeGreaterThanOrEqual(1);
    expect(
      stripe.calls.some((call) => call.path === `/v1/checkout/sessions/${checkoutIdOf(started.url)}/expire`),
    ).toBe(true);
    const other = await learner();
    const otherBooking = await book(other, sessionId);
    const otherStart = await startCardPayment(other, otherBooking);
    if (!otherStart.ok) throw new Error(otherStart.message);
    await pay(checkoutIdOf(otherStart.url));

    // The late payment still arrives: no place, so an automatic full refund and a mail saying so.
    stripe.checkouts.get(checkoutIdOf(started.url))!.status = 'open';
    const { body } = await pay(checkoutIdOf(started.url));
    expect(body.outcome).toBe('refunded');
    const refund = stripe.calls.find(
      (call) =>
        call.path === '/v1/refunds' &&
        call.params.payment_intent === stripe.checkouts.get(checkoutIdOf(started.url))!.paymentIntent,
    );
    expect(refund?.params.amount).toBe(String(PRICE));
    expect(refund?.idempotencyKey).toBe(`refund-${checkoutIdOf(started.url)}-${PRICE}`);
    expect(await row(lateBooking)).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
    expect(
      smtp.messages.some((message) => message.subject.startsWith('Payment refunded: no place left')),
    ).toBe(true);
    expect(await places(sessionId)).toBe(1);

    // With a place still free, a late payment is placed.
    const roomy = await session({ max: 3 });
    const who = await learner();
    const bookingId = await book(who, roomy);
    const roomyStart = await startCardPayment(who, bookingId);
    if (!roomyStart.ok) throw new Error(roomyStart.message);
    await database
      .current()
      .query(
        `update public.booking_requests set hold_expires_at = now() - interval '1 minute' where id = $1`,
        [bookingId],
      );
    await releaseLapsedHolds();
    stripe.checkouts.get(checkoutIdOf(roomyStart.url))!.status = 'open';
    expect((await pay(checkoutIdOf(roomyStart.url))).body.outcome).toBe('confirmed');
  });

  it('paid twice (two Checkouts of one booking): the second payment is refunded', async () => {
    const sessionId = await session();
    const who = await learner();
    const bookingId = await book(who, sessionId);
    const first = await startCardPayment(who, bookingId);
    if (!first.ok) throw new Error(first.message);
    await database
      .current()
      .query(
        `update public.booking_requests set hold_expires_at = now() - interval '1 minute' where id = $1`,
        [bookingId],
      );
    await database
      .current()
      .query(`update public.card_payments set created_at = now() - interval '1 hour' where booking_id = $1`, [
        bookingId,
      ]);
    const second = await startCardPayment(who, bookingId);
    if (!second.ok) throw new Error(second.message);
    expect(second.url).not.toBe(first.url);
    expect((await pay(checkoutIdOf(second.url))).body.outcome).toBe('confirmed');
    expect((await pay(checkoutIdOf(first.url))).body.outcome).toBe('refunded');
    expect(await row(bookingId)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  });

  it('answers 500 while the database is down so Stripe retries, and the retry confirms', async () => {
    const sessionId = await session();
    const who = await learner();
    const bookingId = await book(who, sessionId);
    const started = await startCardPayment(who, bookingId);
    if (!started.ok) throw new Error(started.message);
    const event = stripe.event(checkoutIdOf(started.url), 'checkout.session.completed');
    const down: Database = {
      kind: 'postgres',
      description: 'down',
      query: () =>
        Promise.reject(
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        ),
      exec: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      transaction: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      close: async () => {},
    };
    setDatabaseForTesting(down);
    try {
      expect((await deliver(event.payload, event.signature)).status).toBe(500);
    } finally {
      setDatabaseForTesting(database.current());
    }
    expect((await row(bookingId)).status).toBe('held');
    const retry = await deliver(event.payload, event.signature);
    expect(retry.status).toBe(200);
    expect((await row(bookingId)).status).toBe('confirmed');
  });

  it('payment waits for the enrolment form, whatever a hand-made request skips', async () => {
    const sessionId = await session();
    const who = await learner();
    const bookingId = await book(who, sessionId, { enrolled: false });
    expect(await startCardPayment(who, bookingId)).toMatchObject({ ok: false, message: ENROLMENT_FIRST });
    expect(
      await payByInvoice(who, {
        bookingId,
        company: 'Acme',
        abn: '51824753556',
        purchaseOrder: null,
        accountsEmail: 'a@example.com',
      }),
    ).toMatchObject({ ok: false, message: ENROLMENT_FIRST });
    expect(await places(sessionId)).toBe(0);
    await enrol(who, bookingId);
    expect(await startCardPayment(who, bookingId)).toMatchObject({ ok: true });
  });

  it('another learner\u2019s booking id reads as not found, at every step', async () => {
    const sessionId = await session();
    const owner = await learner();
    const intruder = await learner();
    const bookingId = await book(owner, sessionId, { enrolled: false });
    expect(await paymentStep(intruder, bookingId)).toBeNull();
    expect(await startCardPayment(intruder, bookingId)).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await applyPromotionCode(intruder, bookingId, 'ANY')).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
    expect(
      await payByInvoice(intruder, {
        bookingId,
        company: 'Acme',
        abn: '51824753556',
        purchaseOrder: null,
        accountsEmail: 'a@example.com',
      }),
    ).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await cancelMyBooking(intruder, bookingId)).toMatchObject({ ok: false, reason: 'not-found' });
    expect((await row(bookingId)).status).toBe('pending');
    // A plain user is no staff, whatever they call.
    expect(await paymentsOverview(plainUser)).toMatchObject({ ok: false });
    expect(await approveBooking(plainUser, bookingId)).toMatchObject({ ok: false });
  });

  it('promotion codes: clear messages for unknown, expired, not yet valid and switched off; the price shown is charged', async () => {
    const db = database.current();
    await db.query(
      `insert into public.promotion_codes (code, kind, value, valid_from, valid_until, active) values
        ('WINTER10', 'percent', 10, current_date - 1, current_date + 30, true),
        ('OLD', 'amount', 2000, current_date - 30, current_date - 2, true),
        ('LATER', 'amount', 2000, current_date + 5, current_date + 30, true),
        ('OFF', 'amount', 2000, current_date - 5, current_date + 30, false),
        ('TENOFF', 'amount', 1000, current_date - 1, current_date + 30, true)
       on conflict (code) do nothing`,
    );
    const sessionId = await session();
    const who = await learner();
    const bookingId = await book(who, sessionId);
    expect(await applyPromotionCode(who, bookingId, 'NOPE')).toMatchObject({
      ok: false,
      message: promotionMessages.unknown,
    });
    expect(await applyPromotionCode(who, bookingId, 'OLD')).toMatchObject({
      ok: false,
      message: promotionMessages.expired,
    });
    expect(await applyPromotionCode(who, bookingId, 'LATER')).toMatchObject({
      ok: false,
      message: promotionMessages.notYet,
    });
    expect(await applyPromotionCode(who, bookingId, 'OFF')).toMatchObject({
      ok: false,
      message: promotionMessages.inactive,
    });
    expect(await applyPromotionCode(who, bookingId, 'TENOFF')).toMatchObject({ ok: true });
    // One per booking: a second code replaces the first, never adds to it.
    expect(await applyPromotionCode(who, bookingId, 'WINTER10')).toMatchObject({ ok: true });
    const step = await paymentStep(who, bookingId);
    const expected = quote(PRICE, {
      id: 'x',
      code: 'WINTER10',
      description: '',
      kind: 'percent',
      value: 10,
      validFrom: '2000-01-01',
      validUntil: '2999-01-01',
      active: true,
    });
    expect(expected.discountCents).toBe(Math.round(PRICE / 10));
    expect(step?.quote).toEqual(expected);
    const started = await startCardPayment(who, bookingId);
    if (!started.ok) throw new Error(started.message);
    const call = stripe.calls.find((item) => item.params.client_reference_id === bookingId);
    expect(call?.params['line_items[0][price_data][unit_amount]']).toBe(String(expected.amountCents));
    // New bookings only: once paying, the code cannot change.
    expect(await applyPromotionCode(who, bookingId, 'TENOFF')).toMatchObject({ ok: false });
  });

  it('employer invoice: confirmed at once, a gapless numbered tax invoice PDF to accounts, staff mark paid, a credit note on cancellation', async () => {
    const sessionId = await session({ daysAhead: 30 });
    const who = await learner();
    const bookingId = await book(who, sessionId);
    const before = await database
      .current()
      .query<{ last_number: number }>(
        `select last_number from public.document_counters where series = 'invoice'`,
      );
    const result = await payByInvoice(who, {
      bookingId,
      company: 'Acme Mining Pty Ltd',
      abn: '51824753556',
      purchaseOrder: 'PO-7781',
      accountsEmail: 'accounts@acme.example.com',
    });
    expect(result).toMatchObject({ ok: true, confirmed: true });
    expect(await row(bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'invoiced',
      amount_cents: PRICE,
    });
    const number = Number(before[0].last_number) + 1;
    const invoiceMail = smtp.messages.find((message) => message.to.includes('accounts@acme.example.com'));
    expect(invoiceMail?.subject).toContain(`INV-${String(number).padStart(6, '0')}`);
    expect(invoiceMail?.text).toContain('TAX INVOICE');
    expect(invoiceMail?.text).toContain('ABN 51 824 753 556');
    expect(invoiceMail?.text).toContain('Purchase order: PO-7781');
    expect(invoiceMail?.text).toContain(`GST included: ${formatCents(gstOfInclusive(PRICE))}`);
    expect(invoiceMail?.raw).toContain('application/pdf');

    const mine = await listMyBookings((fn) => withUser(who, fn));
    const invoice = mine[0].invoiceIds[0];
    expect(invoice.kind).toBe('invoice');
    expect((await documentPdfFor(who, invoice.id))?.filename).toBe(`${invoice.number}.pdf`);
    expect(await documentPdfFor(plainUser, invoice.id)).toBeNull();

    // A second invoice takes the next number: no gaps.
    const other = await learner();
    const otherBooking = await book(other, sessionId);
    await payByInvoice(other, {
      bookingId: otherBooking,
      company: 'Beta',
      abn: '51824753556',
      purchaseOrder: null,
      accountsEmail: 'ap@beta.example.com',
    });
    const [{ last_number: after }] = await database
      .current()
      .query<{ last_number: number }>(
        `select last_number from public.document_counters where series = 'invoice'`,
      );
    expect(Number(after)).toBe(number + 1);

    expect(await markPaid(plainUser, invoice.id)).toMatchObject({ ok: false });
    expect(await markPaid(staff, invoice.id)).toMatchObject({ ok: true });
    expect(await markPaid(staff, invoice.id)).toMatchObject({ ok: false });
    expect((await row(bookingId)).payment_status).toBe('paid');

    smtp.clear();
    const cancelled = await cancelMyBooking(who, bookingId);
    expect(cancelled).toMatchObject({ ok: true });
    await settleAfter();
    expect(smtp.messages.some((message) => message.subject.startsWith('Credit note CN-'))).toBe(true);
    expect(await row(bookingId)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refunded_cents: PRICE,
    });
  });

  it('employer invoice after approval: nothing confirmed until staff approve', async () => {
    process.env.INVOICE_CONFIRMATION = 'approval';
    resetEnvCache();
    try {
      const sessionId = await session();
      const who = await learner();
      const bookingId = await book(who, sessionId);
      expect(
        await payByInvoice(who, {
          bookingId,
          company: 'Acme',
          abn: '51824753556',
          purchaseOrder: null,
          accountsEmail: 'ap@acme.example.com',
        }),
      ).toMatchObject({ ok: true, confirmed: false });
      expect(await row(bookingId)).toMatchObject({ status: 'pending', payment_status: 'awaiting-approval' });
      expect(await places(sessionId)).toBe(0);
      const overview = await paymentsOverview(staff);
      expect(overview.ok && overview.value.awaitingApproval.map((item) => item.id)).toContain(bookingId);
      expect(await approveBooking(staff, bookingId)).toMatchObject({ ok: true });
      expect(await row(bookingId)).toMatchObject({ status: 'confirmed', payment_status: 'invoiced' });
      expect(await approveBooking(staff, bookingId)).toMatchObject({ ok: false });
    } finally {
      process.env.INVOICE_CONFIRMATION = 'immediate';
      resetEnvCache();
    }
  });

  it('a card booking cancelled with enough notice is refunded in full through Stripe', async () => {
    const sessionId = await session({ daysAhead: 30 });
    const who = await learner();
    const bookingId = await book(who, sessionId);
    const started = await startCardPayment(who, bookingId);
    if (!started.ok) throw new Error(started.message);
    await pay(checkoutIdOf(started.url));
    const cancelled = await cancelMyBooking(who, bookingId);
    expect(cancelled).toMatchObject({ ok: true });
    if (cancelled.ok) expect(cancelled.message).toContain(`$${(PRICE / 100).toFixed(2)}`);
    const intent = stripe.checkouts.get(checkoutIdOf(started.url))!.paymentIntent;
    expect(
      stripe.calls.filter((call) => call.path === '/v1/refunds' && call.params.payment_intent === intent),
    ).toHaveLength(1);
    expect(await row(bookingId)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refunded_cents: PRICE,
    });
    expect(await places(sessionId)).toBe(0);
  });

  it('the sweep on two instances at once releases each lapsed hold once', async () => {
    const sessionId = await session({ max: 4 });
    const learners = await Promise.all(Array.from({ length: 3 }, () => learner()));
    const ids = await Promise.all(learners.map((who) => book(who, sessionId)));
    for (const [index, who] of learners.entries()) {
      const started = await startCardPayment(who, ids[index]);
      if (!started.ok) throw new Error(started.message);
    }
    expect(await places(sessionId)).toBe(3);
    await database
      .current()
      .query(
        `update public.booking_requests set hold_expires_at = now() - interval '1 second' where id = any($1::uuid[])`,
        [ids],
      );
    const [first, second] = await Promise.all([releaseLapsedHolds(), releaseLapsedHolds()]);
    expect(first + second).toBe(3);
    expect(await places(sessionId)).toBe(0);
  });

  it('without Stripe keys the card step is refused and the invoice path remains', async () => {
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvCache();
    try {
      const sessionId = await session();
      const who = await learner();
      const bookingId = await book(who, sessionId);
      expect((await paymentStep(who, bookingId))?.cardAvailable).toBe(false);
      expect(await startCardPayment(who, bookingId)).toMatchObject({ ok: false, reason: 'card-off' });
      expect(await places(sessionId)).toBe(0);
      const overview = await paymentsOverview(staff);
      expect(overview.ok && overview.value.cardAvailable).toBe(false);
    } finally {
      process.env.STRIPE_SECRET_KEY = SECRET_KEY;
      resetEnvCache();
    }
  });

  it("charges an admin's price read at the card step; an unreadable price table stops the step, never charging the content price", async () => {
    const db = database.current();
    const firstAid = courses.find((course) => course.name === 'Provide First Aid')!;
    const item =
      firstAid.pricing.kind === 'unit'
        ? { type: 'unit', id: firstAid.pricing.unitCode }
        : { type: 'package', id: firstAid.pricing.packageId };
    const checkoutAmount = (bookingId: string) =>
      stripe.calls.find(
        (call) => call.path === '/v1/checkout/sessions' && call.params.client_reference_id === bookingId,
      )?.params['line_items[0][price_data][unit_amount]'];

    const sessionId = await session();
    const who = await learner();
    const priced = await book(who, sessionId);
    await db.query(
      `insert into public.price_overrides (item_type, item_id, level, price) values ($1, $2, 'standard', 123)`,
      [item.type, item.id],
    );
    try {
      expect(await startCardPayment(who, priced)).toMatchObject({ ok: true });
      expect(checkoutAmount(priced)).toBe('12300');

      const other = await learner();
      const unpriced = await book(other, sessionId);
      await db.query('alter table public.price_overrides rename to price_overrides_away');
      try {
        await expect(startCardPayment(other, unpriced)).rejects.toThrow();
      } finally {
        await db.query('alter table public.price_overrides_away rename to price_overrides');
      }
      expect(checkoutAmount(unpriced)).toBeUndefined();
      expect(await row(unpriced)).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
      expect(await places(sessionId)).toBe(1);
    } finally {
      await db.query(`delete from public.price_overrides where item_id = $1`, [item.id]);
    }
  });

  it('Stripe unreachable: the hold is released and the learner told nothing was charged', async () => {
    const sessionId = await session();
    const who = await learner();
    const bookingId = await book(who, sessionId);
    stripe.failNext(10);
    const started = await startCardPayment(who, bookingId);
    stripe.failNext(0);
    expect(started).toMatchObject({ ok: false, reason: 'stripe' });
    expect(await row(bookingId)).toMatchObject({ status: 'pending' });
    expect(await places(sessionId)).toBe(0);
  });
  it('staff confirming a booking whose learner holds the last place confirms that place, never the waitlist', async () => {
    const sessionId = await session({ max: 1 });
    const who = await learner();
    const bookingId = await book(who, sessionId);
    const started = await startCardPayment(who, bookingId);
    if (!started.ok) throw new Error(started.message);
    const result = await staffStep(staff, 'confirm', (db) => confirmBooking(db, bookingId, sessionId));
    expect(result).toMatchObject({ ok: true, status: 'confirmed' });
    expect(await places(sessionId)).toBe(1);
    // The learner's payment then arrives: it pays for that place, nothing is refunded.
    const refundsBefore = stripe.calls.filter((call) => call.path === '/v1/refunds').length;
    expect((await pay(checkoutIdOf(started.url))).body.outcome).toBe('confirmed');
    expect(await row(bookingId)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(stripe.calls.filter((call) => call.path === '/v1/refunds')).toHaveLength(refundsBefore);
  });
  async function creditNotesIssued(): Promise<number> {
    const [found] = await database
      .current()
      .query<{ last_number: number }>(
        `select last_number from public.document_counters where series = 'credit-note'`,
      );
    return Number(found.last_number);
  }

  async function paidByCard(who: Session, sessionId: string): Promise<{ bookingId: string; intent: string }> {
    const bookingId = await book(who, sessionId);
    const started = await startCardPayment(who, bookingId);
    if (!started.ok) throw new Error(started.message);
    await pay(checkoutIdOf(started.url));
    return { bookingId, intent: stripe.checkouts.get(checkoutIdOf(started.url))!.paymentIntent };
  }

  it('staff cancel a card booking under the refund policy: two presses at once refund once, with a gapless credit note and the place released', async () => {
    // Sixty hours ahead is between the 48-hour notice and the 72-hour full refund: the policy gives 50%.
    const sessionId = await session({ startsInHours: 60 });
    const who = await learner();
    const { bookingId, intent } = await paidByCard(who, sessionId);
    expect(await places(sessionId)).toBe(1);
    const due = Math.floor(PRICE / 2);
    const overview = await paymentsOverview(staff);
    expect(
      overview.ok && overview.value.paidBookings.find((item) => item.id === bookingId)?.refundDueCents,
    ).toBe(due);

    expect(await cancelUnderPolicy(plainUser, bookingId)).toMatchObject({ ok: false });
    expect((await row(bookingId)).status).toBe('confirmed');

    const notesBefore = await creditNotesIssued();
    smtp.clear();
    const results = await Promise.all([
      cancelUnderPolicy(staff, bookingId),
      cancelUnderPolicy(staff, bookingId),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const done = results.find((result) => result.ok);
    const number = `CN-${String(notesBefore + 1).padStart(6, '0')}`;
    expect(done?.ok && done.value.message).toContain(`${formatCents(due)} refunded, credit note ${number}`);
    // The page staff are brought back to says the same, read from what was stored; nobody else reads it.
    expect(await cancellationSummary(staff, bookingId)).toEqual({
      ok: true,
      value: done?.ok ? done.value.message : '',
    });
    expect(await cancellationSummary(plainUser, bookingId)).toMatchObject({ ok: false });
    // A replay of the form after the fact changes nothing either.
    expect(await cancelUnderPolicy(staff, bookingId)).toMatchObject({ ok: false });

    expect(stripe.refunds.filter((refund) => refund.paymentIntent === intent)).toEqual([
      expect.objectContaining({ amount: due }),
    ]);
    expect(await row(bookingId)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      refunded_cents: due,
    });
    expect(await places(sessionId)).toBe(0);
    expect(await creditNotesIssued()).toBe(notesBefore + 1);

    await settleAfter();
    const mail = smtp.messages.find((message) => message.subject.startsWith(`Credit note ${number}`));
    expect(mail?.to).toContain(who.user.email);
    expect(mail?.text).toContain(`${formatCents(due)} refunded to your card`);
    expect(mail?.text).toContain('Adjusts tax invoice (receipt): RCPT-');
    expect(mail?.raw).toContain(`filename=${number}.pdf`);

    // The credit note is the learner's to download from /account, and staff's.
    const mine = await listMyBookings((fn) => withUser(who, fn));
    const note = mine[0].invoiceIds.find((item) => item.kind === 'credit-note');
    expect(note?.number).toBe(number);
    const pdf = await documentPdfFor(who, note!.id);
    expect(pdf?.filename).toBe(`${number}.pdf`);
    const checked = checkPdf(pdf!.bytes);
    try {
      expect(checked.qpdfOk).toBe(true);
      expect(checked.text).toContain('Adjustment note (credit note)');
      expect(checked.text).toContain(number);
      expect(checked.text).toContain(formatCents(due));
    } finally {
      checked.dispose();
    }
    expect(await documentPdfFor(staff, note!.id)).not.toBeNull();
    expect(await documentPdfFor(plainUser, note!.id)).toBeNull();
  });

  it('staff cancel under the policy when Stripe\u2019s answer is lost: the package retries with the same key and the card is refunded once', async () => {
    const sessionId = await session({ daysAhead: 30 });
    const who = await learner();
    const { bookingId, intent } = await paidByCard(who, sessionId);
    stripe.dropNextAnswers(1);
    const result = await cancelUnderPolicy(staff, bookingId);
    stripe.dropNextAnswers(0);
    expect(result).toMatchObject({ ok: true });
    const calls = stripe.calls.filter(
      (call) => call.path === '/v1/refunds' && call.params.payment_intent === intent,
    );
    expect(calls.length).toBe(2);
    expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(stripe.refunds.filter((refund) => refund.paymentIntent === intent)).toEqual([
      expect.objectContaining({ amount: PRICE }),
    ]);
    expect(await row(bookingId)).toMatchObject({ status: 'cancelled', refunded_cents: PRICE });
  });

  it('staff cancel under the policy: an employer invoice is credited by credit note, and inside the notice nothing is refunded', async () => {
    const sessionId = await session({ daysAhead: 30 });
    const who = await learner();
    const bookingId = await book(who, sessionId);
    await payByInvoice(who, {
      bookingId,
      company: 'Acme Mining Pty Ltd',
      abn: '51824753556',
      purchaseOrder: null,
      accountsEmail: 'accounts@acme.example.com',
    });
    const notesBefore = await creditNotesIssued();
    smtp.clear();
    expect(await cancelUnderPolicy(staff, bookingId)).toMatchObject({ ok: true });
    await settleAfter();
    expect(await creditNotesIssued()).toBe(notesBefore + 1);
    const mail = smtp.messages.find((message) => message.subject.startsWith('Credit note CN-'));
    expect(mail?.to).toContain('accounts@acme.example.com');
    expect(mail?.text).toContain('Adjusts tax invoice: INV-');
    expect(await row(bookingId)).toMatchObject({ status: 'cancelled', refunded_cents: PRICE });

    // A day ahead is inside the 48-hour notice: the policy gives nothing back, and no credit note is issued.
    const soon = await session({ daysAhead: 1 });
    const late = await learner();
    const { bookingId: lateId, intent } = await paidByCard(late, soon);
    const notes = await creditNotesIssued();
    const cancelled = await cancelUnderPolicy(staff, lateId);
    expect(cancelled.ok && cancelled.value.message).toContain('nothing is refunded');
    expect(stripe.refunds.filter((refund) => refund.paymentIntent === intent)).toHaveLength(0);
    expect(await creditNotesIssued()).toBe(notes);
    expect(await row(lateId)).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      refunded_cents: 0,
    });
    expect(await places(soon)).toBe(0);

    // A booking with nothing paid is not this button's.
    const unpaid = await book(await learner(), sessionId);
    expect(await cancelUnderPolicy(staff, unpaid)).toMatchObject({ ok: false });
  });
  it('/account lists each of the learner\u2019s bookings once: book and pay and requests, with the enrolment form\u2019s state', async () => {
    const sessionId = await session({ daysAhead: 25 });
    const who = await learner();
    const paid = await paidByCard(who, sessionId);
    const unpaid = await book(who, await session({ daysAhead: 26 }), { enrolled: false });
    const [request] = await database.current().query<{ id: string }>(
      `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course,
                                            training_level, delivery_method, learner_id)
       values ($1, 'Jordan', 'Lee', $2, '0491 570 110', true, 'NSW White Card', 'full-training', 'face-to-face', $3)
       returning id`,
      [`REQ-${Date.now()}`, who.user.email, who.user.id],
    );
    await database
      .current()
      .query(
        `insert into public.enrolment_records (booking_request_id, learner_id, given_names) values ($1, $2, 'Jordan')`,
        [request.id, who.user.id],
      );

    const mine = await listMyBookings((fn) => withUser(who, fn));
    const ids = mine.map((item) => item.id);
    expect(ids.toSorted()).toEqual([paid.bookingId, unpaid, request.id].toSorted());
    expect(new Set(ids).size).toBe(ids.length);
    expect(mine.find((item) => item.id === paid.bookingId)).toMatchObject({
      channel: 'book-and-pay',
      enrolment: 'complete',
      hasReceipt: true,
      upcoming: true,
    });
    expect(mine.find((item) => item.id === unpaid)).toMatchObject({ enrolment: 'missing' });
    expect(mine.find((item) => item.id === request.id)).toMatchObject({
      channel: 'request',
      courseName: 'NSW White Card',
      date: null,
      enrolment: 'in_progress',
      upcoming: true,
    });
    expect(await listMyBookings((fn) => withUser(plainUser, fn))).toEqual([]);
  });
});
