import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { brandAssets } from '@/content/brand';
import { questionBanks } from '@/content/learning/questions';
import { modulesForUnit } from '@/content/learning/elearning';
import { isUnitCode, unitCodes } from '@/content/learning/units';
import { locations } from '@/content/locations';
import { promotionalItems } from '@/content/marketing-assets';
import { parseAnswerSheet, isComplete } from '@/lib/rules/assessment';
import { SESSION_COOKIE, signSessionToken } from '@/lib/auth/jwt';
import { safeNextPath } from '@/lib/auth/next-path';
import { resetAuthSecretCache } from '@/lib/auth/secret';
import type { Session } from '@/lib/auth/types';
import { storeBookingRequest } from '@/lib/server/bookings';
import { NOT_SIGNED_IN_MESSAGE, NO_PERMISSION_MESSAGE } from '@/lib/rules/calendar-messages';
import { CAMPAIGN_FORBIDDEN_MESSAGE, createCampaignDraft } from '@/lib/server/campaigns';
import { withService } from '@/lib/db';
import { resetEnvCache, siteUrl } from '@/lib/env';
import { honeypotFilled } from '@/lib/rules/honeypot';
import { normaliseCompleted } from '@/lib/rules/learning-progress';
import { isKnownPriceItem } from '@/lib/rules/price-book';
import { clearPriceOverride, PRICE_FORBIDDEN_MESSAGE, setPriceOverride } from '@/lib/server/price-overrides';
import { createSlot } from '@/lib/server/slots';
import { signInSchema, signUpSchema } from '@/lib/validation/auth';
import { bookingFormDefaults, bookingSchema, type BookingInput } from '@/lib/validation/booking';
import { campaignSchema } from '@/lib/validation/campaign';
import { enquirySchema } from '@/lib/validation/enquiry';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { priceItemSchema } from '@/lib/validation/price-override';
import { slotFormDefaults, slotSchema, type SlotInput } from '@/lib/validation/slot';
import { startSmtpServer, type TestSmtp } from '@/tests/support/smtp';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { asRequest, withCookies } from './helpers/request-scope';

import { preferredDateRange } from '@/lib/validation/booking';

// A preferred date must be today or later on the provider's clock and within two years.
const SOON = preferredDateRange(new Date(Date.now() + 30 * 24 * 3600 * 1000)).first;

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

const { submitBookingAction } = await import('@/app/booking/actions');
const { addSlotAction, updateSlotAction, deleteSlotAction } = await import('@/app/calendar/actions');
const { signInAction, signUpAction } = await import('@/app/auth/actions');
const { signIn, signUp } = await import('@/lib/auth');
const { savePrice, resetPrice } = await import('@/app/courses/pricing-actions');
const campaignActions = await import('@/app/marketing/actions');
const { createCampaign } = campaignActions;
const { submitTheoryAssessment } = await import('@/app/assessments/[unit]/theory/actions');
const { loadProgressAction, saveProgressAction } = await import('@/app/elearning/[unit]/actions');
const {
  setHandledAction,
  confirmBookingAction,
  waitlistBookingAction,
  declineBookingAction,
  cancelPlaceAction,
  cancelSessionAction,
} = await import('@/app/staff/actions');
const { cancelByLinkAction, takeOfferByLinkAction } = await import('@/app/booking/manage/actions');
const { setReviewPublishedAction } = await import('@/app/reviews/actions');
const { sendEnquiryAction } = await import('@/app/contact/actions');
const { subscribeAction } = await import('@/app/newsletter/actions');
const { signOutEverywhereAction } = await import('@/app/account/actions');
const { signOutAction } = await import('@/app/auth/actions');
const { setupDatabaseAction } = await import('@/app/calendar/actions');
const feedRoute = await import('@/app/api/calendar/[feed]/route');
const slotFileRoute = await import('@/app/api/calendar/slots/[id]/route');
const upcomingRoute = await import('@/app/api/upcoming-sessions/route');
const sessionRoute = await import('@/app/api/session/route');
const unsubscribeRoute = await import('@/app/newsletter/unsubscribe/route');
const confirmRoute = await import('@/app/auth/confirm/route');
const businessCardRoute = await import('@/app/api/marketing/business-cards/[state]/[format]/route');
const logoRoute = await import('@/app/api/marketing/logos/[variant]/[format]/route');
const promotionalRoute = await import('@/app/api/marketing/promotional/[item]/route');

