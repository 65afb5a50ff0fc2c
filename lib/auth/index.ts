import 'server-only';

import { cookies, headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { cache } from 'react';

import { isDatabaseUnavailable, sqlState, withService, withUser } from '@/lib/db';
import { env, isProduction, siteUrl, supabaseConfigured } from '@/lib/env';
import { confirmationEmail } from '@/lib/mail/templates';
import { sendToUnprovenAddress } from '@/lib/server/mail-throttle';
import { rateLimit } from '@/lib/server/rate-limit';
import {
  createSession,
  listActiveSessions,
  listSupabaseSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
  type ActiveSession,
} from '@/lib/server/sessions';
import { limitConfirmationResend, limitSignInAttempt } from '@/lib/server/sign-in-limits';
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
import { DEVICE_COOKIE, deviceCookieOptions, trustedDeviceId, withDeviceEntry } from './device-cookie';
import { SESSION_COOKIE, sessionCookieOptions, signSessionToken, verifySessionToken } from './jwt';
import {
  COMMON_PASSWORD_MESSAGE,
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

type VerifiedSession = { user: SessionUser; sessionId: string | null };

/** Drops the session cookie where the response can still carry it (route handlers, actions); pages cannot. */
async function dropSessionCookie(): Promise<void> {
  try {
    (await cookies()).delete(SESSION_COOKIE);
  } catch {
    // A server component rendering: the cookie stays, and is refused again on the next read.
  }
}

/**
 * The token's user, if its session is active. Embedded: the token is verified, then its session row must be
 * neither revoked nor past the idle timeout or absolute lifetime (lib/auth/session-lifetime.ts), and is marked
 * used. Read once per request.
 */
const readVerified = cache(async (): Promise<VerifiedSession | null> => {
  if (supabaseConfigured) {
    const identity = await (await supabaseAdapter()).readIdentity();
    return identity ? { user: identity.user, sessionId: identity.sessionId } : null;
  }
  const store = await cookies();
  const claims = await verifySessionToken(store.get(SESSION_COOKIE)?.value);
  if (!claims) return null;
  const user = { id: claims.sub, email: claims.email };
  try {
    if (!(await touchSession(claims.session_id, claims.sub))) {
      await dropSessionCookie();
      return null;
    }
  } catch (error) {
    // The database is down: nothing that needs it works anyway, and the signed token still names the user, so
    // pages and actions can say "try again" rather than "signed out". Any other failure means signed out.
    if (!isDatabaseUnavailable(error)) throw error;
    logError('Session check skipped: database unavailable', error);
  }
  return { user, sessionId: claims.session_id };
});

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

async function userAgent(): Promise<string | null> {
  return (await headers()).get('user-agent');
}

async function startEmbeddedSession(user: SessionUser, role: AppRole) {
  const agent = await userAgent();
  const sessionId = await withService('auth: start session', (db) => createSession(db, user.id, agent));
  const token = await signSessionToken(user, role, sessionId);
  const store = await cookies();
  store.set(SESSION_COOKIE, token, sessionCookieOptions(isProduction()));
  await rememberDevice(user.id);
}

/** Marks this browser as one that has signed in to `userId` (see lib/auth/device-cookie.ts). */
async function rememberDevice(userId: string): Promise<void> {
  try {
    const store = await cookies();
    store.set(
      DEVICE_COOKIE,
      withDeviceEntry(store.get(DEVICE_COOKIE)?.value, userId),
      deviceCookieOptions(isProduction()),
    );
  } catch (error) {
    // Without AUTH_SECRET (possible on Supabase) there is no device cookie: sign-in still works, untrusted.
    logError('Device cookie not set', error);
  }
}

async function deviceIdFor(userId: string | undefined): Promise<string | null> {
  if (!userId) return null;
  try {
    return trustedDeviceId((await cookies()).get(DEVICE_COOKIE)?.value, userId);
  } catch {
    return null;
  }
}

export async function signIn(input: unknown, context: { ip: string }): Promise<AuthResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, message: firstIssueMessage(parsed.error), fieldErrors: fieldErrors(parsed.error) };
  }
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

    if (supabaseConfigured) {
      const { error, userId } = await (await supabaseAdapter()).signIn(email, password);
      if (error) return { ok: false, message: signInErrorMessage(error) };
      if (userId) await rememberDevice(userId);
      return { ok: true, signedIn: true };
    }

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
  // The list stays on the server (about 400 KB); the form shows this as the password field's message.
  if ((await import('@/lib/server/common-passwords')).isCommonPassword(data.password)) {
    return {
      ok: false,
      message: COMMON_PASSWORD_MESSAGE,
      fieldErrors: { password: COMMON_PASSWORD_MESSAGE },
    };
  }
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

    if (result.kind === 'pending') {
      // Registered, not yet confirmed: nothing changes; the first link may go out again, a couple of times an
      // hour. The visitor is told what a new sign-up is told, whatever happens here.
      if ((await limitConfirmationResend(result.user.email)).ok) {
        await sendConfirmation(result.user);
      }
      return { ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false };
    }

    if (result.user.confirmed) {
      // AUTH_AUTOCONFIRM: like Supabase with confirmations off, the new account is signed in at once.
      const role = await withService('auth: role claim', (db) => roleClaimFor(db, result.user.id));
      await startEmbeddedSession(result.user, role);
      return { ok: true, signedIn: true };
    }

    await sendConfirmation(result.user);
    return { ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false };
  } catch (error) {
    logError('Sign up failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

async function sendConfirmation(user: {
  email: string;
  firstName: string;
  confirmationToken: string | null;
}) {
  const link = `${siteUrl()}/auth/confirm?token=${encodeURIComponent(user.confirmationToken ?? '')}`;
  // The address is not proven yet: at most one form mail an hour reaches it (lib/server/mail-throttle.ts).
  await sendToUnprovenAddress(
    confirmationEmail({
      to: user.email,
      firstName: user.firstName,
      link,
      validHours: CONFIRMATION_TTL_HOURS,
    }),
  );
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
      const { error } = await (
        await supabaseAdapter()
      ).confirm({
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

/** Ends this session: the server-side row is revoked, so a copy of the cookie is refused from now on. */
export async function signOut(): Promise<void> {
  if (supabaseConfigured) {
    await (await supabaseAdapter()).signOut('local');
    return;
  }
  const store = await cookies();
  const claims = await verifySessionToken(store.get(SESSION_COOKIE)?.value);
  store.delete(SESSION_COOKIE);
  if (claims) await revokeSession(claims.session_id);
}

/** "Sign out of all devices": every session of the signed-in user ends, this one included. */
export async function signOutEverywhere(): Promise<{ ok: boolean; message: string }> {
  try {
    const session = await getSession();
    if (!session) return { ok: false, message: 'You are not signed in.' };
    if (supabaseConfigured) {
      await (await supabaseAdapter()).signOut('global');
    } else {
      await revokeUserSessions(session.user.id);
      (await cookies()).delete(SESSION_COOKIE);
    }
    return { ok: true, message: 'You have been signed out of all devices.' };
  } catch (error) {
    logError('Sign out of all devices failed', error);
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

export type { ActiveSession } from '@/lib/server/sessions';

/** The signed-in user's active sessions for /account, or null (logged) when they cannot be listed. */
export async function listSessions(session: Session): Promise<ActiveSession[] | null> {
  try {
    if (supabaseConfigured) return await listSupabaseSessions(session.user.id);
    return await listActiveSessions(session);
  } catch (error) {
    logError('Error listing sessions', error);
    return null;
  }
}
