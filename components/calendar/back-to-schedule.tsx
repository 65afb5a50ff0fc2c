'use client';

import { useRouter } from 'next/navigation';
import { ArrowLeftIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** Whether the previous history entry is a page of this site (not a search engine, not a new tab). */
function cameFromThisSite(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  // The document was loaded at another URL, so this page was reached by navigating inside the app.
  if (entry && entry.name !== window.location.href) return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** One step back in history when the visitor came from this site; otherwise to the full calendar. */
export function BackToSchedule() {
  const router = useRouter();

  function goBack() {
    if (window.history.length > 1 && cameFromThisSite()) router.back();
    else router.push('/calendar');
  }

  return (
    <Button
      type="button"
      variant="outline"
      onClick={goBack}
      className="text-primary-foreground hover:text-primary-foreground bg-transparent hover:bg-white/10"
    >
      <ArrowLeftIcon aria-hidden="true" />
      Back to Schedule
    </Button>
  );
}
