'use client';

import { useRef } from 'react';

import { usePageActionState } from '@/lib/client/page-action-state';
import { firstFieldError, formErrorMessage, typed, useFormResult } from '@/components/form/form-result';
import { HoneypotField } from '@/components/form/honeypot-field';
import { SubmitButton } from '@/components/form/submit-button';

import { forgotPasswordFormAction } from '../actions';
import { AuthEmailField, AuthForm, AuthFormError } from '../auth-field';

const fieldOrder = ['email'] as const;

/** The answer is the same for every address, so it tells nobody whether the address has an account. */
export function ForgotPasswordForm() {
  const [state, formAction] = usePageActionState(forgotPasswordFormAction, null);
  const form = useRef<HTMLFormElement>(null);
  const first = firstFieldError(state, fieldOrder);
  useFormResult(state, form, fieldOrder);
  return (
    <AuthForm label="Forgot password" action={formAction} ref={form}>
      <AuthEmailField
        id="forgot-email"
        name="email"
        defaultValue={typed(state, 'email')}
        invalid={Boolean(first)}
        error={first?.message}
      />
      <HoneypotField />
      <AuthFormError message={formErrorMessage(state, fieldOrder)} />
      {state?.ok ? (
        <p
          role="status"
          className="border-success/40 bg-success/10 text-foreground rounded-md border p-3 text-sm font-medium"
        >
          {state.message}
        </p>
      ) : null}
      <SubmitButton variant="brand" size="lg" busyLabel="Sending...">
        Send reset link
      </SubmitButton>
    </AuthForm>
  );
}
