import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { honeypotFilled } from '@/lib/rules/honeypot';
import { createReview } from '@/lib/server/reviews';
import { enquirySchema } from '@/lib/validation/enquiry';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { reviewSchema } from '@/lib/validation/review';
import { useSmtpServer } from '@/tests/support/smtp';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { sendEnquiry as submitEnquiry, subscribe } from './helpers/public-forms';

// The forms' real actions as visitors' requests; their mail runs in after(), awaited by the helpers.
vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

/**
 * 500 random bad payloads to each form's server function: none throws, each is refused, and nothing reaches the
 * database (no row, not even a rate-limit counter) or the SMTP server.
 */

const RUNS = 500;

/** Values no text field accepts, whatever its rule. */
const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const blank = fc.constantFrom('', ' ', '\t', '\n \r');
const huge = (min: number) =>
  fc.string({ minLength: min + 1, maxLength: min + 50 }).map((text) => `x${text}`.padEnd(min + 1, 'x'));
const withNul = fc.string({ maxLength: 20 }).map((text) => `ok${text}\u0000`);
const notEmail = fc.oneof(
  fc.string({ maxLength: 40 }).filter((text) => !text.includes('@')),
  fc.constant('a@'),
  fc.constant('@b.co'),
);

/** A well-formed payload with one field (at least) replaced by a bad value, or something that is not a form at all. */
function badPayloads(
  base: fc.Arbitrary<Record<string, unknown>>,
  badValues: Record<string, fc.Arbitrary<unknown>>,
  isValid: (payload: unknown) => boolean,
): fc.Arbitrary<unknown> {
  const mutated = fc
    .tuple(base, fc.constantFrom(...Object.keys(badValues)))
    .chain(([payload, key]) => badValues[key].map((value) => ({ ...payload, [key]: value })));
  const extraKeys = fc
    .tuple(mutated, fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 3 }))
    .map(([payload, extra]) => ({ ...extra, ...(payload as object) }));
  return fc
    .oneof(
      { arbitrary: mutated, weight: 6 },
      { arbitrary: extraKeys, weight: 2 },
      { arbitrary: fc.anything(), weight: 2 },
    )
    .filter((payload) => !isValid(payload) && !honeypotFilled(payload));
}

const text = (max: number) =>
  fc
    .string({ minLength: 3, maxLength: max })
    .map((value) => `ab${value.replace(/\u0000/g, '')}`.slice(0, max));

const enquiryPayloads = badPayloads(
  fc.record({
    name: text(50),
    email: fc.emailAddress(),
    phone: fc.constantFrom('', '0400 123 456', '+61 2 5550 1234'),
    courseInterested: text(60),
    enquiry: text(300),
  }),
  {
    name: fc.oneof(blank, junk, huge(200), withNul),
    email: fc.oneof(
      blank,
      junk,
      notEmail,
      huge(255).map((value) => `${value}@example.com`),
    ),
    phone: fc.oneof(
      junk.filter((value) => value !== undefined),
      fc.constant('call me'),
      huge(50),
    ),
    courseInterested: fc.oneof(blank, junk, huge(200), withNul),
    enquiry: fc.oneof(blank, junk, huge(5000), withNul),
  },
  (payload) => enquirySchema.safeParse(payload).success,
);

const newsletterPayloads = badPayloads(
  fc.record({
    email: fc.emailAddress(),
    firstName: fc.oneof(fc.constant(''), text(30)),
    source: fc.constantFrom('homepage', 'marketing-page'),
  }),
  {
    email: fc.oneof(
      blank,
      junk,
      notEmail,
      huge(255).map((value) => `${value}@example.com`),
    ),
    firstName: fc.oneof(
      fc.constantFrom('J', ' J ', 'x'),
      junk.filter((value) => value !== undefined),
      huge(100),
      withNul,
    ),
    source: fc.oneof(
      junk,
      fc.string({ maxLength: 20 }).filter((value) => value !== 'homepage' && value !== 'marketing-page'),
    ),
  },
  (payload) => newsletterSchema.safeParse(payload).success,
);

const reviewPayloads = badPayloads(
  fc.record({
    customer_name: text(50),
    customer_email: fc.oneof(fc.constant(''), fc.emailAddress()),
    course_name: fc.oneof(fc.constant(''), text(60)),
    rating: fc.integer({ min: 1, max: 5 }),
    review_text: text(300).map((value) => value.padEnd(12, 'x')),
  }),
  {
    customer_name: fc.oneof(blank, fc.constant('A'), junk, huge(100), withNul),
    customer_email: fc.oneof(
      junk.filter((value) => value !== undefined),
      notEmail.filter((value) => value.trim() !== ''),
    ),
    course_name: fc.oneof(
      junk.filter((value) => value !== undefined),
      huge(200),
      withNul,
    ),
    rating: fc.oneof(
      fc.integer({ max: 0 }),
      fc.integer({ min: 6 }),
      fc.double({ min: 1.01, max: 4.99, noNaN: true }).filter((value) => !Number.isInteger(value)),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, '5', null, undefined),
    ),
    review_text: fc.oneof(blank, fc.constant('too short'), junk, huge(1000), withNul),
  },
  (payload) => reviewSchema.safeParse(payload).success,
);

describe.each(backends())('bad payloads to the form actions (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer();
  let session: Session;

  beforeAll(async () => {
    session = await createUser(database.current(), { role: 'user' });
  });

  async function counts() {
    const [row] = await database.current().query<Record<string, number>>(
      `select (select count(*)::integer from public.enquiries) as enquiries,
              (select count(*)::integer from public.newsletter_subscribers) as subscribers,
              (select count(*)::integer from public.reviews) as reviews,
              (select count(*)::integer from public.rate_limits) as rate_limits`,
    );
    return row;
  }

  it('enquiry: no exception, refused, nothing stored or mailed', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(enquiryPayloads, async (payload) => {
        const result = await submitEnquiry(payload, { ip: '192.0.2.200' });
        expect(result).toMatchObject({ ok: false, code: 'invalid' });
      }),
      { numRuns: RUNS },
    );
    expect(await counts()).toEqual(before);
    expect(smtp.messages).toHaveLength(0);
  });

  it('newsletter: no exception, refused, nothing stored or mailed', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(newsletterPayloads, async (payload) => {
        const result = await subscribe(payload, { ip: '192.0.2.201' });
        expect(result).toMatchObject({ ok: false, code: 'invalid' });
      }),
      { numRuns: RUNS },
    );
    expect(await counts()).toEqual(before);
    expect(smtp.messages).toHaveLength(0);
  });

  it('review: no exception, refused, nothing stored, signed in or not', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(reviewPayloads, fc.boolean(), async (payload, signedIn) => {
        const result = await createReview(payload, { session: signedIn ? session : null, ip: '192.0.2.202' });
        expect(result).toMatchObject({ ok: false, reason: signedIn ? 'invalid' : 'unauthenticated' });
      }),
      { numRuns: RUNS },
    );
    expect(await counts()).toEqual(before);
  });
});
