'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from '@/components/auth/session-provider';
import { signInHref } from '@/lib/auth/next-path';

// Most visitors are signed out and only need the Sign In link: the dropdown's code loads for signed-in people only.
const AccountDropdown = lazy(() =>
  import('./account-dropdown').then((module) => ({ default: module.AccountDropdown })),
);

// A plain span may not carry aria-label (axe: aria-prohibited-attr), so the status is announced as text.
const checking = (
  <span role="status" className="inline-flex h-8 w-16 items-center">
    <span className="h-5 w-full animate-pulse rounded bg-white/20" aria-hidden="true" />
    <span className="sr-only">Checking sign-in</span>
  </span>
);

/**
 * Sign In for visitors, the account dropdown once signed in. The Sign In link is in the static HTML (a visitor
 * without JavaScript, or before /api/session answers, can sign in) and returns to this page through ?next=
 * (usePathname is known when the page is prerendered; no cookie is read on the server). Both sit in one box of a
 * fixed size, right-aligned, so swapping one for the other moves nothing around them. `userIcon` is rendered on
 * the server.
 */
export function AccountMenu({ userIcon }: { userIcon: ReactNode }) {
  const { user } = useAuth();
  const pathname = usePathname();

  return (
    <span className="inline-flex h-8 w-56 items-center justify-end lg:w-64" data-testid="account-slot">
      {user ? (
        <Suspense fallback={checking}>
          <AccountDropdown />
        </Suspense>
      ) : (
        <a
          href={signInHref(pathname)}
          className="inline-flex min-h-8 items-center gap-1 font-semibold hover:underline"
        >
          {userIcon}
          Sign In
        </a>
      )}
    </span>
  );
}
