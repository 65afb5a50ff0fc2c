import 'server-only';

import { createHmac } from 'node:crypto';

import { getAuthSecret } from '@/lib/auth/secret';
import { macMatches } from '@/lib/server/signed-id';
import { isCanonicalUuid } from '@/lib/rules/uuid';

/**
 * Signed links a learner uses without an account: cancel a confirmed place, or take a place offered from the
 * waitlist. `<purpose>.<booking id>.<number>.<HMAC-SHA256>` under a key derived from AUTH_SECRET for this purpose
 * alone. The number binds the link to one state of the booking: the invite SEQUENCE it was sent with (cancel) or
 * the offer's expiry in Unix seconds (take). The database state makes each link single-use: a cancelled booking
 * cannot be cancelled again, and an offer taken or expired is no longer 'offered'.
 */

export type BookingTokenPurpose = 'cancel' | 'take';

function signature(purpose: BookingTokenPurpose, bookingId: string, value: number): Buffer {
  const key = createHmac('sha256', getAuthSecret()).update(`booking-${purpose}:v1`).digest();
  return createHmac('sha256', key).update(`${purpose}.${bookingId}.${value}`).digest();
}

export function createBookingToken(purpose: BookingTokenPurpose, bookingId: string, value: number): string {
  const id = bookingId.toLowerCase();
  if (!isCanonicalUuid(id) || !Number.isSafeInteger(value) || value < 0)
    throw new Error('createBookingToken: bad input');
  return `${purpose}.${id}.${value}.${signature(purpose, id, value).toString('base64url')}`;
}

/** The booking id and number the token was made for, or null for anything forged, altered or malformed. */
export function verifyBookingToken(
  purpose: BookingTokenPurpose,
  token: unknown,
): { bookingId: string; value: number } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [given, id, number, mac, extra] = token.split('.');
  if (extra !== undefined || given !== purpose || !id || !isCanonicalUuid(id)) return null;
  // One spelling per token: no leading zeros in the number, the canonical MAC text.
  if (!number || !/^(0|[1-9]\d{0,11})$/.test(number) || !mac || !/^[A-Za-z0-9_-]{43}$/.test(mac)) return null;
  const value = Number(number);
  return macMatches(mac, signature(purpose, id, value)) ? { bookingId: id, value } : null;
}
