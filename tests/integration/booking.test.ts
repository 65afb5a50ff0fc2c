import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { SESSION_COOKIE } from '@/lib/auth/jwt';
import { resetAuthSecretCache } from '@/lib/auth/secret';
import type { Session } from '@/lib/auth/types';
import { BOOKING_REFERENCE_PATTERN, storeBookingRequest } from '@/lib/server/bookings';
import { resetEnvCache } from '@/lib/env';
import {
  INBOX_PAGE_SIZE,
  listBookingRequests,
  listEnquiries,
  parseInboxCursor,
  setHandled,
} from '@/lib/server/staff-inbox';
import { usiMessages } from '@/lib/rules/usi';
import { bookingFormDefaults, bookingSchema, type BookingInput } from '@/lib/validation/booking';

import { attempt, backends, createUser, useTestDatabase } from './helpers/database';
import { defaultRequest, revalidated } from './helpers/request-scope';
import { sessionTokenFor } from './helpers/session-token';

import { SOON } from '@/tests/support/preferred-date';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

// The client's address of this file's requests.
defaultRequest.ip = '203.0.113.80';
const jar = defaultRequest.cookies;

const { submitBookingAction, submitBookingFormAction } = await import('@/app/booking/actions');
const { setHandledAction } = await import('@/app/staff/actions');

let counter = 0;
function request(overrides: Partial<BookingInput> = {}): BookingInput {
  counter += 1;
  return {
    ...bookingFormDefaults,
    firstName: 'Jordan',
    lastName: 'Lee',
    email: `learner-${counter}-${Date.now()}@example.com`,
    phone: '0491 570 110',
    usi: '2234 5678 9n',
    idDocuments: [
      { name: 'passport.pdf', size: 120_000, type: 'application/pdf' },
      { name: 'licence.jpg', size: 90_000, type: 'image/jpeg' },
    ],
    course: 'Provide First Aid',
    trainingLevel: 'experienced',
    deliveryMethod: 'blended',
    requiresAssistance: 'yes',
    assistanceDetails: 'Large print, please',
    preferredLocation: 'mackay',
    preferredDate: SOON,
    message: 'Two of us from the same crew.',
    ...overrides,
  };
}

