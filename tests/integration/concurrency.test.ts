import type { ActionResult } from '@/lib/rules/action-result';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { resetEnvCache } from '@/lib/env';
import { createSlot, deleteSlot, getSlot, updateSlot } from '@/lib/server/slots';
import { bookingFormDefaults, type BookingInput } from '@/lib/validation/booking';
import { slotFormDefaults, slotSchema, type SlotData, type SlotInput } from '@/lib/validation/slot';
import { useSmtpServer } from '@/tests/support/smtp';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { subscribe } from './helpers/public-forms';
import { asRequest } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

const { updateSlotAction, deleteSlotAction } = await import('@/app/calendar/actions');
const { submitBookingAction } = await import('@/app/booking/actions');

/**
 * Many requests at once on one row: the database, not the order of arrival, decides. (50 parallel sign-ups with one
 * e-mail are in auth.test.ts.) Every call must come back as a result object: a rejected promise would be a 500.
 */

const slotInput: SlotInput = {
  ...slotFormDefaults,
  date: '2032-08-09',
  course_name: 'Busy session',
  location: 'port-macquarie',
  max_students: 20,
};
const slotData: SlotData = slotSchema.parse(slotInput);

/** Every outcome fulfilled (no exception escaped), returning the values. */
async function allResults<T>(promises: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const rejected = settled.filter((outcome) => outcome.status === 'rejected');
  expect(rejected.map((outcome) => String((outcome as PromiseRejectedResult).reason))).toEqual([]);
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<T>).value);
}

/** A deterministic mix of letter cases of one address. */
function letterCase(address: string, index: number): string {
  return [...address]
    .map((char, position) => ((index >> (position % 8)) & 1 ? char.toUpperCase() : char.toLowerCase()))
    .join('');
}

