'use client';

import { useRef } from 'react';

import { usePageActionState } from '@/lib/client/page-action-state';
import { changePasswordFormAction } from '@/app/account/actions';
import { AuthForm, AuthPasswordField } from '@/app/auth/auth-field';
import { fieldFeedback, useFormResult } from '@/components/form/form-result';
import { AccountFormOutcome, CurrentPasswordField } from '@/components/account/account-form-parts';
import { SubmitButton } from '@/components/form/submit-button';
import { lazyToast } from '@/lib/client/lazy-toast';

const fieldOrder = ['currentPassword', 'password', 'confirmPassword'] as const;

/** Current password, then the new one twice. Every other device is signed out; this one stays signed in. */
export function ChangePasswordForm() {
  const [state, formAction] = usePageActionState(changePasswordFormAction, null);
  const form = useRef<HTMLFormElement>(null);
  const { invalid, errorFor } = fieldFeedback(state, fieldOrder);
  useFormResult(state, form, fieldOrder, (result) => {
    if (result.ok) lazyToast('success', 'Password changed', { description: result.message });
  });
  return (
    <AuthForm label="Change password" action={formAction} ref={form}>
      <CurrentPasswordField
        id="account-current-password"
        invalid={invalid('currentPassword')}
        error={errorFor('currentPassword')}
      />
      <AuthPasswordField
        id="account-new-password"
        name="password"
        label="New Password"
        autoComplete="new-password"
        invalid={invalid('password')}
        error={errorFor('password')}
      />
      <AuthPasswordField
        id="account-confirm-password"
        name="confirmPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        invalid={invalid('confirmPassword')}
        error={errorFor('confirmPassword')}
      />
      <AccountFormOutcome state={state} fieldOrder={fieldOrder} />
      <SubmitButton variant="outline" size="sm" busyLabel="Changing password...">
        Change password
      </SubmitButton>
    </AuthForm>
  );
}
