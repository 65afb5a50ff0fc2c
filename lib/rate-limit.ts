import 'server-only';

import { headers } from 'next/headers';

import { withService } from '@/lib/db';
import { env } from '@/lib/env';

/**
 * Fixed-window counters in Postgres (public.rate_limits), so limits hold across app instances.
 * Each action has a limit per client IP and, where the form names one, per subject (an e-mail address).
 */

export type Limit = { limit: number; windowSeconds: number };
export type ActionLimits = { perIp: Limit; perSubject?: Limit };

export const rateLimits = {
  'sign-in': { perIp: { limit: 30, windowSeconds: 600 }, perSubject: { limit: 10, windowSeconds: 600 } },
  'sign-up': { perIp: { limit: 10, windowSeconds: 3600 }, perSubject: { limit: 5, windowSeconds: 3600 } },
  enquiry: { perIp: { limit: 10, windowSeconds: 3600 }, perSubject: { limit: 5, windowSeconds: 3600 } },
  newsletter: { perIp: { limit: 10, windowSeconds: 3600 }, perSubject: { limit: 3, windowSeconds: 3600 } },
  review: { perIp: { limit: 10, windowSeconds: 3600 }, perSubject: { limit: 5, windowSeconds: 3600 } },
  booking: { perIp: { limit: 10, windowSeconds: 3600 }, perSubject: { limit: 5, windowSeconds: 3600 } },
  'database-setup': { perIp: { limit: 3, windowSeconds: 600 } },
} satisfies Record<string, ActionLimits>;

export type RateLimitedAction = keyof typeof rateLimits;

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

/** Counts one hit on `key` and says whether it is within `limit` for the current window. */
export async function hit(key: string, { limit, windowSeconds }: Limit): Promise<RateLimitResult> {
  const scaled = Math.max(1, Math.round(limit * env().RATE_LIMIT_MULTIPLIER));
  const rows = await withService('rate limit', async (db) => {
    // Old windows are cleaned up now and then rather than by a scheduled job.
    if (Math.random() < 0.02) {
      await db.query(`delete from public.rate_limits where window_start < now() - interval '2 days'`);
    }
    return db.query<{ count: number; retry: number }>(
      `insert into public.rate_limits as r (key, window_start, count)
       values ($1, to_timestamp(floor(extract(epoch from now()) / $2::integer) * $2::integer), 1)
       on conflict (key, window_start) do update set count = r.count + 1
       returning r.count,
                 ceil(extract(epoch from (r.window_start + make_interval(secs => $2::integer) - now())))::integer as retry`,
      [key.slice(0, 300), windowSeconds],
    );
  });
  const row = rows[0];
  if (!row || row.count <= scaled) return { ok: true };
  const retryAfterSeconds = Math.max(1, row.retry);
  return { ok: false, retryAfterSeconds, message: rateLimitMessage(retryAfterSeconds) };
}

/**
 * Counts an attempt at `action` from `ip` (and for `subject`, e.g. the e-mail address) and answers whether it may
 * proceed. Both counters are always counted, so rotating one of them does not reset the other.
 */
export async function rateLimit(
  action: RateLimitedAction,
  who: { ip: string; subject?: string | null },
): Promise<RateLimitResult> {
  const limits: ActionLimits = rateLimits[action];
  const results = [await hit(`${action}:ip:${who.ip}`, limits.perIp)];
  if (limits.perSubject && who.subject) {
    results.push(await hit(`${action}:subject:${who.subject.trim().toLowerCase()}`, limits.perSubject));
  }
  const denied = results.filter((result): result is Extract<RateLimitResult, { ok: false }> => !result.ok);
  if (denied.length === 0) return { ok: true };
  const retryAfterSeconds = Math.max(...denied.map((result) => result.retryAfterSeconds));
  return { ok: false, retryAfterSeconds, message: rateLimitMessage(retryAfterSeconds) };
}

/** The client's address as the hosting proxy reports it; 'unknown' when there is none (all such share a counter). */
export async function clientIp(): Promise<string> {
  const list = await headers();
  const forwarded = list.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || list.get('x-real-ip')?.trim() || 'unknown';
  return ip.slice(0, 100);
}
