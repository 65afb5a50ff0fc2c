import 'server-only';

import { headers } from 'next/headers';

import { withService } from '@/lib/db';
import { env } from '@/lib/env';
import { addressBlock, clientAddress, normaliseAddress } from '@/lib/rules/client-address';
import { slidingWindowVerdict } from '@/lib/rules/sliding-window';

/**
 * Sliding-window counters in Postgres (public.rate_limits), so limits hold across app instances.
 * Each action has a limit per client (an IPv4 address, or an IPv6 /64) and, where the form names one, per subject.
 * A subject anyone can type (an e-mail address on a public form) is counted together with the client, so nobody
 * can spend someone else's allowance and lock their address out; a subject that is the caller (a signed-in user,
 * a learner's cookie) is counted alone.
 */

export type Limit = { limit: number; windowSeconds: number };
export type ActionLimits = { perIp: Limit; perSubject?: Limit; subjectTypedByAnyone?: boolean };

export const rateLimits = {
  'sign-in': { perIp: { limit: 30, windowSeconds: 600 }, perSubject: { limit: 10, windowSeconds: 600 } },
  'sign-up': {
    perIp: { limit: 10, windowSeconds: 3600 },
    perSubject: { limit: 5, windowSeconds: 3600 },
    subjectTypedByAnyone: true,
  },
  enquiry: {
    perIp: { limit: 10, windowSeconds: 3600 },
    perSubject: { limit: 5, windowSeconds: 3600 },
    subjectTypedByAnyone: true,
  },
  newsletter: {
    perIp: { limit: 10, windowSeconds: 3600 },
    perSubject: { limit: 3, windowSeconds: 3600 },
    subjectTypedByAnyone: true,
  },
  review: { perIp: { limit: 10, windowSeconds: 3600 }, perSubject: { limit: 5, windowSeconds: 3600 } },
  booking: {
    perIp: { limit: 10, windowSeconds: 3600 },
    perSubject: { limit: 5, windowSeconds: 3600 },
    subjectTypedByAnyone: true,
  },
  'database-setup': { perIp: { limit: 3, windowSeconds: 600 } },
  // The promotional files rendered on request (a PNG takes ~120 ms of CPU when its price changed).
  'marketing-file': { perIp: { limit: 60, windowSeconds: 600 } },
  // "Forgot password?": the subject is the address together with the client, so nobody can use up an owner's own
  // requests from elsewhere; the mails one address receives have a cap of their own (sign-in-limits.ts).
  'password-reset': {
    perIp: { limit: 10, windowSeconds: 3600 },
    perSubject: { limit: 3, windowSeconds: 3600 },
  },
  // The button of a confirmation or reset link: tokens cannot be guessed, this only bounds the work per client.
  'auth-link': { perIp: { limit: 30, windowSeconds: 3600 } },
  // Changing a password or address checks the current password: the subject is the account, against guessing it
  // with a stolen session.
  'password-change': {
    perIp: { limit: 10, windowSeconds: 600 },
    perSubject: { limit: 5, windowSeconds: 600 },
  },
  'email-change': {
    perIp: { limit: 10, windowSeconds: 3600 },
    perSubject: { limit: 5, windowSeconds: 3600 },
  },
  // A learner's signed cancel or take-a-place link: generous, since a token is single-use anyway.
  'booking-link': { perIp: { limit: 30, windowSeconds: 3600 } },
  // Theory submissions: the subject is one learner (user or anonymous cookie) and unit. Retake stays immediate
  // within it; a classroom behind one address still fits the per-address limit.
  assessment: { perIp: { limit: 30, windowSeconds: 600 }, perSubject: { limit: 5, windowSeconds: 600 } },
  // Book and pay, per client address: each step costs a transaction (and a card step a call to Stripe); someone
  // trying promotion codes one after another meets the promotion-code limit.
  'book-and-pay': { perIp: { limit: 60, windowSeconds: 600 }, perSubject: { limit: 30, windowSeconds: 600 } },
  'promotion-code': {
    perIp: { limit: 30, windowSeconds: 600 },
    perSubject: { limit: 10, windowSeconds: 600 },
  },
  // The public certificate check: a gate checks a handful of tickets; guessing 60-bit numbers needs millions.
  'certificate-verify': { perIp: { limit: 30, windowSeconds: 600 } },
  // The enrolment form saves as the learner types (a save every few seconds at most); the subject is the learner.
  'enrolment-save': {
    perIp: { limit: 600, windowSeconds: 600 },
    perSubject: { limit: 300, windowSeconds: 600 },
  },
  // Identification uploads and readiness answers: the subject is the learner; each upload is checked and stored.
  readiness: { perIp: { limit: 60, windowSeconds: 3600 }, perSubject: { limit: 40, windowSeconds: 3600 } },
  // Employer accounts: registering, the crew (one by one or a CSV), tickets and share answers; each is one
  // transaction. Invitations send mail to an address the manager types, so they have a tighter limit of their own.
  employer: { perIp: { limit: 120, windowSeconds: 3600 } },
  'employer-invite': { perIp: { limit: 20, windowSeconds: 3600 } },
} satisfies Record<string, ActionLimits>;

export type RateLimitedAction = keyof typeof rateLimits;

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

