import { describe, expect, it } from 'vitest';

import { checkPassword, findUserForSignIn } from '@/lib/auth/embedded';
import { withService, withUser } from '@/lib/db';
import { demoAccounts, seed } from '@/lib/db/seed';

import { backends, useTestDatabase } from './helpers/database';

describe.each(backends())('demo seed (%s)', (backend) => {
  const database = useTestDatabase(backend);

  it('creates the demo accounts with their roles, upcoming slots and reviews, and is idempotent', async () => {
    const today = new Date();
    const first = await seed(database.current(), { today });
    expect(first).toEqual({ users: 3, slots: 30, reviews: 5 });
    expect(await seed(database.current(), { today })).toEqual({ users: 3, slots: 0, reviews: 0 });

    for (const account of demoAccounts) {
      const user = await withService('test', (db) => findUserForSignIn(db, account.email));
      expect(await checkPassword(user, account.password)).toMatchObject({ ok: true });
      const roles = await withUser({ user: { id: user!.id, email: account.email }, role: null }, (db) =>
        db.query<{ role: string }>('select role from public.user_roles where user_id = $1', [user!.id]),
      );
      // The plain user has no user_roles row: no row means 'user'.
      expect(roles.map((row) => row.role)).toEqual(account.role === 'user' ? [] : [account.role]);
    }

    const slots = await withUser(null, (db) =>
      db.query<{
        date: string;
        location: string;
        status: string;
        max_students: number;
        current_bookings: number;
      }>(
        'select date, location, status, max_students, current_bookings from public.availability_slots order by date',
      ),
    );
    const todayYmd = today.toISOString().slice(0, 10);
    expect(slots).toHaveLength(30);
    expect(slots.every((slot) => slot.date > todayYmd)).toBe(true);
    expect(new Set(slots.map((slot) => slot.location))).toEqual(
      new Set(['Port Macquarie', 'Mid North Coast', 'Mackay', 'Hunter Valley', 'Bowen Basin']),
    );
    for (const slot of slots.filter((row) => row.status === 'limited')) {
      expect(slot.max_students - slot.current_bookings).toBeLessThanOrEqual(3);
    }

    const reviews = await withUser(null, (db) => db.query('select id from public.reviews'));
    expect(reviews).toHaveLength(5);
  });

  it('refuses a database whose auth schema is Supabase’s own', async () => {
    const db = database.current();
    await db.exec(`comment on schema auth is 'Supabase Auth'`);
    try {
      await expect(seed(db)).rejects.toThrow(/Refusing to seed demo accounts/);
    } finally {
      await db.exec(
        `comment on schema auth is 'bootstrap stub of Supabase Auth (supabase/bootstrap/auth-stub.sql)'`,
      );
    }
  });
});
