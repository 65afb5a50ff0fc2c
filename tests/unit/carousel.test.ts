import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPlaying, nextIndex, previousIndex, shouldAutoAdvance, wrapIndex } from '@/lib/rules/carousel';

describe('carousel index helpers', () => {
  it('next moves forward and loops from the last slide to the first', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
    expect(nextIndex(3, 4)).toBe(0);
  });

  it('previous moves back and loops from the first slide to the last', () => {
    expect(previousIndex(3, 4)).toBe(2);
    expect(previousIndex(0, 4)).toBe(3);
    expect(previousIndex(0, 5)).toBe(4);
  });

  it('a single slide stays put and an empty carousel gives 0', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it('wrapIndex always lands inside the slide range, and next undoes previous', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(count);
        expect(nextIndex(previousIndex(wrapped, count), count)).toBe(wrapped);
      }),
    );
  });

  it('count steps of next return to the start', () => {
    let index = 2;
    for (let step = 0; step < 5; step += 1) index = nextIndex(index, 5);
    expect(index).toBe(2);
  });
});

describe('isPlaying', () => {
  it('plays by default and not under prefers-reduced-motion', () => {
    expect(isPlaying(null, false)).toBe(true);
    expect(isPlaying(null, true)).toBe(false);
  });

  it("follows the visitor's pause/play choice once made", () => {
    expect(isPlaying(false, false)).toBe(false);
    expect(isPlaying(true, true)).toBe(true);
  });
});

describe('shouldAutoAdvance', () => {
  const idle = { count: 4, playing: true, hovered: false, focused: false };

  it('advances when playing and nobody interacts', () => {
    expect(shouldAutoAdvance(idle)).toBe(true);
  });

  it('stops while hovered, focused, paused or with one slide', () => {
    expect(shouldAutoAdvance({ ...idle, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...idle, focused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...idle, playing: false })).toBe(false);
    expect(shouldAutoAdvance({ ...idle, count: 1 })).toBe(false);
  });
});
