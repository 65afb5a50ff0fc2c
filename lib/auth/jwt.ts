// No 'server-only' import: proxy.ts verifies sessions with this module (jose only, never the database).
import { jwtVerify, SignJWT } from 'jose';

import { isAppRole, type AppRole } from '@/lib/rules/roles';

import { getAuthSecret } from './secret';
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from './session-lifetime';

export const SESSION_COOKIE = 'session';
/**
 * A token lives as long as its session may (the absolute lifetime) and is never re-issued: idle timeout and
 * revocation are decided by the session row it names (session_id), which the server checks on every read.
 */
export const SESSION_TTL_SECONDS = SESSION_ABSOLUTE_LIFETIME_SECONDS;

const ISSUER = 'embedded-auth';
const AUDIENCE = 'authenticated';

/** The claims Supabase Auth puts in its access tokens, plus the custom hook's user_role. */
export type SessionClaims = {
  sub: string;
  email: string;
  role: 'authenticated';
  aud: 'authenticated';
  user_role: AppRole;
  /** public.sessions.id (Supabase's access tokens carry the same claim name). */
  session_id: string;
  iat: number;
  exp: number;
};

export async function signSessionToken(
  user: { id: string; email: string },
  userRole: AppRole,
  sessionId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ email: user.email, role: 'authenticated', user_role: userRole, session_id: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + SESSION_TTL_SECONDS)
    .sign(getAuthSecret());
}

/** The verified claims, or null for a missing, tampered, expired or malformed token. */
export async function verifySessionToken(token: string | undefined | null): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, getAuthSecret(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (
      typeof payload.sub !== 'string' ||
      !/^[0-9a-f-]{36}$/i.test(payload.sub) ||
      typeof payload.email !== 'string' ||
      typeof payload.session_id !== 'string' ||
      !/^[0-9a-f-]{36}$/i.test(payload.session_id) ||
      payload.role !== 'authenticated' ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number'
    ) {
      return null;
    }
    return {
      sub: payload.sub,
      email: payload.email,
      role: 'authenticated',
      aud: 'authenticated',
      user_role: isAppRole(payload.user_role) ? payload.user_role : 'user',
      session_id: payload.session_id,
      iat: payload.iat,
      exp: payload.exp,
    };
  } catch {
    return null;
  }
}

export function sessionCookieOptions(production: boolean) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: production,
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  };
}
