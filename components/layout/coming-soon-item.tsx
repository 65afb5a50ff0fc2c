'use client';

import { useId, useState } from 'react';
import { comingSoonLabel } from '@/content/navigation';

/**
 * A menu entry for a page the provider has not built yet: it says 'Coming soon' in place and leads nowhere.
 * `className` sets the display and alignment (default inline-flex, items-center).
 */
export function ComingSoonItem({ label, className }: { label: string; className?: string }) {
  const [revealed, setRevealed] = useState(false);
  const noteId = useId();
  return (
    <button
      type="button"
      className={`gap-2 text-left ${className ?? 'inline-flex items-center'}`}
      aria-describedby={noteId}
      onClick={() => setRevealed(true)}
      onBlur={() => setRevealed(false)}
    >
      <span>{label}</span>
      <span
        id={noteId}
        aria-live="polite"
        // sr-only sets its own padding (and tailwind-merge drops px/py beside it): the badge's padding only when shown.
        className={`bg-highlight text-highlight-foreground rounded text-[0.7rem] font-semibold tracking-normal normal-case ${revealed ? 'px-1.5 py-0.5' : 'sr-only'}`}
      >
        {comingSoonLabel}
      </span>
    </button>
  );
}
