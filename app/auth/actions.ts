'use server';

import { signIn, signOut, signUp, type AuthResult } from '@/lib/auth';
import { SIGN_UP_SUCCESS_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@/lib/auth/messages';
import { failed, succeeded, type ActionResult } from '@/lib/rules/action-result';
import { serverAction } from '@/lib/server/action';
import { signInSchema, signUpSchema } from '@/lib/validation/auth';
import * as z from '@/lib/validation/zod';

export type AuthOutcome = { signedIn: boolean };

/** lib/auth's answer in the actions' one result type. */
function asActionResult(result: AuthResult): ActionResult<AuthOutcome> {
  return result.ok
    ? succeeded({ signedIn: result.signedIn }, result.message ?? '')
    : failed('invalid', result.message, { fieldErrors: result.fieldErrors });
}

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
