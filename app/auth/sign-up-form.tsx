'use client';

import { useRouter } from 'next/navigation';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';

import { useAuth } from '@/components/auth/session-provider';
import { Button } from '@/components/ui/button';
import { SIGN_UP_SUCCESS_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@/lib/auth/messages';
import { HONEYPOT_FIELD } from '@/lib/rules/honeypot';
import { callAction } from '@/lib/client/action-call';
import { formCodePreloader, lazyToast } from '@/lib/client/lazy-toast';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import type { SignUpData, SignUpInput } from '@/lib/validation/auth';

import { signUpAction } from './actions';
import { AuthEmailField, AuthForm, AuthField, AuthFormError, AuthPasswordField } from './auth-field';

// zod and sonner load when the form is first focused (or submitted): the page's first load stays light.
const resolver = lazyZodResolver(() => import('@/lib/validation/auth').then((module) => module.signUpSchema));

const preloadForm = formCodePreloader(resolver.preload);

const fieldOrder = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
const emptyValues: SignUpInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export function SignUpForm({ next }: { next: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<SignUpInput, unknown, SignUpData>({
    resolver,
    defaultValues: emptyValues,
  });
  const { errors, isSubmitting } = form.formState;
  // The schema reports fields in this order; only the first message is shown (spec 000 section 5).
  const firstInvalid = fieldOrder.find((name) => errors[name]);
  const errorFor = (name: (typeof fieldOrder)[number]) =>
    firstInvalid === name ? errors[name]?.message : undefined;

  async function onSubmit(values: SignUpData, event?: BaseSyntheticEvent) {
    setFormError(null);
    setNotice(null);
    const formElement = event?.target instanceof HTMLFormElement ? event.target : null;
    const trap = formElement ? new FormData(formElement).get(HONEYPOT_FIELD) : null;
    const result = await callAction(
      () => signUpAction({ ...values, [HONEYPOT_FIELD]: typeof trap === 'string' ? trap : '' }),
      UNEXPECTED_ERROR_MESSAGE,
    );
    if (!result.ok) {
      // A field the server refused (e.g. a common password, checked only there) is shown at that field.
      const field = fieldOrder.find((name) => result.fieldErrors[name]);
      if (field) {
        form.setError(field, { type: 'server', message: result.fieldErrors[field] }, { shouldFocus: true });
      } else {
        setFormError(result.message);
      }
      lazyToast('error', 'Sign up failed', { description: result.message });
      return;
    }
    form.reset(emptyValues);
    if (result.data.signedIn) {
      lazyToast('success', 'Account created', { description: 'You are signed in.' });
      await refresh();
      router.replace(next);
      router.refresh();
      return;
    }
    const message = result.message || SIGN_UP_SUCCESS_MESSAGE;
    setNotice(message);
    lazyToast('success', 'Account created', { description: message });
  }

  return (
    <AuthForm label="Sign up" onSubmit={form.handleSubmit(onSubmit)} onFocus={preloadForm}>
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField
          id="signup-first-name"
          label="First Name"
          autoComplete="given-name"
          invalid={Boolean(errors.firstName)}
          error={errorFor('firstName')}
          {...form.register('firstName')}
        />
        <AuthField
          id="signup-last-name"
          label="Last Name"
          autoComplete="family-name"
          invalid={Boolean(errors.lastName)}
          error={errorFor('lastName')}
          {...form.register('lastName')}
        />
      </div>
      <AuthEmailField
        id="signup-email"
        invalid={Boolean(errors.email)}
        error={errorFor('email')}
        {...form.register('email')}
      />
      <AuthPasswordField
        id="signup-password"
        autoComplete="new-password"
        invalid={Boolean(errors.password)}
        error={errorFor('password')}
        {...form.register('password')}
      />
      <AuthPasswordField
        id="signup-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        invalid={Boolean(errors.confirmPassword)}
        error={errorFor('confirmPassword')}
        {...form.register('confirmPassword')}
      />
      {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="signup-website">Leave this field empty</label>
        <input id="signup-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <AuthFormError message={formError} />
      {notice ? (
        <p
          role="status"
          className="border-success/40 bg-success/10 text-foreground rounded-md border p-3 text-sm font-medium"
        >
          {notice}
        </p>
      ) : null}
      <Button type="submit" variant="brand" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </AuthForm>
  );
}
