'use client';

import { useRouter } from 'next/navigation';
import { useRef } from 'react';

import { usePageActionState } from '@/lib/client/page-action-state';
import { useAuth } from '@/components/auth/session-provider';
import { fieldFeedback, formErrorMessage, typed, useFormResult } from '@/components/form/form-result';
import { HoneypotField } from '@/components/form/honeypot-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SIGN_UP_SUCCESS_MESSAGE } from '@/lib/auth/messages';
import { lazyToast, preloadToasts } from '@/lib/client/lazy-toast';

import { signUpFormAction } from './actions';
import { authPageAddress } from './link-params';
import { AuthEmailField, AuthForm, AuthField, AuthFormError, AuthPasswordField } from './auth-field';

// The schema reports fields in this order; only the first message is shown (spec 000 section 5).
const fieldOrder = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/**
 * A React form like the sign-in form: it works without JavaScript, and the server's answer is shown beside the
 * field it concerns. After a sign-up the form clears (nothing typed is echoed back) and the notice stays.
 */
export function SignUpForm({ next }: { next: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const [state, formAction] = usePageActionState(signUpFormAction, null, authPageAddress('signup', next));
  const form = useRef<HTMLFormElement>(null);
  const { first, invalid, errorFor } = fieldFeedback(state, fieldOrder);

  useFormResult(state, form, fieldOrder, async (result) => {
    if (!result.ok) {
      // A field's own message is shown at the field; anything else is also said by a toast.
      if (!first) lazyToast('error', 'Sign up failed', { description: result.detail ?? result.message });
      return;
    }
    if (result.data.signedIn) {
      lazyToast('success', 'Account created', { description: 'You are signed in.' });
      await refresh();
      router.replace(next);
      router.refresh();
      return;
    }
    lazyToast('success', 'Account created', { description: result.message || SIGN_UP_SUCCESS_MESSAGE });
  });

  const notice = state?.ok && !state.data.signedIn ? state.message || SIGN_UP_SUCCESS_MESSAGE : null;
  return (
    <AuthForm label="Sign up" action={formAction} ref={form} onFocus={preloadToasts}>
      <input type="hidden" name="next" value={next} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField
          id="signup-first-name"
          name="firstName"
          label="First Name"
          autoComplete="given-name"
          defaultValue={typed(state, 'firstName')}
          invalid={invalid('firstName')}
          error={errorFor('firstName')}
        />
        <AuthField
          id="signup-last-name"
          name="lastName"
          label="Last Name"
          autoComplete="family-name"
          defaultValue={typed(state, 'lastName')}
          invalid={invalid('lastName')}
          error={errorFor('lastName')}
        />
      </div>
      <AuthEmailField
        id="signup-email"
        name="email"
        defaultValue={typed(state, 'email')}
        invalid={invalid('email')}
        error={errorFor('email')}
      />
      <AuthPasswordField
        id="signup-password"
        name="password"
        autoComplete="new-password"
        invalid={invalid('password')}
        error={errorFor('password')}
      />
      <AuthPasswordField
        id="signup-confirm-password"
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
        invalid={invalid('confirmPassword')}
        error={errorFor('confirmPassword')}
      />
      <HoneypotField />
      <AuthFormError message={formErrorMessage(state, fieldOrder)} />
      {notice ? (
        <p
          role="status"
          className="border-success/40 bg-success/10 text-foreground rounded-md border p-3 text-sm font-medium"
        >
          {notice}
        </p>
      ) : null}
      <SubmitButton variant="brand" size="lg" busyLabel="Creating account...">
        Create Account
      </SubmitButton>
    </AuthForm>
  );
}
