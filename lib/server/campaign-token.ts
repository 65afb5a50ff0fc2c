import 'server-only';

import { createHmac, timingSafeEqual } from 'node:crypto';

import { getAuthSecret } from '@/lib/auth/secret';

/**
 * Open-pixel tokens: `<recipient row id>.<HMAC-SHA256>` under a key derived from the app's secret for this purpose
 * only (an unsubscribe token is not an open token). A token names one outbox row and nothing else.
 */

const PURPOSE = 'campaign-open:v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(recipientId: string): Buffer {
  const key = createHmac('sha256', getAuthSecret()).update(PURPOSE).digest();
  return createHmac('sha256', key).update(recipientId).digest();
}

export function createOpenToken(recipientId: string): string {
  const id = recipientId.toLowerCase();
  if (!UUID.test(id)) throw new Error('createOpenToken needs a recipient id (uuid)');
  return `${id}.${signature(id).toString('base64url')}`;
}

/** The recipient row id the token was made for, or null for anything forged, altered or malformed. */
export function verifyOpenToken(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, mac, extra] = token.split('.');
  if (extra !== undefined || !id || !mac || !UUID.test(id) || !/^[A-Za-z0-9_-]{43}$/.test(mac)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
