'use client';

import { ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type TouchEvent } from 'react';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';

export type DeckSlide = { id: string; title: string; bullets: readonly string[]; speakerNotes?: string };

const SWIPE_MIN_PX = 50;

function subscribeToHash(callback: () => void) {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A slide deck: arrow keys, Page Up/Down, Home/End and swipes move between slides; the trainer view shows the
 * speaker notes. The URL fragment names the slide so a link opens on it. Printing gives every slide as a handout.
 */
export function SlideDeck({
  slides,
  showNotes,
  deckTitle,
}: {
  slides: readonly DeckSlide[];
  showNotes: boolean;
  deckTitle: string;
}) {
  const count = slides.length;
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const fromHash = slides.findIndex((s) => `#${s.id}` === hash);
  const index = chosen ?? Math.max(fromHash, 0);
  const slide = slides[index];
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  function go(target: number) {
    const next = Math.min(Math.max(target, 0), count - 1);
    if (next === index) return;
    setChosen(next);
    window.history.replaceState(window.history.state, '', `#${slides[next].id}`);
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      PageDown: index + 1,
      ArrowLeft: index - 1,
      PageUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? index + 1 : index - 1);
  }

  if (!slide) return null;

  return (
    <>
      <div className="space-y-4 print:hidden">
        <p className="text-muted-foreground text-sm">
          Use the arrow keys, Page Up and Page Down, Home and End, or swipe to move between slides.
        </p>

        <section
          aria-roledescription="slide"
          aria-labelledby="current-slide-title"
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          className="bg-primary text-primary-foreground relative flex min-h-[22rem] touch-pan-y flex-col overflow-hidden rounded-2xl p-6 shadow-lg select-none sm:min-h-[28rem] sm:p-10 lg:aspect-video lg:min-h-0"
          data-testid="current-slide"
        >
          <span aria-hidden className="bg-brand absolute inset-x-0 top-0 h-2" />
          <p className="text-xs font-semibold tracking-widest text-slate-200 uppercase">{deckTitle}</p>
          <h2 id="current-slide-title" className="mt-3 text-2xl leading-tight font-extrabold sm:text-4xl">
            {slide.title}
          </h2>
          <ul className="mt-6 flex-1 space-y-2.5 text-base sm:text-xl">
            {slide.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3">
                <span aria-hidden className="bg-highlight mt-2.5 size-2 shrink-0 rounded-full" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 self-end text-sm text-slate-200" aria-hidden>
            {index + 1} / {count}
          </p>
        </section>

        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <p
            className="min-w-24 text-center text-sm font-semibold"
            aria-live="polite"
            data-testid="slide-counter"
          >
            Slide {index + 1} of {count}
          </p>
          <Button type="button" onClick={() => go(index + 1)} disabled={index === count - 1}>
            Next
            <ChevronRight aria-hidden />
          </Button>
          <div className="flex w-full items-center gap-2 sm:ml-auto sm:w-auto">
            <label htmlFor="slide-jump" className="shrink-0 text-sm font-medium">
              Go to slide
            </label>
            <NativeSelect
              id="slide-jump"
              value={String(index)}
              onChange={(event) => go(Number(event.target.value))}
              wrapperClassName="sm:w-64"
            >
              {slides.map((s, i) => (
                <option key={s.id} value={i}>
                  {i + 1}. {s.title}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden />
            Print Handouts
          </Button>
        </div>

        {showNotes ? (
          <section
            aria-labelledby="speaker-notes-heading"
            className="border-highlight bg-accent text-accent-foreground rounded-xl border-l-4 p-4"
          >
            <h3 id="speaker-notes-heading" className="font-bold">
              Speaker notes
            </h3>
            <p className="mt-2 leading-relaxed" data-testid="speaker-notes">
              {slide.speakerNotes}
            </p>
          </section>
        ) : null}
      </div>

      <ol className="hidden space-y-6 print:block" aria-label="Handout">
        {slides.map((s, i) => (
          <li key={s.id} className="print-avoid-break border-2 border-black p-5">
            <p className="text-xs font-semibold">
              Slide {i + 1} of {count}
            </p>
            <h2 className="mt-1 text-xl font-bold">{s.title}</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {s.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
            {showNotes ? (
              <p className="mt-3 border-t pt-3 text-sm">
                <span className="font-semibold">Speaker notes:</span> {s.speakerNotes}
              </p>
            ) : (
              <div className="mt-4 border-t pt-2">
                <p className="text-xs font-semibold">Notes</p>
                <div aria-hidden className="mt-6 space-y-6">
                  <div className="border-b border-black" />
                  <div className="border-b border-black" />
                  <div className="border-b border-black" />
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
