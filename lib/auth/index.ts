import 'server-only';

import { redirect, unstable_rethrow } from 'next/navigation';
import { cache } from 'react';

import { sqlState, withService, withUser } from '@/lib/db';
import { supabaseConfigured } from '@/lib/env';
import { logSafeError } from '@/lib/server/log';
import { rateLimit } from '@/lib/server/rate-limit';
import type { ActiveSession } from '@/lib/server/sessions';
import { limitConfirmationMail, limitResetMail, limitSignInAttempt } from '@/lib/server/sign-in-limits';
import { isAppRole, type AppRole } from '@/lib/rules/roles';
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmPasswordSchema,
  fieldErrors,
  firstIssueMessage,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@/lib/validation/auth';
import type * as z from '@/lib/validation/zod';

import type { AuthBackend, LinkParams, VerifiedSession } from './backend';
import { deviceIdFor, rememberDevice } from './device';
import { findUserForSignIn } from './embedded';
import {
  COMMON_PASSWORD_MESSAGE,
  CONFIRMATION_FAILED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_CHANGE_FAILED_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  emailChangeRequestedMessage,
  INVALID_CREDENTIALS,
  INVALID_LINK,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  RESET_LINK_FAILED_MESSAGE,
  SAME_EMAIL_MESSAGE,
  signInErrorMessage,
  signUpErrorMessage,
  SIGN_UP_SUCCESS_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './messages';
import { safeNextPath } from './next-path';
import type { Session, SessionUser } from './types';

/**
 * The backend, chosen once from the environment: Supabase Auth when it is configured, else the embedded one.
 * Loaded on demand, so the embedded backend never evaluates supabase-js (which warns on Node 20).
 */
let chosen: Promise<AuthBackend> | undefined;
function backend(): Promise<AuthBackend> {
  chosen ??= supabaseConfigured
    ? import('./supabase-backend').then((module) => module.supabaseBackend)
    : import('./embedded-backend').then((module) => module.embeddedBackend);
  return chosen;
}

export type { Session, SessionUser, SessionResponse, AppRole } from './types';
export { safeNextPath } from './next-path';

export type AuthResult =
  | { ok: true; message?: string; signedIn: boolean }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

export type CustomerProfile = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
};

/** The token's user, if its session is active (lib/auth/backend.ts). Read once per request. */
const readVerified = cache(async (): Promise<VerifiedSession | null> => (await backend()).readIdentity());

async function readIdentity(): Promise<SessionUser | null> {
  return (await readVerified())?.user ?? null;
}

/** The id of this request's session (for the "this device" marker), or null. */
export async function currentSessionId(): Promise<string | null> {
  try {
    return (await readVerified())?.sessionId ?? null;
  } catch (error) {
    unstable_rethrow(error);
    return null;
  }
}

/**
 * The user's role from user_roles, read as that user under RLS (spec 000 section 7). No row means 'user';
 * a database error is logged and gives null; any other exception is logged and gives 'user' (section 8).
 */
export async function fetchRole(user: SessionUser): Promise<AppRole | null> {
  try {
    const rows = await withUser({ user, role: null }, (db) =>
      db.query<{ role: string }>('select role from public.user_roles where user_id = $1', [user.id]),
    );
    const role = rows[0]?.role;
    return isAppRole(role) ? role : 'user';
  } catch (error) {
    logSafeError('Error fetching user role', error);
    return sqlState(error) ? null : 'user';
  }
}

/** The signed-in user and role, read once per request. Tampered or expired tokens mean signed out. */
export const getSession = cache(async (): Promise<Session | null> => {
  let user: SessionUser | null;
  try {
    user = await readIdentity();
  } catch (error) {
    // Next signals "this render is dynamic" by throwing; that is not a session failure and must propagate.
    unstable_rethrow(error);
    logSafeError('Error reading the session', error);
    return null;
  }
  if (!user) return null;
  return { user, role: await fetchRole(user) };
});

/** First row of get_customer_profile for the session's user, or null (logged) when it cannot be read. */
export async function getProfile(session: Session): Promise<CustomerProfile | null> {
  try {
    const rows = await withUser(session, (db) =>
      db.query<CustomerProfile>(
        'select id, email, first_name, last_name from public.get_customer_profile($1)',
        [session.user.id],
      ),
    );
    return rows[0] ?? null;
  } catch (error) {
    logSafeError('Error fetching customer profile', error);
    return null;
  }
}

/** For pages: the session, or a redirect to /auth that comes back to `nextPath`. */
export async function requireSession(nextPath: string): Promise<Session> {
  const session = await getSession();
  if (!session) redirect(`/auth?next=${safeNextPath(nextPath).replace(/[%&#+ ]/g, encodeURIComponent)}`);
  return session;
}

export type Authorization =
  { ok: true; session: Session } | { ok: false; reason: 'signed-out' | 'forbidden'; session: Session | null };

