import fc from 'fast-check';
import { afterAll, beforeAll, expect, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { withService } from '@/lib/db';
import { isKnownPriceItem } from '@/lib/rules/price-book';
import { storeBookingRequest } from '@/lib/server/bookings';
import { createSlot } from '@/lib/server/slots';
import { bookingFormDefaults, bookingSchema, type BookingInput } from '@/lib/validation/booking';
import { slotFormDefaults, slotSchema, type SlotInput } from '@/lib/validation/slot';
import { SOON } from '@/tests/support/preferred-date';
import { useSmtpServer } from '@/tests/support/smtp';

import { type Backend, createUser, useTestDatabase } from './database';
import { asRequest } from './request-scope';

/*
 * What the fuzz files (fuzz-actions*.test.ts) share: the arbitraries a forged request is drawn from, a valid payload
 * per action to mutate, and the world each file runs in. The test files must mock next/headers and next/cache
 * before importing this (vi.mock is hoisted in them).
 */

/**
 * Payloads per property. `npm test` runs the integration suite on PGlite and then on PostgreSQL and sets
 * FUZZ_RUNS=300 for each (scripts/test-all.sh): every property meets 600 payloads a run, 300 on each backend with
 * its own seed. Every run draws new ones, so CI runs add up. Run alone, a backend gets 1,000.
 */
export const RUNS = Number(process.env.FUZZ_RUNS) || 1000;

export const attacks = fc.constantFrom(
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; drop table public.availability_slots; --",
  "' or '1'='1",
  '1; select pg_sleep(5)',
  '$1',
  '\u0000',
  'null\u0000byte',
  '\u202e\u200b\ufeff',
  '𝕏😀👩‍👩‍👧‍👦',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  ' ',
  '',
);

export const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom('A', 'é', '😀', '<', "'"))
  .map(([length, unit]) => unit.repeat(length));

export const oddValues = fc.constantFrom<unknown>(
  null,
  undefined,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  0,
  -1,
  2 ** 53,
  true,
  false,
  [],
  {},
  [[[]]],
  new Date(Number.NaN),
  10n ** 30n,
  new Map([['email', 'a@b.co']]),
  new Set(['x']),
  new Uint8Array(4),
);

/** Anything a forged request could carry in one field. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: attacks, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: oddValues, weight: 3 },
  {
    arbitrary: fc.anything({
      maxDepth: 2,
      maxKeys: 4,
      stringUnit: 'binary',
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withTypedArray: true,
      withSparseArray: true,
    }),
    weight: 3,
  },
);

/** A valid payload with some fields replaced, dropped or added, or not an object at all. */
export function mutationsOf(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(base);
  // One bad field in an otherwise valid payload reaches the deepest checks, so it gets the most weight.
  const single = fc
    .constantFrom(...keys)
    .chain((key) => anyValue.map((value) => ({ ...base, [key]: value })));
  const replaced = fc
    .dictionary(fc.constantFrom(...keys), anyValue, { minKeys: 1, maxKeys: Math.min(3, keys.length) })
    .map((changes) => ({ ...base, ...changes }));
  const dropped = fc
    .subarray(keys, { minLength: 1 })
    .map((drop) => Object.fromEntries(Object.entries(base).filter(([key]) => !drop.includes(key))));
  const extended = fc
    .tuple(replaced, fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 3 }))
    .map(([payload, extra]) => ({ ...extra, ...payload }));
  return fc.oneof(
    { arbitrary: single, weight: 5 },
    { arbitrary: replaced, weight: 3 },
    { arbitrary: dropped, weight: 1 },
    { arbitrary: extended, weight: 1 },
    { arbitrary: anyValue, weight: 2 },
  );
}

export const ids = (real: () => string[]) =>
  fc.oneof(
    { arbitrary: fc.uuid(), weight: 3 },
    { arbitrary: fc.constant(null).map(() => real()[0]), weight: 1 },
    { arbitrary: anyValue, weight: 4 },
  );

export const validBooking: BookingInput = {
  ...bookingFormDefaults,
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'fuzz.booking@example.com',
  phone: '0491 570 110',
  usi: '2234 5678 9n',
  idDocuments: [{ name: 'passport.pdf', size: 120_000, type: 'application/pdf' }],
  course: 'Provide First Aid',
  trainingLevel: 'experienced',
  deliveryMethod: 'blended',
  requiresAssistance: 'yes',
  assistanceDetails: 'Large print, please',
  preferredLocation: 'mackay',
  preferredDate: SOON,
  message: 'Two of us.',
};
export const validSlot: SlotInput = {
  ...slotFormDefaults,
  date: '2030-05-06',
  course_name: 'Fuzz course',
  location: 'mackay',
};
export const validSignIn = { email: 'fuzz.person@example.com', password: 'correct-horse-battery' };
export const validSignUp = {
  ...validSignIn,
  confirmPassword: 'correct-horse-battery',
  firstName: 'Fuzz',
  lastName: 'Person',
};
export const validEnquiry = {
  name: 'Fuzz Person',
  email: 'fuzz.enquiry@example.com',
  phone: '0400 123 456',
  courseInterested: 'Work Safely at Heights',
  enquiry: 'Do you run this in Mackay?',
};
export const validSignup = { email: 'fuzz.signup@example.com', firstName: 'Fuzz', source: 'homepage' };
export const validPrice = { itemType: 'unit', itemId: 'RIIWHS204E', level: 'standard', price: 150 };
export const validCampaign = { subject: 'March dates', body: 'New dates for Mackay in March.' };
// An id no campaign has: even a valid payload changes nothing.
export const validSend = { id: '7d0f3c1e-5b2a-4c8e-9f1d-2a3b4c5d6e7f', audience: 'all' };

