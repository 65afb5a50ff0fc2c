import { describe, expect, it } from 'vitest';

import {
  hasAuthStub,
  listAppliedMigrations,
  migrate,
  needsBootstrap,
  readMigrations,
} from '@/lib/db/migrate';

import { backends, openEmptyDatabase, openTestDatabase } from './helpers/database';

describe.each(backends())('migrations on an empty database (%s)', (backend) => {
  it('bootstrap and every migration apply, then a second run applies nothing and re-running the SQL is harmless', async () => {
    const db = await openEmptyDatabase(backend);
    try {
      expect(await needsBootstrap(db)).toBe(true);
      const first = await migrate(db);
      expect(first.bootstrapped).toBe(true);
      expect(first.applied).toEqual(readMigrations().map((migration) => migration.version));

      const second = await migrate(db);
      expect(second).toEqual({ bootstrapped: false, applied: [] });
      expect(await listAppliedMigrations(db)).toEqual(first.applied);

      // Supabase's CLI records migrations elsewhere, so the files themselves must be safe to apply twice.
      for (const migration of readMigrations()) await db.exec(migration.sql);
      expect(await hasAuthStub(db)).toBe(true);
    } finally {
      await db.dispose();
    }
  });
});

describe.each(backends())('schema invariants (%s)', (backend) => {
  it('row level security is on for every table in public', async () => {
    const db = await openTestDatabase(backend);
    try {
      const rows = await db.query<{ table: string; rls: boolean }>(
        `select c.relname as table, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
      );
      expect(rows.map((row) => row.table)).toEqual(
        expect.arrayContaining([
          'assessment_answer_keys',
          'assessment_attempts',
          'auth_tokens',
          'availability_slots',
          'booking_requests',
          'campaign_recipients',
          'enquiries',
          'learning_progress',
          'mail_suppressions',
          'mail_campaigns',
          'mail_outbox',
          'newsletter_subscribers',
          'price_overrides',
          'rate_limits',
          'reviews',
          'schema_migrations',
          'sessions',
          'user_roles',
        ]),
      );
      expect(rows.filter((row) => !row.rls)).toEqual([]);
    } finally {
      await db.dispose();
    }
  });

  it('a migrated database applies nothing more', async () => {
    const db = await openTestDatabase(backend);
    try {
      expect(await migrate(db)).toEqual({ bootstrapped: false, applied: [] });
    } finally {
      await db.dispose();
    }
  });
});
