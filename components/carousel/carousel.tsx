'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { isPlaying, nextIndex, previousIndex, shouldAutoAdvance, wrapIndex } from '@/lib/rules/carousel';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

type CarouselProps = {
  /** Accessible name of the carousel region, e.g. 'Mining training photos'. */
  label: string;
  /** Slides rendered on the server; the carousel only moves them. */
  slides: ReactNode[];
  /** Accessible name of each slide; defaults to 'n of count'. */
  slideLabels?: string[];
  intervalMs: number;
  /** 'dark' draws the controls for a dark background. */
  tone?: 'light' | 'dark';
  className?: string;
};

/**
 * A small looping carousel (WAI-ARIA APG pattern): previous/next and dot controls, a pause button, auto-advance that
 * stops while hovered or focused and never runs under prefers-reduced-motion.
 */
export function Carousel({
  label,
  slides,
  slideLabels,
  intervalMs,
  tone = 'light',
  className,
}: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The server cannot know the preference: assume reduced motion until the browser says otherwise.
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => true,
  );
  const playing = isPlaying(playChoice, reducedMotion);
  const autoAdvancing = shouldAutoAdvance({ count, playing, hovered, focused });

  // Re-armed on every slide change, so a manual move also restarts the full interval.
  useEffect(() => {
    if (!autoAdvancing) return;
    const timer = window.setTimeout(() => setIndex((current) => nextIndex(current, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoAdvancing, index, count, intervalMs]);

  const current = wrapIndex(index, count);
  const dark = tone === 'dark';
  const controlBase = `inline-flex cursor-pointer items-center justify-center rounded-full border transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none ${
    dark
      ? 'border-white/60 bg-white/10 text-white hover:bg-white/20 focus-visible:ring-white focus-visible:ring-offset-primary'
      : 'border-border bg-background text-primary hover:bg-muted focus-visible:ring-ring'
  }`;
  const controlClass = `${controlBase} size-11`;

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={autoAdvancing ? 'on' : 'off'}
      className={className ? `w-full ${className}` : 'w-full'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <div className="overflow-hidden rounded-xl">
        <div
          aria-live={autoAdvancing ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {slides.map((slide, slideIndex) => (
            <div
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabels?.[slideIndex] ?? `${slideIndex + 1} of ${count}`}
              data-active={slideIndex === current ? 'true' : 'false'}
              // Off-screen slides must not take focus or be read out.
              inert={slideIndex !== current}
              className="w-full shrink-0"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {count > 1 ? (
        <div className="mt-3 flex items-center justify-between gap-2">
          <button
            type="button"
            className={controlClass}
            aria-label="Previous slide"
            onClick={() => setIndex((value) => previousIndex(value, count))}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>

          <div className="flex flex-wrap items-center justify-center gap-1">
            {slides.map((_, dotIndex) => {
              const active = dotIndex === current;
              return (
                <button
                  key={dotIndex}
                  type="button"
                  aria-label={`Go to slide ${dotIndex + 1}`}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => setIndex(dotIndex)}
                  className={`group inline-flex size-8 cursor-pointer items-center justify-center rounded-full focus-visible:ring-2 focus-visible:outline-none ${
                    dark ? 'focus-visible:ring-white' : 'focus-visible:ring-ring'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full border transition-all ${active ? 'w-6' : 'w-2.5'} ${
                      dark
                        ? active
                          ? 'border-highlight bg-highlight'
                          : 'border-white bg-transparent group-hover:bg-white/40'
                        : active
                          ? 'border-brand bg-brand'
                          : 'border-slate-500 bg-transparent group-hover:bg-slate-300'
                    }`}
                  />
                </button>
              );
            })}
            <button
              type="button"
              className={`${controlBase} ml-1 size-8`}
              aria-label={playing ? 'Pause slide show' : 'Play slide show'}
              onClick={() => setPlayChoice(!playing)}
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>

          <button
            type="button"
            className={controlClass}
            aria-label="Next slide"
            onClick={() => setIndex((value) => nextIndex(value, count))}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