describe.each(backends())('booking requests (%s)', (backend) => {
  const database = useTestDatabase(backend);
  let staff: Session;
  let user: Session;

  beforeAll(async () => {
    resetAuthSecretCache();
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    staff = await createUser(database.current(), { role: 'collaborator' });
    user = await createUser(database.current());
  });

  afterAll(() => {
    vi.restoreAllMocks();
    resetAuthSecretCache();
  });

  afterEach(() => {
    delete process.env.RATE_LIMIT_MULTIPLIER;
    resetEnvCache();
  });

  async function rowsFor(email: string) {
    return database.current().query<Record<string, unknown>>(
      `select reference, first_name, email, usi, usi_exempt, id_documents_count, course, training_level, delivery_method,
              requires_assistance, assistance_details, preferred_date, preferred_location, message, state, handled
       from public.booking_requests where email = $1`,
      [email],
    );
  }

  it('stores a valid request with a reference number and the routed state, never the files', async () => {
    defaultRequest.ip = '203.0.113.81';
    const input = request();
    const result = await submitBookingAction(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.reference).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(await rowsFor(input.email)).toEqual([
      {
        reference: result.data.reference,
        first_name: 'Jordan',
        email: input.email,
        usi: '223456789N',
        usi_exempt: false,
        id_documents_count: 2,
        course: 'Provide First Aid',
        training_level: 'experienced',
        delivery_method: 'blended',
        requires_assistance: true,
        assistance_details: 'Large print, please',
        preferred_date: SOON,
        preferred_location: 'Mackay',
        message: 'Two of us from the same crew.',
        state: 'QLD',
        handled: false,
      },
    ]);
  });

  it('as a form action: a form posted without JavaScript is stored and answered with the e-mail to send', async () => {
    defaultRequest.ip = '203.0.113.82';
    const input = request();
    const form = new FormData();
    for (const [name, value] of Object.entries(input)) {
      if (typeof value === 'string') form.set(name, value);
    }
    form.delete('assistanceDetails');
    form.set('requiresAssistance', 'no');
    // The files themselves, as a browser without JavaScript sends them: only their names, sizes and types are kept.
    form.append('idDocumentFiles', new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' }));
    form.append(
      'idDocumentFiles',
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'licence.jpg', { type: 'image/jpeg' }),
    );
    form.set('website', '');
    const state = await submitBookingFormAction(null, form);
    expect(state).toMatchObject({ ok: true, values: { email: input.email } });
    expect(state?.sent?.reference).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(state?.sent?.mailto).toMatch(/^mailto:/);
    expect(await rowsFor(input.email)).toMatchObject([{ id_documents_count: 2, requires_assistance: false }]);
  });

  it('as a form action: a refused form keeps what was typed and names the field, and stores nothing', async () => {
    defaultRequest.ip = '203.0.113.83';
    const form = new FormData();
    form.set('firstName', 'Jordan');
    form.set('email', 'not-an-address');
    const state = await submitBookingFormAction(null, form);
    expect(state).toMatchObject({ ok: false, code: 'invalid', values: { firstName: 'Jordan' } });
    expect(state && !state.ok && state.fieldErrors.email).toBeTruthy();
    expect(state?.sent).toBeUndefined();
  });

  it('as a form action: anything but a form is refused, never a 500', async () => {
    expect(await submitBookingFormAction(null, { email: 'x' } as unknown as FormData)).toMatchObject({
      ok: false,
      code: 'invalid',
    });
  });

  it('stores a USI exemption without a USI, routed to NSW by default', async () => {
    defaultRequest.ip = '203.0.113.82';
    const input = request({
      usi: '',
      usiExempt: true,
      preferredLocation: '',
      message: '',
      requiresAssistance: 'no',
    });
    expect(await submitBookingAction(input)).toMatchObject({ ok: true });
    expect(await rowsFor(input.email)).toEqual([
      expect.objectContaining({
        usi: null,
        usi_exempt: true,
        state: 'NSW',
        message: null,
        assistance_details: null,
        preferred_location: null,
      }),
    ]);
  });

  it.each([
    ['a wrong USI check character', { usi: '223456789A' }, 'usi', usiMessages.checkCharacter],
    ['a USI with a forbidden letter', { usi: '22345678ON' }, 'usi', usiMessages.characters],
    [
      'no ID documents',
      { idDocuments: [] },
      'idDocuments',
      'Please choose your ID documents (100 points of ID)',
    ],
    [
      'a Word file as ID',
      { idDocuments: [{ name: 'id.docx', size: 5, type: 'application/msword' }] },
      'idDocuments.0',
      'ID documents must be PDF, JPG, JPEG or PNG files',
    ],
    [
      'an unknown delivery method',
      { deliveryMethod: 'carrier-pigeon' },
      'deliveryMethod',
      'Please select a delivery method',
    ],
    [
      'an unknown location',
      { preferredLocation: 'Sydney' },
      'preferredLocation',
      'Please choose one of our five locations',
    ],
    ['a bad e-mail address', { email: 'nobody' }, 'email', 'Please enter a valid email address'],
  ] as const)('rejects %s and stores nothing', async (_label, overrides, field, message) => {
    defaultRequest.ip = '203.0.113.83';
    const input = request(overrides as Partial<BookingInput>);
    const result = await submitBookingAction(input);
    expect(result).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { [field]: message } });
    expect(await rowsFor(input.email)).toEqual([]);
  });

  it('rejects forged payloads of the wrong shape', async () => {
    for (const forged of [
      null,
      'text',
      { ...request(), firstName: 42 },
      { ...request(), usiExempt: 'yes' },
    ]) {
      expect(await submitBookingAction(forged as unknown as BookingInput)).toMatchObject({
        ok: false,
        code: 'invalid',
      });
    }
  });

  it('does not store what a bot puts in the honeypot', async () => {
    defaultRequest.ip = '203.0.113.84';
    const input = request();
    expect(await submitBookingAction({ ...input, website: 'https://spam.example' })).toMatchObject({
      ok: false,
      code: 'error',
    });
    expect(await rowsFor(input.email)).toEqual([]);
  });

  it('rate limits requests per e-mail address and client; the visitor is told to send the e-mail instead', async () => {
    const email = `busy-${Date.now()}@example.com`;
    const results = [];
    defaultRequest.ip = '198.51.100.1';
    for (let index = 0; index < 6; index += 1) results.push(await submitBookingAction(request({ email })));
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true);
    expect(results[5]).toMatchObject({
      ok: false,
      code: 'rate-limited',
      message: expect.stringMatching(/^Too many attempts/),
    });
    expect(await rowsFor(email)).toHaveLength(5);
    // Someone else's requests for that address do not lock it out for another client.
    defaultRequest.ip = '198.51.100.2';
    expect(await submitBookingAction(request({ email }))).toMatchObject({ ok: true });
  });

  it('the database refuses a malformed row even if validation were skipped', async () => {
    const data = bookingSchema.parse(request());
    await expect(storeBookingRequest({ ...data, usi: 'BAD' })).rejects.toMatchObject({ code: '23514' });
    await expect(storeBookingRequest({ ...data, trainingLevel: 'expert' as never })).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('nobody can insert booking requests through the API roles, and only staff read them', async () => {
    const insert = `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi, course, training_level, delivery_method)
                    values ('BR-FORGED', 'A', 'B', 'a@example.com', '0491570110', '223456789N', 'X', 'full-training', 'face-to-face') returning id`;
    for (const session of [null, user, staff]) {
      expect(await attempt(session, insert)).toMatchObject({ ok: false, code: '42501' });
    }
    expect(await attempt(user, 'select id from public.booking_requests')).toEqual({ ok: true, rows: [] });
    expect(await attempt(null, 'select id from public.booking_requests')).toMatchObject({ ok: false });
  });

  it('staff page through requests and enquiries 50 at a time by cursor: each once, newest first, ties and arrivals included', async () => {
    const db = database.current();
    // 120 requests, 40 of them created at one instant (the cursor's key breaks the tie), all newer than the rest.
    await db.query(
      `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course,
         training_level, delivery_method, created_at, handled)
       select 'BR-PAGE' || lpad(n::text, 3, '0'), 'Page', 'Learner', 'page@example.com', '0491570110', true, 'Paging',
         'full-training', 'face-to-face',
         case when n <= 40 then timestamptz '2099-01-01 10:00:00.123456+00'
              else timestamptz '2099-01-01 09:00:00+00' - make_interval(secs => n) end,
         n % 3 = 0
         from generate_series(1, 120) n`,
    );
    await db.query(
      `insert into public.enquiries (name, email, course_interested, enquiry, state, created_at)
       select 'Page ' || n, 'page@example.com', 'Paging', 'Paged enquiry', 'NSW',
              timestamptz '2099-01-01 10:00:00+00' - make_interval(secs => n % 7)
         from generate_series(1, 60) n`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof listBookingRequests>> = await listBookingRequests(staff, cursor);
      expect(page.items.length).toBeLessThanOrEqual(INBOX_PAGE_SIZE);
      seen.push(
        ...page.items.filter((item) => item.reference.startsWith('BR-PAGE')).map((item) => item.reference),
      );
      // A request arriving while staff page back shifts nothing on the pages after the cursor.
      if (pages === 0)
        await storeBookingRequest(bookingSchema.parse(request({ course: 'Arrived while paging' })));
      cursor = page.older;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    // The 40 of one instant come first, by reference descending; then the older ones, newest first.
    expect(seen.slice(0, 3)).toEqual(['BR-PAGE040', 'BR-PAGE039', 'BR-PAGE038']);
    expect(seen.slice(40, 42)).toEqual(['BR-PAGE041', 'BR-PAGE042']);
    // The open count is the whole list's, not the page's.
    const first = await listBookingRequests(staff);
    const [{ open }] = await db.query<{ open: number }>(
      'select count(*)::int as open from public.booking_requests where not handled',
    );
    expect(first.open).toBe(Number(open));
    expect(first.items.filter((item) => !item.handled).length).toBeLessThanOrEqual(first.open);

    const enquiries: string[] = [];
    let enquiryCursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listEnquiries>> = await listEnquiries(staff, enquiryCursor);
      enquiries.push(
        ...page.items.filter((item) => item.courseInterested === 'Paging').map((item) => item.id),
      );
      enquiryCursor = page.older;
    } while (enquiryCursor);
    expect(new Set(enquiries).size).toBe(60);

    // A made-up cursor is the newest page, never an error.
    for (const forged of [
      "2099-01-01|x' or 1=1 --",
      'nonsense',
      '|BR-1',
      'x'.repeat(500),
      '2099-02-30 10:00:00+00|BR-1',
      '2099-01-01 25:61:00+00|BR-1',
    ])
      expect((await listBookingRequests(staff, forged)).items[0]?.reference).toBe(first.items[0]?.reference);
    expect(parseInboxCursor('2099-01-01 10:00:00.123456+00|BR-PAGE001')).toEqual({
      at: '2099-01-01 10:00:00.123456+00',
      key: 'BR-PAGE001',
    });
    await db.query(`delete from public.booking_requests where reference like 'BR-PAGE%'`);
    await db.query(`delete from public.enquiries where course_interested = 'Paging'`);
  });

  it('staff list requests newest first and toggle handled; a user cannot', async () => {
    const first = await storeBookingRequest(bookingSchema.parse(request({ course: 'Older request' })));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await storeBookingRequest(bookingSchema.parse(request({ course: 'Newer request' })));
    const { items: list } = await listBookingRequests(staff);
    const positions = [second.reference, first.reference].map((reference) =>
      list.findIndex((item) => item.reference === reference),
    );
    expect(positions[0]).toBeGreaterThanOrEqual(0);
    expect(positions[0]).toBeLessThan(positions[1]);
    expect(list[positions[0]]).toMatchObject({
      course: 'Newer request',
      handled: false,
      idDocumentsCount: 2,
    });

    expect(await setHandled(user, 'booking', second.id, true)).toBe(false);
    expect(await setHandled(staff, 'booking', second.id, true)).toBe(true);
    expect((await listBookingRequests(staff)).items.find((item) => item.id === second.id)?.handled).toBe(
      true,
    );
    expect(await listBookingRequests(user)).toEqual({ items: [], open: 0, older: null });
    expect((await listEnquiries(staff)).items).toEqual(expect.any(Array));

    jar.clear();
    jar.set(SESSION_COOKIE, await sessionTokenFor(user, 'admin'));
    expect(await setHandledAction({ kind: 'booking', id: first.id, handled: true })).toMatchObject({
      ok: false,
    });
    jar.set(SESSION_COOKIE, await sessionTokenFor(staff, 'collaborator'));
    expect(await setHandledAction({ kind: 'booking', id: first.id, handled: true })).toMatchObject({
      ok: true,
    });
    expect(await setHandledAction({ kind: 'booking', id: 'not-a-uuid', handled: true })).toMatchObject({
      ok: false,
    });
    expect(revalidated).toContain('/staff');
  });
});
