'use client';

import Link from 'next/link';
import { useActionState } from 'react';

import { SubmitButton } from '@/components/form/submit-button';

import { confirmFormAction } from '../actions';
import { AuthForm, AuthFormError } from '../auth-field';
import { HiddenLinkFields } from '../link-fields';
import type { LinkFields } from '../link-params';

/** One button: the post confirms and goes on to /auth (the action redirects, with or without JavaScript). */
export function ConfirmForm({
  link,
  next,
  emailChange,
}: {
  link: LinkFields;
  next: string;
  emailChange: boolean;
}) {
  const [state, formAction] = useActionState(confirmFormAction, null);
  const failure = state && !state.ok ? (state.detail ?? state.message) : null;
  return (
    <AuthForm label={emailChange ? 'Confirm your new email' : 'Confirm your email'} action={formAction}>
      <HiddenLinkFields link={link} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <AuthFormError message={failure} />
      {failure ? (
        <p className="text-sm">
          <Link
            href={emailChange ? '/account' : '/auth?tab=signup'}
            className="text-primary font-medium underline"
          >
            {emailChange ? 'Go to My Account' : 'Sign up again'}
          </Link>
        </p>
      ) : (
        <SubmitButton variant="brand" size="lg" busyLabel="Confirming...">
          {emailChange ? 'Confirm my new email' : 'Confirm my email'}
        </SubmitButton>
      )}
    </AuthForm>
  );
}
