'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { redirect } from 'next/navigation';

import { failed, succeeded } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { formAction } from '@/lib/server/form-action';
import {
  approveBooking,
  cancelUnderPolicy,
  createPromotionCode,
  markPaid,
  setPromotionCodeActive,
} from '@/lib/server/payments-admin';
import { UPCOMING_SLOTS_TAG } from '@/lib/server/slots';
import { bookingIdSchema, promotionCodeFormSchema, staffIdSchema } from '@/lib/validation/book-and-pay';
import * as z from '@/lib/validation/zod';
import { STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';

/** Staff payment tools: mark an invoice paid, approve an employer booking, create and switch promotion codes. */

const staff = (name: string, failure: string) =>
  ({
    name,
    access: ['admin', 'collaborator'],
    messages: { failure, forbidden: STAFF_ROLE_REQUIRED },
  }) as const;

const markPaidAction = serverAction(
  { ...staff('[staff] Mark an invoice paid', 'Could not mark the invoice paid.'), schema: staffIdSchema },
  async ({ session, input }) => {
    const result = await markPaid(session, input.id);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath('/staff/payments');
    return succeeded(null, result.value);
  },
);

export async function markPaidFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(markPaidAction)(previous, formData);
}

const approveAction = serverAction(
  {
    ...staff('[staff] Approve an invoice booking', 'Could not approve the booking.'),
    schema: bookingIdSchema,
  },
  async ({ session, input }) => {
    const result = await approveBooking(session, input.bookingId);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath('/staff/payments');
    updateTag(UPCOMING_SLOTS_TAG);
    return succeeded(null, result.value);
  },
);

export async function approveFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(approveAction)(previous, formData);
}

const cancelUnderPolicyAction = serverAction(
  {
    ...staff('[staff] Cancel under the refund policy', 'Could not cancel the booking.'),
    schema: bookingIdSchema,
  },
  async ({ session, input }) => {
    const result = await cancelUnderPolicy(session, input.bookingId);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath('/staff/payments');
    revalidatePath('/staff');
    revalidatePath(`/staff/sessions/${result.value.slotId}`);
    revalidatePath('/calendar', 'layout');
    updateTag(UPCOMING_SLOTS_TAG);
    return succeeded({ bookingId: input.bookingId }, result.value.message);
  },
);

type Cancelled = FormState<{ bookingId: string }>;

/*
 * Done, the place leaves the list (and the form with its answer), so the page opens again saying what was given
 * back. redirect() runs outside the action wrapper, whose catch would take Next's redirect for an error.
 */
export async function cancelUnderPolicyFormAction(
  previous: Cancelled,
  formData: FormData,
): Promise<Cancelled> {
  const state = await formAction(cancelUnderPolicyAction)(previous, formData);
  if (state?.ok) redirect(`/staff/payments?cancelled=${state.data.bookingId}`);
  return state;
}

const createCodeAction = serverAction(
  {
    ...staff('[staff] Create a promotion code', 'Could not create the code.'),
    schema: promotionCodeFormSchema,
  },
  async ({ session, input }) => {
    const result = await createPromotionCode(session, input);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath('/staff/payments');
    return succeeded(null, result.value);
  },
);

export async function createCodeFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(createCodeAction)(previous, formData);
}

const switchCodeSchema = z.object({ id: z.uuid('Unknown code'), active: z.enum(['true', 'false']) });

const switchCodeAction = serverAction(
  { ...staff('[staff] Switch a promotion code', 'Could not change the code.'), schema: switchCodeSchema },
  async ({ session, input }) => {
    const result = await setPromotionCodeActive(session, input.id, input.active === 'true');
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath('/staff/payments');
    return succeeded(null, result.value);
  },
);

export async function switchCodeFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(switchCodeAction)(previous, formData);
}
