import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readDeviceCookie, trustedDeviceId, withDeviceEntry } from '@/lib/auth/device-cookie';
import { resetAuthSecretCache } from '@/lib/auth/secret';
import { DEVICE_COOKIE_MAX_ENTRIES } from '@/lib/auth/session-lifetime';
import { resetEnvCache } from '@/lib/env';
import { describeUserAgent } from '@/lib/rules/user-agent';
import { commonPasswordCount, isCommonPassword } from '@/lib/server/common-passwords';

const saved = process.env.AUTH_SECRET;
function useSecret(secret: string) {
  process.env.AUTH_SECRET = secret;
  resetEnvCache();
  resetAuthSecretCache();
}

beforeAll(() => useSecret('unit-test-secret-unit-test-secret-unit-test'));
afterAll(() => {
  process.env.AUTH_SECRET = saved;
  resetEnvCache();
  resetAuthSecretCache();
});

describe('common passwords', () => {
  it('holds at least 10,000 passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses the usual suspects, whatever their case', () => {
    for (const password of [
      '123456',
      'password',
      'password1',
      'Password1',
      'QWERTY123',
      'iloveyou',
      'letmein',
    ]) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
  });

  it('accepts passwords that are not on the list, including the demo accounts', () => {
    for (const password of [
      'admin-demo-2026',
      'user-demo-2026',
      'collaborator-demo-2026',
      'correct-horse-battery',
      'hard-hat-2026',
      'Ridgeline safety 2026',
    ]) {
      expect([password, isCommonPassword(password)]).toEqual([password, false]);
    }
  });
});

describe('device cookie', () => {
  const owner = '6f1c2b1e-0d3a-4c55-9a53-0f2b1e6f7a10';
  const other = '1a2b3c4d-0d3a-4c55-9a53-0f2b1e6f7a11';

  it('trusts a browser for the account it signed in to, and no other', () => {
    const cookie = withDeviceEntry(undefined, owner);
    expect(trustedDeviceId(cookie, owner)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(trustedDeviceId(cookie, other)).toBeNull();
    // Signing in again keeps the same device id.
    expect(trustedDeviceId(withDeviceEntry(cookie, owner), owner)).toBe(trustedDeviceId(cookie, owner));
  });

  it('refuses tampered, re-targeted, garbled and foreign entries', () => {
    const cookie = withDeviceEntry(undefined, owner);
    const [, deviceId, mac] = cookie.split('~');
    for (const forged of [
      `${other}~${deviceId}~${mac}`,
      `${owner}~${'A'.repeat(22)}~${mac}`,
      `${owner}~${deviceId}~${mac.slice(0, -2)}xx`,
      `${owner}~${deviceId}`,
      'garbage',
      '',
      'x'.repeat(5000),
    ]) {
      expect(trustedDeviceId(forged, owner)).toBeNull();
      expect(trustedDeviceId(forged, other)).toBeNull();
    }
    useSecret('another-secret-another-secret-another-secret');
    try {
      expect(trustedDeviceId(cookie, owner)).toBeNull();
    } finally {
      useSecret('unit-test-secret-unit-test-secret-unit-test');
    }
  });

  it('remembers a few accounts per browser, dropping the longest unused', () => {
    const ids = Array.from(
      { length: DEVICE_COOKIE_MAX_ENTRIES + 2 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    let cookie = '';
    for (const id of ids) cookie = withDeviceEntry(cookie, id);
    expect(readDeviceCookie(cookie).map((entry) => entry.userId)).toEqual(
      ids.slice(-DEVICE_COOKIE_MAX_ENTRIES),
    );
  });
});

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:130.0) Gecko/20100101 Firefox/130.0',
      'Firefox on macOS',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
    [null, 'Unknown device'],
  ])('%s', (ua, expected) => {
    expect(describeUserAgent(ua)).toBe(expected);
  });
});
