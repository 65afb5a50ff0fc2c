'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

// A connection lost before this small chunk arrives must not take the page down with it (a learner's answers, a
// half-filled form): without the chunk there are no toasts, and the page, its state and its inline messages stay.
const Toaster = lazy(() =>
  import('@/components/ui/sonner').then(
    (module): { default: ComponentType } => ({ default: module.Toaster }),
    (): { default: ComponentType } => ({ default: () => null }),
  ),
);

let sonnerSeen = false;

// sonner adds its stylesheet to <head> when its module first runs, which is exactly when something on the page
// becomes able to call toast(). Toasts raised before the Toaster subscribes are replayed to it by sonner.
function sonnerLoaded(): boolean {
  if (!sonnerSeen) {
    sonnerSeen = Array.from(document.head.getElementsByTagName('style')).some((style) =>
      style.textContent?.includes('[data-sonner-toaster]'),
    );
  }
  return sonnerSeen;
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

/**
 * The site's Toaster, loaded only on pages whose code can raise a toast: most catalogue pages never import sonner,
 * so they never download it.
 */
export function DeferredToaster() {
  const needed = useSyncExternalStore(subscribe, sonnerLoaded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
