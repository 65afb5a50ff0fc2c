'use client';

import { lazy, Suspense } from 'react';

import { useAuth } from '@/components/auth/session-provider';

import { SignInPrompt } from './sign-in-prompt';

// Visitors who are not signed in never download the form (react-hook-form, zod, the action).
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

/** While the session is unknown: the sign-in prompt's box, empty, so the common case (a visitor) does not move. */
function Pending() {
  return (
    <div aria-busy="true">
      <SignInPrompt placeholder />
    </div>
  );
}

/**
 * The form for a signed-in user, the sign-in prompt for anyone else. Decided in the browser (/api/session), so the
 * cached page is the same for everyone; the action checks the session again.
 */
export function ReviewFormGate() {
  const { status } = useAuth();
  if (status === 'loading') return <Pending />;
  if (status === 'signed-out') return <SignInPrompt />;
  return (
    <Suspense fallback={<Pending />}>
      <ReviewForm />
    </Suspense>
  );
}
