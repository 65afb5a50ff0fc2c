/** Slide index arithmetic for the looping carousels. Pure so it can be tested without a browser. */

/** Wraps any integer into 0..count-1; count 0 gives 0. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(current: number, count: number): number {
  return wrapIndex(current + 1, count);
}

export function previousIndex(current: number, count: number): number {
  return wrapIndex(current - 1, count);
}

/**
 * Whether the slide show is switched on: the visitor's own choice (the pause/play button) when they made one,
 * otherwise on unless they prefer reduced motion.
 */
export function isPlaying(choice: boolean | null, reducedMotion: boolean): boolean {
  return choice ?? !reducedMotion;
}

/** Auto-advance runs only when switched on, there is somewhere to go and nobody is pointing at or inside it. */
export function shouldAutoAdvance(state: {
  count: number;
  playing: boolean;
  hovered: boolean;
  focused: boolean;
}): boolean {
  return state.count > 1 && state.playing && !state.hovered && !state.focused;
}
