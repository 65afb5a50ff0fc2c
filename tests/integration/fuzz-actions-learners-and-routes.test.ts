import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import { brandAssets } from '@/content/brand';
import { questionBanks } from '@/content/learning/questions';
import { modulesForUnit } from '@/content/learning/elearning';
import { isUnitCode, unitCodes } from '@/content/learning/units';
import { locations } from '@/content/locations';
import { promotionalItems } from '@/content/marketing-assets';
import { parseAnswerSheet, isComplete } from '@/lib/rules/assessment';
import { SESSION_COOKIE, signSessionToken } from '@/lib/auth/jwt';
import { safeNextPath } from '@/lib/auth/next-path';
import { siteUrl } from '@/lib/env';
import { normaliseCompleted } from '@/lib/rules/learning-progress';

import { backends } from './helpers/database';
import {
  anyValue,
  attacks,
  hugeString,
  ids,
  mutationsOf,
  RUNS,
  setUpFuzzWorld,
  type Role,
} from './helpers/fuzz';
import { asRequest, withCookies } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

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
const { signOutEverywhereAction } = await import('@/app/account/actions');
const { signOutAction } = await import('@/app/auth/actions');
const { setupDatabaseAction } = await import('@/app/calendar/actions');
const feedRoute = await import('@/app/api/calendar/[feed]/route');
const slotFileRoute = await import('@/app/api/calendar/slots/[id]/route');
const upcomingRoute = await import('@/app/api/upcoming-sessions/route');
const sessionRoute = await import('@/app/api/session/route');
const unsubscribeRoute = await import('@/app/newsletter/unsubscribe/route');
const { confirmFormAction, resetPasswordFormAction } = await import('@/app/auth/actions');
const { default: ConfirmPage } = await import('@/app/auth/confirm/page');
const { default: ResetPasswordPage } = await import('@/app/auth/reset/page');
const businessCardRoute = await import('@/app/api/marketing/business-cards/[state]/[format]/route');
const logoRoute = await import('@/app/api/marketing/logos/[variant]/[format]/route');
const promotionalRoute = await import('@/app/api/marketing/promotional/[item]/route');

/**
 * Random payloads (fast-check) to the account, learning, enrolment and learner-link actions and to every route
 * handler that fuzz-forms.test.ts does not cover: wrong types, huge strings, unicode, script tags, SQL fragments, nested objects, Map/Set/Date/BigInt (the server
 * action wire format carries them), null and undefined. Each property runs RUNS times. Nothing may throw, every
 * refusal is a result with ok: false (or a 4xx response), and no table changes (compared by content hash).
 * fuzz-actions.test.ts has the rest: two files, so the two halves run side by side (one file took half the
 * integration suite's time).
 */

describe.each(backends())(
  'fuzzing the account, learning, enrolment and learner-link actions and the route handlers (%s)',
  (backend) => {
    const { people, roles, slotIds, bookingIds, reviewIds, logged, unchanged, as, nextFuzzIp, isStaff } =
      setUpFuzzWorld(backend);

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

    it.each(['saveProgressAction', 'loadProgressAction'] as const)(
      'e-learning progress: %s',
      async (call) => {
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
      },
    );

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
            // From SITE_URL, never the request's own URL (behind a proxy that is the bound address).
            expect(response.headers.get('location')).toBe(
              `${siteUrl()}/newsletter/unsubscribed?result=invalid`,
            );
          } else {
            expect((await unsubscribeRoute.POST(request)).status).toBe(400);
          }
        }),
      );
    });

    it('the confirm and reset link pages with any query: opening changes nothing, their buttons refuse', async () => {
      const asForm = (fields: Record<string, string>) => {
        const data = new FormData();
        for (const [name, value] of Object.entries(fields)) data.set(name, value);
        return data;
      };
      await unchanged(
        fc.asyncProperty(queries, async (query) => {
          // GET: the pages render (a mail scanner opening the link), whatever the query.
          await asRequest(null, () => ConfirmPage({ searchParams: Promise.resolve(query) }));
          await asRequest(null, () => ResetPasswordPage({ searchParams: Promise.resolve(query) }));
          // POST: no made-up link works, so nothing redirects; each button answers with a refusal.
          const fields = { ...query, tokenHash: query.token_hash ?? '', password: 'new-password-2026' };
          const ip = nextFuzzIp();
          const confirmed = await asRequest(null, () => confirmFormAction(null, asForm(fields)), { ip });
          expect(confirmed).toMatchObject({ ok: false, message: expect.any(String) });
          const reset = await asRequest(
            null,
            () => resetPasswordFormAction(null, asForm({ ...fields, confirmPassword: 'new-password-2026' })),
            { ip },
          );
          expect(reset).toMatchObject({ ok: false, message: expect.any(String) });
        }),
        [],
        ['public.rate_limits'],
      );
    });

    it('`next` targets never leave the site', () => {
      // Paths built from the pieces that URL parsing treats specially.
      const trickyPaths = fc
        .array(
          fc.constantFrom(
            '/',
            '.',
            '..',
            '\\',
            '%2e',
            '%2f',
            '%5c',
            '@',
            ':',
            '?',
            '#',
            '\t',
            'evil.example',
          ),
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
  },
);
