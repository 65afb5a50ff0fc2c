'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';

import {
  confirm,
  requestPasswordReset,
  resetPassword,
  safeNextPath,
  signIn,
  signOut,
  signUp,
} from '@/lib/auth';
import { asActionResult, type AuthOutcome } from '@/lib/auth/action-result';
import {
  EMAIL_CHANGED_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  SIGN_UP_SUCCESS_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from '@/lib/auth/messages';
import { succeeded } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { formAction } from '@/lib/server/form-action';
import {
  confirmLinkSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@/lib/validation/auth';
import * as z from '@/lib/validation/zod';

/**
 * Sign in with e-mail and password. The limits are lib/auth's own (per address, per account unless this browser
 * signed in to it before, per device), so the wrapper adds none.
 */
export const signInAction = serverAction(
  {
    name: '[auth] Sign in',
    access: 'public',
    schema: signInSchema,
    messages: { failure: UNEXPECTED_ERROR_MESSAGE },
  },
  async ({ input, ip }) => asActionResult(await signIn(input, { ip })),
);

/**
 * Sign up; the confirmation link is e-mailed (or the account is signed in at once with AUTH_AUTOCONFIRM). Bots
 * that fill the hidden field are told what a person would be told, and nothing is created.
 */
export const signUpAction = serverAction(
  {
    name: '[auth] Sign up',
    access: 'public',
    schema: signUpSchema,
    messages: { failure: UNEXPECTED_ERROR_MESSAGE },
    honeypot: () => succeeded({ signedIn: false }, SIGN_UP_SUCCESS_MESSAGE),
  },
  async ({ input, ip }) => asActionResult(await signUp(input, { ip })),
);

/**
 * A form posted without JavaScript (or before hydration) arrives as a plain POST; React's own call carries the
 * action's id in this header. A plain post is answered with a redirect where a scripted form navigates itself.
 */
async function postedWithoutScript(): Promise<boolean> {
  return !(await headers()).has('next-action');
}

/** The sign-in form. Signed in: without JavaScript the browser goes on to `next`; with it, the form does. */
export async function signInFormAction(
  previous: FormState<AuthOutcome>,
  formData: FormData,
): Promise<FormState<AuthOutcome>> {
  const state = await formAction(signInAction)(previous, formData);
  if (state?.ok && (await postedWithoutScript())) redirect(safeNextPath(formData.get('next')?.toString()));
  return state;
}

/** The sign-up form: the notice to check the mail, or (AUTH_AUTOCONFIRM) signed in as after a sign-in. */
export async function signUpFormAction(
  previous: FormState<AuthOutcome>,
  formData: FormData,
): Promise<FormState<AuthOutcome>> {
  const state = await formAction(signUpAction)(previous, formData);
  if (state?.ok && state.data.signedIn && (await postedWithoutScript())) {
    redirect(safeNextPath(formData.get('next')?.toString()));
  }
  return state;
}

/** The one button of the page a confirmation link opens: the link is used here, never by opening it. */
const confirmAction = serverAction(
  {
    name: '[auth] Confirm e-mail',
    access: 'public',
    schema: confirmLinkSchema,
    messages: { failure: UNEXPECTED_ERROR_MESSAGE },
    rateLimit: { action: 'auth-link' },
  },
  async ({ input }) => asActionResult(await confirm(input)),
);

/** Confirmed: on to /auth, which says so and asks to sign in (the link signs nobody in). */
export async function confirmFormAction(
  previous: FormState<AuthOutcome>,
  formData: FormData,
): Promise<FormState<AuthOutcome>> {
  const state = await formAction(confirmAction)(previous, formData);
  if (state?.ok) {
    const notice = state.message === EMAIL_CHANGED_MESSAGE ? 'email-changed' : 'confirmed';
    const next = safeNextPath(formData.get('next')?.toString(), '');
    redirect(`/auth?notice=${notice}${next ? `&next=${encodeURIComponent(next)}` : ''}`);
  }
  return state;
}

/** "Forgot password?": the same answer for every address; the lookup and the mail run after the response. */
const forgotPasswordAction = serverAction(
  {
    name: '[auth] Forgot password',
    access: 'public',
    schema: forgotPasswordSchema,
    messages: { failure: UNEXPECTED_ERROR_MESSAGE },
    honeypot: () => succeeded({ signedIn: false }, PASSWORD_RESET_REQUESTED_MESSAGE),
  },
  async ({ input, ip }) =>
    asActionResult(await requestPasswordReset(input, { ip, defer: (task) => after(task) })),
);

export async function forgotPasswordFormAction(
  previous: FormState<AuthOutcome>,
  formData: FormData,
): Promise<FormState<AuthOutcome>> {
  return formAction(forgotPasswordAction)(previous, formData);
}

/** "Set a new password" from a reset link. */
const resetPasswordAction = serverAction(
  {
    name: '[auth] Reset password',
    access: 'public',
    schema: resetPasswordSchema,
    messages: { failure: UNEXPECTED_ERROR_MESSAGE },
    rateLimit: { action: 'auth-link' },
  },
  async ({ input }) => asActionResult(await resetPassword(input)),
);

/** Changed: on to /auth, which says so and asks to sign in with the new password. */
export async function resetPasswordFormAction(
  previous: FormState<AuthOutcome>,
  formData: FormData,
): Promise<FormState<AuthOutcome>> {
  const state = await formAction(resetPasswordAction)(previous, formData);
  if (state?.ok) redirect('/auth?notice=password-reset');
  return state;
}

/**
 * Ends this browser's session. Public: signing out without a session is a harmless no-op, not a refusal. The
 * account menu refreshes its state and navigates to / itself.
 */
export const signOutAction = serverAction(
  {
    name: '[auth] Sign out',
    access: 'public',
    schema: z.undefined(),
    messages: { failure: 'Sign out failed', errorDetail: 'Please try again.', issueAsMessage: false },
  },
  async () => {
    await signOut();
    return succeeded(null, 'Signed out.');
  },
);
