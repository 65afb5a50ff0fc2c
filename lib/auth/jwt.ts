// No 'server-only' import: proxy.ts verifies sessions with this module (jose only, never the database).
import { jwtVerify, SignJWT } from 'jose';

import { isAppRole, type AppRole } from '@/lib/rules/roles';

import { getAuthSecret } from './secret';

export const SESSION_COOKIE = 'session';
/** Sliding session: a token lives 7 days and the proxy re-issues it once it is a day old. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_REFRESH_AFTER_SECONDS = 24 * 60 * 60;

const ISSUER = 'embedded-auth';
const AUDIENCE = 'authenticated';

/** The claims Supabase Auth puts in its access tokens, plus the custom hook's user_role. */
export type SessionClaims = {
  sub: string;
  email: string;
  role: 'authenticated';
  aud: 'authenticated';
  user_role: AppRole;
  iat: number;
  exp: number;
};

export async function signSessionToken(
  user: { id: string; email: string },
  userRole: AppRole,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ email: user.email, role: 'authenticated', user_role: userRole })
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
      iat: payload.iat,
      exp: payload.exp,
    };
  } catch {
    return null;
  }
}

export function needsRefresh(claims: SessionClaims, now = Math.floor(Date.now() / 1000)): boolean {
  return now - claims.iat >= SESSION_REFRESH_AFTER_SECONDS;
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
