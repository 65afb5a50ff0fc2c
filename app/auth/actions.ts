'use server';

import { signIn, signOut, signUp, type AuthResult } from '@/lib/auth';
import { SIGN_UP_SUCCESS_MESSAGE } from '@/lib/auth/messages';
import { honeypotFilled } from '@/lib/rules/honeypot';
import { clientIp } from '@/lib/server/rate-limit';

/** Sign in with e-mail and password. Validates again on the server; never trusts the form. */
export async function signInAction(input: unknown): Promise<AuthResult> {
  return signIn(input, { ip: await clientIp() });
}

/** Sign up; the confirmation link is e-mailed (or the account is signed in at once with AUTH_AUTOCONFIRM). */
export async function signUpAction(input: unknown): Promise<AuthResult> {
  // Bots that fill the hidden field are told what a person would be told, and nothing is created.
  if (honeypotFilled(input)) return { ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false };
  return signUp(input, { ip: await clientIp() });
}

/** Ends the session. The account menu refreshes its state and navigates to / itself. */
export async function signOutAction(): Promise<void> {
  await signOut();
}
