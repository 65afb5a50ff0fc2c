'use server';

import { changeEmail, changePassword, signOutEverywhere } from '@/lib/auth';
import { asActionResult, type AuthOutcome } from '@/lib/auth/action-result';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/auth/messages';
import { updateTag } from 'next/cache';

import { failed, succeeded } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { formAction } from '@/lib/server/form-action';
import { changeEmailSchema, changePasswordSchema } from '@/lib/validation/auth';
import * as z from '@/lib/validation/zod';
import { bookingIdSchema } from '@/lib/validation/book-and-pay';
import { cancelMyBooking } from '@/lib/server/payments';
import { UPCOMING_SLOTS_TAG } from '@/lib/server/slots';

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

const accountMessages = { failure: UNEXPECTED_ERROR_MESSAGE, signedOut: 'You are not signed in.' };

/** A new password, given the current one: every other device is signed out, this one stays signed in. */
const changePasswordAction = serverAction(
  {
    name: '[account] Change password',
    access: 'signed-in',
    schema: changePasswordSchema,
    messages: accountMessages,
  },
  async ({ session, input, ip }) => asActionResult(await changePassword(session, input, { ip })),
);

export async function changePasswordFormAction(
  previous: FormState<AuthOutcome>,
  formData: FormData,
): Promise<FormState<AuthOutcome>> {
  return formAction(changePasswordAction)(previous, formData);
}

/** A new address, given the current password: it changes once the link mailed to it is used. */
const changeEmailAction = serverAction(
  {
    name: '[account] Change e-mail',
    access: 'signed-in',
    schema: changeEmailSchema,
    messages: accountMessages,
  },
  async ({ session, input, ip }) => asActionResult(await changeEmail(session, input, { ip })),
);

export async function changeEmailFormAction(
  previous: FormState<AuthOutcome>,
  formData: FormData,
): Promise<FormState<AuthOutcome>> {
  return formAction(changeEmailAction)(previous, formData);
}

/** The learner cancels one of their own bookings; the refund policy decides what comes back. */
const cancelMyBookingAction = serverAction(
  {
    name: '[account] Cancel a booking',
    access: 'signed-in',
    schema: bookingIdSchema,
    messages: { failure: 'Your booking could not be cancelled.', signedOut: 'You are not signed in.' },
    rateLimit: { action: 'book-and-pay' },
  },
  async ({ session, input }) => {
    const result = await cancelMyBooking(session, input.bookingId);
    if (!result.ok) return failed('conflict', result.message);
    updateTag(UPCOMING_SLOTS_TAG);
    return succeeded(null, result.message);
  },
);

export async function cancelMyBookingFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(cancelMyBookingAction)(previous, formData);
}
