import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { withService, withUser } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { createBookingToken } from '@/lib/server/booking-token';
import {
  cancelBooking,
  cancelWithToken,
  confirmBooking,
  declineBooking,
  expireOffers,
  staffStep,
  takeOfferWithToken,
  viewBookingLink,
  waitlistBooking,
} from '@/lib/server/enrolments';
import { storeBookingRequest } from '@/lib/server/bookings';
import { deliverQueued } from '@/lib/server/outbox';
import { deleteSlot } from '@/lib/server/slots';
import { loadRoster, rosterCsv } from '@/lib/server/rosters';
import { notifySessionChanged, offerFreedPlacesOf } from '@/lib/server/enrolments';
import { calendarPart } from '@/tests/support/mime';
import { useSmtpServer } from '@/tests/support/smtp';

import { SESSION_COOKIE } from '@/lib/auth/jwt';
import { readMigrations } from '@/lib/db/migrate';
import { bookingFormDefaults, bookingSchema } from '@/lib/validation/booking';

import { settleAfter } from './helpers/after';
import { backends, createUser, useTestDatabase } from './helpers/database';
import { defaultRequest, revalidated } from './helpers/request-scope';
import { sessionTokenFor } from './helpers/session-token';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

// The client's address of this file's requests.
defaultRequest.ip = '203.0.113.120';
const jar = defaultRequest.cookies;

const { confirmBookingAction, declineBookingAction, cancelSessionAction } =
  await import('@/app/staff/actions');
const { GET: rosterCsvRoute } = await import('@/app/staff/sessions/[id]/roster/route');
const { updateSlotAction, deleteSlotAction } = await import('@/app/calendar/actions');
const { sweepExpiredOffers } = await import('@/lib/server/booking-sweep');

/**
 * Bookings that take places: the race-proof confirmation, the waitlist, the learner's signed links and
 * the outbox, on the real database (PGlite, and PostgreSQL when the run has one) with a real SMTP server.
 */

