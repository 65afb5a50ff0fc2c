import { describe, expect, it } from 'vitest';

import { slidingCount, slidingWindowVerdict } from '@/lib/rules/sliding-window';

const window = { windowSeconds: 600, limit: 10 };

describe('slidingCount', () => {
  it('weights the previous window by the share the last window still covers', () => {
    expect(slidingCount({ ...window, count: 3, previousCount: 10, elapsedSeconds: 0 })).toBe(13);
    expect(slidingCount({ ...window, count: 3, previousCount: 10, elapsedSeconds: 150 })).toBe(10.5);
    expect(slidingCount({ ...window, count: 3, previousCount: 10, elapsedSeconds: 599 })).toBeCloseTo(
      3.0167,
      3,
    );
  });
});

describe('slidingWindowVerdict', () => {
  it('allows the limit and refuses the hit after it within one window', () => {
    expect(slidingWindowVerdict({ ...window, count: 10, previousCount: 0, elapsedSeconds: 30 })).toEqual({
      ok: true,
    });
    // Eleven hits in one window: the next fits once this window has ended (570 s left).
    expect(slidingWindowVerdict({ ...window, count: 11, previousCount: 0, elapsedSeconds: 30 })).toEqual({
      ok: false,
      retryAfterSeconds: 570 + Math.ceil(600 * (1 - 9 / 11)),
    });
  });

  it('holds the limit across a window’s end: ten hits just before it leave no room just after', () => {
    // Fixed windows would allow this eleventh hit in a second, and ten more after it.
    const refused = slidingWindowVerdict({ ...window, count: 1, previousCount: 10, elapsedSeconds: 0.5 });
    // One more hit fits when 2 + 10·(600 − t)/600 ≤ 10, at t = 120 s into the window.
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 120 });
    expect(slidingWindowVerdict({ ...window, count: 2, previousCount: 10, elapsedSeconds: 120 })).toEqual({
      ok: true,
    });
    expect(slidingWindowVerdict({ ...window, count: 2, previousCount: 10, elapsedSeconds: 119 }).ok).toBe(
      false,
    );
    // The refused hit counted too: after it the wait is longer, 3 + 10·(480 − t)/600 ≤ 10 at t = 60 s.
    expect(slidingWindowVerdict({ ...window, count: 2, previousCount: 10, elapsedSeconds: 119 })).toEqual({
      ok: false,
      retryAfterSeconds: 61,
    });
  });

  it('waits into a later window when this window alone is over the limit', () => {
    // A limit of one: the second hit waits for this window and the whole next one to pass.
    expect(
      slidingWindowVerdict({ windowSeconds: 60, limit: 1, count: 2, previousCount: 0, elapsedSeconds: 10 }),
    ).toEqual({ ok: false, retryAfterSeconds: 50 + 60 });
  });

  it('never answers a wait under one second', () => {
    // 1 + 10,000·0.6/600 = 11 > 10; one more fits 0.12 s later.
    const verdict = slidingWindowVerdict({
      ...window,
      count: 1,
      previousCount: 10_000,
      elapsedSeconds: 599.4,
    });
    expect(verdict).toEqual({ ok: false, retryAfterSeconds: 1 });
  });
});
