'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef } from 'react';

import { usePageActionState } from '@/lib/client/page-action-state';
import { useAuth } from '@/components/auth/session-provider';
import { fieldFeedback, formErrorMessage, typed, useFormResult } from '@/components/form/form-result';
import { SubmitButton } from '@/components/form/submit-button';
import { preloadToasts, lazyToast } from '@/lib/client/lazy-toast';

import { signInFormAction } from './actions';
import { authPageAddress } from './link-params';
import { AuthEmailField, AuthForm, AuthFormError, AuthPasswordField } from './auth-field';

const fieldOrder = ['email', 'password'] as const;

/**
 * A React form: it posts to the server action with or without JavaScript, and what was typed never reaches the
 * address bar. The server parses it with the shared schema and answers with the first message to show. Signed in
 * with JavaScript: a toast, the session refreshed, on to `next`; without it the action redirects there.
 */
export function SignInForm({ next }: { next: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const [state, formAction] = usePageActionState(signInFormAction, null, authPageAddress('signin', next));
  const form = useRef<HTMLFormElement>(null);
  const { first, invalid } = fieldFeedback(state, fieldOrder);

  useFormResult(state, form, fieldOrder, async (result) => {
    if (!result.ok) {
      if (!first) lazyToast('error', 'Sign in failed', { description: result.message });
      return;
    }
    lazyToast('success', 'Signed in', { description: 'Welcome back!' });
    await refresh();
    router.replace(next);
    router.refresh();
  });

  return (
    <AuthForm label="Sign in" action={formAction} ref={form} onFocus={preloadToasts}>
      <input type="hidden" name="next" value={next} />
      <AuthEmailField
        id="signin-email"
        name="email"
        defaultValue={typed(state, 'email')}
        invalid={invalid('email')}
        error={first?.field === 'email' ? first.message : undefined}
      />
      <AuthPasswordField
        id="signin-password"
        name="password"
        autoComplete="current-password"
        invalid={invalid('password')}
        error={first?.field === 'password' ? first.message : undefined}
      />
      <p className="-mt-2 text-right text-sm">
        <Link href="/auth/forgot" className="text-primary font-medium underline">
          Forgot password?
        </Link>
      </p>
      <AuthFormError message={formErrorMessage(state, fieldOrder)} />
      <SubmitButton variant="brand" size="lg" busyLabel="Signing in...">
        Sign In
      </SubmitButton>
    </AuthForm>
  );
}