/**
 * Random payloads (fast-check) to every server action and route handler that fuzz-forms.test.ts does not cover:
 * wrong types, huge strings, unicode, script tags, SQL fragments, nested objects, Map/Set/Date/BigInt (the server
 * action wire format carries them), null and undefined. Each property runs RUNS times. Nothing may throw, every
 * refusal is a result with ok: false (or a 4xx response), and no table changes (compared by content hash).
 */

const RUNS = 1000;

const attacks = fc.constantFrom(
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

const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: 200_000 }), fc.constantFrom('A', 'é', '😀', '<', "'"))
  .map(([length, unit]) => unit.repeat(length));

const oddValues = fc.constantFrom<unknown>(
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
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
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
function mutationsOf(base: Record<string, unknown>): fc.Arbitrary<unknown> {
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

const ids = (real: () => string[]) =>
  fc.oneof(
    { arbitrary: fc.uuid(), weight: 3 },
    { arbitrary: fc.constant(null).map(() => real()[0]), weight: 1 },
    { arbitrary: anyValue, weight: 4 },
  );

const validBooking: BookingInput = {
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
const validSlot: SlotInput = {
  ...slotFormDefaults,
  date: '2030-05-06',
  course_name: 'Fuzz course',
  location: 'mackay',
};
const validSignIn = { email: 'fuzz.person@example.com', password: 'correct-horse-battery' };
const validSignUp = {
  ...validSignIn,
  confirmPassword: 'correct-horse-battery',
  firstName: 'Fuzz',
  lastName: 'Person',
};
const validEnquiry = {
  name: 'Fuzz Person',
  email: 'fuzz.enquiry@example.com',
  phone: '0400 123 456',
  courseInterested: 'Work Safely at Heights',
  enquiry: 'Do you run this in Mackay?',
};
const validSignup = { email: 'fuzz.signup@example.com', firstName: 'Fuzz', source: 'homepage' };
const validPrice = { itemType: 'unit', itemId: 'RIIWHS204E', level: 'standard', price: 150 };
const validCampaign = { subject: 'March dates', body: 'New dates for Mackay in March.' };
// An id no campaign has: even a valid payload changes nothing.
const validSend = { id: '7d0f3c1e-5b2a-4c8e-9f1d-2a3b4c5d6e7f', audience: 'all' };

/** A price the admin meant: a whole number of dollars (or its digits as typed), 0 to 100,000, of a known item. */
function isMeantPrice(input: unknown): boolean {
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

const TABLES = [
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
  'auth.users',
];

type Role = 'visitor' | 'user' | 'collaborator' | 'admin';
type People = Record<Role, Session | null>;

describe.each(backends())('fuzzing every other server action and route handler (%s)', (backend) => {
  const database = useTestDatabase(backend);
  let smtp: TestSmtp;
  const people = { visitor: null } as People;
  const roles: readonly Role[] = ['visitor', 'user', 'collaborator', 'admin'];
  let slotIds: string[] = [];
  let bookingIds: string[] = [];
  let reviewIds: string[] = [];
  const logged: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    resetEnvCache();
    resetAuthSecretCache();
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
    slotIds = [slot.slot.id];
    bookingIds = [(await storeBookingRequest(bookingSchema.parse(validBooking))).id];
    const [review] = await withService('fuzz setup', (tx) =>
      tx.query<{ id: string }>(
        `insert into public.reviews (user_id, customer_name, rating, review_text, is_published)
         values ($1, 'Fuzz', 5, 'A review to hide and show.', true) returning id`,
        [people.user!.user.id],
      ),
    );
    reviewIds = [review.id];
  });

  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    resetAuthSecretCache();
    vi.restoreAllMocks();
    await smtp.close();
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

  it('booking request action', async () => {
    await unchanged(
      fc.asyncProperty(
        mutationsOf(validBooking).filter((payload) => !bookingSchema.safeParse(payload).success),
        async (payload) => {
          const result = await as('visitor', () => submitBookingAction(payload as BookingInput));
          expect(result).toMatchObject({ ok: false, code: 'invalid', message: expect.any(String) });
        },
      ),
    );
  });

  it.each(['add', 'update', 'delete'] as const)('slot %s action, staff and not', async (operation) => {
    await unchanged(
      fc.asyncProperty(
        fc.constantFrom(...roles),
        ids(() => slotIds),
        mutationsOf(validSlot as Record<string, unknown>),
        async (role, id, payload) => {
          const validInput = slotSchema.safeParse(payload).success;
          const realId = slotIds.includes(id as string);
          // Only what must be refused: valid changes by staff would (rightly) change the slot.
          if (isStaff(role)) {
            if (operation === 'add') fc.pre(!validInput);
            if (operation === 'update') fc.pre(!validInput || !realId);
            if (operation === 'delete') fc.pre(!realId);
          }
          const result = await as(role, (): Promise<{ ok: boolean }> =>
            operation === 'add'
              ? addSlotAction(payload)
              : operation === 'update'
                ? updateSlotAction({ ...(payload as object), id })
                : deleteSlotAction({ id }),
          );
          expect(result).toMatchObject({ ok: false, message: expect.any(String) });
          if (!isStaff(role))
            expect(result).toHaveProperty(
              'detail',
              role === 'visitor' ? NOT_SIGNED_IN_MESSAGE : NO_PERMISSION_MESSAGE,
            );
        },
      ),
    );
  });

  it.each(['signIn', 'signUp', 'signInAction', 'signUpAction'] as const)('%s', async (call) => {
    const schema = call.startsWith('signIn') ? signInSchema : signUpSchema;
    await unchanged(
      fc.asyncProperty(
        fc
          .oneof(mutationsOf(validSignIn), mutationsOf(validSignUp))
          .filter((payload) => !schema.safeParse(payload).success),
        async (payload) => {
          const result = await as('visitor', async (): Promise<{ ok: boolean; message?: string }> => {
            if (call === 'signIn') return signIn(payload, { ip: '192.0.2.78' });
            if (call === 'signUp') return signUp(payload, { ip: '192.0.2.78' });
            if (call === 'signInAction') return signInAction(payload);
            return signUpAction(payload);
          });
          // The sign-up action answers a filled honeypot as if it worked, and stores nothing.
          if (call === 'signUpAction' && honeypotFilled(payload)) expect(result).toMatchObject({ ok: true });
          else expect(result).toMatchObject({ ok: false, message: expect.any(String) });
        },
      ),
    );
  });

  it.each(['setPriceOverride', 'clearPriceOverride', 'savePrice', 'resetPrice'] as const)(
    'price overrides: %s, admins and not',
    async (call) => {
      const sets = call === 'setPriceOverride' || call === 'savePrice';
      // An emptied price field once saved $0: plain coercion read these as 0 or 1.
      const regressions: [Role, unknown][] = sets
        ? ['', '  ', null, true, [], '1e3', '0x10'].map((price) => ['admin', { ...validPrice, price }])
        : [];
      await unchanged(
        fc.asyncProperty(fc.constantFrom(...roles), mutationsOf(validPrice), async (role, payload) => {
          if (role === 'admin')
            fc.pre(sets ? !isMeantPrice(payload) : !priceItemSchema.safeParse(payload).success);
          const result =
            call === 'setPriceOverride'
              ? await setPriceOverride(people[role], payload)
              : call === 'clearPriceOverride'
                ? await clearPriceOverride(people[role], payload)
                : await as(role, () => (call === 'savePrice' ? savePrice(payload) : resetPrice(payload)));
          expect(result).toMatchObject({ ok: false, message: expect.any(String) });
          // The actions refuse anyone but an admin before reading the input (lib/server/action.ts).
          if (role !== 'admin' && call.endsWith('Price'))
            expect(result).toMatchObject({ detail: PRICE_FORBIDDEN_MESSAGE });
        }),
        regressions,
      );
    },
  );

  it.each(['createCampaignDraft', 'createCampaign'] as const)(
    'campaign drafts: %s, admins and not',
    async (call) => {
      await unchanged(
        fc.asyncProperty(fc.constantFrom(...roles), mutationsOf(validCampaign), async (role, payload) => {
          if (role === 'admin') fc.pre(!campaignSchema.safeParse(payload).success);
          const result =
            call === 'createCampaign'
              ? await as(role, () => createCampaign(payload))
              : await createCampaignDraft(people[role], payload);
          expect(result).toMatchObject({ ok: false, message: expect.any(String) });
          if (role !== 'admin' && call === 'createCampaign')
            expect(result).toMatchObject({ detail: CAMPAIGN_FORBIDDEN_MESSAGE });
          else if (role !== 'admin') expect(result.message).toBe(CAMPAIGN_FORBIDDEN_MESSAGE);
        }),
      );
    },
  );

  it.each([
    'sendCampaign',
    'sendCampaignTest',
    'pauseCampaign',
    'resumeCampaign',
    'campaignProgress',
    'countCampaignAudience',
    'cancelCampaignSchedule',
  ] as const)('campaign sending: %s refuses all but admins and never throws', async (name) => {
    const action = campaignActions[name] as (input: unknown) => Promise<{ ok: boolean; message: string }>;
    await unchanged(
      fc.asyncProperty(fc.constantFrom(...roles), mutationsOf(validSend), async (role, payload) => {
        const result = await as(role, () => action(payload));
        expect(result).toMatchObject({ ok: expect.any(Boolean), message: expect.any(String) });
        if (role !== 'admin') expect(result).toMatchObject({ ok: false, detail: CAMPAIGN_FORBIDDEN_MESSAGE });
        else if (name !== 'countCampaignAudience') expect(result.ok).toBe(false);
      }),
    );
  });

  it.each(['sendEnquiryAction', 'subscribeAction'] as const)(
    'public form %s, signed in or not: refused, or a bot told it worked, and nothing stored',
    async (name) => {
      const [action, valid, schema] =
        name === 'sendEnquiryAction'
          ? ([sendEnquiryAction, validEnquiry, enquirySchema] as const)
          : ([subscribeAction, validSignup, newsletterSchema] as const);
      await unchanged(
        fc.asyncProperty(fc.constantFrom(...roles), mutationsOf(valid), async (role, payload) => {
          const trapped = honeypotFilled(payload);
          fc.pre(trapped || !schema.safeParse(payload).success);
          const result = await as(role, () => action(payload));
          // A filled honeypot gets the visitor's answer (lib/server/action.ts); anything else is invalid input.
          if (trapped) expect(result).toMatchObject({ ok: true, message: expect.any(String) });
          else expect(result).toMatchObject({ ok: false, code: 'invalid', message: expect.any(String) });
        }),
      );
    },
  );

  it('sign out, sign out of all devices and the database setup: any input refused before anything runs', async () => {
    await unchanged(
      fc.asyncProperty(fc.constantFrom(...roles), anyValue, async (role, payload) => {
        // No input is the real call (it would sign the caller out, or count a setup press).
        fc.pre(payload !== undefined);
        const signOut = await as(role, () => signOutEverywhereAction(payload));
        // Visitors are refused before their input is read.
        expect(signOut).toMatchObject(
          role === 'visitor' ? { ok: false, code: 'signed-out' } : { ok: false, code: 'invalid' },
        );
        // Public, as a sign-out without a session is a no-op; input it never takes is refused all the same.
        expect(await as(role, () => signOutAction(payload))).toMatchObject({ ok: false, code: 'invalid' });
        expect(await as(role, () => setupDatabaseAction(payload))).toMatchObject({
          ok: false,
          code: 'invalid',
        });
      }),
    );
  });

  it('theory assessment submission, signed in and not', async () => {
    const sheets = Object.fromEntries(
      unitCodes.map((code) => [
        code,
        Object.fromEntries(questionBanks[code].map((_q, index) => [index, '0'])),
      ]),
    );
    const complete = (unit: unknown, answers: unknown) => {
      if (typeof unit !== 'string' || !isUnitCode(unit)) return false;
      const sheet = parseAnswerSheet(answers, questionBanks[unit]);
      return sheet !== null && isComplete(sheet, questionBanks[unit].length);
    };
    await unchanged(
      fc.asyncProperty(
        fc.constantFrom<Role>('visitor', 'user'),
        fc.oneof(fc.constantFrom<unknown>(...unitCodes), anyValue),
        fc.constantFrom(...unitCodes).chain((code) => mutationsOf(sheets[code])),
        async (role, unit, answers) => {
          fc.pre(!complete(unit, answers));
          const result = await as(role, () => submitTheoryAssessment({ unitCode: unit, answers }));
          expect(result).toMatchObject({ ok: false, message: expect.any(String) });
        },
      ),
    );
  });

  it.each(['saveProgressAction', 'loadProgressAction'] as const)('e-learning progress: %s', async (call) => {
    const indexes = fc.oneof(
      fc.array(anyValue, { maxLength: 5 }),
      fc.array(fc.integer({ min: -3, max: 40 }), { minLength: 1, maxLength: 5 }),
      anyValue,
    );
    await unchanged(
      fc.asyncProperty(
        fc.constantFrom<Role>('visitor', 'user'),
        fc.oneof(fc.constantFrom<unknown>(...unitCodes), anyValue),
        indexes,
        async (role, unit, modules) => {
          const validUnit = typeof unit === 'string' && isUnitCode(unit);
          if (call === 'loadProgressAction') {
            fc.pre(!validUnit);
            // A visitor is refused before the input is read; a learner's bad input is invalid.
            expect(await as(role, () => loadProgressAction(unit))).toMatchObject({
              ok: false,
              code: role === 'visitor' ? 'signed-out' : 'invalid',
            });
            return;
          }
          fc.pre(
            !(
              validUnit &&
              Array.isArray(modules) &&
              normaliseCompleted(modules, modulesForUnit(unit).length).length === modules.length
            ),
          );
          expect(
            await as(role, () => saveProgressAction({ unitCode: unit, moduleIndexes: modules })),
          ).toMatchObject({
            ok: false,
            code: role === 'visitor' ? 'signed-out' : 'invalid',
          });
        },
      ),
    );
  });

  it.each([
    'confirmBookingAction',
    'waitlistBookingAction',
    'declineBookingAction',
    'cancelPlaceAction',
    'cancelSessionAction',
  ] as const)('enrolments: %s, staff and not', async (call) => {
    const valid = { bookingId: bookingIds[0], slotId: slotIds[0], reason: 'Course cancelled' };
    await unchanged(
      fc.asyncProperty(
        fc.constantFrom(...roles),
        ids(() => bookingIds),
        ids(() => slotIds),
        mutationsOf(valid as Record<string, unknown>),
        async (role, bookingId, slotId, payload) => {
          // Staff with the real booking (or session) and valid input would rightly change it: not a refusal.
          if (isStaff(role))
            fc.pre(!bookingIds.includes(bookingId as string) && !slotIds.includes(slotId as string));
          const input = { ...(payload as object), bookingId, slotId };
          const action = {
            confirmBookingAction,
            waitlistBookingAction,
            declineBookingAction,
            cancelPlaceAction,
            cancelSessionAction,
          }[call];
          const result = await as(role, () => action(input));
          expect(result).toMatchObject({ ok: false, message: expect.any(String) });
          if (!isStaff(role))
            expect(result).toHaveProperty('code', role === 'visitor' ? 'signed-out' : 'forbidden');
        },
      ),
    );
  });

  it.each(['cancelByLinkAction', 'takeOfferByLinkAction'] as const)(
    'learner links: %s with forged or garbled tokens',
    async (call) => {
      const action = call === 'cancelByLinkAction' ? cancelByLinkAction : takeOfferByLinkAction;
      await unchanged(
        fc.asyncProperty(
          fc.constantFrom(...roles),
          fc.oneof(
            anyValue,
            fc.record({ token: fc.string({ maxLength: 250 }) }),
            // The shape of a real token (id.signature) with a signature nobody could make.
            fc.record({
              token: fc
                .tuple(fc.uuid(), fc.base64String({ minLength: 20, maxLength: 60 }))
                .map((t) => t.join('.')),
            }),
          ),
          async (role, payload) => {
            const result = await asRequest(people[role], () => action(payload), { ip: nextFuzzIp() });
            expect(result).toMatchObject({ ok: false, message: expect.any(String) });
          },
        ),
        [],
        // Each try counts against the link's rate limit, as it should; nothing else may change.
        ['public.rate_limits'],
      );
    },
  );

  it.each(['setHandledAction', 'setReviewPublishedAction'] as const)('%s, staff and not', async (call) => {
    const realIds = () => (call === 'setHandledAction' ? bookingIds : reviewIds);
    await unchanged(
      fc.asyncProperty(
        fc.constantFrom(...roles),
        fc.oneof(fc.constantFrom<unknown>('booking', 'enquiry'), anyValue),
        ids(realIds),
        fc.oneof(fc.boolean(), anyValue),
        async (role, kind, id, flag) => {
          const allowed = call === 'setHandledAction' ? isStaff(role) : role === 'admin';
          const real =
            realIds().includes(id as string) && (call !== 'setHandledAction' || kind === 'booking');
          fc.pre(!(allowed && real && typeof flag === 'boolean'));
          const result = await as(role, () =>
            call === 'setHandledAction'
              ? setHandledAction({ kind, id, handled: flag })
              : setReviewPublishedAction({ reviewId: id, published: flag }),
          );
          expect(result).toMatchObject({ ok: false, message: expect.any(String) });
        },
      ),
    );
  });

  const feedNames = fc.oneof(
    fc.constantFrom(
      'all.ics',
      'mackay.ics',
      'MACKAY.ics',
      'mackay',
      '.ics',
      'all.ics.ics',
      '__proto__.ics',
      'constructor.ics',
      'toString.ics',
      '../all.ics',
      'all.ics\u0000',
    ),
    fc.string({ unit: 'binary', maxLength: 30 }),
    attacks,
    hugeString,
  );

  it('GET /api/calendar/[feed] with any feed name', async () => {
    const knownFeeds = new Set(['all.ics', ...locations.map((location) => `${location.slug}.ics`)]);
    await unchanged(
      fc.asyncProperty(feedNames, async (feed) => {
        const response = await feedRoute.GET(new Request('http://localhost/api/calendar/x'), {
          params: Promise.resolve({ feed }),
        });
        expect(response.status).toBe(knownFeeds.has(feed) ? 200 : 404);
      }),
    );
  });

  it('GET /api/calendar/slots/[id] with any id', async () => {
    await unchanged(
      fc.asyncProperty(fc.oneof(fc.uuid(), feedNames), async (id) => {
        const response = await slotFileRoute.GET(new Request('http://localhost/api/calendar/slots/x'), {
          params: Promise.resolve({ id }),
        });
        expect(response.status).toBe(slotIds.includes(id) ? 200 : 404);
      }),
    );
  });

  it('GET /api/upcoming-sessions and /api/session with any session cookie', async () => {
    const cookieValues = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      attacks,
      hugeString.map((text) => text.slice(0, 4000)),
      fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((parts) => parts.join('.')),
    );
    await unchanged(
      fc.asyncProperty(cookieValues, async (cookie) => {
        const upcoming = await withCookies({ [SESSION_COOKIE]: cookie }, () => upcomingRoute.GET());
        expect(upcoming.status).toBe(200);
        const response = await withCookies({ [SESSION_COOKIE]: cookie }, () => sessionRoute.GET());
        expect(await response.json()).toEqual({ user: null, role: null });
      }),
    );
    // A token signed with the right secret for an account that does not exist carries no rights.
    const ghost = await signSessionToken(
      { id: '00000000-0000-4000-8000-000000000000', email: 'ghost@example.com' },
      'admin',
      '00000000-0000-4000-8000-000000000001',
    );
    const body = await (await withCookies({ [SESSION_COOKIE]: ghost }, () => sessionRoute.GET())).json();
    expect(body.role).not.toBe('admin');
  });

  const queries = fc.dictionary(
    fc.constantFrom('token', 'token_hash', 'code', 'type', 'next', 'x'),
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      attacks,
      hugeString.map((text) => text.slice(0, 5000)),
    ),
    { maxKeys: 4 },
  );
  const withQuery = (base: string, query: Record<string, string>) => {
    const url = new URL(base);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url;
  };

  it.each(['GET', 'POST'] as const)('%s /newsletter/unsubscribe with any query', async (method) => {
    await unchanged(
      fc.asyncProperty(queries, async (query) => {
        const request = new NextRequest(withQuery('http://localhost/newsletter/unsubscribe', query), {
          method,
        });
        if (method === 'GET') {
          const response = await unsubscribeRoute.GET(request);
          expect(response.status).toBe(303);
          // From SITE_URL, never the request's own URL (behind server.mjs that is http://0.0.0.0:PORT).
          expect(response.headers.get('location')).toBe(
            `${siteUrl()}/newsletter/unsubscribed?result=invalid`,
          );
        } else {
          expect((await unsubscribeRoute.POST(request)).status).toBe(400);
        }
      }),
    );
  });

  it('GET /auth/confirm with any query; `next` targets never leave the site', async () => {
    await unchanged(
      fc.asyncProperty(queries, async (query) => {
        const request = new NextRequest(withQuery('http://localhost/auth/confirm', query));
        // redirect() throws Next's redirect signal; its target is what matters.
        const thrown = await asRequest(null, () => confirmRoute.GET(request)).then(
          () => null,
          (error: unknown) => error,
        );
        expect(String((thrown as { digest?: string } | null)?.digest)).toMatch(
          /^NEXT_REDIRECT;(replace|push);\/auth\?error=confirmation;30[37];/,
        );
      }),
    );
    // Paths built from the pieces that URL parsing treats specially.
    const trickyPaths = fc
      .array(
        fc.constantFrom('/', '.', '..', '\\', '%2e', '%2f', '%5c', '@', ':', '?', '#', '\t', 'evil.example'),
        {
          minLength: 1,
          maxLength: 8,
        },
      )
      .map((parts) => `/${parts.join('')}`);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 60 }),
          attacks,
          fc.webUrl(),
          fc.webPath(),
          trickyPaths,
        ),
        (value) => {
          const target = safeNextPath(value);
          expect(target.startsWith('/')).toBe(true);
          expect(target.startsWith('//') || target.startsWith('/\\')).toBe(false);
          expect(new URL(target, 'http://site.invalid').origin).toBe('http://site.invalid');
        },
      ),
      {
        numRuns: 10 * RUNS,
        // Dot segments once normalised these to '//evil.example', a protocol-relative (open) redirect.
        examples: [
          ['/.//evil.example'],
          ['/..//evil.example'],
          ['/%2e//evil.example'],
          ['/a/..//evil.example'],
        ],
      },
    );
  });

  const names = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    attacks,
    fc.constantFrom('NSW', 'nsw', 'qld', 'pdf', 'png', 'svg', 'vcf', 'full', 'mark', 'brochure'),
  );

  it('GET /api/marketing/business-cards/[state]/[format] with unknown names: 404', async () => {
    const valid = (state: string, format: string) =>
      ['NSW', 'QLD'].includes(state.toUpperCase()) && ['pdf', 'png', 'vcf'].includes(format);
    await unchanged(
      fc.asyncProperty(names, names, async (state, format) => {
        fc.pre(!valid(state, format));
        const response = await businessCardRoute.GET(new Request('http://localhost/api/marketing'), {
          params: Promise.resolve({ state, format }),
        });
        expect(response.status).toBe(404);
      }),
    );
  });

  it('GET /api/marketing/logos/[variant]/[format] with unknown names: 404', async () => {
    const valid = (variant: string, format: string) =>
      brandAssets.some((asset) => asset.id === variant) && ['svg', 'png'].includes(format);
    await unchanged(
      fc.asyncProperty(names, names, async (variant, format) => {
        fc.pre(!valid(variant, format));
        const response = await logoRoute.GET(new Request('http://localhost/api/marketing'), {
          params: Promise.resolve({ variant, format }),
        });
        expect(response.status).toBe(404);
      }),
    );
  });

  it('GET /api/marketing/promotional/[item] with unknown names: 404', async () => {
    await unchanged(
      fc.asyncProperty(names, async (item) => {
        fc.pre(!promotionalItems.some((candidate) => candidate.id === item));
        const response = await promotionalRoute.GET(new Request('http://localhost/api/marketing'), {
          params: Promise.resolve({ item }),
        });
        expect(response.status).toBe(404);
      }),
    );
  });

  it('logs refusals without echoing huge payloads back', () => {
    expect(logged.filter((line) => line.length > 5_000)).toEqual([]);
  });
});
