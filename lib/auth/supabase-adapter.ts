import 'server-only';

import type { EmailOtpType } from '@supabase/supabase-js';

import { siteUrl } from '@/lib/env';
import { createClient } from '@/lib/supabase/server';

import type { SessionUser } from './types';

/** Supabase side of lib/auth. Error messages are Supabase Auth's own ('Invalid login credentials', ...). */

export async function readIdentity(): Promise<{ user: SessionUser; sessionId: string | null } | null> {
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

export async function signIn(
  email: string,
  password: string,
): Promise<{ error: string | null; userId: string | null }> {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  return { error: error?.message ?? null, userId: data?.user?.id ?? null };
}

export async function signUp(input: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}): Promise<{ error: string | null }> {
  const supabase = await createClient();
  const { error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      emailRedirectTo: `${siteUrl()}/auth/confirm`,
      data: { first_name: input.firstName, last_name: input.lastName },
    },
  });
  return { error: error?.message ?? null };
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
export async function confirm(params: {
  code?: string;
  tokenHash?: string;
  type?: string;
}): Promise<{ error: string | null }> {
  const supabase = await createClient();
  if (params.code) {
    const { error } = await supabase.auth.exchangeCodeForSession(params.code);
    return { error: error?.message ?? null };
  }
  if (params.tokenHash && params.type && otpTypes.has(params.type as EmailOtpType)) {
    const { error } = await supabase.auth.verifyOtp({
      type: params.type as EmailOtpType,
      token_hash: params.tokenHash,
    });
    return { error: error?.message ?? null };
  }
  return { error: 'Invalid confirmation link' };
}

/** 'local' ends this session; 'global' ends every session of the user (Supabase revokes their refresh tokens). */
export async function signOut(scope: 'local' | 'global'): Promise<void> {
  const supabase = await createClient();
  const { error } = await supabase.auth.signOut({ scope });
  if (error) throw error;
}
