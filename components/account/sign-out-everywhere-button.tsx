'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';

import { signOutEverywhereAction } from '@/app/account/actions';
import { useAuth } from '@/components/auth/session-provider';
import { Button } from '@/components/ui/button';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/auth/messages';
import { callAction, failureReason } from '@/lib/client/action-call';

/** "Sign out of all devices": ends every session, this one too, then goes to the sign-in page. */
export function SignOutEverywhereButton() {
  const router = useRouter();
  const { refresh } = useAuth();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  function signOutEverywhere() {
    setError(null);
    startTransition(async () => {
      const result = await callAction(() => signOutEverywhereAction(), UNEXPECTED_ERROR_MESSAGE);
      if (!result.ok) {
        setError(failureReason(result));
        return;
      }
      try {
        await refresh();
        router.push('/auth?next=/account');
        router.refresh();
      } catch {
        setError(UNEXPECTED_ERROR_MESSAGE);
      }
    });
  }

  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" size="sm" onClick={signOutEverywhere} disabled={pending}>
        {pending ? 'Signing out...' : 'Sign out of all devices'}
      </Button>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
