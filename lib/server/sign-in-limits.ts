import 'server-only';

import { countHits, rateLimits, type Limit, type RateLimitResult } from './rate-limit';

/**
 * Sign-in throttling as OWASP's authentication cheat sheet describes it, so nobody can lock an owner out and
 * nobody can spray passwords:
 * - per client address, every attempt counts (a short and a daily window): one machine cannot try many accounts;
 * - per account, attempts from browsers that never signed in to it count: guessing one account from many
 *   addresses stops. A browser holding the account's signed device cookie (lib/auth/device-cookie.ts) is exempt
 *   from this counter, so ten wrong passwords from elsewhere do not lock the owner out of their own browser;
 * - per device, attempts with that device cookie count: a stolen cookie buys no unlimited guessing.
 * Unknown addresses count exactly like known ones, so the limits reveal nothing about who has an account.
 */
export const signInLimits = {
  perAddress: rateLimits['sign-in'].perIp,
  perAddressDaily: { limit: 200, windowSeconds: 24 * 3600 },
  perAccountUntrusted: rateLimits['sign-in'].perSubject,
  perTrustedDevice: { limit: 10, windowSeconds: 600 },
} satisfies Record<string, Limit>;

export async function limitSignInAttempt(who: {
  ip: string;
  email: string;
  trustedDeviceId: string | null;
}): Promise<RateLimitResult> {
  const account = who.email.trim().toLowerCase();
  return countHits([
    { key: `sign-in:ip:${who.ip}`, ...signInLimits.perAddress },
    { key: `sign-in:ip-day:${who.ip}`, ...signInLimits.perAddressDaily },
    who.trustedDeviceId
      ? { key: `sign-in:device:${who.trustedDeviceId}`, ...signInLimits.perTrustedDevice }
      : { key: `sign-in:subject:${account}`, ...signInLimits.perAccountUntrusted },
  ]);
}

/**
 * Reset mails one address receives, whoever asks and from however many clients: three an hour. Counted for every
 * address asked about, with or without an account; above it nothing is sent and the answer stays the same.
 */
export const resetMailLimit: Limit = { limit: 3, windowSeconds: 3600 };

export async function limitResetMail(email: string): Promise<RateLimitResult> {
  return countHits([{ key: `password-reset-mail:${email.trim().toLowerCase()}`, ...resetMailLimit }]);
}

/**
 * Confirmation mails one address receives, whoever signs up with it and from however many clients: five an hour.
 * Above it the sign-up is answered as any other and nothing is sent or changed, so nobody can flood a mailbox by
 * rotating clients, and nobody can make the owner's own sign-up say 'too many attempts' either.
 */
export const confirmationMailLimit: Limit = { limit: 5, windowSeconds: 3600 };

export async function limitConfirmationMail(email: string): Promise<RateLimitResult> {
  return countHits([{ key: `confirmation-mail:${email.trim().toLowerCase()}`, ...confirmationMailLimit }]);
}
