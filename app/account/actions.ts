'use server';

import { signOutEverywhere } from '@/lib/auth';

/** Ends every session of the signed-in user, this one included (Supabase: global sign-out). */
export async function signOutEverywhereAction(): Promise<{ ok: boolean; message: string }> {
  return signOutEverywhere();
}
