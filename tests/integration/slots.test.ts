import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SESSION_COOKIE } from '@/lib/auth/jwt';
import { resetAuthSecretCache } from '@/lib/auth/secret';
import type { Session } from '@/lib/auth/types';
import {
  NOT_SIGNED_IN_MESSAGE,
  NO_PERMISSION_MESSAGE,
  SETUP_COMMANDS,
  SETUP_SUCCESS_MESSAGE,
  slotToasts,
} from '@/lib/rules/calendar-messages';
import { succeeded } from '@/lib/rules/action-result';
import { rateLimits } from '@/lib/server/rate-limit';
import { setDatabaseForTesting } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import type { AppRole } from '@/lib/rules/roles';
import { createSlot, deleteSlot, getSlot, listSlots, slotsTableExists, updateSlot } from '@/lib/server/slots';
import {
  REQUIRED_FIELDS_MESSAGE,
  slotFormDefaults,
  slotSchema,
  type SlotData,
  type SlotInput,
} from '@/lib/validation/slot';

import { attempt, backends, createUser, openEmptyDatabase, useTestDatabase } from './helpers/database';
import { defaultRequest, revalidated } from './helpers/request-scope';
import { sessionTokenFor } from './helpers/session-token';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

// The client's address of this file's requests.
defaultRequest.ip = '203.0.113.50';
const jar = defaultRequest.cookies;
// A database that refuses the migrations (e.g. a hosted one without the rights), when a test asks for it.
const migrations = vi.hoisted(() => ({ refuse: false }));
vi.mock('@/lib/db', async (original) => {
  const actual = await original<typeof import('@/lib/db')>();
  return {
    ...actual,
    migrateDatabase: () =>
      migrations.refuse
        ? Promise.reject(Object.assign(new Error('permission denied for schema public'), { code: '42501' }))
        : actual.migrateDatabase(),
  };
});

const { addSlotAction, deleteSlotAction, setupDatabaseAction, updateSlotAction } =
  await import('@/app/calendar/actions');

const input: SlotInput = {
  ...slotFormDefaults,
  date: '2030-05-06',
  course_name: 'Provide First Aid',
  location: 'mackay',
};
const data: SlotData = slotSchema.parse(input);
/** The setup button's answer once the availability table exists. */
const READY = succeeded({ ready: true }, SETUP_SUCCESS_MESSAGE);

/** Acts as `session` in the next server action call; `claimedRole` forges the JWT's role hint. */
async function actAs(session: Session | null, claimedRole?: AppRole) {
  jar.clear();
  if (session) jar.set(SESSION_COOKIE, await sessionTokenFor(session, claimedRole));
}

