import 'server-only';

import { cookies, headers } from 'next/headers';

import { isDatabaseUnavailable, withService, type Db } from '@/lib/db';
import { env, isProduction, siteUrl } from '@/lib/env';
import { send } from '@/lib/mail';
import {
  confirmationEmail,
  emailChangedEmail,
  emailChangeEmail,
  passwordChangedEmail,
  passwordResetEmail,
} from '@/lib/mail/templates';
import { logSafeError } from '@/lib/server/log';
import { deliverQueued, queueMail } from '@/lib/server/outbox';
import {
  createSession,
  listActiveSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from '@/lib/server/sessions';
import type { AppRole } from '@/lib/rules/roles';

import type { AuthBackend, BackendOutcome } from './backend';
import { rememberDevice } from './device';
import {
  checkPassword,
  confirmEmailChange,
  CONFIRMATION_TTL_HOURS,
  confirmSignUp,
  createEmailChangeLink,
  createRecoveryLink,
  EMAIL_CHANGE_TTL_HOURS,
  findUserById,
  findUserForSignIn,
  insertUser,
  linkIsUsable,
  prepareUser,
  recordSignIn,
  RECOVERY_TTL_MINUTES,
  resetPasswordWithLink,
  roleClaimFor,
  setPassword,
  type LinkOwner,
} from './embedded';
import { SESSION_COOKIE, sessionCookieOptions, signSessionToken, verifySessionToken } from './jwt';
import { INVALID_CREDENTIALS, INVALID_LINK } from './messages';
import { hashPassword, verifyPassword } from './password';
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

/** A link to one of the auth pages; the token is the only secret in it. */
function linkTo(path: '/auth/confirm' | '/auth/reset', token: string, type?: 'email_change'): string {
  const query = new URLSearchParams({ token });
  if (type) query.set('type', type);
  return `${siteUrl()}${path}?${query.toString()}`;
}

/**
 * Links are mailed straight away and never stored in the outbox, which would keep a working token in the database.
 * Each kind has its own limit per address (lib/auth/index.ts), so the forms cannot flood an inbox.
 */
async function sendConfirmation(user: {
  email: string;
  firstName: string;
  confirmationToken: string | null;
}) {
  if (!user.confirmationToken) return;
  await send(
    confirmationEmail({
      to: user.email,
      firstName: user.firstName,
      link: linkTo('/auth/confirm', user.confirmationToken),
      validHours: CONFIRMATION_TTL_HOURS,
    }),
  );
}

/** The current password of a signed-in user checks out; the same bcrypt work whether or not the account is found. */
async function currentPasswordMatches(userId: string, password: string) {
  const user = await withService('auth: look up user for a password check', (db) => findUserById(db, userId));
  const matches = await verifyPassword(password, user?.encrypted_password);
  return matches && user ? user : null;
}

/**
 * A new password written and, in the same transaction, the "password changed" mail to the account's owner queued;
 * the caller delivers it once the change is committed. No owner: nothing was changed and nothing is mailed.
 */
async function newPassword(name: string, write: (db: Db) => Promise<LinkOwner | null>) {
  return withService(name, async (db) => {
    const owner = await write(db);
    const mailIds = owner
      ? [
          await queueMail(
            db,
            passwordChangedEmail({ to: owner.email, firstName: owner.firstName }),
            'auth:password',
          ),
        ]
      : [];
    return { owner, mailIds };
  });
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
    const candidate = await withService('auth: look up user for sign-in', (db) =>
      findUserForSignIn(db, email),
    );
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
    // AUTH_AUTOCONFIRM: like Supabase with confirmations off, the new account is signed in at once.
    if (result.user.confirmed) return startSessionFor(result.user);
    await sendConfirmation(result.user);
    return { ok: true, signedIn: false, userId: null };
  },

  // The link's own sign-up chose the password (lib/auth/embedded.ts).
  confirmationSetsPassword: false,

  async confirm({ token, type }) {
    if (!token) return { ok: false, error: INVALID_LINK };
    if (type === 'email_change') {
      const mailIds: string[] = [];
      const changed = await withService('auth: confirm new e-mail', async (db) => {
        const result = await confirmEmailChange(db, token);
        if (result) {
          mailIds.push(
            await queueMail(
              db,
              emailChangedEmail({
                to: result.oldEmail,
                firstName: result.firstName,
                newEmail: result.newEmail,
              }),
              'auth:email-changed',
            ),
          );
        }
        return result;
      });
      await deliverQueued(mailIds);
      return changed ? { ok: true, kind: 'email_change' } : { ok: false, error: INVALID_LINK };
    }
    const user = await withService('auth: confirm e-mail', (db) => confirmSignUp(db, token));
    return user ? { ok: true, kind: 'signup' } : { ok: false, error: INVALID_LINK };
  },

  async resetLinkUsable({ token }) {
    return withService('auth: check a reset link', (db) => linkIsUsable(db, 'recovery', token));
  },

  async requestPasswordReset(email) {
    const link = await withService('auth: password reset link', (db) => createRecoveryLink(db, email));
    if (!link) return;
    await send(
      passwordResetEmail({
        to: link.user.email,
        firstName: link.user.firstName,
        link: linkTo('/auth/reset', link.token),
        validMinutes: RECOVERY_TTL_MINUTES,
      }),
    );
  },

  async resetPassword({ token }, password) {
    if (!token) return { ok: false, error: INVALID_LINK };
    const passwordHash = await hashPassword(password);
    const { owner: user, mailIds } = await newPassword('auth: reset password', (db) =>
      resetPasswordWithLink(db, token, passwordHash),
    );
    await deliverQueued(mailIds);
    // This browser's own session of the account, if it had one, ended with the others: its cookie goes too.
    const claims = await verifySessionToken((await cookies()).get(SESSION_COOKIE)?.value);
    if (user && claims?.sub === user.id) await dropSessionCookie();
    return user ? { ok: true, signedIn: false, userId: user.id } : { ok: false, error: INVALID_LINK };
  },

  async changePassword(session, currentPassword, password) {
    const user = await currentPasswordMatches(session.user.id, currentPassword);
    if (!user) return { ok: false, error: INVALID_CREDENTIALS };
    const passwordHash = await hashPassword(password);
    const { owner: changed, mailIds } = await newPassword('auth: change password', (db) =>
      setPassword(db, user.id, passwordHash),
    );
    if (!changed) return { ok: false, error: INVALID_CREDENTIALS };
    // Every session ended with the change; this browser carries on in a new one.
    await startSessionFor({ id: changed.id, email: changed.email });
    await deliverQueued(mailIds);
    return { ok: true, signedIn: true, userId: changed.id };
  },

  async requestEmailChange(session, currentPassword, newEmail) {
    const user = await currentPasswordMatches(session.user.id, currentPassword);
    if (!user) return { ok: false, error: INVALID_CREDENTIALS };
    const token = await withService('auth: e-mail change link', (db) =>
      createEmailChangeLink(db, user.id, newEmail),
    );
    // An address another account holds gets nothing, and the answer is the same: no account is revealed.
    if (token) {
      await send(
        emailChangeEmail({
          to: newEmail,
          firstName: user.firstName,
          link: linkTo('/auth/confirm', token, 'email_change'),
          validHours: EMAIL_CHANGE_TTL_HOURS,
        }),
      );
    }
    return { ok: true, signedIn: true, userId: user.id };
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
