'use client';

import Link from 'next/link';
import { useRef } from 'react';

import { firstFieldError, formErrorMessage, useFormResult } from '@/components/form/form-result';
import { SubmitButton } from '@/components/form/submit-button';
import { usePageActionState } from '@/lib/client/page-action-state';

import { confirmFormAction } from '../actions';
import { AuthForm, AuthFormError, AuthPasswordField } from '../auth-field';
import { HiddenLinkFields } from '../link-fields';
import { linkAddress, type LinkFields } from '../link-params';

const fieldOrder = ['password', 'confirmPassword'] as const;

/**
 * One button: the post confirms and goes on to /auth (the action redirects, with or without JavaScript). Where the
 * backend needs it (lib/auth/backend.ts), the new password is asked for too.
 */
export function ConfirmForm({
  link,
  next,
  emailChange,
  asksForPassword,
}: {
  link: LinkFields;
  next: string;
  emailChange: boolean;
  asksForPassword: boolean;
}) {
  const [state, formAction] = usePageActionState(
    confirmFormAction,
    null,
    linkAddress('/auth/confirm', link, next),
  );
  const form = useRef<HTMLFormElement>(null);
  const first = firstFieldError(state, fieldOrder);
  const failure = formErrorMessage(state, fieldOrder);
  useFormResult(state, form, fieldOrder);
  return (
    <AuthForm
      label={emailChange ? 'Confirm your new email' : 'Confirm your email'}
      action={formAction}
      ref={form}
    >
      <HiddenLinkFields link={link} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {asksForPassword ? (
        <>
          <AuthPasswordField
            id="confirm-password"
            name="password"
            autoComplete="new-password"
            invalid={first?.field === 'password'}
            error={first?.field === 'password' ? first.message : undefined}
          />
          <AuthPasswordField
            id="confirm-confirm-password"
            name="confirmPassword"
            label="Confirm Password"
            autoComplete="new-password"
            invalid={first?.field === 'confirmPassword'}
            error={first?.field === 'confirmPassword' ? first.message : undefined}
          />
        </>
      ) : null}
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