/** A price the admin meant: a whole number of dollars (or its digits as typed), 0 to 100,000, of a known item. */
export function isMeantPrice(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const { itemType, itemId, level, price } = input as Record<string, unknown>;
  if (itemType !== 'unit' && itemType !== 'package') return false;
  if (level !== 'standard' && level !== 'experienced') return false;
  if (typeof itemId !== 'string' || !isKnownPriceItem(itemType, itemId.trim(), level)) return false;
  const value =
    typeof price === 'number'
      ? price
      : typeof price === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(price)
        ? Number(price)
        : Number.NaN;
  return Number.isInteger(value) && value >= 0 && value <= 100_000;
}

export const TABLES = [
  'public.availability_slots',
  'public.booking_requests',
  'public.mail_outbox',
  'public.enquiries',
  'public.newsletter_subscribers',
  'public.reviews',
  'public.price_overrides',
  'public.mail_campaigns',
  'public.assessment_attempts',
  'public.learning_progress',
  'public.rate_limits',
  'public.user_roles',
  'public.auth_tokens',
  'auth.users',
];

export type Role = 'visitor' | 'user' | 'collaborator' | 'admin';
export type People = Record<Role, Session | null>;

/**
 * The people, records, mail server and checks every fuzz file shares, set up once per file and backend: a user, a
 * collaborator and an admin, one slot, one booking request and one review to aim real ids at.
 */
export function setUpFuzzWorld(backend: Backend) {
  // A vitest helper named like a hook: it registers beforeAll/afterAll, no React involved.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const database = useTestDatabase(backend);
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const smtp = useSmtpServer();
  const people = { visitor: null } as People;
  const roles: readonly Role[] = ['visitor', 'user', 'collaborator', 'admin'];
  const slotIds: string[] = [];
  const bookingIds: string[] = [];
  const reviewIds: string[] = [];
  const logged: string[] = [];

  beforeAll(async () => {
    for (const method of ['log', 'info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((arg) => String(arg)).join(' '));
      });
    const db = database.current();
    people.user = await createUser(db);
    people.collaborator = await createUser(db, { role: 'collaborator' });
    people.admin = await createUser(db, { role: 'admin' });
    const slot = await createSlot(people.admin, slotSchema.parse(validSlot));
    if (!slot.ok) throw new Error('setup: slot');
    slotIds.push(slot.slot.id);
    bookingIds.push((await storeBookingRequest(bookingSchema.parse(validBooking))).id);
    const [review] = await withService('fuzz setup', (tx) =>
      tx.query<{ id: string }>(
        `insert into public.reviews (user_id, customer_name, rating, review_text, is_published)
         values ($1, 'Fuzz', 5, 'A review to hide and show.', true) returning id`,
        [people.user!.user.id],
      ),
    );
    reviewIds.push(review.id);
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  async function snapshot(ignore: readonly string[] = []): Promise<string[]> {
    const out: string[] = [];
    for (const table of TABLES.filter((name) => !ignore.includes(name))) {
      const [row] = await database
        .current()
        .query<{ count: number; hash: string }>(
          `select count(*)::integer as count, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as hash from ${table} t`,
        );
      out.push(`${table} ${row.count} ${row.hash}`);
    }
    return out;
  }

  /** Runs the property, then checks that no table changed and no mail went out. */
  async function unchanged<Ts>(
    property: fc.IAsyncProperty<Ts>,
    examples: Ts[] = [],
    ignore: readonly string[] = [],
  ) {
    const before = await snapshot(ignore);
    smtp.clear();
    await fc.assert(property, { numRuns: RUNS, examples });
    expect(await snapshot(ignore)).toEqual(before);
    expect(smtp.messages).toHaveLength(0);
  }

  const as = <T>(role: Role, fn: () => Promise<T>) => asRequest(people[role], fn, { ip: '192.0.2.77' });
  let fuzzIp = 0;
  /** A new documentation address each call: the link actions' rate limit must not be what refuses them. */
  const nextFuzzIp = () => `198.51.100.${(fuzzIp++ % 250) + 1}`;
  const isStaff = (role: Role) => role === 'admin' || role === 'collaborator';

  return {
    database,
    people,
    roles,
    slotIds,
    bookingIds,
    reviewIds,
    logged,
    snapshot,
    unchanged,
    as,
    nextFuzzIp,
    isStaff,
  };
}
