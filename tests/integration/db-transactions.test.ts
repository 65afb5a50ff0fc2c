import { describe, expect, it } from 'vitest';

import { withService, withUser } from '@/lib/db';

import { backends, useTestDatabase } from './helpers/database';

// withUser and withService send their settings without waiting for the answer (one round trip less): the
// caller's first statement must still run under them, never before them.
describe.each(backends())('transactions with settings (%s)', (backend) => {
  useTestDatabase(backend);

  it("withUser's first statement already runs as the session's role with its claims", async () => {
    const [row] = await withUser(null, (db) =>
      db.query<{ role: string; claims: string }>(
        `select current_user as role, current_setting('request.jwt.claims', true) as claims`,
      ),
    );
    expect(row.role).toBe('anon');
    expect(JSON.parse(row.claims)).toEqual({ role: 'anon' });
  });

  it("withService's first statement sees the reason and service claims", async () => {
    const [row] = await withService('test: reason', (db) =>
      db.query<{ reason: string; claims: string }>(
        `select current_setting('app.service_reason', true) as reason,
                current_setting('request.jwt.claims', true) as claims`,
      ),
    );
    expect(row.reason).toBe('test: reason');
    expect(JSON.parse(row.claims)).toEqual({ role: 'service_role' });
  });

  it('parallel transactions each keep their own settings', async () => {
    const reasons = Array.from({ length: 20 }, (_, i) => `test: parallel ${i}`);
    const seen = await Promise.all(
      reasons.map((reason) =>
        withService(reason, async (db) => {
          const [row] = await db.query<{ reason: string }>(
            `select current_setting('app.service_reason', true) as reason`,
          );
          return row.reason;
        }),
      ),
    );
    expect(seen).toEqual(reasons);
  });

  it("a failing statement rolls back the caller's work and its error reaches the caller", async () => {
    await expect(
      withService('test: rollback', async (db) => {
        await db.query(
          `insert into public.rate_limits (key, window_start, count) values ('test:rollback', now(), 1)`,
        );
        await db.query(`select 1 / 0`);
      }),
    ).rejects.toThrow(/division by zero/);
    const rows = await withService('test: check', (db) =>
      db.query(`select 1 from public.rate_limits where key = 'test:rollback'`),
    );
    expect(rows).toEqual([]);
  });
});
