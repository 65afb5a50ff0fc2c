import 'server-only';

import { cookies } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { cache } from 'react';

import { sqlState, withService, withUser } from '@/lib/db';
import { env, isProduction, siteUrl, supabaseConfigured } from '@/lib/env';
import { confirmationEmail } from '@/lib/mail/templates';
import { sendToUnprovenAddress } from '@/lib/server/mail-throttle';
import { rateLimit } from '@/lib/server/rate-limit';
import { isAppRole, type AppRole } from '@/lib/rules/roles';
import { fieldErrors, firstIssueMessage, signInSchema, signUpSchema } from '@/lib/validation/auth';

import {
  checkPassword,
  CONFIRMATION_TTL_HOURS,
  confirmUser,
  findUserForSignIn,
  insertUser,
  prepareUser,
  recordSignIn,
  roleClaimFor,
} from './embedded';
import { SESSION_COOKIE, sessionCookieOptions, signSessionToken, verifySessionToken } from './jwt';
import {
  CONFIRMATION_FAILED_MESSAGE,
  signInErrorMessage,
  signUpErrorMessage,
  SIGN_UP_SUCCESS_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './messages';
import { safeNextPath } from './next-path';
// Loaded only when Supabase is configured: the embedded backend never evaluates supabase-js (which warns on Node 20).
const supabaseAdapter = () => import('./supabase-adapter');
import type { Session, SessionUser } from './types';

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

/** Logs what went wrong without request data: error objects of postgres.js carry query parameters. */
function logError(context: string, error: unknown) {
  const { name, message, code } = (error ?? {}) as { name?: string; message?: string; code?: string };
  console.error(context, { name, message, code });
}

async function readIdentity(): Promise<SessionUser | null> {
  if (supabaseConfigured) return (await supabaseAdapter()).readIdentity();
  const store = await cookies();
  const claims = await verifySessionToken(store.get(SESSION_COOKIE)?.value);
  return claims ? { id: claims.sub, email: claims.email } : null;
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
    logError('Error fetching user role', error);
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
    logError('Error reading the session', error);
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
    logError('Error fetching customer profile', error);
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

async function startEmbeddedSession(user: SessionUser, role: AppRole) {
  const token = await signSessionToken(user, role);
  const store = await cookies();
  store.set(SESSION_COOKIE, token, sessionCookieOptions(isProduction()));
}

export async function signIn(input: unknown, context: { ip: string }): Promise<AuthResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, message: firstIssueMessage(parsed.error), fieldErrors: fieldErrors(parsed.error) };
  }
  const { email, password } = parsed.data;
  try {
    const limited = await rateLimit('sign-in', { ip: context.ip, subject: email });
    if (!limited.ok) return { ok: false, message: limited.message };

    if (supabaseConfigured) {
      const { error } = await (await supabaseAdapter()).signIn(email, password);
      return error ? { ok: false, message: signInErrorMessage(error) } : { ok: true, signedIn: true };
    }

    const candidate = await withService('auth: look up user for sign-in', (db) =>
      findUserForSignIn(db, email),
    );
    const result = await checkPassword(candidate, password);
    if (!result.ok) return { ok: false, message: signInErrorMessage(result.error) };
    const role = await withService('auth: record sign-in', async (db) => {
      await recordSignIn(db, result.user.id);
      return roleClaimFor(db, result.user.id);
    });
    await startEmbeddedSession(result.user, role);
    return { ok: true, signedIn: true };
  } catch (error) {
    logError('Sign in failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

export async function signUp(input: unknown, context: { ip: string }): Promise<AuthResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, message: firstIssueMessage(parsed.error), fieldErrors: fieldErrors(parsed.error) };
  }
  const data = parsed.data;
  try {
    const limited = await rateLimit('sign-up', { ip: context.ip, subject: data.email });
    if (!limited.ok) return { ok: false, message: limited.message };

    if (supabaseConfigured) {
      const { error } = await (await supabaseAdapter()).signUp(data);
      return error
        ? { ok: false, message: signUpErrorMessage(error) }
        : { ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false };
    }

    const autoconfirm = env().AUTH_AUTOCONFIRM;
    const prepared = await prepareUser(data, { confirmed: autoconfirm });
    const result = await withService('auth: sign up', (db) => insertUser(db, prepared));
    if (!result.ok) return { ok: false, message: signUpErrorMessage(result.error) };

    if (result.user.confirmed) {
      // AUTH_AUTOCONFIRM: like Supabase with confirmations off, the new account is signed in at once.
      const role = await withService('auth: role claim', (db) => roleClaimFor(db, result.user.id));
      await startEmbeddedSession(result.user, role);
      return { ok: true, signedIn: true };
    }

    const link = `${siteUrl()}/auth/confirm?token=${encodeURIComponent(result.user.confirmationToken ?? '')}`;
    await sendToUnprovenAddress(
      confirmationEmail({
        to: result.user.email,
        firstName: data.firstName,
        link,
        validHours: CONFIRMATION_TTL_HOURS,
      }),
    );
    return { ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false };
  } catch (error) {
    logError('Sign up failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

/** The confirmation link: embedded `?token=`, or Supabase's `?code=` / `?token_hash=&type=`. Signs the user in. */
export async function confirm(params: {
  token?: string | null;
  code?: string | null;
  tokenHash?: string | null;
  type?: string | null;
}): Promise<AuthResult> {
  try {
    if (supabaseConfigured) {
      const { error } = await (await supabaseAdapter()).confirm({
        code: params.code ?? undefined,
        tokenHash: params.tokenHash ?? undefined,
        type: params.type ?? undefined,
      });
      return error ? { ok: false, message: CONFIRMATION_FAILED_MESSAGE } : { ok: true, signedIn: true };
    }
    if (!params.token) return { ok: false, message: CONFIRMATION_FAILED_MESSAGE };
    const token = params.token;
    const user = await withService('auth: confirm e-mail', (db) => confirmUser(db, token));
    if (!user) return { ok: false, message: CONFIRMATION_FAILED_MESSAGE };
    const role = await withService('auth: role claim', (db) => roleClaimFor(db, user.id));
    await startEmbeddedSession(user, role);
    return { ok: true, signedIn: true };
  } catch (error) {
    logError('Confirmation failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

export async function signOut(): Promise<void> {
  if (supabaseConfigured) {
    await (await supabaseAdapter()).signOut();
    return;
  }
  const store = await cookies();
  store.delete(SESSION_COOKIE);
}
