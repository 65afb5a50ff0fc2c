'use server';

import { revalidatePath } from 'next/cache';

import { failed, succeeded } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { bookGroup, holdPlaces, releaseHold, requestOnSite } from '@/lib/server/employer-bookings';
import { formAction } from '@/lib/server/form-action';
import {
  groupBookingSchema,
  holdPlacesSchema,
  onSiteRequestSchema,
  releaseHoldSchema,
} from '@/lib/validation/employer-bookings';

/** Book the gaps. Each body re-checks, in its own transaction, that the caller manages the approved employer. */

const signedIn = (name: string, failure: string) =>
  ({ name, access: 'signed-in', messages: { failure, signedOut: 'Please sign in to continue.' } }) as const;

const refresh = (employerId: string) => {
  revalidatePath(`/employer/${employerId}/book`);
  revalidatePath(`/employer/${employerId}/matrix`);
};

const bookAction = serverAction(
  {
    ...signedIn('[employer] Book a group', 'Could not book the group. Nothing was booked.'),
    schema: groupBookingSchema,
    rateLimit: { action: 'employer' },
  },
  async ({ session, input }) => {
    const result = await bookGroup(session, input);
    if (!result.ok) return failed('conflict', result.message);
    refresh(input.employerId);
    return succeeded(null, result.message);
  },
);

export async function bookGroupFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(bookAction, { lists: ['workerId'] })(previous, formData);
}

const holdAction = serverAction(
  {
    ...signedIn('[employer] Hold places', 'Could not hold the places. Nothing was held.'),
    schema: holdPlacesSchema,
    rateLimit: { action: 'employer' },
  },
  async ({ session, input }) => {
    const result = await holdPlaces(session, input);
    if (!result.ok) return failed('conflict', result.message);
    refresh(input.employerId);
    return succeeded(null, result.message);
  },
);

export async function holdPlacesFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(holdAction)(previous, formData);
}

const releaseAction = serverAction(
  {
    ...signedIn('[employer] Release held places', 'Could not release the places.'),
    schema: releaseHoldSchema,
    rateLimit: { action: 'employer' },
  },
  async ({ session, input }) => {
    const result = await releaseHold(session, input);
    if (!result.ok) return failed('conflict', result.message);
    refresh(input.employerId);
    return succeeded(null, result.message);
  },
);

export async function releaseHoldFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(releaseAction)(previous, formData);
}

const onSiteAction = serverAction(
  {
    ...signedIn('[employer] Ask for on-site training', 'Could not send the request.'),
    schema: onSiteRequestSchema,
    rateLimit: { action: 'employer-invite' },
  },
  async ({ session, input }) => {
    const result = await requestOnSite(session, input);
    if (!result.ok) return failed('conflict', result.message);
    return succeeded(null, result.message);
  },
);

export async function onSiteRequestFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(onSiteAction)(previous, formData);
}
