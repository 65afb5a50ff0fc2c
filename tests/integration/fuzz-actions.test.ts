import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

import { NOT_SIGNED_IN_MESSAGE, NO_PERMISSION_MESSAGE } from '@/lib/rules/calendar-messages';
import { CAMPAIGN_FORBIDDEN_MESSAGE, createCampaignDraft } from '@/lib/server/campaigns';
import { honeypotFilled } from '@/lib/rules/honeypot';
import { clearPriceOverride, PRICE_FORBIDDEN_MESSAGE, setPriceOverride } from '@/lib/server/price-overrides';
import { signInSchema, signUpSchema } from '@/lib/validation/auth';
import { bookingSchema, type BookingInput } from '@/lib/validation/booking';
import { campaignSchema } from '@/lib/validation/campaign';
import { enquirySchema } from '@/lib/validation/enquiry';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { priceItemSchema } from '@/lib/validation/price-override';
import { slotSchema } from '@/lib/validation/slot';

import { backends } from './helpers/database';
import {
  ids,
  isMeantPrice,
  mutationsOf,
  setUpFuzzWorld,
  validBooking,
  validCampaign,
  validEnquiry,
  validPrice,
  validSend,
  validSignIn,
  validSignUp,
  validSignup,
  validSlot,
  type Role,
} from './helpers/fuzz';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

const { submitBookingAction } = await import('@/app/booking/actions');
const { addSlotAction, updateSlotAction, deleteSlotAction } = await import('@/app/calendar/actions');
const { signInAction, signUpAction } = await import('@/app/auth/actions');
const { signIn, signUp } = await import('@/lib/auth');
const { savePrice, resetPrice } = await import('@/app/courses/pricing-actions');
const campaignActions = await import('@/app/marketing/actions');
const { createCampaign } = campaignActions;
const { sendEnquiryAction } = await import('@/app/contact/actions');
const { subscribeAction } = await import('@/app/newsletter/actions');

/**
 * Random payloads (fast-check) to the booking, slot, sign-in, price, campaign and public form actions that
 * fuzz-forms.test.ts does not cover: wrong types, huge strings, unicode, script tags, SQL fragments, nested objects, Map/Set/Date/BigInt (the server
 * action wire format carries them), null and undefined. Each property runs RUNS times. Nothing may throw, every
 * refusal is a result with ok: false (or a 4xx response), and no table changes (compared by content hash).
 * fuzz-actions-learners-and-routes.test.ts has the rest: two files, so the two halves run side by side (one file
 * took half the integration suite's time).
 */

describe.each(backends())(
  'fuzzing the booking, slot, sign-in, price, campaign and public form actions (%s)',
  (backend) => {
    const { people, roles, slotIds, logged, unchanged, as, isStaff } = setUpFuzzWorld(backend);

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
            if (call === 'signUpAction' && honeypotFilled(payload))
              expect(result).toMatchObject({ ok: true });
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
          if (role !== 'admin')
            expect(result).toMatchObject({ ok: false, detail: CAMPAIGN_FORBIDDEN_MESSAGE });
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

    it('logs refusals without echoing huge payloads back', () => {
      expect(logged.filter((line) => line.length > 5_000)).toEqual([]);
    });
  },
);
