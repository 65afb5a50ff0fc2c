import 'server-only';

import { createHmac, timingSafeEqual } from 'node:crypto';

import { getAuthSecret } from '@/lib/auth/secret';
import { isCanonicalUuid } from '@/lib/rules/uuid';

/**
 * Tokens that name one row and nothing else: `<uuid>.<HMAC-SHA256>`, under a key derived from the app's secret for
 * one purpose only, so a token made for one use (unsubscribe) is worthless for another (an open pixel). They
 * never expire; what they allow is decided by the row's state.
 */

const MAC = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether a token's MAC text is exactly the canonical base64url of `expected`, compared in constant time. Decoding
 * the text instead would accept other spellings of the same bytes (the last of 43 characters carries 2 spare bits,
 * so 4 texts decode alike): a token has one valid form.
 */
export function macMatches(given: string, expected: Buffer): boolean {
  const canonical = Buffer.from(expected.toString('base64url'));
  const received = Buffer.from(given);
  return received.length === canonical.length && timingSafeEqual(received, canonical);
}

export type SignedIdTokens = {
  create(id: string): string;
  /** The id the token was made for, or null for anything forged, altered, malformed or made for another purpose. */
  verify(token: unknown): string | null;
};

export function signedIdTokens(purpose: string): SignedIdTokens {
  const signature = (id: string) => {
    const key = createHmac('sha256', getAuthSecret()).update(purpose).digest();
    return createHmac('sha256', key).update(id).digest();
  };
  return {
    create(rawId) {
      const id = rawId.toLowerCase();
      if (!isCanonicalUuid(id)) throw new Error(`A ${purpose} token needs a row id (uuid)`);
      return `${id}.${signature(id).toString('base64url')}`;
    },
    verify(token) {
      if (typeof token !== 'string' || token.length > 200) return null;
      const [id, mac, extra] = token.split('.');
      if (extra !== undefined || !id || !mac || !isCanonicalUuid(id) || !MAC.test(mac)) return null;
      return macMatches(mac, signature(id)) ? id : null;
    },
  };
}
