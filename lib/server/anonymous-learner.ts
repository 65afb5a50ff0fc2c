import 'server-only';

import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { cookies } from 'next/headers';

import { getAuthSecret } from '@/lib/auth/secret';
import { isProduction } from '@/lib/env';
import { isCanonicalUuid } from '@/lib/rules/uuid';

/**
 * An anonymous learner is a random id in a signed, httpOnly cookie (`<uuid>.<HMAC-SHA256 of it, base64url>`, keyed
 * by AUTH_SECRET), so their theory attempts are recorded and limited together. A visitor can drop the cookie and get
 * a new id; the per-address limit then still holds. Never trusted for anything but grouping attempts.
 */

export const ANONYMOUS_LEARNER_COOKIE = 'rst_learner';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

function signature(id: string): string {
  return createHmac('sha256', getAuthSecret()).update(`anonymous-learner:${id}`).digest('base64url');
}

export function signAnonymousLearnerId(id: string): string {
  return `${id}.${signature(id)}`;
}

/** The id a cookie value carries when its signature holds; null for anything else. */
export function verifyAnonymousLearnerCookie(value: string | undefined | null): string | null {
  if (!value || value.length > 200) return null;
  const dot = value.indexOf('.');
  const id = value.slice(0, dot);
  if (dot < 0 || !isCanonicalUuid(id)) return null;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * The anonymous learner of this request; sets a new signed cookie when there is none (route handlers and actions
 * only). The theory assessment gets it from POST /api/learner before it submits: Next answers an action that set a
 * cookie with the page rendered again, so the action sets one only when that call did not get through.
 */
export async function anonymousLearnerId(): Promise<string> {
  const store = await cookies();
  const known = verifyAnonymousLearnerCookie(store.get(ANONYMOUS_LEARNER_COOKIE)?.value);
  if (known) return known;
  const id = randomUUID();
  store.set(ANONYMOUS_LEARNER_COOKIE, signAnonymousLearnerId(id), {
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction(),
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  });
  return id;
}
