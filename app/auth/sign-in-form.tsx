'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { useAuth } from '@/components/auth/session-provider';
import { Button } from '@/components/ui/button';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/auth/messages';
import { callAction } from '@/lib/client/action-call';
import { formCodePreloader, lazyToast } from '@/lib/client/lazy-toast';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import type { SignInData, SignInInput } from '@/lib/validation/auth';

import { signInAction } from './actions';
import { AuthEmailField, AuthForm, AuthFormError, AuthPasswordField } from './auth-field';

// zod and sonner load when the form is first focused (or submitted): the page's first load stays light.
const resolver = lazyZodResolver(() => import('@/lib/validation/auth').then((module) => module.signInSchema));

const preloadForm = formCodePreloader(resolver.preload);

const fieldOrder = ['email', 'password'] as const;

export function SignInForm({ next }: { next: string }) {
  const router = useRouter();
  const { refresh } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignInInput, unknown, SignInData>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const firstInvalid = fieldOrder.find((name) => errors[name]);

  async function onSubmit(values: SignInData) {
    setFormError(null);
    const result = await callAction(() => signInAction(values), UNEXPECTED_ERROR_MESSAGE);
    if (!result.ok) {
      setFormError(result.message);
      lazyToast('error', 'Sign in failed', { description: result.message });
      return;
    }
    lazyToast('success', 'Signed in', { description: 'Welcome back!' });
    await refresh();
    router.replace(next);
    router.refresh();
  }

  return (
    <AuthForm label="Sign in" onSubmit={form.handleSubmit(onSubmit)} onFocus={preloadForm}>
      <AuthEmailField
        id="signin-email"
        invalid={Boolean(errors.email)}
        error={firstInvalid === 'email' ? errors.email?.message : undefined}
        {...form.register('email')}
      />
      <AuthPasswordField
        id="signin-password"
        autoComplete="current-password"
        invalid={Boolean(errors.password)}
        error={firstInvalid === 'password' ? errors.password?.message : undefined}
        {...form.register('password')}
      />
      <AuthFormError message={formError} />
      <Button type="submit" variant="brand" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </AuthForm>
  );
}