describe.each(backends())('enrolments (%s)', (backend) => {
  const database = useTestDatabase(backend);
  let staff: Session;
  let user: Session;
  const smtp = useSmtpServer({ SITE_URL: 'https://training.example.com' });
  let counter = 0;

  beforeAll(async () => {
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    staff = await createUser(database.current(), { role: 'collaborator' });
    user = await createUser(database.current(), { role: 'user' });
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  beforeEach(() => smtp.clear());

  // Days ahead on Mackay's calendar, where the session runs. With the database's UTC date, 'tomorrow' is already
  // Queensland's today from 14:00 UTC, and its 09:00 session has started from 23:00 UTC: the notice-period test
  // failed every day in the hour before midnight UTC.
  async function slot(options: { max?: number; held?: number; daysAhead?: number } = {}): Promise<string> {
    const [row] = await database.current().query<{ id: string }>(
      `insert into public.availability_slots (date, course_name, location, max_students, current_bookings)
       values ((now() at time zone 'Australia/Brisbane')::date + $1::integer, 'Provide First Aid', 'Mackay', $2, $3)
       returning id`,
      [options.daysAhead ?? 14, options.max ?? 5, options.held ?? 0],
    );
    return row.id;
  }

  async function booking(): Promise<string> {
    counter += 1;
    const [row] = await database.current().query<{ id: string }>(
      `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course,
         training_level, delivery_method, state)
       values ($1, 'Jordan', 'Lee', $2, '0491 570 110', true, 'Provide First Aid', 'full-training', 'face-to-face', 'QLD')
       returning id`,
      [`BR-T${String(counter).padStart(5, '0')}`, `learner-${counter}@example.com`],
    );
    return row.id;
  }

  async function statusOf(id: string) {
    const [row] = await database
      .current()
      .query<{ status: string; slot_id: string | null; waitlist_position: number | null }>(
        'select status, slot_id, waitlist_position from public.booking_requests where id = $1',
        [id],
      );
    return row;
  }

  async function placesOf(id: string) {
    const [row] = await database
      .current()
      .query<{ current_bookings: number; held_places: number }>(
        'select current_bookings, held_places from public.availability_slots where id = $1',
        [id],
      );
    return row;
  }

  // Staff steps run on the service path once the role is checked (the API roles cannot change a status).
  const asStaff = (step: Parameters<typeof staffStep>[2]) => staffStep(staff, 'test', step);

  it('50 parallel confirmations into a session with 5 places give exactly 5 confirmed and 45 waitlisted in order', async () => {
    const session = await slot({ max: 5 });
    const ids: string[] = [];
    for (let index = 0; index < 50; index += 1) ids.push(await booking());
    const results = await Promise.all(ids.map((id) => asStaff((db) => confirmBooking(db, id, session))));
    expect(results.every((result) => result.ok)).toBe(true);
    const statuses = results.map((result) => (result.ok ? result.status : 'failed'));
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(5);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(45);
    expect(await placesOf(session)).toEqual({ current_bookings: 5, held_places: 0 });
    const positions = await database
      .current()
      .query<{ waitlist_position: number }>(
        `select waitlist_position from public.booking_requests where slot_id = $1 and status = 'waitlisted'`,
        [session],
      );
    expect(new Set(positions.map((row) => Number(row.waitlist_position))).size).toBe(45);
  });

  it('held places from before the migration count, and a confirmation mails the invite with price and what to bring', async () => {
    const session = await slot({ max: 3, held: 2 });
    expect(await placesOf(session)).toEqual({ current_bookings: 2, held_places: 2 });
    const first = await booking();
    const result = await asStaff((db) => confirmBooking(db, first, session));
    expect(result).toMatchObject({ ok: true, status: 'confirmed' });
    expect(await placesOf(session)).toEqual({ current_bookings: 3, held_places: 2 });
    if (!result.ok) return;
    expect(await deliverQueued(result.mailIds)).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.messages;
    expect(mail.subject).toContain('Your place is confirmed');
    expect(mail.text).toContain('100 points of photo ID');
    expect(mail.text).toContain('Unique Student Identifier (USI)');
    expect(mail.text).toMatch(/Price: \$\d/);
    expect(mail.text).toContain('Australia/Brisbane time');
    const invite = calendarPart(mail.raw);
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain(`UID:booking-${first}@training.example.com`);
    expect(invite).toContain('SEQUENCE:0');
    expect(invite).toContain('DTSTART;TZID=Australia/Brisbane:');
    // Staff clear the held places by setting the count to what learners take.
    await withUser(staff, (db) =>
      db.query('update public.availability_slots set current_bookings = 1 where id = $1', [session]),
    );
    expect(await placesOf(session)).toEqual({ current_bookings: 1, held_places: 0 });
  });

  it("a plain user's confirmation is refused, and a direct status change through the API roles touches nothing", async () => {
    const session = await slot();
    const id = await booking();
    expect(await withUser(user, (db) => confirmBooking(db, id, session))).toMatchObject({
      ok: false,
      reason: 'not-found',
    });
    // No API role holds a grant on a booking's status or session: staff included (they act through staffStep).
    for (const who of [user, staff]) {
      await expect(
        withUser(who, (db) =>
          db.query(
            `update public.booking_requests set status = 'confirmed', slot_id = $2 where id = $1 returning id`,
            [id, session],
          ),
        ),
      ).rejects.toThrow(/permission denied/);
    }
    await expect(
      withUser(null, (db) =>
        db.query(`update public.booking_requests set status = 'confirmed' where id = $1`, [id]),
      ),
    ).rejects.toThrow();
    expect(await statusOf(id)).toMatchObject({ status: 'requested', slot_id: null });
    expect(await placesOf(session)).toMatchObject({ current_bookings: 0 });
  });

  it('the confirm action: staff confirm and the calendars are revalidated; a plain user is refused by the action', async () => {
    const session = await slot({ max: 2 });
    const id = await booking();
    jar.set(SESSION_COOKIE, await sessionTokenFor(user, 'admin'));
    expect(await confirmBookingAction({ bookingId: id, slotId: session })).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    expect(await statusOf(id)).toMatchObject({ status: 'requested' });
    jar.set(SESSION_COOKIE, await sessionTokenFor(staff, 'collaborator'));
    revalidated.length = 0;
    expect(await confirmBookingAction({ bookingId: id, slotId: session })).toMatchObject({
      ok: true,
      data: { status: 'confirmed' },
    });
    expect(revalidated).toEqual(expect.arrayContaining(['/staff', '/calendar', 'tag:slots']));
    await settleAfter();
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Your place is confirmed'),
    ]);
    // A second confirmation, bad ids and an empty reason get clear refusals, never a 500.
    expect(await confirmBookingAction({ bookingId: id, slotId: session })).toMatchObject({
      ok: false,
      code: 'conflict',
      detail: expect.stringContaining('already confirmed'),
    });
    expect(await confirmBookingAction({ bookingId: 'x', slotId: session })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    expect(await declineBookingAction({ bookingId: id, reason: '  ' })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    jar.delete(SESSION_COOKIE);
    expect(await confirmBookingAction({ bookingId: id, slotId: session })).toMatchObject({
      ok: false,
      code: 'signed-out',
    });
  });

  it('the database refuses an overbooking even without the lock', async () => {
    const session = await slot({ max: 1 });
    const [a, b] = [await booking(), await booking()];
    await withService('test', (db) =>
      db.query(`update public.booking_requests set status = 'confirmed', slot_id = $2 where id = $1`, [
        a,
        session,
      ]),
    );
    await expect(
      withService('test', (db) =>
        db.query(`update public.booking_requests set status = 'confirmed', slot_id = $2 where id = $1`, [
          b,
          session,
        ]),
      ),
    ).rejects.toThrow();
    expect(await placesOf(session)).toMatchObject({ current_bookings: 1 });
  });

  it('a session with confirmed learners cannot be deleted, with a clear message', async () => {
    const session = await slot();
    const id = await booking();
    await asStaff((db) => confirmBooking(db, id, session));
    const result = await deleteSlot(staff, session);
    expect(result).toMatchObject({ ok: false, reason: 'has-learners' });
    if (!result.ok && result.reason === 'has-learners') expect(result.message).toMatch(/1 confirmed learner/);
    expect(await placesOf(session)).toMatchObject({ current_bookings: 1 });
    // Once the place is cancelled the session can go; the cancelled request keeps its history.
    await asStaff((db) => cancelBooking(db, id, { by: 'staff' }));
    expect(await deleteSlot(staff, session)).toEqual({ ok: true });
    expect(await statusOf(id)).toMatchObject({ status: 'cancelled', slot_id: null });
  });

  it('decline and waitlist mail the learner; a declined request cannot take a place by decline twice', async () => {
    const session = await slot({ max: 1 });
    const [a, b] = [await booking(), await booking()];
    const waitlisted = await asStaff((db) => waitlistBooking(db, a, session));
    expect(waitlisted).toMatchObject({ ok: true, status: 'waitlisted' });
    const declined = await asStaff((db) => declineBooking(db, b, 'The course needs a current licence.'));
    expect(declined).toMatchObject({ ok: true, status: 'declined' });
    expect(await asStaff((db) => declineBooking(db, b, 'again'))).toMatchObject({
      ok: false,
      reason: 'conflict',
    });
    await deliverQueued([
      ...(waitlisted.ok ? waitlisted.mailIds : []),
      ...(declined.ok ? declined.mailIds : []),
    ]);
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('You are on the waitlist'),
      expect.stringContaining('Your booking request'),
    ]);
    expect(smtp.messages[1].text).toContain('The course needs a current licence.');
  });

  it('the learner cancels by link once; the place is offered to the first waitlisted, who takes it', async () => {
    const session = await slot({ max: 1 });
    const [holder, second, third] = [await booking(), await booking(), await booking()];
    for (const id of [holder, second, third]) await asStaff((db) => confirmBooking(db, id, session));
    expect((await statusOf(second)).status).toBe('waitlisted');

    const token = createBookingToken('cancel', holder, 0);
    // Opening the link (GET /booking/manage reads it with viewBookingLink), as a mail scanner does, twice: nothing
    // changes until the learner presses the page's button.
    for (let open = 0; open < 2; open++) {
      expect(await viewBookingLink(token)).toMatchObject({
        valid: true,
        purpose: 'cancel',
        status: 'confirmed',
      });
    }
    expect(await statusOf(holder)).toMatchObject({ status: 'confirmed' });
    expect(await statusOf(second)).toMatchObject({ status: 'waitlisted' });
    expect(await placesOf(session)).toMatchObject({ current_bookings: 1 });
    const cancelled = await cancelWithToken(token);
    expect(cancelled).toMatchObject({ ok: true, status: 'cancelled' });
    expect(await cancelWithToken(token)).toMatchObject({
      ok: false,
      reason: 'conflict',
      message: 'This booking is already cancelled.',
    });
    expect(await statusOf(second)).toMatchObject({ status: 'offered' });
    expect(await statusOf(third)).toMatchObject({ status: 'waitlisted' });
    expect(await placesOf(session)).toMatchObject({ current_bookings: 1 });
    if (!cancelled.ok) return;
    await deliverQueued(cancelled.mailIds);
    const [cancelMail, offerMail] = smtp.messages;
    const cancellation = calendarPart(cancelMail.raw);
    expect(cancellation).toContain('METHOD:CANCEL');
    expect(cancellation).toContain(`UID:booking-${holder}@training.example.com`);
    expect(cancellation).toContain('SEQUENCE:1');
    expect(offerMail.subject).toContain('A place is free for you');
    const link = /https:\/\/training\.example\.com\/booking\/manage\?token=([^\s"<]+)/.exec(offerMail.text);
    expect(link).not.toBeNull();
    const offerToken = decodeURIComponent(link![1]);
    // The offer link too: opening it keeps the offer open and takes nothing.
    for (let open = 0; open < 2; open++) {
      expect(await viewBookingLink(offerToken)).toMatchObject({
        valid: true,
        purpose: 'take',
        status: 'offered',
      });
    }
    expect(await statusOf(second)).toMatchObject({ status: 'offered' });
    expect(await takeOfferWithToken(offerToken)).toMatchObject({ ok: true, status: 'confirmed' });
    expect(await takeOfferWithToken(offerToken)).toMatchObject({ ok: false, reason: 'conflict' });
    expect(await statusOf(second)).toMatchObject({ status: 'confirmed' });
  });

  it('an expired offer is refused and the place passes to the next in line', async () => {
    const session = await slot({ max: 1 });
    const [holder, second, third] = [await booking(), await booking(), await booking()];
    for (const id of [holder, second, third]) await asStaff((db) => confirmBooking(db, id, session));
    await asStaff((db) => cancelBooking(db, holder, { by: 'staff' }));
    const [{ epoch }] = await database.current().query<{ epoch: number }>(
      `update public.booking_requests set offer_expires_at = now() - interval '1 minute' where id = $1
       returning floor(extract(epoch from offer_expires_at))::bigint as epoch`,
      [second],
    );
    const result = await takeOfferWithToken(createBookingToken('take', second, Number(epoch)));
    expect(result).toMatchObject({ ok: false, reason: 'expired' });
    expect(await statusOf(second)).toMatchObject({ status: 'cancelled' });
    expect(await statusOf(third)).toMatchObject({ status: 'offered' });
    // The sweep finds nothing more to pass on.
    expect(await expireOffers()).toBe(0);
  });

  it("the server's sweep passes on an offer whose hold ran out, with nobody acting on the session", async () => {
    const session = await slot({ max: 1 });
    const [holder, second, third] = [await booking(), await booking(), await booking()];
    for (const id of [holder, second, third]) await asStaff((db) => confirmBooking(db, id, session));
    await asStaff((db) => cancelBooking(db, holder, { by: 'staff' }));
    expect(await statusOf(second)).toMatchObject({ status: 'offered' });
    await database
      .current()
      .query(
        `update public.booking_requests set offer_expires_at = now() - interval '1 minute' where id = $1`,
        [second],
      );
    smtp.clear();
    expect(await sweepExpiredOffers()).toBe(1);
    expect(await statusOf(second)).toMatchObject({ status: 'cancelled' });
    expect(await statusOf(third)).toMatchObject({ status: 'offered' });
    expect(smtp.messages.map((message) => message.subject)).toContainEqual(
      expect.stringContaining('A place is free for you'),
    );
    expect(await sweepExpiredOffers()).toBe(0);
  });

  it('forged, altered and wrong-purpose tokens are refused', async () => {
    const id = await booking();
    const good = createBookingToken('cancel', id, 0);
    for (const token of [
      'cancel.not-a-uuid.0.x',
      `${good.slice(0, -2)}AA`,
      good.replace('cancel.', 'take.'),
      createBookingToken('cancel', id, 0).replace('.0.', '.1.'),
      '',
      42,
      null,
    ]) {
      expect(await cancelWithToken(token)).toMatchObject({ ok: false, reason: 'forged' });
    }
    expect(await takeOfferWithToken(good)).toMatchObject({ ok: false, reason: 'forged' });
  });

  it('online cancellation closes inside the notice period', async () => {
    const session = await slot({ daysAhead: 1 });
    const id = await booking();
    await asStaff((db) => confirmBooking(db, id, session));
    process.env.BOOKING_CANCELLATION_NOTICE_HOURS = '72';
    resetEnvCache();
    try {
      const result = await cancelWithToken(createBookingToken('cancel', id, 0));
      expect(result).toMatchObject({ ok: false, reason: 'closed' });
      expect(await statusOf(id)).toMatchObject({ status: 'confirmed' });
    } finally {
      delete process.env.BOOKING_CANCELLATION_NOTICE_HOURS;
      resetEnvCache();
    }
  });

  it('mail queued while SMTP is down stays in the outbox as failed', async () => {
    const session = await slot();
    const id = await booking();
    const result = await asStaff((db) => confirmBooking(db, id, session));
    smtp.refuse(true);
    try {
      expect(await deliverQueued(result.ok ? result.mailIds : [])).toEqual({ sent: 0, failed: 1 });
    } finally {
      smtp.refuse(false);
    }
    const [row] = await database
      .current()
      .query<{ status: string }>(`select status from public.mail_outbox where topic = $1`, [`booking:${id}`]);
    expect(row.status).toBe('failed');
  });

  it('the roster lists confirmed learners for staff only, and its CSV route checks the role', async () => {
    const session = await slot({ max: 1 });
    const [a, b] = [await booking(), await booking()];
    await database
      .current()
      .query(
        `update public.booking_requests set first_name = '=cmd|calc', requires_assistance = true, assistance_details = 'Wheelchair access' where id = $1`,
        [a],
      );
    for (const id of [a, b]) await asStaff((db) => confirmBooking(db, id, session));
    const roster = await loadRoster(staff, session);
    expect(roster?.learners.map((learner) => learner.status)).toEqual(['confirmed', 'waitlisted']);
    expect(roster?.learners[0]).toMatchObject({
      usiStatus: 'Exempt',
      specialRequirements: 'Wheelchair access',
      phone: '0491 570 110',
    });
    // A name a spreadsheet would run as a formula is written as text.
    expect(rosterCsv(roster!)).toContain("'=cmd|calc Lee");
    expect((await loadRoster(user, session))?.learners).toEqual([]);

    const call = () =>
      rosterCsvRoute(new Request('http://localhost/x'), { params: Promise.resolve({ id: session }) });
    jar.delete(SESSION_COOKIE);
    expect((await call()).status).toBe(401);
    jar.set(SESSION_COOKIE, await sessionTokenFor(user, 'admin'));
    expect((await call()).status).toBe(403);
    jar.set(SESSION_COOKIE, await sessionTokenFor(staff, 'collaborator'));
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(await response.text()).toContain('Wheelchair access');
  });

  it('a changed session sends the revised invite; a cancelled session tells everyone and can then be deleted', async () => {
    const session = await slot({ max: 1 });
    const [a, b] = [await booking(), await booking()];
    for (const id of [a, b]) await asStaff((db) => confirmBooking(db, id, session));
    await database
      .current()
      .query(`update public.availability_slots set start_time = '10:00' where id = $1`, [session]);
    await deliverQueued(await notifySessionChanged(session));
    const changed = smtp.messages.filter((mail) => mail.subject.startsWith('Session changed'));
    expect(changed).toHaveLength(1);
    expect(calendarPart(changed[0].raw)).toContain('SEQUENCE:1');
    expect(calendarPart(changed[0].raw)).toContain('T100000');

    jar.set(SESSION_COOKIE, await sessionTokenFor(staff, 'collaborator'));
    smtp.clear();
    const result = await cancelSessionAction({ slotId: session, reason: 'Trainer unwell' });
    expect(result).toMatchObject({ ok: true, message: 'Session cancelled: 2 learners told' });
    await settleAfter();
    expect(smtp.messages).toHaveLength(2);
    const confirmedMail = smtp.messages.find((mail) => calendarPart(mail.raw) !== null);
    expect(calendarPart(confirmedMail!.raw)).toContain('METHOD:CANCEL');
    expect(calendarPart(confirmedMail!.raw)).toContain('SEQUENCE:2');
    expect(confirmedMail!.text).toContain('Trainer unwell');
    expect(await placesOf(session)).toMatchObject({ current_bookings: 0 });
    expect(await deleteSlot(staff, session)).toEqual({ ok: true });
  });

  it('staff releasing held places through the slot form offers them to the waitlist; deleting a full session is refused with the reason', async () => {
    const session = await slot({ max: 2, held: 1 });
    const [a, b] = [await booking(), await booking()];
    for (const id of [a, b]) await asStaff((db) => confirmBooking(db, id, session));
    expect(await statusOf(b)).toMatchObject({ status: 'waitlisted' });
    jar.set(SESSION_COOKIE, await sessionTokenFor(staff, 'collaborator'));

    const refused = await deleteSlotAction({ id: session });
    expect(refused).toMatchObject({
      ok: false,
      code: 'conflict',
      detail: expect.stringMatching(/1 confirmed learner/),
    });

    const [row] = await database
      .current()
      .query<{ date: string }>(
        `select to_char(date, 'YYYY-MM-DD') as date from public.availability_slots where id = $1`,
        [session],
      );
    smtp.clear();
    const saved = await updateSlotAction({
      id: session,
      date: row.date,
      course_name: 'Provide First Aid',
      location: 'mackay',
      start_time: '09:00',
      end_time: '17:00',
      max_students: 2,
      current_bookings: 1,
      price: 149,
      status: 'available',
    });
    expect(saved).toMatchObject({ ok: true, data: { currentBookings: 2 } });
    expect(await placesOf(session)).toEqual({ current_bookings: 2, held_places: 0 });
    expect(await statusOf(b)).toMatchObject({ status: 'offered' });
    await settleAfter();
    expect(smtp.messages.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('A place is free for you'),
    ]);
  });

  it('a public request for a full session stays a request: no waitlist place, no automatic offer', async () => {
    const session = await slot({ max: 1 });
    const holder = await booking();
    await asStaff((db) => confirmBooking(db, holder, session));
    const stored = await storeBookingRequest(
      bookingSchema.parse({
        ...bookingFormDefaults,
        firstName: 'Anyone',
        lastName: 'Typed',
        email: 'victim@example.com',
        phone: '0491 570 110',
        usiExempt: true,
        idDocuments: [{ name: 'id.pdf', size: 1000, type: 'application/pdf' }],
        course: 'Provide First Aid',
        trainingLevel: 'full-training',
        deliveryMethod: 'face-to-face',
        requiresAssistance: 'no',
        sessionId: session,
      }),
    );
    expect(stored.sessionFull).toBe(true);
    const [row] = await database
      .current()
      .query<{ status: string; slot_id: string | null; requested_slot_id: string | null }>(
        'select status, slot_id, requested_slot_id from public.booking_requests where id = $1',
        [stored.id],
      );
    expect(row).toEqual({ status: 'requested', slot_id: null, requested_slot_id: session });

    // A waitlist entry nobody on staff made (as the public form wrote them before) is not offered a place either.
    const unchecked = await booking();
    await database
      .current()
      .query(
        `update public.booking_requests set status = 'waitlisted', slot_id = $2, waitlist_position = 1 where id = $1`,
        [unchecked, session],
      );
    smtp.clear();
    const cancelled = await asStaff((db) => cancelBooking(db, holder, { by: 'staff' }));
    expect(cancelled).toMatchObject({ ok: true });
    expect(await statusOf(stored.id)).toMatchObject({ status: 'requested' });
    expect(await statusOf(unchecked)).toMatchObject({ status: 'waitlisted' });
    expect(await placesOf(session)).toMatchObject({ current_bookings: 0 });
    if (cancelled.ok) await deliverQueued(cancelled.mailIds);
    expect(smtp.messages.map((mail) => mail.to)).not.toContain('victim@example.com');
    expect(smtp.messages.map((mail) => mail.subject)).not.toContainEqual(
      expect.stringContaining('A place is free for you'),
    );

    // Staff put the request on the waitlist: from then on a free place is offered to it, first in line.
    expect(await asStaff((db) => waitlistBooking(db, stored.id, session))).toMatchObject({
      ok: true,
      status: 'waitlisted',
    });
    await offerFreedPlacesOf(session);
    expect(await statusOf(stored.id)).toMatchObject({ status: 'offered' });
    expect(await statusOf(unchecked)).toMatchObject({ status: 'waitlisted' });
  });

  it('a staff step checks the role in its own transaction', async () => {
    const session = await slot();
    const id = await booking();
    expect(await staffStep(user, 'test', (db) => confirmBooking(db, id, session))).toMatchObject({
      ok: false,
      reason: 'forbidden',
    });
    expect(await staffStep(null, 'test', (db) => confirmBooking(db, id, session))).toMatchObject({
      ok: false,
      reason: 'forbidden',
    });
    expect(await statusOf(id)).toMatchObject({ status: 'requested', slot_id: null });
  });

  it("an earlier confirmation's cancel link does not cancel a later place", async () => {
    const [first, second] = [await slot(), await slot({ daysAhead: 21 })];
    const id = await booking();
    await asStaff((db) => confirmBooking(db, id, first));
    const oldLink = createBookingToken('cancel', id, 0);
    await asStaff((db) => cancelBooking(db, id, { by: 'staff' }));
    const again = await asStaff((db) => confirmBooking(db, id, second));
    expect(again).toMatchObject({ ok: true, status: 'confirmed' });
    expect(await cancelWithToken(oldLink)).toMatchObject({ ok: false });
    expect(await statusOf(id)).toMatchObject({ status: 'confirmed', slot_id: second });
    // The latest confirmation's link (SEQUENCE 2: confirmed 0, cancelled 1) still works.
    expect(await cancelWithToken(createBookingToken('cancel', id, 2))).toMatchObject({
      ok: true,
      status: 'cancelled',
    });
  });

  it('applying the enrolments migration again leaves held places and counts as they are', async () => {
    const session = await slot({ max: 5, held: 2 });
    const unheld = await slot({ max: 5 });
    const id = await booking();
    await asStaff((db) => confirmBooking(db, id, session));
    const other = await booking();
    await asStaff((db) => confirmBooking(db, other, unheld));
    expect(await placesOf(session)).toEqual({ current_bookings: 3, held_places: 2 });
    const migration = readMigrations().find((item) => item.version === '20260104000000');
    await database.current().exec(migration!.sql);
    expect(await placesOf(session)).toEqual({ current_bookings: 3, held_places: 2 });
    // A confirmed learner is never copied into held places by a second run.
    expect(await placesOf(unheld)).toEqual({ current_bookings: 1, held_places: 0 });
    expect(await statusOf(id)).toMatchObject({ status: 'confirmed', slot_id: session });
  });
});