describe.each(backends())('concurrency (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer();
  let admin: Session;
  let collaborator: Session;

  beforeAll(async () => {
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    admin = await createUser(database.current(), { role: 'admin' });
    collaborator = await createUser(database.current(), { role: 'collaborator' });
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  afterEach(() => {
    delete process.env.RATE_LIMIT_MULTIPLIER;
    resetEnvCache();
    smtp.clear();
  });

  async function slotRow(id: string) {
    const [row] = await database
      .current()
      .query<{ max_students: number; current_bookings: number }>(
        'select max_students, current_bookings from public.availability_slots where id = $1',
        [id],
      );
    return row;
  }

  it('50 parallel newsletter signups of one address in mixed case: one pending row, one welcome mail', async () => {
    // Enough headroom that the per-address limit (3 an hour) does not answer first.
    process.env.RATE_LIMIT_MULTIPLIER = '100';
    resetEnvCache();
    const address = `crowd.${backend}@example.com`;
    const results = await allResults(
      Array.from({ length: 50 }, (_, index) =>
        subscribe(
          {
            email: letterCase(address, index),
            firstName: '',
            source: index % 2 ? 'homepage' : 'marketing-page',
          },
          { ip: `198.51.100.${index + 1}` },
        ),
      ),
    );
    // One opt-in waiting for its owner's confirmation, whatever the letter case: every signup gets the same answer
    // (a pending address is not 'already subscribed') and the address one welcome mail.
    expect(results.filter((result) => result.ok)).toHaveLength(50);
    const rows = await database
      .current()
      .query<{ status: string }>('select status from public.newsletter_subscribers where lower(email) = $1', [
        address,
      ]);
    expect(rows).toEqual([{ status: 'pending' }]);
    expect(smtp.messages).toHaveLength(1);
  });

  it('50 parallel booking requests for one address from one client: the rate limit counts each exactly once', async () => {
    process.env.RATE_LIMIT_MULTIPLIER = '1';
    resetEnvCache();
    const email = `rush.${backend}@example.com`;
    const input: BookingInput = {
      ...bookingFormDefaults,
      firstName: 'Rush',
      lastName: 'Hour',
      email,
      phone: '0491 570 110',
      usiExempt: true,
      idDocuments: [{ name: 'id.pdf', size: 1000, type: 'application/pdf' }],
      course: 'Provide CPR',
      trainingLevel: 'full-training',
      deliveryMethod: 'face-to-face',
      requiresAssistance: 'no',
    };
    const results = await allResults(
      Array.from({ length: 50 }, () =>
        asRequest(null, () => submitBookingAction(input), { ip: '203.0.113.1' }),
      ),
    );
    // Five an hour per address from one client (rateLimits.booking.perSubject).
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(results.filter((result) => !result.ok && /^Too many attempts/.test(result.message))).toHaveLength(
      45,
    );
    const [{ count }] = await database
      .current()
      .query<{ count: number }>(
        'select count(*)::integer as count from public.booking_requests where email = $1',
        [email],
      );
    expect(count).toBe(5);
  });

  it('20 concurrent capacity edits by two staff through lib/server/slots never break 0 <= bookings <= max', async () => {
    const created = await createSlot(admin, slotData);
    if (!created.ok) throw new Error('setup failed');
    const id = created.slot.id;

    // Each edit is consistent on its own, but they disagree: lowering max below another edit's bookings must not
    // combine into an overbooked row. Every fourth edit is inconsistent on purpose (validation skipped).
    const edits = Array.from({ length: 20 }, (_, index) => {
      const max = [20, 5, 12, 8][index % 4];
      const bookings = index % 4 === 3 ? max + 1 + index : (index * 7) % (max + 1);
      return {
        who: index % 2 ? admin : collaborator,
        data: { ...slotData, max_students: max, current_bookings: bookings },
      };
    });
    const results = await allResults(edits.map(({ who, data }) => updateSlot(who, id, data)));

    results.forEach((result, index) => {
      if (edits[index].data.current_bookings > edits[index].data.max_students)
        expect(result).toMatchObject({ ok: false, reason: 'invalid' });
      else expect(result).toMatchObject({ ok: true });
    });
    const final = await slotRow(id);
    expect(final.current_bookings).toBeGreaterThanOrEqual(0);
    expect(final.current_bookings).toBeLessThanOrEqual(final.max_students);
    // The row is exactly one of the successful edits, never a mix of two.
    const written = edits
      .filter((_edit, index) => results[index].ok)
      .map(({ data }) => `${data.max_students}/${data.current_bookings}`);
    expect(written).toContain(`${final.max_students}/${final.current_bookings}`);
    await deleteSlot(admin, id);
  });

  it('concurrent edits and a delete through the server actions, two staff sessions at once: clean results only', async () => {
    const created = await createSlot(collaborator, slotData);
    if (!created.ok) throw new Error('setup failed');
    const id = created.slot.id;

    const calls = Array.from({ length: 20 }, (_, index): Promise<ActionResult<unknown>> => {
      const who = index % 2 ? admin : collaborator;
      if (index === 10) return asRequest(who, () => deleteSlotAction({ id }), { ip: '203.0.113.200' });
      const current_bookings = index % 5 === 4 ? 25 : index;
      return asRequest(who, () => updateSlotAction({ ...slotInput, current_bookings, id }), {
        ip: `203.0.113.${index + 150}`,
      });
    });
    const results = await allResults(calls);

    for (const [index, result] of results.entries()) {
      expect(typeof result.ok).toBe('boolean');
      expect(result.message).toEqual(expect.any(String));
      // 25 > max 20: refused by validation before the database.
      if (index !== 10 && index % 5 === 4)
        expect(result).toMatchObject({ ok: false, fieldErrors: { current_bookings: expect.any(String) } });
    }
    expect(results[10]).toMatchObject({ ok: true });
    // Edits that arrived after the delete find no slot; none recreates it.
    for (const result of results) {
      if (!result.ok && !result.fieldErrors)
        expect(result).toMatchObject({ detail: 'This availability slot no longer exists.' });
    }
    expect(await getSlot(id)).toBeNull();
  });
});
