import 'server-only';

import { cookies, headers } from 'next/headers';

import { isDatabaseUnavailable, withService } from '@/lib/db';
import { env, isProduction, siteUrl } from '@/lib/env';
import { confirmationEmail } from '@/lib/mail/templates';
import { logSafeError } from '@/lib/server/log';
import { sendToUnprovenAddress } from '@/lib/server/mail-throttle';
import {
  createSession,
  listActiveSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from '@/lib/server/sessions';
import { limitConfirmationResend } from '@/lib/server/sign-in-limits';
import type { AppRole } from '@/lib/rules/roles';

import type { AuthBackend, BackendOutcome } from './backend';
import { rememberDevice } from './device';
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
import type { SessionUser } from './types';

/** A session row, and its signed token in the cookie; the browser is remembered as one that signed in. */
async function startSession(user: SessionUser, role: AppRole): Promise<void> {
  const agent = (await headers()).get('user-agent');
  const sessionId = await withService('auth: start session', (db) => createSession(db, user.id, agent));
  const token = await signSessionToken(user, role, sessionId);
  (await cookies()).set(SESSION_COOKIE, token, sessionCookieOptions(isProduction()));
  await rememberDevice(user.id);
}

async function startSessionFor(user: SessionUser): Promise<BackendOutcome> {
  const role = await withService('auth: role claim', (db) => roleClaimFor(db, user.id));
  await startSession(user, role);
  return { ok: true, signedIn: true, userId: user.id };
}

/** Drops the session cookie where the response can still carry it (route handlers, actions); pages cannot. */
async function dropSessionCookie(): Promise<void> {
  try {
    (await cookies()).delete(SESSION_COOKIE);
  } catch {
    // A server component rendering: the cookie stays, and is refused again on the next read.
  }
}

async function sendConfirmation(user: { email: string; firstName: string; confirmationToken: string | null }) {
  const link = `${siteUrl()}/auth/confirm?token=${encodeURIComponent(user.confirmationToken ?? '')}`;
  // The address is not proven yet: at most one form mail an hour reaches it (lib/server/mail-throttle.ts).
  await sendToUnprovenAddress(
    confirmationEmail({ to: user.email, firstName: user.firstName, link, validHours: CONFIRMATION_TTL_HOURS }),
  );
}

/** Users in auth.users of the app's own database, sessions in public.sessions, a signed token in a cookie. */
export const embeddedBackend: AuthBackend = {
  async readIdentity() {
    const claims = await verifySessionToken((await cookies()).get(SESSION_COOKIE)?.value);
    if (!claims) return null;
    const user = { id: claims.sub, email: claims.email };
    try {
      // Neither revoked nor past the idle timeout or absolute lifetime (lib/auth/session-lifetime.ts); marks it used.
      if (!(await touchSession(claims.session_id, claims.sub))) {
        await dropSessionCookie();
        return null;
      }
    } catch (error) {
      // The database is down: nothing that needs it works anyway, and the signed token still names the user, so
      // pages and actions can say "try again" rather than "signed out". Any other failure means signed out.
      if (!isDatabaseUnavailable(error)) throw error;
      logSafeError('Session check skipped: database unavailable', error);
    }
    return { user, sessionId: claims.session_id };
  },

  async signIn(email, password) {
    const candidate = await withService('auth: look up user for sign-in', (db) => findUserForSignIn(db, email));
    const result = await checkPassword(candidate, password);
    if (!result.ok) return { ok: false, error: result.error };
    const role = await withService('auth: record sign-in', async (db) => {
      await recordSignIn(db, result.user.id);
      return roleClaimFor(db, result.user.id);
    });
    await startSession(result.user, role);
    return { ok: true, signedIn: true, userId: result.user.id };
  },

  async signUp(data) {
    const prepared = await prepareUser(data, { confirmed: env().AUTH_AUTOCONFIRM });
    const result = await withService('auth: sign up', (db) => insertUser(db, prepared));
    if (!result.ok) return { ok: false, error: result.error };
    if (result.kind === 'pending') {
      // Registered, not yet confirmed: nothing changes; the first link may go out again, a couple of times an
      // hour. The visitor is told what a new sign-up is told, whatever happens here.
      if ((await limitConfirmationResend(result.user.email)).ok) await sendConfirmation(result.user);
      return { ok: true, signedIn: false, userId: null };
    }
    // AUTH_AUTOCONFIRM: like Supabase with confirmations off, the new account is signed in at once.
    if (result.user.confirmed) return startSessionFor(result.user);
    await sendConfirmation(result.user);
    return { ok: true, signedIn: false, userId: null };
  },

  async confirm({ token }) {
    if (!token) return { ok: false, error: 'Invalid confirmation link' };
    const user = await withService('auth: confirm e-mail', (db) => confirmUser(db, token));
    return user ? startSessionFor(user) : { ok: false, error: 'Invalid confirmation link' };
  },

  async signOut() {
    const store = await cookies();
    const claims = await verifySessionToken(store.get(SESSION_COOKIE)?.value);
    store.delete(SESSION_COOKIE);
    if (claims) await revokeSession(claims.session_id);
  },

  async signOutEverywhere(session) {
    await revokeUserSessions(session.user.id);
    (await cookies()).delete(SESSION_COOKIE);
  },

  listSessions: (session) => listActiveSessions(session),
};
