'use client';

import { useRef } from 'react';

import { usePageActionState } from '@/lib/client/page-action-state';
import { changePasswordFormAction } from '@/app/account/actions';
import { AuthForm, AuthFormError, AuthPasswordField } from '@/app/auth/auth-field';
import { fieldFeedback, formErrorMessage, useFormResult } from '@/components/form/form-result';
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
      <AuthPasswordField
        id="account-current-password"
        name="currentPassword"
        label="Current Password"
        autoComplete="current-password"
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
      <AuthFormError message={formErrorMessage(state, fieldOrder)} />
      {state?.ok ? (
        <p role="status" className="text-sm font-medium">
          {state.message}
        </p>
      ) : null}
      <SubmitButton variant="outline" size="sm" busyLabel="Changing password...">
        Change password
      </SubmitButton>
    </AuthForm>
  );
}
