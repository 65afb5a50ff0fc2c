'use client';

import { useActionState, useId } from 'react';

import { FormOutcome } from '@/components/form/form-outcome';
import { SubmitButton } from '@/components/form/submit-button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import {
  issueCertificateFormAction,
  reissueCertificateFormAction,
  revokeCertificateFormAction,
} from '@/app/staff/outcomes/actions';

/** Issues a learner's certificate (once; the server refuses with what is missing). */
export function IssueCertificateForm({ slotId, bookingId }: { slotId: string; bookingId: string }) {
  const [state, action] = useActionState(issueCertificateFormAction, null);
  return (
    <form action={action} className="grid gap-2">
      <input type="hidden" name="slotId" value={slotId} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <SubmitButton busyLabel="Issuing…" size="sm" className="min-h-11 justify-self-start">
        Issue certificate
      </SubmitButton>
      <FormOutcome state={state} />
    </form>
  );
}

/** Mails the certificate again under its own number. */
export function ReissueCertificateForm({ certificateId }: { certificateId: string }) {
  const [state, action] = useActionState(reissueCertificateFormAction, null);
  return (
    <form action={action} className="grid gap-2">
      <input type="hidden" name="certificateId" value={certificateId} />
      <SubmitButton
        variant="outline"
        size="sm"
        busyLabel="Re-issuing…"
        className="min-h-11 justify-self-start"
      >
        Re-issue
      </SubmitButton>
      <FormOutcome state={state} />
    </form>
  );
}

/** Admins only: revokes with a reason (the verify page then says REVOKED). */
export function RevokeCertificateForm({ certificateId }: { certificateId: string }) {
  const [state, action] = useActionState(revokeCertificateFormAction, null);
  const id = useId();
  const error = state && !state.ok ? state.fieldErrors.reason : undefined;
  return (
    <form action={action} className="grid gap-2">
      <input type="hidden" name="certificateId" value={certificateId} />
      <Label htmlFor={`${id}-reason`}>Reason for revoking</Label>
      <Textarea
        id={`${id}-reason`}
        name="reason"
        maxLength={500}
        required
        defaultValue={state?.values.reason ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <SubmitButton
        variant="destructive"
        size="sm"
        busyLabel="Revoking…"
        className="min-h-11 justify-self-start"
      >
        Revoke certificate
      </SubmitButton>
      <FormOutcome state={state} />
    </form>
  );
}
