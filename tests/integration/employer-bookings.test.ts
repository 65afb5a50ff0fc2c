import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { withService, withUser } from '@/lib/db';
import { groupBookingMessages } from '@/lib/rules/group-booking';
import { formatCents, gstOfInclusive } from '@/lib/rules/payments';
import {
  bookGroup,
  groupBookingPage,
  holdPlaces,
  releaseHold,
  requestOnSite,
  type GroupBookingInput,
} from '@/lib/server/employer-bookings';
import { addWorker, employerMessages, ticketMatrix } from '@/lib/server/employers';
import { releaseLapsedHolds, settleInFull } from '@/lib/server/payments';
import { useSmtpServer } from '@/tests/support/smtp';

import { settleAfter } from './helpers/after';
import { backends, createUser, useTestDatabase } from './helpers/database';
import { approvedEmployer, employerRegistration } from './helpers/employers';
import { actAs, defaultRequest } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

defaultRequest.ip = '203.0.113.172';

const { bookGroupFormAction } = await import('@/app/employer/[id]/book/actions');

/**
 * Book the gaps on the real database (PGlite, and PostgreSQL when the run has one) with a real SMTP server: a group
 * booked all or nothing on one tax invoice, the group discount, places an employer holds, the first session with
 * room, on-site requests, and a second employer's manager refused each time.
 */

/** The price book's list price of Work Safely at Heights (RIIWHS204E), in cents. */
let PLACE: number;

