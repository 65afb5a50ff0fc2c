import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { ServiceUnavailable } from '@/components/layout/service-unavailable';
import { coordinatorList, telHref } from '@/content/contacts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/auth/messages';
import { resetAuthSecretCache } from '@/lib/auth/secret';
import type { Session } from '@/lib/auth/types';
import { BOOKING_REFERENCE_PATTERN } from '@/lib/server/bookings';
import { bookingMailto } from '@/lib/rules/booking-mail';
import { NO_PERMISSION_MESSAGE } from '@/lib/rules/calendar-messages';
import { isDatabaseUnavailable, setDatabaseForTesting, type Database } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { openPostgres } from '@/lib/db/postgres';
import { succeeded } from '@/lib/rules/action-result';
import { enquiryMailto } from '@/lib/rules/enquiry-mail';
import { resetEnvCache } from '@/lib/env';
import { createReview, loadHiddenReviews } from '@/lib/server/reviews';
import { createSlot, listSlots } from '@/lib/server/slots';
import {
  CALENDAR_UNAVAILABLE_MESSAGE,
  CALENDAR_UNAVAILABLE_TITLE,
  SLOT_SAVE_UNAVAILABLE_MESSAGE,
} from '@/lib/rules/unavailable-messages';
import {
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_FAILED_TITLE,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_SUCCESS_TITLE,
} from '@/lib/validation/newsletter';
import { bookingFormDefaults, bookingSchema, type BookingInput } from '@/lib/validation/booking';
import {
  ENQUIRY_FALLBACK_TITLE,
  ENQUIRY_SUCCESS_MESSAGE,
  ENQUIRY_SUCCESS_TITLE,
  enquirySchema,
} from '@/lib/validation/enquiry';
import { REVIEWS_LOAD_FAILED_MESSAGE, REVIEWS_LOAD_FAILED_TITLE } from '@/lib/validation/review';
import { slotFormDefaults, slotSchema } from '@/lib/validation/slot';

import { backends, createUser } from './helpers/database';
import { clusterAvailable, startCluster, type Cluster } from './helpers/postgres-cluster';
import { expectPhoneNumbers, renderServer } from './helpers/render-server';
import { sendEnquiry as submitEnquiry, subscribe } from './helpers/public-forms';
import { actAs } from './helpers/request-scope';

import { SOON } from '@/tests/support/preferred-date';
import { ipSequence } from '@/tests/support/ip';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

const { submitBookingAction } = await import('@/app/booking/actions');
const { addSlotAction, deleteSlotAction, updateSlotAction } = await import('@/app/calendar/actions');
const { CalendarView } = await import('@/components/calendar/calendar-view');
const { AvailabilityCalendar } = await import('@/components/calendar/availability-calendar');
const { reviewsContent } = await import('./helpers/render-server');
const { setHandledAction } = await import('@/app/staff/actions');
const { saveProgressAction } = await import('@/app/elearning/[unit]/actions');
const { submitTheoryAssessment } = await import('@/app/assessments/[unit]/theory/actions');
const { getSession, signIn, signUp } = await import('@/lib/auth');
const { GET: health } = await import('@/app/api/health/route');
const { GET: upcoming } = await import('@/app/api/upcoming-sessions/route');
const { GET: feed } = await import('@/app/api/calendar/[feed]/route');
const { GET: slotFile } = await import('@/app/api/calendar/slots/[id]/route');
const { questionBanks } = await import('@/content/learning/questions');

/**
 * The database goes away mid-run: a PostgreSQL cluster of this file's own is stopped (pg_ctl stop -m fast, which
 * ends every pooled connection) and started again. While it is down every form reports a clear failure instead of
 * throwing, booking and enquiry keep the visitor's message for the mail client, and route handlers answer 503;
 * once it is back the very same calls succeed, with no restart of the app's pool.
 */

const PASSWORD = 'outage-password-2026';
const SIGNUP_PASSWORD = 'outage-signup-2026';

const enquiry = {
  name: 'Sam Outage',
  email: 'sam.outage@example.com',
  phone: '0400 123 456',
  courseInterested: 'Confined Spaces',
  enquiry: 'Do you have a confined spaces course in Mackay next month for three people?',
};

