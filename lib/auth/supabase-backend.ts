import 'server-only';

import type { EmailOtpType } from '@supabase/supabase-js';

import { siteUrl } from '@/lib/env';
import { listSupabaseSessions } from '@/lib/server/sessions';
import { createClient } from '@/lib/supabase/server';

import type { AuthBackend, BackendOutcome, VerifiedSession } from './backend';

/**
 * Supabase Auth behind lib/auth's interface (lib/auth/backend.ts). Loaded only when Supabase is configured, so the
 * embedded backend never evaluates supabase-js. Error messages are Supabase Auth's own ('Invalid login credentials').
 */

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
  return error ? { ok: false, error: error.message } : { ok: true, signedIn: true, userId: data?.user?.id ?? null };
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

const otpTypes = new Set<EmailOtpType>([
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
]);

/** Handles both link styles: PKCE `?code=` and the token-hash template `?token_hash=&type=`. */
async function confirm(params: { code?: string; tokenHash?: string; type?: string }): Promise<BackendOutcome> {
  const supabase = await createClient();
  let error: { message: string } | null = { message: 'Invalid confirmation link' };
  if (params.code) {
    ({ error } = await supabase.auth.exchangeCodeForSession(params.code));
  } else if (params.tokenHash && params.type && otpTypes.has(params.type as EmailOtpType)) {
    ({ error } = await supabase.auth.verifyOtp({ type: params.type as EmailOtpType, token_hash: params.tokenHash }));
  }
  return error ? { ok: false, error: error.message } : { ok: true, signedIn: true, userId: null };
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
  confirm,
  signOut: () => signOut('local'),
  signOutEverywhere: () => signOut('global'),
  listSessions: (session) => listSupabaseSessions(session.user.id),
};
