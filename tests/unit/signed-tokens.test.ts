import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resetAuthSecretCache } from '@/lib/auth/secret';
import { resetEnvCache } from '@/lib/env';
import { createBookingToken, verifyBookingToken } from '@/lib/server/booking-token';
import { createOpenToken, verifyOpenToken } from '@/lib/server/campaign-token';
import { createConfirmToken, verifyConfirmToken } from '@/lib/server/newsletter-confirm-token';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '@/lib/server/unsubscribe-token';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The other three spellings of a 32-byte MAC in base64url: its 43rd character carries 2 spare bits, so four texts
 * decode to the same bytes.
 */
function sameBytesOtherText(token: string): string[] {
  const last = ALPHABET.indexOf(token.at(-1)!);
  return [0, 1, 2, 3]
    .map((spare) => ALPHABET[(last & ~3) | spare])
    .filter((char) => char !== token.at(-1))
    .map((char) => `${token.slice(0, -1)}${char}`);
}

const id = '6f1c2b1e-0d3a-4c55-9a53-0f2b1e6f7a10';

describe('signed link tokens have one valid spelling', () => {
  const saved = process.env.AUTH_SECRET;

  beforeAll(() => {
    process.env.AUTH_SECRET = 'signed-token-test-secret-signed-token-test';
    resetEnvCache();
    resetAuthSecretCache();
  });

  afterAll(() => {
    if (saved === undefined) delete process.env.AUTH_SECRET;
    else process.env.AUTH_SECRET = saved;
    resetEnvCache();
    resetAuthSecretCache();
  });

  it.each([
    ['unsubscribe', createUnsubscribeToken, verifyUnsubscribeToken],
    ['campaign open', createOpenToken, verifyOpenToken],
    ['newsletter confirmation', createConfirmToken, verifyConfirmToken],
  ] as const)(
    '%s: the MAC text must be canonical, not merely decode to the right bytes',
    (_name, create, verify) => {
      const token = create(id);
      expect(verify(token)).toBe(id);
      const variants = sameBytesOtherText(token);
      expect(variants).toHaveLength(3);
      for (const variant of variants) expect([variant, verify(variant)]).toEqual([variant, null]);
    },
  );

  it('booking links: the MAC text and the number must be canonical', () => {
    for (const purpose of ['cancel', 'take'] as const) {
      const token = createBookingToken(purpose, id, 7);
      expect(verifyBookingToken(purpose, token)).toEqual({ bookingId: id, value: 7 });
      for (const variant of sameBytesOtherText(token))
        expect([variant, verifyBookingToken(purpose, variant)]).toEqual([variant, null]);
      const padded = token.replace(`.${7}.`, '.007.');
      expect(verifyBookingToken(purpose, padded)).toBeNull();
    }
    expect(verifyBookingToken('cancel', createBookingToken('cancel', id, 0))).toEqual({
      bookingId: id,
      value: 0,
    });
  });
});
