'use server';

import { signOutEverywhere } from '@/lib/auth';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/auth/messages';
import { succeeded } from '@/lib/rules/action-result';
import { serverAction } from '@/lib/server/action';
import * as z from '@/lib/validation/zod';

const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You have been signed out of all devices.';

/**
 * Ends every session of the signed-in user, this one included (Supabase: global sign-out). The button shows a
 * failure's detail, else its message: 'You are not signed in.' or the unexpected-error line, as before.
 */
export const signOutEverywhereAction = serverAction(
  {
    name: '[account] Sign out of all devices',
    access: 'signed-in',
    schema: z.undefined(),
    messages: {
      failure: UNEXPECTED_ERROR_MESSAGE,
      signedOut: 'You are not signed in.',
      unavailable: UNEXPECTED_ERROR_MESSAGE,
    },
  },
  async ({ session }) => {
    await signOutEverywhere(session);
    return succeeded(null, SIGNED_OUT_EVERYWHERE_MESSAGE);
  },
);
