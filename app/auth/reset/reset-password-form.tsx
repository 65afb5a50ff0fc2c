'use client';

import Link from 'next/link';
import { useRef } from 'react';

import { fieldFeedback, formErrorMessage, useFormResult } from '@/components/form/form-result';
import { SubmitButton } from '@/components/form/submit-button';
import { usePageActionState } from '@/lib/client/page-action-state';
import { RESET_LINK_FAILED_MESSAGE } from '@/lib/auth/messages';

import { resetPasswordFormAction } from '../actions';
import { AuthForm, AuthFormError, AuthPasswordField } from '../auth-field';
import { HiddenLinkFields } from '../link-fields';
import { linkAddress, type LinkFields } from '../link-params';

const fieldOrder = ['password', 'confirmPassword'] as const;

/** The new password, twice; the post uses the link, and the action goes on to /auth once it is set. */
export function ResetPasswordForm({ link }: { link: LinkFields }) {
  const [state, formAction] = usePageActionState(
    resetPasswordFormAction,
    null,
    linkAddress('/auth/reset', link),
  );
  const form = useRef<HTMLFormElement>(null);
  const { first, invalid } = fieldFeedback(state, fieldOrder);
  const message = formErrorMessage(state, fieldOrder);
  useFormResult(state, form, fieldOrder);
  return (
    <AuthForm label="Set a new password" action={formAction} ref={form}>
      <HiddenLinkFields link={link} />
      <AuthPasswordField
        id="reset-password"
        name="password"
        label="New Password"
        autoComplete="new-password"
        invalid={invalid('password')}
        error={first?.field === 'password' ? first.message : undefined}
      />
      <AuthPasswordField
        id="reset-confirm-password"
        name="confirmPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        invalid={invalid('confirmPassword')}
        error={first?.field === 'confirmPassword' ? first.message : undefined}
      />
      <AuthFormError message={message} />
      {message === RESET_LINK_FAILED_MESSAGE ? (
        <p className="text-sm">
          <Link href="/auth/forgot" className="text-primary font-medium underline">
            Ask for a new link
          </Link>
        </p>
      ) : null}
      <SubmitButton variant="brand" size="lg" busyLabel="Saving...">
        Set new password
      </SubmitButton>
    </AuthForm>
  );
}