const booking: BookingInput = {
  ...bookingFormDefaults,
  firstName: 'Robin',
  lastName: 'Outage',
  email: 'robin.outage@example.com',
  phone: '0491 570 110',
  usi: '2234 5678 9n',
  idDocuments: [{ name: 'passport.pdf', size: 120_000, type: 'application/pdf' }],
  course: 'Provide First Aid',
  trainingLevel: 'full-training',
  deliveryMethod: 'face-to-face',
  requiresAssistance: 'no',
  preferredLocation: 'hunter-valley',
  preferredDate: SOON,
  message: 'Please keep this one.',
};

const newsletter = { email: 'outage.reader@example.com', firstName: 'Alex', source: 'homepage' };

const slotInput = {
  ...slotFormDefaults,
  date: '2031-03-04',
  course_name: 'Outage course',
  location: 'mackay',
};

const available = backends().includes('postgres') && clusterAvailable();

describe.skipIf(!available)('database down mid-run, then back (PostgreSQL)', () => {
  let cluster: Cluster;
  let db: Database;
  let dataDir: string;
  let staff: Session;
  let learner: Session;
  let slotId: string;
  let slotFromDate: string;
  let side: Database | undefined;
  const logged: string[] = [];
  const saved = { DATA_DIR: process.env.DATA_DIR, AUTH_SECRET: process.env.AUTH_SECRET };
  const nextIp = ipSequence('192.0.2');

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'faults-data-'));
    process.env.DATA_DIR = dataDir;
    process.env.AUTH_SECRET = 'fault-test-secret-fault-test-secret-fault-test';
    process.env.AUTH_AUTOCONFIRM = 'true';
    process.env.RATE_LIMIT_MULTIPLIER = '100';
    resetEnvCache();
    resetAuthSecretCache();
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
      });
    }
    cluster = await startCluster();
    db = openPostgres(cluster.url, { max: 4 });
    await migrate(db);
    setDatabaseForTesting(db);
    staff = await createUser(db, { role: 'collaborator' });
    learner = await createUser(db, { email: 'learner.outage@example.com' });
    const slot = await createSlot(staff, slotSchema.parse(slotInput));
    if (!slot.ok) throw new Error('setup: slot not created');
    slotId = slot.slot.id;
    slotFromDate = '2031-01-01';
  }, 120_000);

  afterAll(async () => {
    setDatabaseForTesting(null);
    await side?.close().catch(() => {});
    await db?.close().catch(() => {});
    await cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    process.env.DATA_DIR = saved.DATA_DIR;
    process.env.AUTH_SECRET = saved.AUTH_SECRET;
    delete process.env.AUTH_AUTOCONFIRM;
    delete process.env.RATE_LIMIT_MULTIPLIER;
    resetEnvCache();
    resetAuthSecretCache();
    vi.restoreAllMocks();
  });

  async function rowCount(table: string, where: string, params: unknown[]): Promise<number> {
    const [row] = await db.query<{ count: number }>(
      `select count(*)::integer as count from ${table} where ${where}`,
      params,
    );
    return row.count;
  }

  const answers = Object.fromEntries(questionBanks.RIIWHS202E.map((_question, index) => [index, '0']));

  it('works before the outage', async () => {
    expect(await health()).toHaveProperty('status', 200);
    await actAs(staff);
    expect(await getSession()).toMatchObject({ user: { id: staff.user.id }, role: 'collaborator' });
  });

  it('while PostgreSQL is stopped, every call answers with a clear failure and nothing throws', async () => {
    // A query running when the server goes down is cut off: the error must read as an outage. It runs on a pool of
    // its own, see the restart test.
    side = openPostgres(cluster.url, { max: 1 });
    await side.query('select 1');
    const interrupted = side.query('select pg_sleep(30)').then(
      () => new Error('pg_sleep was not interrupted'),
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await cluster.stop();
    const shutdownError = await interrupted;
    // postgres.js holds the server's ErrorResponse (57P01) until a ReadyForQuery that never comes, and reports the
    // closed socket instead; lib/db/unavailable knows both (tests/unit/database-unavailable.test.ts).
    expect((shutdownError as { code?: string }).code).toMatch(/^(57P01|CONNECTION_CLOSED)$/);
    expect(isDatabaseUnavailable(shutdownError)).toBe(true);
    logged.length = 0;
    const started = Date.now();

    const enquiryResult = await submitEnquiry(enquiry, { ip: nextIp() });
    expect(enquiryResult).toMatchObject({ ok: false, code: 'unavailable', message: ENQUIRY_FALLBACK_TITLE });
    // The form then opens the visitor's mail app with their own text (lib/rules/enquiry-mail, run in the browser).
    const enquiryMail = enquiryMailto(enquirySchema.parse(enquiry));
    expect(enquiryMail).toMatch(/^mailto:[^?]+@example\.com\?subject=/);
    expect(decodeURIComponent(enquiryMail)).toContain(enquiry.enquiry);

    await actAs(null, nextIp());
    const bookingResult = await submitBookingAction(booking);
    expect(bookingResult).toMatchObject({
      ok: false,
      code: 'unavailable',
      message: 'Your request could not be saved online, so please send the e-mail that opens.',
    });
    // The form then opens the visitor's mail client with every field (lib/rules/booking-mail, run in the browser).
    const mail = bookingMailto(bookingSchema.parse(booking), null);
    expect(mail.url.startsWith(`mailto:${mail.to}?subject=`)).toBe(true);
    expect(mail.body).toContain('Not stored online');
    expect(mail.body).toContain('robin.outage@example.com');

    expect(await subscribe(newsletter, { ip: nextIp() })).toEqual({
      ok: false,
      code: 'unavailable',
      message: NEWSLETTER_FAILED_TITLE,
      detail: NEWSLETTER_FAILED_MESSAGE,
      fieldErrors: {},
    });

    // The session itself is a signed cookie; only the role lookup fails, and it never grants staff rights.
    await actAs(staff);
    const session = await getSession();
    expect(session?.user.id).toBe(staff.user.id);
    expect([null, 'user']).toContain(session?.role);
    // Staff are told their change was not saved and to try again, not that they lack permission.
    const unsaved = { ok: false, code: 'unavailable', detail: SLOT_SAVE_UNAVAILABLE_MESSAGE };
    expect(await addSlotAction(slotInput)).toMatchObject({
      ...unsaved,
      message: 'Failed to add availability slot',
    });
    expect(await updateSlotAction({ ...slotInput, max_students: 15, id: slotId })).toMatchObject({
      ...unsaved,
      message: 'Failed to update availability slot',
    });
    expect(await deleteSlotAction({ id: slotId })).toMatchObject({
      ...unsaved,
      message: 'Failed to delete availability slot',
    });
    expect(await setHandledAction({ kind: 'booking', id: slotId, handled: true })).toMatchObject({
      ok: false,
    });

    // listSlots rejects; its callers turn that into a 503 (routes) or the calendar's "unavailable right now".
    const listError = await listSlots('all', { from: slotFromDate }).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(listError)).toBe(true);

    // The calendar pages: not the setup card (nothing is missing), but the numbers to call, logged once.
    const before = logged.length;
    for (const scope of ['all', 'mackay'] as const) {
      const calendar = await renderServer(CalendarView({ scope }));
      expect(calendar.element.type).toBe(ServiceUnavailable);
      expect(calendar.html).toContain(CALENDAR_UNAVAILABLE_TITLE);
      expect(calendar.html).toContain(CALENDAR_UNAVAILABLE_MESSAGE);
      expect(calendar.html).toContain('role="alert"');
      expect(calendar.html).not.toContain('data-testid="setup-card"');
      expectPhoneNumbers(calendar.html);
    }
    const calendarLog = logged.slice(before).filter((line) => line.includes('availability calendar'));
    expect(calendarLog).toHaveLength(2);
    expect(calendarLog[0]).toContain('"problem":"unavailable"');

    // The reviews page: the spec's words, and the numbers to call.
    const reviews = await renderServer(reviewsContent());
    expect(reviews.html).toContain(REVIEWS_LOAD_FAILED_TITLE);
    expect(reviews.html).toContain(REVIEWS_LOAD_FAILED_MESSAGE);
    expectPhoneNumbers(reviews.html);
    // The admins' hidden list (a server action) fails the same way, without throwing.
    expect(await loadHiddenReviews({ ...learner, role: 'admin' })).toEqual({
      ok: false,
      message: REVIEWS_LOAD_FAILED_MESSAGE,
    });
    const healthResponse = await health();
    expect(healthResponse.status).toBe(503);
    expect(await healthResponse.json()).toEqual({ status: 'degraded', database: 'down' });
    expect((await upcoming()).status).toBe(503);
    const feedResponse = await feed(new Request('http://localhost/api/calendar/mackay.ics'), {
      params: Promise.resolve({ feed: 'mackay.ics' }),
    });
    expect(feedResponse.status).toBe(503);
    expect(feedResponse.headers.get('retry-after')).toBe('60');
    const fileResponse = await slotFile(new Request('http://localhost'), {
      params: Promise.resolve({ id: slotId }),
    });
    expect(fileResponse.status).toBe(503);

    expect(await signIn({ email: learner.user.email, password: PASSWORD }, { ip: nextIp() })).toEqual({
      ok: false,
      message: UNEXPECTED_ERROR_MESSAGE,
    });
    expect(
      await signUp(
        {
          email: 'new.during.outage@example.com',
          password: SIGNUP_PASSWORD,
          confirmPassword: SIGNUP_PASSWORD,
          firstName: 'New',
          lastName: 'Person',
        },
        { ip: nextIp() },
      ),
    ).toEqual({ ok: false, message: UNEXPECTED_ERROR_MESSAGE });

    await actAs(learner);
    // Scored on the server all the same; only the record in the account is missing, and the learner is told so.
    expect(await submitTheoryAssessment({ unitCode: 'RIIWHS202E', answers })).toMatchObject({
      ok: true,
      data: { record: 'failed' },
    });
    expect(await saveProgressAction({ unitCode: 'RIIWHS202E', moduleIndexes: [0, 1] })).toMatchObject({
      ok: false,
      code: 'unavailable',
    });
    expect(
      await createReview(
        { customer_name: 'Sam', rating: 5, review_text: 'Great trainer, very clear.' },
        { session: learner, ip: nextIp() },
      ),
    ).toMatchObject({ ok: false, reason: 'failed' });

    // A clear failure is also a quick one: postgres.js's default reconnect backoff (up to 20 s per attempt) once
    // made this block take over 40 s, every request hanging before it failed.
    expect(Date.now() - started).toBeLessThan(15_000);

    // Failures were logged, without a password or the database's connection details leaking into the log.
    expect(logged.length).toBeGreaterThan(0);
    const leaks = logged.filter(
      (line) => line.includes(PASSWORD) || line.includes(SIGNUP_PASSWORD) || line.includes(cluster.url),
    );
    expect(leaks).toEqual([]);
  }, 60_000);

  it('once PostgreSQL is back, the same calls succeed on the same pool and nothing from the outage was kept', async () => {
    await cluster.start();

    // postgres.js 3.4.9 keeps the cut-off query's server error (57P01) and replays it onto the first query of the
    // reconnected connection (porsager/postgres#1223). That one query reads as "unavailable, try again", and the
    // next one works.
    const replayed = await side!.query('select 1').then(
      () => null,
      (error: unknown) => error,
    );
    if (replayed) expect(isDatabaseUnavailable(replayed)).toBe(true);
    expect(await side!.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);

    expect(await rowCount('public.enquiries', 'email = $1', [enquiry.email])).toBe(0);
    expect(await rowCount('public.booking_requests', 'email = $1', [booking.email])).toBe(0);
    expect(await rowCount('public.newsletter_subscribers', 'email = $1', [newsletter.email])).toBe(0);

    expect(await submitEnquiry(enquiry, { ip: nextIp() })).toEqual(
      succeeded(null, ENQUIRY_SUCCESS_TITLE, ENQUIRY_SUCCESS_MESSAGE),
    );
    await actAs(null, nextIp());
    const stored = await submitBookingAction(booking);
    expect(stored).toMatchObject({
      ok: true,
      data: { reference: expect.stringMatching(BOOKING_REFERENCE_PATTERN) },
    });
    expect(await subscribe(newsletter, { ip: nextIp() })).toEqual(
      succeeded(null, NEWSLETTER_SUCCESS_TITLE, NEWSLETTER_SUCCESS_MESSAGE),
    );
    expect(await rowCount('public.enquiries', 'email = $1', [enquiry.email])).toBe(1);
    expect(await rowCount('public.booking_requests', 'email = $1', [booking.email])).toBe(1);
    expect(await rowCount('public.newsletter_subscribers', 'email = $1', [newsletter.email])).toBe(1);

    await actAs(staff);
    expect(await getSession()).toMatchObject({ user: { id: staff.user.id }, role: 'collaborator' });
    expect(await addSlotAction({ ...slotInput, date: '2031-03-05' })).toMatchObject({ ok: true });
    if (!stored.ok) throw new Error('unreachable');
    const [request] = await db.query<{ id: string }>(
      'select id from public.booking_requests where reference = $1',
      [stored.data.reference],
    );
    expect(await setHandledAction({ kind: 'booking', id: request.id, handled: true })).toMatchObject({
      ok: true,
    });

    expect((await listSlots('all', { from: slotFromDate })).map((slot) => slot.id)).toContain(slotId);

    // The same calendar and reviews components render their data again.
    const calendar = await renderServer(CalendarView({ scope: 'mackay' }));
    expect(calendar.element.type).toBe(AvailabilityCalendar);
    const calendarProps = calendar.element.props as { slots: { id: string }[] };
    expect(calendarProps.slots.map((slot) => slot.id)).toContain(slotId);
    expect(calendar.html).not.toContain(CALENDAR_UNAVAILABLE_TITLE);
    const reviews = await renderServer(reviewsContent());
    expect(reviews.html).toContain('Recent Reviews');
    expect(reviews.html).not.toContain(REVIEWS_LOAD_FAILED_TITLE);
    expect(reviews.html).not.toContain(telHref(coordinatorList[0].phone));

    // And a user without the role is refused as before: the outage message never stood in for a permission.
    await actAs(learner);
    expect(await addSlotAction({ ...slotInput, date: '2031-03-06' })).toMatchObject({
      ok: false,
      code: 'forbidden',
      message: 'Failed to add availability slot',
      detail: NO_PERMISSION_MESSAGE,
    });
    await actAs(staff);
    const healthResponse = await health();
    expect(healthResponse.status).toBe(200);
    expect(await healthResponse.json()).toEqual({ status: 'ok', database: 'up' });
    expect((await upcoming()).status).toBe(200);
    const feedResponse = await feed(new Request('http://localhost/api/calendar/mackay.ics'), {
      params: Promise.resolve({ feed: 'mackay.ics' }),
    });
    expect(feedResponse.status).toBe(200);
    expect(await feedResponse.text()).toContain('Outage course');
    expect(
      (await slotFile(new Request('http://localhost'), { params: Promise.resolve({ id: slotId }) })).status,
    ).toBe(200);

    expect(
      await signUp(
        {
          email: 'new.during.outage@example.com',
          password: SIGNUP_PASSWORD,
          confirmPassword: SIGNUP_PASSWORD,
          firstName: 'New',
          lastName: 'Person',
        },
        { ip: nextIp() },
      ),
    ).toEqual({ ok: true, signedIn: true });
    expect(
      await signIn({ email: 'new.during.outage@example.com', password: SIGNUP_PASSWORD }, { ip: nextIp() }),
    ).toEqual({ ok: true, signedIn: true });

    await actAs(learner);
    expect(await submitTheoryAssessment({ unitCode: 'RIIWHS202E', answers })).toMatchObject({
      ok: true,
      data: { record: 'saved' },
    });
    expect(await saveProgressAction({ unitCode: 'RIIWHS202E', moduleIndexes: [0, 1] })).toMatchObject({
      ok: true,
      data: [0, 1],
    });
  }, 60_000);
});
