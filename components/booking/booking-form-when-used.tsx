'use client';

import { deferHydration } from '@/components/hydration/defer-hydration';

/**
 * The booking form, hydrated when a visitor reaches for it (a pointer over it, a tap, focus, a key): its code and
 * react-hook-form stay out of the page's first load. Until then it is the server's form, and what is typed or sent
 * is kept (lib/node/forms-before-hydration.mjs).
 */
export const BookingFormWhenUsed = deferHydration({
  load: () => import('./booking-form').then((module) => module.BookingForm),
  trigger: 'intent',
  serverComponent:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only (components/hydration/defer-hydration.tsx)
        (require('./booking-form') as typeof import('./booking-form')).BookingForm
      : undefined,
});
