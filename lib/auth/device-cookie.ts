import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { getAuthSecret } from './secret';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_MAX_ENTRIES } from './session-lifetime';

/**
 * OWASP's device cookie: after a successful sign-in the browser gets a signed entry naming that account and a
 * random device id. A later sign-in to the same account from that browser is "trusted": the per-account failure
 * limit (which anyone could otherwise trip to lock the owner out) does not apply to it; a per-device limit does.
 * Entries are `userId~deviceId~HMAC(AUTH_SECRET)`, joined by '.', newest last, at most a few accounts per browser.
 */

export const DEVICE_COOKIE = 'device';

type Entry = { userId: string; deviceId: string };

const UUID = /^[0-9a-f-]{36}$/i;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

function mac(userId: string, deviceId: string): string {
  return createHmac('sha256', getAuthSecret()).update(`device|${userId}|${deviceId}`).digest('base64url');
}

function verified(part: string): Entry | null {
  const [userId, deviceId, signature, extra] = part.split('~');
  if (extra !== undefined || !userId || !deviceId || !signature) return null;
  if (!UUID.test(userId) || !DEVICE_ID.test(deviceId)) return null;
  const expected = Buffer.from(mac(userId, deviceId));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: userId.toLowerCase(), deviceId };
}

/** The valid entries of a device cookie; anything forged, foreign or garbled is dropped. */
export function readDeviceCookie(value: string | undefined | null): Entry[] {
  if (!value || value.length > 2000) return [];
  return value.split('.').flatMap((part) => {
    const entry = verified(part);
    return entry ? [entry] : [];
  });
}

/** This browser's device id for `userId` when it has signed in to that account before, else null. */
export function trustedDeviceId(value: string | undefined | null, userId: string): string | null {
  return readDeviceCookie(value).find((entry) => entry.userId === userId.toLowerCase())?.deviceId ?? null;
}

/** The cookie value after a successful sign-in of `userId`: its entry kept (or made) and moved last. */
export function withDeviceEntry(value: string | undefined | null, userId: string): string {
  const entries = readDeviceCookie(value);
  const id = userId.toLowerCase();
  const own = entries.find((entry) => entry.userId === id) ?? {
    userId: id,
    deviceId: randomBytes(16).toString('base64url'),
  };
  const kept = [...entries.filter((entry) => entry.userId !== id), own].slice(-DEVICE_COOKIE_MAX_ENTRIES);
  return kept
    .map((entry) => `${entry.userId}~${entry.deviceId}~${mac(entry.userId, entry.deviceId)}`)
    .join('.');
}

export function deviceCookieOptions(production: boolean) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: production,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  };
}
