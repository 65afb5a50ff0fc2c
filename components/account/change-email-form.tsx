'use client';

import { useRef } from 'react';

import { usePageActionState } from '@/lib/client/page-action-state';
import { changeEmailFormAction } from '@/app/account/actions';
import { AuthEmailField, AuthForm, AuthFormError, AuthPasswordField } from '@/app/auth/auth-field';
import { fieldFeedback, formErrorMessage, typed, useFormResult } from '@/components/form/form-result';
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
      <AuthPasswordField
        id="account-email-password"
        name="currentPassword"
        label="Current Password"
        autoComplete="current-password"
        invalid={invalid('currentPassword')}
        error={errorFor('currentPassword')}
      />
      <AuthFormError message={formErrorMessage(state, fieldOrder)} />
      {state?.ok ? (
        <p role="status" className="text-sm font-medium">
          {state.message}
        </p>
      ) : null}
      <SubmitButton variant="outline" size="sm" busyLabel="Sending link...">
        Change email
      </SubmitButton>
    </AuthForm>
  );
}