describe.each(backends())('book the gaps (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer({ SITE_URL: 'https://training.example.com' });
  let staff: Session;
  let manager: Session;
  let otherManager: Session;
  let employerId: string;
  let otherEmployerId: string;
  let crew: string[];
  let otherCrew: string[];

  async function approved(session: Session, abn: string, company: string): Promise<string> {
    return approvedEmployer(
      staff,
      session,
      employerRegistration(abn, company, {
        contactEmail: `accounts@${company.split(' ')[0].toLowerCase()}.example.com`,
        crewSize: 40,
      }),
    );
  }

  async function workers(
    session: Session,
    employer: string,
    prefix: string,
    count: number,
  ): Promise<string[]> {
    for (let index = 1; index <= count; index += 1) {
      const added = await addWorker(session, employer, {
        fullName: `${prefix} Worker${index}`,
        email: `${prefix.toLowerCase()}.${index}@crew.example.com`,
        phone: index % 2 ? '0400 000 001' : null,
        dateOfBirth: null,
        usi: null,
        site: null,
      });
      if (!added.ok) throw new Error(added.message);
    }
    const rows = await database
      .current()
      .query<{ id: string }>(
        'select id from public.employer_workers where employer_id = $1 order by full_name',
        [employer],
      );
    return rows.map((row) => row.id);
  }

  async function session(
    options: { max?: number; daysAhead?: number; location?: string; course?: string } = {},
  ): Promise<string> {
    const [row] = await database.current().query<{ id: string }>(
      `insert into public.availability_slots (date, course_name, location, max_students, current_bookings)
       values ((now() at time zone 'Australia/Sydney')::date + $1::integer, $2, $3, $4, 0) returning id`,
      [
        options.daysAhead ?? 20,
        options.course ?? 'Work Safely at Heights',
        options.location ?? 'Mackay',
        options.max ?? 10,
      ],
    );
    return row.id;
  }

  const places = async (slotId: string) =>
    Number(
      (
        await database
          .current()
          .query<{ current_bookings: number }>(
            'select current_bookings from public.availability_slots where id = $1',
            [slotId],
          )
      )[0].current_bookings,
    );

  const counts = async () =>
    (
      await database.current().query<{ bookings: number; groups: number; invoices: number }>(
        `select (select count(*) from public.booking_requests where channel = 'employer')::int as bookings,
                (select count(*) from public.employer_group_bookings)::int as groups,
                (select count(*) from public.invoices)::int as invoices`,
      )
    )[0];

  const input = (overrides: Partial<GroupBookingInput>): GroupBookingInput => ({
    employerId,
    workerIds: crew.slice(0, 3),
    slotId: null,
    unitCode: null,
    location: null,
    purchaseOrder: 'PO-4471',
    accountsEmail: 'payables@coalface.example.com',
    ...overrides,
  });

  beforeAll(async () => {
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    const db = database.current();
    staff = await createUser(db, { role: 'collaborator', firstName: 'Alex', lastName: 'Account' });
    manager = await createUser(db, { role: 'user' });
    otherManager = await createUser(db, { role: 'user' });
    employerId = await approved(manager, '33 051 775 556', 'Coalface Civil Pty Ltd');
    otherEmployerId = await approved(otherManager, '49 004 028 077', 'Other Earthworks Pty Ltd');
    crew = await workers(manager, employerId, 'Coal', 9);
    otherCrew = await workers(otherManager, otherEmployerId, 'Other', 2);
    const page = await groupBookingPage(manager, employerId, { unit: 'RIIWHS204E' });
    PLACE = page!.sessions.find((item) => item.courseName === 'Work Safely at Heights')?.placeCents ?? 0;
    if (!PLACE) {
      const slotId = await session();
      PLACE = (await groupBookingPage(manager, employerId, { unit: 'RIIWHS204E' }))!.sessions.find(
        (item) => item.id === slotId,
      )!.placeCents;
    }
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  beforeEach(() => smtp.clear());

  it('books three workers into a session in one step: three places, one tax invoice with the PO, mails, and the matrix says booked', async () => {
    const slotId = await session({ max: 10 });
    const before = await counts();
    const result = await bookGroup(manager, input({ slotId }));
    if (!result.ok) throw new Error(result.message);
    expect(result.value.quote).toMatchObject({ places: 3, discountPercent: 0, totalCents: 3 * PLACE });
    expect(result.message).toContain(
      `Tax invoice ${result.value.invoiceNumber} has been sent to payables@coalface.example.com`,
    );
    expect(await places(slotId)).toBe(3);
    expect(await counts()).toEqual({
      bookings: before.bookings + 3,
      groups: before.groups + 1,
      invoices: before.invoices + 1,
    });

    const bookings = await database
      .current()
      .query<{ status: string; payment_status: string; employer_po: string }>(
        `select status, payment_status, employer_po from public.booking_requests where employer_group_id = $1`,
        [result.value.groupId],
      );
    expect(bookings).toHaveLength(3);
    expect(bookings.every((row) => row.status === 'confirmed' && row.payment_status === 'invoiced')).toBe(
      true,
    );
    expect(bookings.every((row) => row.employer_po === 'PO-4471')).toBe(true);
    const [invoice] = await database.current().query<{
      items: { amountCents: number }[];
      total_cents: number;
      gst_cents: number;
      purchase_order: string;
      employer_id: string;
    }>(`select items, total_cents, gst_cents, purchase_order, employer_id from public.invoices where employer_group_id = $1`, [result.value.groupId]);
    expect(invoice.items).toHaveLength(3);
    expect(Number(invoice.total_cents)).toBe(3 * PLACE);
    expect(Number(invoice.gst_cents)).toBe(3 * gstOfInclusive(PLACE));
    expect(Number(invoice.gst_cents)).toBe(result.value.quote.gstCents);
    expect(invoice).toMatchObject({ purchase_order: 'PO-4471', employer_id: employerId });

    await settleAfter();
    const invoiceMail = smtp.messages.find((message) => message.subject.includes(result.value.invoiceNumber));
    expect(invoiceMail?.to).toContain('payables@coalface.example.com');
    expect(invoiceMail?.raw).toContain(`filename=${result.value.invoiceNumber}.pdf`);
    expect(invoiceMail?.subject).toBe(`Tax invoice ${result.value.invoiceNumber}: 3 places, PO PO-4471`);
    expect(invoiceMail?.text).toContain('your employer account booked 3 workers into training');
    expect(invoiceMail?.text).toContain('Coal Worker2');
    for (const email of ['coal.1@crew.example.com', 'coal.2@crew.example.com', 'coal.3@crew.example.com'])
      expect(smtp.messages.some((message) => message.to.includes(email))).toBe(true);

    const matrix = await ticketMatrix(manager, employerId);
    const heights = matrix!.columns.findIndex((column) => column.unitCode === 'RIIWHS204E');
    const statusOf = (workerId: string) =>
      matrix!.rows.find((row) => row.worker.id === workerId)!.cells[heights].status;
    expect(crew.slice(0, 3).map(statusOf)).toEqual(['booked', 'booked', 'booked']);
    expect(statusOf(crew[3])).toBe('missing');

    // The same workers again: told who is in already, and nothing more is written.
    const again = await bookGroup(manager, input({ slotId }));
    expect(again).toMatchObject({ ok: false });
    expect(!again.ok && again.message).toContain(
      'Already booked in this session: Coal Worker1, Coal Worker2, Coal Worker3',
    );
    expect(await places(slotId)).toBe(3);
  });

  it('five or more get the group discount on each place, and the invoice adds up to the cent', async () => {
    const slotId = await session({ max: 10, daysAhead: 21 });
    const result = await bookGroup(manager, input({ slotId, workerIds: crew.slice(3, 8) }));
    if (!result.ok) throw new Error(result.message);
    const each = PLACE - Math.round(PLACE * 0.1);
    expect(result.value.quote).toMatchObject({
      places: 5,
      discountPercent: 10,
      netPlaceCents: each,
      totalCents: 5 * each,
    });
    const [invoice] = await database
      .current()
      .query<{ items: { amountCents: number; description: string }[]; total_cents: number }>(
        `select items, total_cents from public.invoices where employer_group_id = $1`,
        [result.value.groupId],
      );
    expect(invoice.items.reduce((sum, item) => sum + item.amountCents, 0)).toBe(Number(invoice.total_cents));
    expect(invoice.items[0].description).toContain(`less group discount 10%`);
    expect(result.message).toContain(formatCents(5 * each));
  });

  it('a group larger than the places left is refused before anything is booked', async () => {
    const slotId = await session({ max: 2, daysAhead: 22 });
    const before = await counts();
    const result = await bookGroup(manager, input({ slotId }));
    expect(result).toEqual({ ok: false, message: groupBookingMessages.notEnoughPlaces(2, 3) });
    expect(await counts()).toEqual(before);
    expect(await places(slotId)).toBe(0);
  });

  it('two presses at once book the group once', async () => {
    const slotId = await session({ max: 10, daysAhead: 23 });
    const results = await Promise.all([
      bookGroup(manager, input({ slotId, workerIds: [crew[0], crew[8]] })),
      bookGroup(manager, input({ slotId, workerIds: [crew[0], crew[8]] })),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await places(slotId)).toBe(2);
  });

  it('"any session" takes the first session of the ticket at the location with room for everyone', async () => {
    const full = await session({ max: 1, daysAhead: 2, location: 'Bowen Basin' });
    await session({ max: 10, daysAhead: 3, location: 'Bowen Basin', course: 'Provide First Aid' });
    const roomy = await session({ max: 10, daysAhead: 4, location: 'Bowen Basin' });
    const result = await bookGroup(
      manager,
      input({ workerIds: [crew[4], crew[5]], unitCode: 'RIIWHS204E', location: 'Bowen Basin' }),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.value.slotId).toBe(roomy);
    expect(await places(full)).toBe(0);
    const none = await bookGroup(
      manager,
      input({ workerIds: crew.slice(0, 2), unitCode: 'RIIWHS202E', location: 'Port Macquarie' }),
    );
    expect(none).toMatchObject({ ok: false });
    expect(!none.ok && none.message).toContain(
      'No session of Confined space at Port Macquarie has 2 places left',
    );
  });

  it('a second employer\u2019s manager books nothing of the first\u2019s, and cannot read its page', async () => {
    const slotId = await session({ daysAhead: 24 });
    expect(await bookGroup(otherManager, input({ slotId }))).toEqual({
      ok: false,
      message: employerMessages.notFound,
    });
    // Their own employer's id with the first employer's workers: not their crew.
    expect(await bookGroup(otherManager, input({ employerId: otherEmployerId, slotId }))).toEqual({
      ok: false,
      message: groupBookingMessages.unknownWorkers,
    });
    expect(await groupBookingPage(otherManager, employerId)).toBeNull();
    expect(await holdPlaces(otherManager, { employerId, slotId, places: 1 })).toEqual({
      ok: false,
      message: employerMessages.notFound,
    });
    expect(await places(slotId)).toBe(0);
    // Under RLS the second manager reads none of the first employer's bookings, groups or invoices.
    const seen = await withUser(otherManager, (db) =>
      db.query<{ n: number }>(
        `select ((select count(*) from public.booking_requests where employer_id = $1)
               + (select count(*) from public.employer_group_bookings where employer_id = $1)
               + (select count(*) from public.invoices where employer_id = $1))::int as n`,
        [employerId],
      ),
    );
    expect(seen[0].n).toBe(0);
    const mine = await withUser(manager, (db) =>
      db.query<{ n: number }>(
        'select count(*)::int as n from public.booking_requests where employer_id = $1',
        [employerId],
      ),
    );
    expect(mine[0].n).toBeGreaterThan(0);
    // Their own crew books fine.
    const own = await bookGroup(
      otherManager,
      input({ employerId: otherEmployerId, workerIds: otherCrew, slotId }),
    );
    expect(own.ok).toBe(true);
  });

  it('a forged session, a hold of no places and a hold of the whole county are refused', async () => {
    expect(await bookGroup(manager, input({ slotId: '00000000-0000-4000-8000-000000000000' }))).toEqual({
      ok: false,
      message: groupBookingMessages.sessionGone,
    });
    const slotId = await session({ daysAhead: 29 });
    for (const count of [0, -3, 1.5, 51])
      expect(await holdPlaces(manager, { employerId, slotId, places: count })).toEqual({
        ok: false,
        message: groupBookingMessages.holdSize,
      });
    expect(await places(slotId)).toBe(0);
  });

  it('a session that has started is refused', async () => {
    const [row] = await database.current().query<{ id: string }>(
      `insert into public.availability_slots (date, start_time, end_time, course_name, location, max_students)
       values ((now() at time zone 'Australia/Sydney')::date - 1, '09:00', '17:00', 'Work Safely at Heights', 'Mackay', 10)
       returning id`,
    );
    expect(await bookGroup(manager, input({ slotId: row.id }))).toEqual({
      ok: false,
      message: groupBookingMessages.sessionStarted,
    });
  });

  it('held places count as taken for everyone else, are booked into first, lapse, and can be given back', async () => {
    const slotId = await session({ max: 4, daysAhead: 25 });
    const held = await holdPlaces(manager, { employerId, slotId, places: 3 });
    expect(held.ok && held.message).toContain('3 places held for you');
    expect(await places(slotId)).toBe(3);
    // Another employer sees one place left.
    expect(
      await bookGroup(otherManager, input({ employerId: otherEmployerId, workerIds: otherCrew, slotId })),
    ).toEqual({
      ok: false,
      message: groupBookingMessages.notEnoughPlaces(1, 2),
    });
    expect(await holdPlaces(otherManager, { employerId: otherEmployerId, slotId, places: 2 })).toEqual({
      ok: false,
      message: groupBookingMessages.holdTooBig(1),
    });
    // The holder books four: its three held places and the last free one.
    const booked = await bookGroup(manager, input({ slotId, workerIds: crew.slice(0, 4) }));
    expect(booked.ok).toBe(true);
    expect(await places(slotId)).toBe(4);
    const live = await database
      .current()
      .query('select id from public.employer_place_holds where slot_id = $1 and released_at is null', [
        slotId,
      ]);
    expect(live).toHaveLength(0);

    // A hold past its time counts no more once the sweep has run.
    const later = await session({ max: 4, daysAhead: 26 });
    const second = await holdPlaces(manager, { employerId, slotId: later, places: 2 });
    expect(second.ok).toBe(true);
    await database.current().query(
      `update public.employer_place_holds set held_at = now() - interval '3 days', expires_at = now() - interval '1 minute'
          where slot_id = $1`,
      [later],
    );
    expect(await places(later)).toBe(2);
    await releaseLapsedHolds();
    expect(await places(later)).toBe(0);

    // A second hold adds its places and keeps the first one's time: adding a place never keeps a hold alive.
    await holdPlaces(manager, { employerId, slotId: later, places: 1 });
    await database.current().query(
      `update public.employer_place_holds set expires_at = now() + interval '1 hour'
          where slot_id = $1 and released_at is null`,
      [later],
    );
    const added = await holdPlaces(manager, { employerId, slotId: later, places: 1 });
    expect(added.ok && added.message).toContain('2 places held for you');
    const [kept] = await database.current().query<{ minutes: number; places: number }>(
      `select round(extract(epoch from expires_at - now()) / 60)::int as minutes, places
           from public.employer_place_holds where slot_id = $1 and released_at is null`,
      [later],
    );
    expect(kept.places).toBe(2);
    expect(kept.minutes).toBeGreaterThan(55);
    expect(kept.minutes).toBeLessThanOrEqual(60);

    // Given back by hand; a second release is told it is gone.
    const page = await groupBookingPage(manager, employerId);
    const hold = page!.holds.find((item) => item.slotId === later)!;
    expect(await releaseHold(otherManager, { employerId, holdId: hold.id })).toEqual({
      ok: false,
      message: employerMessages.notFound,
    });
    expect((await releaseHold(manager, { employerId, holdId: hold.id })).ok).toBe(true);
    expect(await places(later)).toBe(0);
    expect(await releaseHold(manager, { employerId, holdId: hold.id })).toEqual({
      ok: false,
      message: groupBookingMessages.holdGone,
    });
  });

  it('cancelling workers of a group credits the one invoice worker by worker', async () => {
    const slotId = await session({ max: 10, daysAhead: 27 });
    const result = await bookGroup(manager, input({ slotId, workerIds: crew.slice(6, 8) }));
    if (!result.ok) throw new Error(result.message);
    const ids = await database
      .current()
      .query<{ id: string }>('select id from public.booking_requests where employer_group_id = $1', [
        result.value.groupId,
      ]);
    for (const { id } of ids) {
      await withService('test: cancel a worker', async (db) => {
        await db.query(`update public.booking_requests set status = 'cancelled' where id = $1`, [id]);
        await settleInFull(db, id);
      });
    }
    const notes = await database.current().query<{ total_cents: number; employer_id: string }>(
      `select n.total_cents, n.employer_id from public.invoices n
         join public.invoices i on i.id = n.credits_invoice_id where i.employer_group_id = $1`,
      [result.value.groupId],
    );
    expect(notes).toHaveLength(2);
    expect(notes.every((note) => note.employer_id === employerId)).toBe(true);
    const [invoice] = await database
      .current()
      .query<{ status: string }>(
        `select status from public.invoices where employer_group_id = $1 and kind = 'invoice'`,
        [result.value.groupId],
      );
    expect(invoice.status).toBe('credited');
  });

  it('on-site training is a request to the account manager, for eight or more', async () => {
    const request = {
      employerId,
      unitCode: 'RIIWHS204E',
      site: 'Mackay yard',
      preferredDates: 'March shutdown',
      notes: '',
    };
    expect(await requestOnSite(manager, { ...request, workers: 7 })).toEqual({
      ok: false,
      message: groupBookingMessages.onSiteTooFew,
    });
    expect(await requestOnSite(otherManager, { ...request, workers: 12 })).toEqual({
      ok: false,
      message: employerMessages.notFound,
    });
    const sent = await requestOnSite(manager, { ...request, workers: 12 });
    expect(sent.ok && sent.message).toContain('Your request is with Alex Account');
    await settleAfter();
    const mail = smtp.messages.find((message) => message.subject.startsWith('On-site training request'));
    expect(mail?.to).toContain(staff.user.email);
    expect(mail?.text).toContain('Heights (RIIWHS204E)');
    expect(mail?.text).toContain('March shutdown');
  });

  it('the form action: no worker ticked or no PO is told beside the field; a post for another employer is refused', async () => {
    const slotId = await session({ daysAhead: 28 });
    await actAs(manager);
    const empty = new FormData();
    empty.append('employerId', employerId);
    empty.append('slot', slotId);
    const refused = await bookGroupFormAction(null, empty);
    expect(refused).toMatchObject({ ok: false });
    expect(refused && !refused.ok && refused.fieldErrors).toMatchObject({
      workerId: groupBookingMessages.noWorkers,
      purchaseOrder: expect.any(String),
    });
    const form = new FormData();
    form.append('employerId', employerId);
    form.append('workerId', crew[8]);
    form.append('slot', 'any');
    form.append('purchaseOrder', 'PO-1');
    form.append('accountsEmail', 'payables@coalface.example.com');
    const needsTicket = await bookGroupFormAction(null, form);
    expect(needsTicket && !needsTicket.ok && needsTicket.fieldErrors?.slot).toContain(
      'choose the ticket and the location',
    );
    form.set('slot', slotId);
    const booked = await bookGroupFormAction(null, form);
    expect(booked).toMatchObject({ ok: true });
    await actAs(otherManager);
    form.set('workerId', crew[7]);
    expect(await bookGroupFormAction(null, form)).toMatchObject({
      ok: false,
      message: employerMessages.notFound,
    });
  });
});
