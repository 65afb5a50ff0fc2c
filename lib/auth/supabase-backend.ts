import 'server-only';

import type { EmailOtpType } from '@supabase/supabase-js';

import { siteUrl } from '@/lib/env';
import { listSupabaseSessions } from '@/lib/server/sessions';
import { createClient } from '@/lib/supabase/server';

import type { AuthBackend, BackendOutcome, ConfirmOutcome, LinkParams, VerifiedSession } from './backend';
import { INVALID_CREDENTIALS, INVALID_LINK } from './messages';
import type { Session } from './types';

/**
 * Supabase Auth behind lib/auth's interface (lib/auth/backend.ts). Loaded only when Supabase is configured, so the
 * embedded backend never evaluates supabase-js. Error messages are Supabase Auth's own ('Invalid login credentials').
 * Supabase keeps the tokens, sends the link mails (supabase/templates) and the change notices (supabase/config.toml).
 */

type Client = Awaited<ReturnType<typeof createClient>>;

async function readIdentity(): Promise<VerifiedSession | null> {
  const supabase = await createClient();
  // getClaims() verifies the JWT (locally with asymmetric keys); never trust getSession()'s user object.
  const { data, error } = await supabase.auth.getClaims();
  if (error || !data?.claims?.sub) return null;
  const sessionId = (data.claims as { session_id?: unknown }).session_id;
  return {
    user: { id: data.claims.sub, email: typeof data.claims.email === 'string' ? data.claims.email : '' },
    sessionId: typeof sessionId === 'string' ? sessionId : null,
  };
}

async function signIn(email: string, password: string): Promise<BackendOutcome> {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  return error
    ? { ok: false, error: error.message }
    : { ok: true, signedIn: true, userId: data?.user?.id ?? null };
}

async function signUp(input: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}): Promise<BackendOutcome> {
  const supabase = await createClient();
  const { error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      emailRedirectTo: `${siteUrl()}/auth/confirm`,
      data: { first_name: input.firstName, last_name: input.lastName },
    },
  });
  return error ? { ok: false, error: error.message } : { ok: true, signedIn: false, userId: null };
}

/** Link types the confirm page takes; a reset link has a page of its own. */
const confirmTypes = new Set<EmailOtpType>(['signup', 'invite', 'email', 'email_change']);

/**
 * Verifies a link: PKCE `?code=` or the token-hash template's `?token_hash=&type=`. Supabase signs the verifying
 * browser in; the caller decides what that session may do before it ends.
 */
async function verifyLink(
  supabase: Client,
  params: LinkParams,
  types: ReadonlySet<EmailOtpType>,
): Promise<{ message: string } | null> {
  if (params.code) return (await supabase.auth.exchangeCodeForSession(params.code)).error;
  if (params.tokenHash && params.type && types.has(params.type as EmailOtpType)) {
    return (
      await supabase.auth.verifyOtp({ type: params.type as EmailOtpType, token_hash: params.tokenHash })
    ).error;
  }
  return { message: INVALID_LINK };
}

/**
 * A link proves the address and signs nobody in, as with the embedded backend. Supabase Auth keeps whatever password
 * the first sign-up of an unconfirmed address chose (a repeat sign-up changes nothing, and confirming does not touch
 * it), so a sign-up's link sets the password its page asked for, from the session the verification made, and then
 * every session of the account ends: an earlier registrant's password never works. An address change's link just
 * ends the session it made.
 */
async function confirm(params: LinkParams, password?: string): Promise<ConfirmOutcome> {
  const emailChange = params.type === 'email_change';
  if (!emailChange && !password) return { ok: false, error: INVALID_LINK };
  const supabase = await createClient();
  const error = await verifyLink(supabase, params, confirmTypes);
  if (error) return { ok: false, error: error.message };
  if (emailChange) {
    await supabase.auth.signOut({ scope: 'local' });
    return { ok: true, kind: 'email_change' };
  }
  const { error: updateError } = await supabase.auth.updateUser({ password });
  if (updateError) {
    await supabase.auth.signOut({ scope: 'local' });
    return { ok: false, error: updateError.message };
  }
  await supabase.auth.signOut({ scope: 'global' });
  return { ok: true, kind: 'signup' };
}

async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await createClient();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${siteUrl()}/auth/reset`,
  });
  if (error) throw error;
}

const recoveryTypes = new Set<EmailOtpType>(['recovery']);

/** The link's session sets the password, then every session of the account ends, the link's own included. */
async function resetPassword(params: LinkParams, password: string): Promise<BackendOutcome> {
  const supabase = await createClient();
  const error = await verifyLink(supabase, params, recoveryTypes);
  if (error) return { ok: false, error: INVALID_LINK };
  const { data, error: updateError } = await supabase.auth.updateUser({ password });
  if (updateError) {
    await supabase.auth.signOut({ scope: 'local' });
    return { ok: false, error: updateError.message };
  }
  await supabase.auth.signOut({ scope: 'global' });
  return { ok: true, signedIn: false, userId: data?.user?.id ?? null };
}

/**
 * The current password checks out by signing in with it (Supabase has no other check); the session that makes
 * replaces this browser's, and the change is made from it.
 */
async function withCurrentPassword(session: Session, currentPassword: string): Promise<Client | null> {
  const supabase = await createClient();
  const { error } = await supabase.auth.signInWithPassword({
    email: session.user.email,
    password: currentPassword,
  });
  return error ? null : supabase;
}

async function changePassword(
  session: Session,
  currentPassword: string,
  password: string,
): Promise<BackendOutcome> {
  const supabase = await withCurrentPassword(session, currentPassword);
  if (!supabase) return { ok: false, error: INVALID_CREDENTIALS };
  const { error } = await supabase.auth.updateUser({ password, current_password: currentPassword });
  if (error) return { ok: false, error: error.message };
  await supabase.auth.signOut({ scope: 'others' });
  return { ok: true, signedIn: true, userId: session.user.id };
}

async function requestEmailChange(
  session: Session,
  currentPassword: string,
  newEmail: string,
): Promise<BackendOutcome> {
  const supabase = await withCurrentPassword(session, currentPassword);
  if (!supabase) return { ok: false, error: INVALID_CREDENTIALS };
  const { error } = await supabase.auth.updateUser(
    { email: newEmail },
    { emailRedirectTo: `${siteUrl()}/auth/confirm` },
  );
  return error ? { ok: false, error: error.message } : { ok: true, signedIn: true, userId: session.user.id };
}

/** 'local' ends this session; 'global' ends every session of the user (Supabase revokes their refresh tokens). */
async function signOut(scope: 'local' | 'global'): Promise<void> {
  const supabase = await createClient();
  const { error } = await supabase.auth.signOut({ scope });
  if (error) throw error;
}

export const supabaseBackend: AuthBackend = {
  readIdentity,
  signIn,
  signUp,
  confirmationSetsPassword: true,
  confirm,
  // Checking a token hash would use it up: the reset page always shows its form, and the post says.
  resetLinkUsable: async () => null,
  requestPasswordReset,
  resetPassword,
  changePassword,
  requestEmailChange,
  signOut: () => signOut('local'),
  signOutEverywhere: () => signOut('global'),
  listSessions: (session) => listSupabaseSessions(session.user.id),
};
