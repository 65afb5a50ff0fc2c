'use client';

import { deferHydration } from '@/components/hydration/defer-hydration';

/** The newsletter form, hydrated when a visitor reaches for it (see components/booking/booking-form-when-used.tsx). */
export const NewsletterSignupWhenUsed = deferHydration({
  load: () => import('./newsletter-signup').then((module) => module.NewsletterSignup),
  trigger: 'intent',
  serverComponent:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only (components/hydration/defer-hydration.tsx)
        (require('./newsletter-signup') as typeof import('./newsletter-signup')).NewsletterSignup
      : undefined,
});
