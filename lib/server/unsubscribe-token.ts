import 'server-only';

import { createHmac, timingSafeEqual } from 'node:crypto';

import { getAuthSecret } from '@/lib/auth/secret';

/**
 * One-click unsubscribe tokens: `<subscriber id>.<HMAC-SHA256>` under a key derived from the app's secret.
 * They never expire (an old newsletter's link must keep working) and name nothing but the subscriber row.
 */

const PURPOSE = 'newsletter-unsubscribe:v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(subscriberId: string): Buffer {
  const key = createHmac('sha256', getAuthSecret()).update(PURPOSE).digest();
  return createHmac('sha256', key).update(subscriberId).digest();
}

export function createUnsubscribeToken(subscriberId: string): string {
  const id = subscriberId.toLowerCase();
  if (!UUID.test(id)) throw new Error('createUnsubscribeToken needs a subscriber id (uuid)');
  return `${id}.${signature(id).toString('base64url')}`;
}

/** The subscriber id the token was made for, or null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, mac, extra] = token.split('.');
  if (extra !== undefined || !id || !mac || !UUID.test(id) || !/^[A-Za-z0-9_-]{43}$/.test(mac)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
