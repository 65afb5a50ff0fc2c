'use client';

import { useState, useTransition } from 'react';

import { Button } from '@/components/ui/button';
import { callAction } from '@/lib/client/action-call';

import { cancelByLinkAction, takeOfferByLinkAction } from './actions';

/** The one button of a learner's link; the outcome replaces it (role="status" so screen readers hear it). */
export function LinkAction({ token, purpose }: { token: string; purpose: 'cancel' | 'take' }) {
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<{ ok: boolean; title: string; text?: string } | null>(null);

  if (outcome)
    return (
      <div role="status" data-testid="booking-link-outcome" className="grid gap-1">
        <p className={outcome.ok ? 'text-success font-semibold' : 'text-destructive font-semibold'}>
          {outcome.title}
        </p>
        {outcome.text ? <p>{outcome.text}</p> : null}
      </div>
    );

  const cancel = purpose === 'cancel';
  return (
    <Button
      type="button"
      variant={cancel ? 'destructive' : 'brand'}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const failure = cancel ? 'Your place could not be cancelled.' : 'The place could not be taken.';
          const result = await callAction(
            () => (cancel ? cancelByLinkAction({ token }) : takeOfferByLinkAction({ token })),
            failure,
          );
          setOutcome(
            result.ok
              ? {
                  ok: true,
                  title: cancel ? 'Your place is cancelled.' : 'Your place is confirmed.',
                  text: cancel
                    ? 'We have e-mailed you the cancellation, with an update that removes the session from your calendar.'
                    : 'We have e-mailed you the confirmation with a calendar invite.',
                }
              : { ok: false, title: result.message, text: result.detail },
          );
        })
      }
    >
      {pending ? (cancel ? 'Cancelling…' : 'Confirming…') : cancel ? 'Cancel my place' : 'Take my place'}
    </Button>
  );
}
