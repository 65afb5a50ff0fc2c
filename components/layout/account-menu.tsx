'use client';

import Link from 'next/link';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from '@/components/auth/session-provider';

// Most visitors are signed out and only need the Sign In link: the dropdown's code loads for signed-in people only.
const AccountDropdown = lazy(() => import('./account-dropdown').then((module) => ({ default: module.AccountDropdown })));

// A plain span may not carry aria-label (axe: aria-prohibited-attr), so the status is announced as text.
// As tall as the Sign In link (min-h-8) that replaces it, so the header keeps its height (no layout shift).
const checking = (
  <span role="status" className="inline-flex h-8 w-16 items-center">
    <span className="h-5 w-full animate-pulse rounded bg-white/20" aria-hidden="true" />
    <span className="sr-only">Checking sign-in</span>
  </span>
);

/** Sign In for visitors, the account dropdown once signed in. `userIcon` is rendered on the server. */
export function AccountMenu({ userIcon }: { userIcon: ReactNode }) {
  const { status, user } = useAuth();

  if (status === 'loading') return checking;

  if (!user) {
    return (
      <Link href="/auth" className="inline-flex min-h-8 items-center gap-1 font-semibold hover:underline">
        {userIcon}
        Sign In
      </Link>
    );
  }

  return (
    <Suspense fallback={checking}>
      <AccountDropdown />
    </Suspense>
  );
}
