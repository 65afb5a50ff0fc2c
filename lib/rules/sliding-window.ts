/**
 * The sliding-window counter (as Cloudflare's and Redis's rate limiters use it): hits are stored per fixed window,
 * and a hit is judged against this window's count plus the previous window's, weighted by the share of it that the
 * last `windowSeconds` still cover. Fixed windows alone let twice the limit through in a burst across a window's
 * end (ten guesses at 02:19:59 and ten more at 02:20:00); the weighted count holds the limit across it.
 */

export type WindowCounts = {
  /** Hits in the current fixed window, this one included. */
  count: number;
  /** Hits in the fixed window before it. */
  previousCount: number;
  /** Seconds since the current window began, from 0 to windowSeconds. */
  elapsedSeconds: number;
  windowSeconds: number;
  limit: number;
};

export type WindowVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The weighted count of the last `windowSeconds`: the previous window counts by the part still inside. */
export function slidingCount({ count, previousCount, elapsedSeconds, windowSeconds }: WindowCounts): number {
  const overlap = Math.max(0, windowSeconds - elapsedSeconds) / windowSeconds;
  return count + previousCount * overlap;
}

/**
 * Whether the hit is within the limit; when not, the whole seconds until one more hit would be. Refused hits count
 * too (the row was incremented), so hammering while refused keeps the wait from shrinking.
 */
export function slidingWindowVerdict(counts: WindowCounts): WindowVerdict {
  if (slidingCount(counts) <= counts.limit) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(secondsUntilNextHitFits(counts))) };
}

/** Solves slidingCount(at a later time) + 1 <= limit for the earliest time, in this window or the next two. */
function secondsUntilNextHitFits({
  count,
  previousCount,
  elapsedSeconds,
  windowSeconds,
  limit,
}: WindowCounts) {
  const left = windowSeconds - elapsedSeconds;
  // Within this window only the previous window's weight falls: count + 1 + previousCount·(left − t)/W <= limit.
  const room = limit - 1 - count;
  if (room >= 0 && previousCount > 0) {
    const wait = left - (room * windowSeconds) / previousCount;
    if (wait <= left) return Math.max(0, wait);
  }
  // In the next window this window becomes the previous one: 1 + count·(W − s)/W <= limit.
  if (count <= 0 || limit - 1 >= count) return left;
  const into = windowSeconds * (1 - (limit - 1) / count);
  return left + Math.min(windowSeconds, into);
}