/** Counts one hit on `key` and says whether it is within `limit` for the current window. */
export async function hit(key: string, limit: Limit): Promise<RateLimitResult> {
  return countHits([{ key, ...limit }]);
}

export type Counter = { key: string } & Limit;

/**
 * Counts one hit on every counter in one statement (one transaction, one round trip) and answers whether all are
 * within their limits; when any is over, the longest wait. Rows are locked in key order, so two requests that
 * share counters never wait on each other in a cycle. Each counter is judged by a sliding window: this fixed
 * window's count plus the previous one's, weighted by its overlap (lib/rules/sliding-window.ts).
 * `at` replaces the database's clock, for tests at a window's end; `purge` decides whether this call also deletes
 * windows two days older than that clock (by default one call in fifty, so no scheduled job is needed).
 */
export async function countHits(
  counters: Counter[],
  { at, purge = Math.random() < 0.02 }: { at?: Date; purge?: boolean } = {},
): Promise<RateLimitResult> {
  const byKey = new Map(counters.map((counter) => [counter.key.slice(0, 300), counter]));
  const keys = [...byKey.keys()].sort();
  const multiplier = env().RATE_LIMIT_MULTIPLIER;
  const rows = await withService('rate limit', async (db) => {
    // Old by the same clock the hits are counted on: a purge must never delete the windows being counted in.
    if (purge) {
      await db.query(
        `delete from public.rate_limits where window_start < coalesce($1::timestamptz, now()) - interval '2 days'`,
        [at ?? null],
      );
    }
    const clock = keys.length * 2 + 1;
    const values = keys.map((_, i) => `($${2 * i + 1}::text, $${2 * i + 2}::integer)`);
    // The CTE's select sees the table as it was before the insert, which only touches the current windows.
    return db.query<{ key: string; count: number; previousCount: number; elapsedSeconds: number }>(
      `with clock as (select coalesce($${clock}::timestamptz, now()) as now),
       counters (key, seconds) as (values ${values.join(', ')}),
       windows as (
         select key, seconds,
                to_timestamp(floor(extract(epoch from clock.now) / seconds) * seconds) as window_start
         from counters, clock
       ),
       hits as (
         insert into public.rate_limits as r (key, window_start, count)
         select key, window_start, 1 from windows order by key
         on conflict (key, window_start) do update set count = r.count + 1
         returning r.key, r.count
       )
       select hits.key, hits.count, coalesce(previous.count, 0) as "previousCount",
              extract(epoch from clock.now - windows.window_start)::float8 as "elapsedSeconds"
       from hits
       join windows using (key)
       cross join clock
       left join public.rate_limits previous
         on previous.key = hits.key
        and previous.window_start = windows.window_start - make_interval(secs => windows.seconds)`,
      [...keys.flatMap((key) => [key, byKey.get(key)!.windowSeconds]), at?.toISOString() ?? null],
    );
  });
  const waits = rows.flatMap((row) => {
    const { limit, windowSeconds } = byKey.get(row.key)!;
    const verdict = slidingWindowVerdict({
      count: row.count,
      previousCount: row.previousCount,
      elapsedSeconds: row.elapsedSeconds,
      windowSeconds,
      limit: Math.max(1, Math.round(limit * multiplier)),
    });
    return verdict.ok ? [] : [verdict.retryAfterSeconds];
  });
  if (waits.length === 0) return { ok: true };
  const retryAfterSeconds = Math.max(...waits);
  return { ok: false, retryAfterSeconds, message: rateLimitMessage(retryAfterSeconds) };
}

/**
 * Counts an attempt at `action` from `ip` (and for `subject`, e.g. the e-mail address) and answers whether it may
 * proceed. Both counters are always counted, so rotating the subject does not reset the client's counter. A
 * subject anyone can type is counted per client (see rateLimits), so a stranger's attempts never refuse its owner.
 */
export async function rateLimit(
  action: RateLimitedAction,
  who: { ip: string; subject?: string | null },
): Promise<RateLimitResult> {
  const limits: ActionLimits = rateLimits[action];
  const client = addressBlock(who.ip) || 'unknown';
  const counters: Counter[] = [{ key: `${action}:ip:${client}`, ...limits.perIp }];
  if (limits.perSubject && who.subject) {
    const subject = who.subject.trim().toLowerCase();
    const key = limits.subjectTypedByAnyone
      ? `${action}:subject:${subject}:from:${client}`
      : `${action}:subject:${subject}`;
    counters.push({ key, ...limits.perSubject });
  }
  return countHits(counters);
}

/**
 * The client's address for rate limits; 'unknown' when there is none (all such share a counter).
 * X-Forwarded-For counts only as far as TRUSTED_PROXY_HOPS proxies appended to it, read from the right; x-real-ip,
 * which such a proxy or host sets, when X-Forwarded-For is missing. Without a trusted proxy every client shares one
 * counter: production runs behind one (docs/deploy.md), and the server says so at start when it does not.
 */
export async function clientIp(): Promise<string> {
  const list = await headers();
  const hops = env().TRUSTED_PROXY_HOPS;
  const address =
    clientAddress({ forwardedFor: list.get('x-forwarded-for'), hops }) ??
    (hops > 0 ? normaliseAddress(list.get('x-real-ip')) : '');
  // One IPv6 client holds a whole /64: counted as one, or each of its 2^64 addresses would get a fresh allowance.
  return addressBlock(address) || 'unknown';
}