/** For server actions: whether the current user holds one of `roles` (RLS checks again underneath). */
export async function authorize(roles: readonly AppRole[]): Promise<Authorization> {
  const session = await getSession();
  if (!session) return { ok: false, reason: 'signed-out', session: null };
  if (!session.role || !roles.includes(session.role)) return { ok: false, reason: 'forbidden', session };
  return { ok: true, session };
}

function invalid(error: z.ZodError): AuthResult {
  return { ok: false, message: firstIssueMessage(error), fieldErrors: fieldErrors(error) };
}

/** The list stays on the server (about 400 KB); the forms show this as the password field's message. */
async function commonPasswordRefusal(password: string): Promise<AuthResult | null> {
  if (!(await import('@/lib/server/common-passwords')).isCommonPassword(password)) return null;
  return { ok: false, message: COMMON_PASSWORD_MESSAGE, fieldErrors: { password: COMMON_PASSWORD_MESSAGE } };
}

export async function signIn(input: unknown, context: { ip: string }): Promise<AuthResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { email, password } = parsed.data;
  try {
    const candidate = await withService('auth: look up user for sign-in', (db) =>
      findUserForSignIn(db, email),
    );
    const limited = await limitSignInAttempt({
      ip: context.ip,
      email,
      trustedDeviceId: await deviceIdFor(candidate?.id),
    });
    if (!limited.ok) return { ok: false, message: limited.message };

    const outcome = await (await backend()).signIn(email, password);
    if (!outcome.ok) return { ok: false, message: signInErrorMessage(outcome.error) };
    if (outcome.userId) await rememberDevice(outcome.userId);
    return { ok: true, signedIn: true };
  } catch (error) {
    logSafeError('Sign in failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

export async function signUp(input: unknown, context: { ip: string }): Promise<AuthResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const data = parsed.data;
  const common = await commonPasswordRefusal(data.password);
  if (common) return common;
  try {
    const limited = await rateLimit('sign-up', { ip: context.ip, subject: data.email });
    if (!limited.ok) return { ok: false, message: limited.message };
    // The address has had its share of confirmation mails this hour: the same answer, nothing made or sent.
    if (!(await limitConfirmationMail(data.email)).ok) {
      return { ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false };
    }

    const outcome = await (await backend()).signUp(data);
    if (!outcome.ok) return { ok: false, message: signUpErrorMessage(outcome.error) };
    return outcome.signedIn
      ? { ok: true, signedIn: true }
      : { ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false };
  } catch (error) {
    logSafeError('Sign up failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

type RawLinkParams = {
  token?: string | null;
  code?: string | null;
  tokenHash?: string | null;
  type?: string | null;
};

function linkParams(params: RawLinkParams): LinkParams {
  return {
    token: params.token ?? undefined,
    code: params.code ?? undefined,
    tokenHash: params.tokenHash ?? undefined,
    type: params.type ?? undefined,
  };
}

/**
 * Uses a confirmation link: embedded `?token=` (`&type=email_change` for a new address), or Supabase's `?code=` /
 * `?token_hash=&type=`. The link proves the address and signs nobody in: the visitor is asked to sign in.
 */
export async function confirm(
  params: RawLinkParams & { password?: string | null; confirmPassword?: string | null },
): Promise<AuthResult> {
  const emailChange = params.type === 'email_change';
  let password: string | undefined;
  if (!emailChange && (await backend()).confirmationSetsPassword) {
    const parsed = confirmPasswordSchema.safeParse({
      password: params.password ?? '',
      confirmPassword: params.confirmPassword ?? '',
    });
    if (!parsed.success) return invalid(parsed.error);
    const common = await commonPasswordRefusal(parsed.data.password);
    if (common) return common;
    password = parsed.data.password;
  }
  try {
    const outcome = await (await backend()).confirm(linkParams(params), password);
    if (!outcome.ok) {
      return { ok: false, message: emailChange ? EMAIL_CHANGE_FAILED_MESSAGE : CONFIRMATION_FAILED_MESSAGE };
    }
    return {
      ok: true,
      signedIn: false,
      message: outcome.kind === 'email_change' ? EMAIL_CHANGED_MESSAGE : EMAIL_CONFIRMED_MESSAGE,
    };
  } catch (error) {
    logSafeError('Confirmation failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

/** Whether the confirmation page of a link of `type` asks for the account's password (lib/auth/backend.ts). */
export async function confirmationAsksForPassword(type: string | null | undefined): Promise<boolean> {
  return type !== 'email_change' && (await backend()).confirmationSetsPassword;
}

/** Whether a reset link would still work (read only, for the page a mail's link opens); null when unknown. */
export async function resetLinkUsable(params: RawLinkParams): Promise<boolean | null> {
  try {
    return await (await backend()).resetLinkUsable(linkParams(params));
  } catch (error) {
    logSafeError('Reset link check failed', error);
    return null;
  }
}

/**
 * "Forgot password?": the answer is the same whether or not the address has an account, and arrives before any
 * lookup or mail (both run in `defer`, after the response), so neither its words nor its timing tell. Limited per
 * address and client and per client; an address receives at most a few reset mails an hour (lib/server/sign-in-limits.ts).
 */
export async function requestPasswordReset(
  input: unknown,
  context: { ip: string; defer: (task: () => Promise<void>) => void },
): Promise<AuthResult> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { email } = parsed.data;
  try {
    const limited = await rateLimit('password-reset', { ip: context.ip, subject: `${email} ${context.ip}` });
    if (!limited.ok) return { ok: false, message: limited.message };
  } catch (error) {
    logSafeError('Password reset request failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
  context.defer(async () => {
    try {
      if (!(await limitResetMail(email)).ok) return;
      await (await backend()).requestPasswordReset(email);
    } catch (error) {
      logSafeError('Password reset mail failed', error);
    }
  });
  return { ok: true, signedIn: false, message: PASSWORD_RESET_REQUESTED_MESSAGE };
}

/** "Set a new password" from a reset link: sign-up's password rules; every session of the account ends. */
export async function resetPassword(input: unknown): Promise<AuthResult> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const common = await commonPasswordRefusal(parsed.data.password);
  if (common) return common;
  try {
    const outcome = await (await backend()).resetPassword(linkParams(parsed.data), parsed.data.password);
    if (outcome.ok) return { ok: true, signedIn: false, message: PASSWORD_RESET_MESSAGE };
    // Supabase may refuse the password itself (its own policy) after the link checked out: say so.
    return { ok: false, message: outcome.error === INVALID_LINK ? RESET_LINK_FAILED_MESSAGE : outcome.error };
  } catch (error) {
    logSafeError('Password reset failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

const wrongCurrentPassword: AuthResult = {
  ok: false,
  message: CURRENT_PASSWORD_WRONG_MESSAGE,
  fieldErrors: { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE },
};

/** A signed-in user's new password, given the current one; every other session ends, this one carries on. */
export async function changePassword(
  session: Session,
  input: unknown,
  context: { ip: string },
): Promise<AuthResult> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const common = await commonPasswordRefusal(parsed.data.password);
  if (common) return common;
  try {
    const limited = await rateLimit('password-change', { ip: context.ip, subject: session.user.id });
    if (!limited.ok) return { ok: false, message: limited.message };
    const outcome = await (
      await backend()
    ).changePassword(session, parsed.data.currentPassword, parsed.data.password);
    if (!outcome.ok)
      return outcome.error === INVALID_CREDENTIALS
        ? wrongCurrentPassword
        : { ok: false, message: outcome.error };
    return { ok: true, signedIn: true, message: PASSWORD_CHANGED_MESSAGE };
  } catch (error) {
    logSafeError('Password change failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

/**
 * A signed-in user's new address, given the current password: a link goes to the new address, and the account moves
 * when it is used (the old address is told then). An address another account holds gets no mail; the answer is the same.
 */
export async function changeEmail(
  session: Session,
  input: unknown,
  context: { ip: string },
): Promise<AuthResult> {
  const parsed = changeEmailSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { email, currentPassword } = parsed.data;
  if (email === session.user.email.toLowerCase()) {
    return { ok: false, message: SAME_EMAIL_MESSAGE, fieldErrors: { email: SAME_EMAIL_MESSAGE } };
  }
  try {
    const limited = await rateLimit('email-change', { ip: context.ip, subject: session.user.id });
    if (!limited.ok) return { ok: false, message: limited.message };
    const outcome = await (await backend()).requestEmailChange(session, currentPassword, email);
    if (!outcome.ok)
      return outcome.error === INVALID_CREDENTIALS
        ? wrongCurrentPassword
        : { ok: false, message: outcome.error };
    return { ok: true, signedIn: true, message: emailChangeRequestedMessage(email) };
  } catch (error) {
    logSafeError('E-mail change failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

/** Ends this session: the server-side row is revoked, so a copy of the cookie is refused from now on. */
export async function signOut(): Promise<void> {
  await (await backend()).signOut();
}

/** "Sign out of all devices": every session of the signed-in user ends, this one included. */
export async function signOutEverywhere(session: Session): Promise<void> {
  await (await backend()).signOutEverywhere(session);
}

export type { ActiveSession } from '@/lib/server/sessions';

/** The signed-in user's active sessions for /account, or null (logged) when they cannot be listed. */
export async function listSessions(session: Session): Promise<ActiveSession[] | null> {
  try {
    return await (await backend()).listSessions(session);
  } catch (error) {
    logSafeError('Error listing sessions', error);
    return null;
  }
}
