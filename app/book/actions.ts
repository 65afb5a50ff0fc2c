'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { updateTag } from 'next/cache';

import { failed, succeeded, type ActionResult } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { formAction } from '@/lib/server/form-action';
import {
  applyPromotionCode,
  createBookAndPayBooking,
  payByInvoice,
  removePromotionCode,
  startCardPayment,
  type PaymentFailure,
} from '@/lib/server/payments';
import { UPCOMING_SLOTS_TAG } from '@/lib/server/slots';
import {
  bookAndPayDetailsSchema,
  bookingIdSchema,
  employerInvoiceSchema,
  promotionCodeSchema,
} from '@/lib/validation/book-and-pay';

/**
 * Book and pay's steps. Every one needs a signed-in learner and acts only on that learner's own booking (the data
 * layer reads the booking by id and the caller's id together). A step that succeeds sends the browser on with
 * redirect(), outside the action wrapper (whose catch would otherwise take Next's redirect for an error).
 */

const SIGNED_OUT = 'Please sign in to book and pay.';

function refused(result: PaymentFailure): ActionResult<never> {
  return failed(result.reason === 'not-found' ? 'not-found' : 'conflict', result.message);
}

export const createBookingAction = serverAction(
  {
    name: '[book] Create a booking',
    access: 'signed-in',
    schema: bookAndPayDetailsSchema,
    messages: { failure: 'Your booking could not be started.', signedOut: SIGNED_OUT },
    rateLimit: { action: 'book-and-pay' },
  },
  async ({ session, input }) => {
    const created = await createBookAndPayBooking(session, input);
    return created.ok ? succeeded({ bookingId: created.bookingId }, 'Booking started') : refused(created);
  },
);

export async function createBookingFormAction(
  previous: FormState<{ bookingId: string }>,
  formData: FormData,
): Promise<FormState<{ bookingId: string }>> {
  const state = await formAction(createBookingAction, { flags: ['usiExempt'] })(previous, formData);
  if (state?.ok) {
    const pay = `/book/pay/${state.data.bookingId}`;
    redirect(`/account/bookings/${state.data.bookingId}/enrolment?next=${encodeURIComponent(pay)}`);
  }
  return state;
}

const promotionAction = serverAction(
  {
    name: '[book] Apply a promotion code',
    access: 'signed-in',
    schema: promotionCodeSchema,
    messages: { failure: 'The promotion code could not be applied.', signedOut: SIGNED_OUT },
    rateLimit: { action: 'promotion-code' },
  },
  async ({ session, input }) => {
    const result = await applyPromotionCode(session, input.bookingId, input.code);
    return result.ok
      ? succeeded(null, result.message)
      : failed('invalid', result.message, { fieldErrors: { code: result.message } });
  },
);

export async function promotionFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(promotionAction)(previous, formData);
}

const removePromotionAction = serverAction(
  {
    name: '[book] Remove a promotion code',
    access: 'signed-in',
    schema: bookingIdSchema,
    messages: { failure: 'The promotion code could not be removed.', signedOut: SIGNED_OUT },
  },
  async ({ session, input }) => {
    const result = await removePromotionCode(session, input.bookingId);
    return result.ok ? succeeded(null, result.message) : refused(result);
  },
);

export async function removePromotionFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(removePromotionAction)(previous, formData);
}

export const cardPaymentAction = serverAction(
  {
    name: '[book] Pay by card',
    access: 'signed-in',
    schema: bookingIdSchema,
    messages: { failure: 'Card payment could not be started.', signedOut: SIGNED_OUT },
    rateLimit: { action: 'book-and-pay' },
  },
  async ({ session, input }) => {
    const result = await startCardPayment(session, input.bookingId);
    updateTag(UPCOMING_SLOTS_TAG);
    return result.ok ? succeeded({ url: result.url }, 'Opening the card payment page') : refused(result);
  },
);

export async function cardPaymentFormAction(
  previous: FormState<{ url: string }>,
  formData: FormData,
): Promise<FormState<{ url: string }>> {
  const state = await formAction(cardPaymentAction)(previous, formData);
  if (!state?.ok) return state;
  // A script-driven submission navigates to Checkout itself. A plain form post may not be redirected to another
  // origin (CSP form-action 'self'), so that browser goes by a page of ours that sends it on.
  const bookingId = formData.get('bookingId');
  const scripted = (await headers()).has('next-action');
  if (scripted || state.data.url.startsWith('/') || typeof bookingId !== 'string') redirect(state.data.url);
  redirect(`/book/pay/${bookingId}/checkout`);
}

export const invoicePaymentAction = serverAction(
  {
    name: '[book] Employer invoice',
    access: 'signed-in',
    schema: employerInvoiceSchema,
    messages: { failure: 'Your employer invoice booking could not be completed.', signedOut: SIGNED_OUT },
    rateLimit: { action: 'book-and-pay' },
  },
  async ({ session, input }) => {
    const result = await payByInvoice(session, input);
    if (result.ok) updateTag(UPCOMING_SLOTS_TAG);
    return result.ok ? succeeded({ bookingId: input.bookingId }, result.message) : refused(result);
  },
);

export async function invoicePaymentFormAction(
  previous: FormState<{ bookingId: string }>,
  formData: FormData,
): Promise<FormState<{ bookingId: string }>> {
  const state = await formAction(invoicePaymentAction)(previous, formData);
  if (state?.ok) redirect(`/book/done/${state.data.bookingId}`);
  return state;
}