function quietConsole() {
  for (const method of ['info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation(() => {});
}

describe.each(backends())('availability slots (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const people = {} as Record<'user' | 'collaborator' | 'admin', Session>;

  beforeAll(async () => {
    resetAuthSecretCache();
    quietConsole();
    const db = database.current();
    people.user = await createUser(db);
    people.collaborator = await createUser(db, { role: 'collaborator' });
    people.admin = await createUser(db, { role: 'admin' });
  });

  afterAll(() => {
    vi.restoreAllMocks();
    resetAuthSecretCache();
  });

  beforeEach(() => {
    revalidated.length = 0;
  });

  describe('lib/server/slots under RLS', () => {
    it.each(['collaborator', 'admin'] as const)('a %s adds, changes and deletes a slot', async (role) => {
      const session = people[role];
      const created = await createSlot(session, data);
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      expect(created.slot).toMatchObject({
        date: '2030-05-06',
        courseName: 'Provide First Aid',
        startTime: '09:00',
        endTime: '17:00',
        maxStudents: 20,
        currentBookings: 0,
        location: 'Mackay',
        locationSlug: 'mackay',
        price: 149,
        status: 'available',
      });

      const updated = await updateSlot(session, created.slot.id, {
        ...data,
        current_bookings: 18,
        price: 155.5,
        location: 'bowen-basin',
      });
      expect(updated.ok && updated.slot).toMatchObject({
        currentBookings: 18,
        price: 155.5,
        location: 'Bowen Basin',
      });

      expect(await deleteSlot(session, created.slot.id)).toEqual({ ok: true });
      expect(await getSlot(created.slot.id)).toBeNull();
      expect(await deleteSlot(session, created.slot.id)).toEqual({ ok: false, reason: 'not-found' });
    });

    it.each([
      ['a visitor', null],
      ['a signed-in user', 'user'],
    ] as const)('%s cannot add, change or delete a slot', async (_label, who) => {
      const session = who ? people[who] : null;
      expect(await createSlot(session, data)).toMatchObject({ ok: false, reason: 'denied' });

      const existing = await createSlot(people.collaborator, data);
      if (!existing.ok) throw new Error('setup failed');
      expect(await updateSlot(session, existing.slot.id, { ...data, current_bookings: 5 })).toMatchObject({
        ok: false,
        reason: 'denied',
      });
      expect(await deleteSlot(session, existing.slot.id)).toMatchObject({ ok: false, reason: 'denied' });
      expect(await getSlot(existing.slot.id)).toMatchObject({ currentBookings: 0 });
      await deleteSlot(people.admin, existing.slot.id);
    });

    it('everyone reads slots, ordered by date then start time, per location or all', async () => {
      const made: string[] = [];
      for (const [date, start, end, location] of [
        ['2031-01-03', '13:00', '16:00', 'mackay'],
        ['2031-01-02', '09:00', '17:00', 'port-macquarie'],
        ['2031-01-03', '08:00', '12:00', 'mackay'],
      ] as const) {
        const result = await createSlot(people.admin, {
          ...data,
          date,
          start_time: start,
          end_time: end,
          location,
        });
        if (result.ok) made.push(result.slot.id);
      }
      const all = (await listSlots('all', { from: '2031-01-01' })).map(
        (slot) => `${slot.date} ${slot.startTime} ${slot.locationSlug}`,
      );
      expect(all).toEqual([
        '2031-01-02 09:00 port-macquarie',
        '2031-01-03 08:00 mackay',
        '2031-01-03 13:00 mackay',
      ]);
      const mackay = await listSlots('mackay', { from: '2031-01-01', session: people.user });
      expect(mackay.map((slot) => slot.startTime)).toEqual(['08:00', '13:00']);
      for (const id of made) await deleteSlot(people.admin, id);
    });

    it('the database refuses what validation refuses, for staff too', async () => {
      expect(
        await createSlot(people.admin, { ...data, start_time: '17:00', end_time: '09:00' }),
      ).toMatchObject({ ok: false, reason: 'invalid' });
      expect(await createSlot(people.admin, { ...data, max_students: 5, current_bookings: 6 })).toMatchObject(
        { ok: false, reason: 'invalid' },
      );
      expect(await createSlot(people.admin, { ...data, price: -1 })).toMatchObject({
        ok: false,
        reason: 'invalid',
      });
    });
  });

  describe('raw SQL under withUser (RLS is the backstop)', () => {
    const insert = `insert into public.availability_slots (date, course_name, location) values ('2030-06-01', 'Raw insert', 'Mackay') returning id`;

    it('anon and a plain user are refused inserts; staff may insert', async () => {
      expect(await attempt(null, insert)).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(people.user, insert)).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(people.collaborator, insert)).toMatchObject({
        ok: true,
        rows: [{ id: expect.any(String) }],
      });
      expect(await attempt(people.admin, insert)).toMatchObject({
        ok: true,
        rows: [{ id: expect.any(String) }],
      });
    });

    it('a plain user cannot move a slot by updating or deleting it, and cannot grant itself a role', async () => {
      const existing = await createSlot(people.collaborator, data);
      if (!existing.ok) throw new Error('setup failed');
      const id = existing.slot.id;
      expect(
        await attempt(
          people.user,
          'update public.availability_slots set price = 1 where id = $1 returning id',
          [id],
        ),
      ).toEqual({ ok: true, rows: [] });
      expect(
        await attempt(people.user, 'delete from public.availability_slots where id = $1 returning id', [id]),
      ).toEqual({ ok: true, rows: [] });
      expect(
        await attempt(null, 'delete from public.availability_slots where id = $1 returning id', [id]),
      ).toMatchObject({ ok: false, code: '42501' });
      expect(
        await attempt(
          people.user,
          `insert into public.user_roles (user_id, role) values ($1, 'admin') returning id`,
          [people.user.user.id],
        ),
      ).toMatchObject({ ok: false });
      expect(
        await attempt(
          people.collaborator,
          'update public.availability_slots set price = 1 where id = $1 returning id',
          [id],
        ),
      ).toEqual({
        ok: true,
        rows: [{ id }],
      });
      await deleteSlot(people.admin, id);
    });
  });

  describe('server actions', () => {
    it('a collaborator adds, updates and deletes through the actions, which revalidate the calendars', async () => {
      await actAs(people.collaborator);
      const added = await addSlotAction(input);
      expect(added).toMatchObject({ ok: true, message: slotToasts.added });
      expect(revalidated).toEqual(expect.arrayContaining(['/calendar', 'tag:slots']));
      const id = added.ok ? added.data.id : '';

      const updated = await updateSlotAction({ ...input, current_bookings: 3, id });
      expect(updated).toMatchObject({ ok: true, message: slotToasts.updated, data: { currentBookings: 3 } });

      expect(await deleteSlotAction({ id })).toEqual({ ok: true, message: slotToasts.deleted, data: null });
      expect(await getSlot(id)).toBeNull();
    });

    it('a visitor and a user are refused with the spec messages, even with a forged role claim', async () => {
      await actAs(null);
      expect(await addSlotAction(input)).toEqual({
        ok: false,
        code: 'signed-out',
        message: slotToasts.addFailed,
        detail: NOT_SIGNED_IN_MESSAGE,
        fieldErrors: {},
      });

      await actAs(people.user, 'admin');
      expect(await addSlotAction(input)).toEqual({
        ok: false,
        code: 'forbidden',
        message: slotToasts.addFailed,
        detail: NO_PERMISSION_MESSAGE,
        fieldErrors: {},
      });

      const existing = await createSlot(people.admin, data);
      if (!existing.ok) throw new Error('setup failed');
      expect(await updateSlotAction({ ...input, price: 1, id: existing.slot.id })).toMatchObject({
        ok: false,
        message: slotToasts.updateFailed,
      });
      expect(await deleteSlotAction({ id: existing.slot.id })).toMatchObject({
        ok: false,
        message: slotToasts.deleteFailed,
      });
      expect(await getSlot(existing.slot.id)).toMatchObject({ price: 149 });
      expect(revalidated).toEqual([]);
      await deleteSlot(people.admin, existing.slot.id);
    });

    it('validates again on the server', async () => {
      await actAs(people.admin);
      expect(await addSlotAction({ ...input, date: '' })).toMatchObject({
        ok: false,
        message: slotToasts.addFailed,
        detail: REQUIRED_FIELDS_MESSAGE,
      });
      expect(await addSlotAction({ ...input, location: 'Sydney' })).toMatchObject({
        ok: false,
        fieldErrors: { location: expect.any(String) },
      });
      expect(await addSlotAction({ ...input, max_students: 0 })).toMatchObject({
        ok: false,
        fieldErrors: { max_students: expect.any(String) },
      });
      expect(await addSlotAction(null as unknown as SlotInput)).toMatchObject({
        ok: false,
        message: slotToasts.addFailed,
      });
      expect(await updateSlotAction({ ...input, id: 'not-a-uuid' })).toMatchObject({
        ok: false,
        message: slotToasts.updateFailed,
      });
      expect(await deleteSlotAction({ id: "'; drop table public.availability_slots; --" })).toMatchObject({
        ok: false,
      });
      expect(await slotsTableExists()).toBe(true);
    });

    it('the upcoming-sessions route and the .ics feeds read the slots', async () => {
      const { GET: upcoming } = await import('@/app/api/upcoming-sessions/route');
      const { GET: feed } = await import('@/app/api/calendar/[feed]/route');
      const { GET: single } = await import('@/app/api/calendar/slots/[id]/route');
      const open = await createSlot(people.admin, {
        ...data,
        date: '2032-02-03',
        course_name: 'Open session',
        location: 'hunter-valley',
      });
      const full = await createSlot(people.admin, {
        ...data,
        date: '2032-02-04',
        course_name: 'Full session',
        max_students: 5,
        current_bookings: 5,
      });
      if (!open.ok || !full.ok) throw new Error('setup failed');

      const body = (await (await upcoming()).json()) as {
        sessions: { id: string; availability: string; bookingHref: string }[];
      };
      expect(body.sessions.find((session) => session.id === open.slot.id)).toMatchObject({
        availability: 'Available',
        bookingHref: `/booking?course=Open+session&date=2032-02-03&location=hunter-valley&session=${open.slot.id}`,
      });
      expect(body.sessions.some((session) => session.id === full.slot.id)).toBe(false);

      const hunter = await feed(new Request('http://localhost/api/calendar/hunter-valley.ics'), {
        params: Promise.resolve({ feed: 'hunter-valley.ics' }),
      });
      expect(hunter.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const ics = await hunter.text();
      expect(ics).toContain('DTSTART;TZID=Australia/Sydney:20320203T090000');
      expect(ics).not.toContain('Full session');
      const unknown = await feed(new Request('http://localhost/api/calendar/sydney.ics'), {
        params: Promise.resolve({ feed: 'sydney.ics' }),
      });
      expect(unknown.status).toBe(404);

      const one = await single(new Request('http://localhost'), {
        params: Promise.resolve({ id: full.slot.id }),
      });
      expect(one.headers.get('content-disposition')).toBe(
        'attachment; filename="training-mackay-2032-02-04.ics"',
      );
      expect(await one.text()).toContain('DTSTART;TZID=Australia/Brisbane:20320204T090000');
      const missing = await single(new Request('http://localhost'), {
        params: Promise.resolve({ id: 'nope' }),
      });
      expect(missing.status).toBe(404);

      await deleteSlot(people.admin, open.slot.id);
      await deleteSlot(people.admin, full.slot.id);
    });

    it('the setup action does nothing on a database that has the table', async () => {
      await actAs(null);
      expect(await setupDatabaseAction()).toEqual(READY);
    });

    it('the setup action is rate limited per address; its refusal carries no SQL (the card shows the commands)', async () => {
      await actAs(null);
      let last = await setupDatabaseAction();
      for (
        let press = 0;
        press < rateLimits['database-setup'].perIp.limit && last.ok && last.data.ready;
        press += 1
      )
        last = await setupDatabaseAction();
      expect(last).toEqual({
        ok: false,
        code: 'rate-limited',
        message: 'Setup failed',
        detail: expect.stringMatching(/^Too many attempts/),
        fieldErrors: {},
      });
      expect(JSON.stringify(last).length).toBeLessThan(500);
      // Forged input is refused before anything runs.
      expect(await setupDatabaseAction({ sql: 'drop table public.availability_slots' })).toMatchObject({
        ok: false,
        code: 'invalid',
      });
      expect(await slotsTableExists()).toBe(true);
    });
  });
});

