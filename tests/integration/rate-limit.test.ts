import { afterEach, describe, expect, it } from 'vitest';

import { resetEnvCache } from '@/lib/env';
import { countHits, hit, rateLimit, rateLimitMessage, rateLimits } from '@/lib/server/rate-limit';

import { backends, useTestDatabase } from './helpers/database';

describe('rateLimitMessage', () => {
  it('names the wait in whole minutes', () => {
    expect(rateLimitMessage(30)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(rateLimitMessage(61)).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(rateLimitMessage(3600)).toBe('Too many attempts. Please wait 60 minutes and try again.');
  });
});

describe.each(backends())('rate limits in Postgres (%s)', (backend) => {
  const database = useTestDatabase(backend);

  afterEach(() => {
    delete process.env.RATE_LIMIT_MULTIPLIER;
    resetEnvCache();
  });

  it('allows `limit` hits per window, then refuses with the time left', async () => {
    const limit = { limit: 3, windowSeconds: 600 };
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await hit('test:window', limit));
    expect(results.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    for (const result of results.slice(3)) {
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.retryAfterSeconds).toBeGreaterThan(0);
      // Sliding windows: this window's hits still weigh on the next, so the wait can reach into it.
      expect(result.retryAfterSeconds).toBeLessThanOrEqual(1200);
      expect(result.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    }
    const [row] = await database
      .current()
      .query<{ count: number }>(`select count from public.rate_limits where key = 'test:window'`);
    expect(row.count).toBe(5);
  });

  it('counts parallel hits exactly (one upsert per hit)', async () => {
    const limit = { limit: 10, windowSeconds: 600 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hit('test:parallel', limit)));
    expect(results.filter((result) => result.ok)).toHaveLength(10);
  });

  it('limits per IP and per subject independently', async () => {
    const perSubject = rateLimits['sign-in'].perSubject.limit;
    // One address tried from many IPs is still limited by its subject counter.
    const fromManyIps = [];
    for (let i = 0; i <= perSubject; i += 1) {
      fromManyIps.push(await rateLimit('sign-in', { ip: `198.51.100.${i}`, subject: 'Target@Example.com' }));
    }
    expect(fromManyIps.slice(0, perSubject).every((result) => result.ok)).toBe(true);
    expect(fromManyIps[perSubject].ok).toBe(false);
    // Subjects are compared case-insensitively, and another subject from a fresh IP is unaffected.
    expect((await rateLimit('sign-in', { ip: '198.51.100.200', subject: 'target@example.com' })).ok).toBe(
      false,
    );
    expect((await rateLimit('sign-in', { ip: '198.51.100.201', subject: 'someone@example.com' })).ok).toBe(
      true,
    );
  });

  it("a stranger's attempts for someone's address never lock its owner out: the address is counted per client", async () => {
    for (const action of ['booking', 'enquiry', 'newsletter', 'sign-up'] as const) {
      const { perSubject, perIp } = rateLimits[action];
      const victim = `Victim.${action}@Example.com`;
      const attacker = `192.0.2.${perSubject.limit}`;
      const results = [];
      for (let i = 0; i <= perSubject.limit; i += 1)
        results.push(await rateLimit(action, { ip: attacker, subject: victim }));
      expect([action, results.at(-1)?.ok]).toEqual([action, false]);
      // Within its own allowance, the owner (another client) is unaffected, in any letter case.
      expect([
        action,
        (await rateLimit(action, { ip: '198.51.100.77', subject: victim.toLowerCase() })).ok,
      ]).toEqual([action, true]);
      expect(perSubject.limit).toBeLessThanOrEqual(perIp.limit);
    }
  });

  it('counts an IPv6 /64 as one client, however its addresses rotate', async () => {
    const { limit } = rateLimits.booking.perIp;
    const results = [];
    for (let i = 0; i <= limit; i += 1)
      results.push(await rateLimit('booking', { ip: `2001:db8:77:1::${(i + 1).toString(16)}` }));
    expect(results.slice(0, limit).every((result) => result.ok)).toBe(true);
    expect(results[limit].ok).toBe(false);
    expect((await rateLimit('booking', { ip: '2001:db8:77:2::1' })).ok).toBe(true);
  });

  it('RATE_LIMIT_MULTIPLIER scales every limit', async () => {
    process.env.RATE_LIMIT_MULTIPLIER = '2';
    resetEnvCache();
    const results = [];
    for (let i = 0; i < 5; i += 1)
      results.push((await hit('test:scaled', { limit: 2, windowSeconds: 600 })).ok);
    expect(results).toEqual([true, true, true, true, false]);
  });

  it('a new window starts from zero', async () => {
    await database
      .current()
      .query(
        `insert into public.rate_limits (key, window_start, count) values ('test:old', now() - interval '1 hour', 99)`,
      );
    expect(await hit('test:old', { limit: 1, windowSeconds: 60 })).toEqual({ ok: true });
  });

  it('holds the limit across a window’s end (sliding window), and answers the exact wait', async () => {
    const counter = { key: `test:boundary:${backend}`, limit: 10, windowSeconds: 600 };
    const at = (iso: string) => ({ at: new Date(iso) });
    const before = [];
    for (let i = 0; i < 10; i += 1) before.push(await countHits([counter], at('2026-01-05T02:19:59Z')));
    expect(before.every((result) => result.ok)).toBe(true);
    // Fixed windows would start from zero at 02:20:00 and let ten more through within seconds.
    expect(await countHits([counter], at('2026-01-05T02:20:00Z'))).toEqual({
      ok: false,
      retryAfterSeconds: 120,
      message: 'Too many attempts. Please wait 2 minutes and try again.',
    });
    // One more fits when 2 + 10·(600 − t)/600 ≤ 10: from 02:22:00, as the wait said, and not a second before.
    expect((await countHits([counter], at('2026-01-05T02:21:59Z'))).ok).toBe(false);
    const [row] = await database
      .current()
      .query<{ count: number }>(
        `select count from public.rate_limits where key = $1 and window_start = '2026-01-05T02:20:00Z'`,
        [counter.key],
      );
    expect(row.count).toBe(2);
    await database
      .current()
      .query(
        `update public.rate_limits set count = 1 where key = $1 and window_start = '2026-01-05T02:20:00Z'`,
        [counter.key],
      );
    expect(await countHits([counter], at('2026-01-05T02:22:00Z'))).toEqual({ ok: true });
  });

  it('purges windows two days older than its clock, never the ones it is counting in', async () => {
    // The purge runs on one call in fifty. It once read the database's own clock while the hits were counted on
    // the test's, so the window's-end test above lost its counts on about one run in five.
    const counter = { key: `test:purge:${backend}`, limit: 3, windowSeconds: 600 };
    const at = (iso: string) => ({ at: new Date(iso), purge: true });
    const db = database.current();
    for (const start of ['2026-01-02T23:50:00Z', '2026-01-03T02:30:00Z'])
      await db.query(`insert into public.rate_limits (key, window_start, count) values ($1, $2, 1)`, [
        `test:purge:old:${backend}`,
        start,
      ]);
    for (let i = 0; i < 3; i += 1)
      expect(await countHits([counter], at('2026-01-05T02:29:59Z'))).toEqual({ ok: true });
    expect((await countHits([counter], at('2026-01-05T02:30:00Z'))).ok).toBe(false);
    const left = await db.query<{ window_start: Date }>(
      `select window_start from public.rate_limits where key = $1 order by window_start`,
      [`test:purge:old:${backend}`],
    );
    expect(left.map((row) => row.window_start.toISOString())).toEqual(['2026-01-03T02:30:00.000Z']);
  });
});
