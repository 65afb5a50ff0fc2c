'use client';

import { useActionState } from 'react';

import { verifyIdFormAction, verifyUsiFormAction } from '@/app/staff/enrolments/[bookingId]/actions';
import { FormOutcome } from '@/components/form/form-outcome';
import { SubmitButton } from '@/components/form/submit-button';

/** The staff's "USI verified" and "ID verified" buttons: React form actions, so they work without JavaScript. */
export function VerifyButton({ kind, bookingId }: { kind: 'usi' | 'id'; bookingId: string }) {
  const [state, action] = useActionState(kind === 'usi' ? verifyUsiFormAction : verifyIdFormAction, null);
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="bookingId" value={bookingId} />
      <SubmitButton size="sm" busyLabel="Saving…">
        {kind === 'usi' ? 'USI verified' : 'ID verified'}
      </SubmitButton>
      <FormOutcome state={state} />
    </form>
  );
}