describe.each(backends())('setup card on an empty database (%s)', (backend) => {
  const saved = { DATA_DIR: process.env.DATA_DIR };

  beforeAll(() => {
    quietConsole();
  });

  afterAll(() => {
    setDatabaseForTesting(null);
    process.env.DATA_DIR = saved.DATA_DIR;
    resetEnvCache();
    vi.restoreAllMocks();
  });

  it('applies the migrations when the slots table is missing, then reads slots', async () => {
    const db = await openEmptyDatabase(backend);
    try {
      setDatabaseForTesting(db);
      expect(await slotsTableExists()).toBe(false);
      await actAs(null);
      expect(await setupDatabaseAction()).toEqual(READY);
      expect(await slotsTableExists()).toBe(true);
      expect(await listSlots('all')).toEqual([]);
      // Pressing it again is harmless: nothing is pending.
      expect(await setupDatabaseAction()).toEqual(READY);
    } finally {
      setDatabaseForTesting(null);
      await db.dispose();
    }
  });

  it('when the migrations are refused on a database without the tables, the manual steps carry the SQL', async () => {
    const db = await openEmptyDatabase(backend);
    migrations.refuse = true;
    try {
      setDatabaseForTesting(db);
      await actAs(null);
      const result = await setupDatabaseAction();
      expect(result).toMatchObject({
        ok: true,
        message: 'permission denied for schema public',
        data: { ready: false, commands: SETUP_COMMANDS },
      });
      if (!result.ok || result.data.ready) throw new Error('expected the manual steps');
      expect(result.data.sql).toContain('create table if not exists public.availability_slots');
    } finally {
      migrations.refuse = false;
      setDatabaseForTesting(null);
      await db.dispose();
    }
  });
});
