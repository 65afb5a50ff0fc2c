'use client';

import { useRef } from 'react';

import { usePageActionState } from '@/lib/client/page-action-state';
import { changeEmailFormAction } from '@/app/account/actions';
import { AuthEmailField, AuthForm } from '@/app/auth/auth-field';
import { fieldFeedback, typed, useFormResult } from '@/components/form/form-result';
import { AccountFormOutcome, CurrentPasswordField } from '@/components/account/account-form-parts';
import { SubmitButton } from '@/components/form/submit-button';

const fieldOrder = ['email', 'currentPassword'] as const;

/** The new address and the current password; the address changes once the link mailed to it is used. */
export function ChangeEmailForm() {
  const [state, formAction] = usePageActionState(changeEmailFormAction, null);
  const form = useRef<HTMLFormElement>(null);
  const { invalid, errorFor } = fieldFeedback(state, fieldOrder);
  useFormResult(state, form, fieldOrder);
  return (
    <AuthForm label="Change email" action={formAction} ref={form}>
      <AuthEmailField
        id="account-new-email"
        name="email"
        label="New Email"
        defaultValue={typed(state, 'email')}
        invalid={invalid('email')}
        error={errorFor('email')}
      />
      <CurrentPasswordField
        id="account-email-password"
        invalid={invalid('currentPassword')}
        error={errorFor('currentPassword')}
      />
      <AccountFormOutcome state={state} fieldOrder={fieldOrder} />
      <SubmitButton variant="outline" size="sm" busyLabel="Sending link...">
        Change email
      </SubmitButton>
    </AuthForm>
  );
}
