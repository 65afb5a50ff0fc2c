import 'server-only';

import { cookies } from 'next/headers';

import { isProduction } from '@/lib/env';
import { logSafeError } from '@/lib/server/log';

import { DEVICE_COOKIE, deviceCookieOptions, trustedDeviceId, withDeviceEntry } from './device-cookie';

/** Marks this browser as one that has signed in to `userId` (see lib/auth/device-cookie.ts). */
export async function rememberDevice(userId: string): Promise<void> {
  try {
    const store = await cookies();
    store.set(
      DEVICE_COOKIE,
      withDeviceEntry(store.get(DEVICE_COOKIE)?.value, userId),
      deviceCookieOptions(isProduction()),
    );
  } catch (error) {
    // Without AUTH_SECRET (possible on Supabase) there is no device cookie: sign-in still works, untrusted.
    logSafeError('Device cookie not set', error);
  }
}

/** This browser's device id for `userId`, when it has signed in to that account before. */
export async function deviceIdFor(userId: string | undefined): Promise<string | null> {
  if (!userId) return null;
  try {
    return trustedDeviceId((await cookies()).get(DEVICE_COOKIE)?.value, userId);
  } catch {
    return null;
  }
}
