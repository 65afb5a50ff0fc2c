'use server';

import { revalidatePath } from 'next/cache';

import { failed, succeeded } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { verifyUsi } from '@/lib/server/enrolment-records';
import { formAction } from '@/lib/server/form-action';
import { verifyIdDocuments } from '@/lib/server/readiness';
import * as z from '@/lib/validation/zod';
import { STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';

const bookingSchema = z.object({ bookingId: z.uuid('Unknown booking') });

const staffMessages = {
  forbidden: STAFF_ROLE_REQUIRED,
  issueAsMessage: false,
} as const;

/** Staff record that they checked the learner's USI with the USI Registry (the role is re-read in the database). */
const verifyUsiAction = serverAction(
  {
    name: '[staff] USI verified',
    access: ['admin', 'collaborator'],
    schema: bookingSchema,
    messages: { failure: 'The USI could not be marked verified.', ...staffMessages },
  },
  async ({ session, input }) => {
    const outcome = await verifyUsi(session, input.bookingId);
    if (!outcome.ok)
      return failed(outcome.reason, 'The USI could not be marked verified.', { detail: outcome.message });
    revalidatePath(`/staff/enrolments/${input.bookingId}`);
    return succeeded(null, 'USI marked verified.');
  },
);

/** Staff record that they checked the identification; the documents are deleted after the retention days. */
const verifyIdAction = serverAction(
  {
    name: '[staff] ID verified',
    access: ['admin', 'collaborator'],
    schema: bookingSchema,
    messages: { failure: 'The identification could not be marked verified.', ...staffMessages },
  },
  async ({ session, input }) => {
    const outcome = await verifyIdDocuments(session, input.bookingId);
    if (!outcome.ok) {
      return failed(outcome.reason, 'The identification could not be marked verified.', {
        detail: outcome.message,
      });
    }
    revalidatePath(`/staff/enrolments/${input.bookingId}`);
    return succeeded(null, 'Identification marked verified.', 'The documents will be deleted as scheduled.');
  },
);

export async function verifyUsiFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(verifyUsiAction)(previous, formData);
}

export async function verifyIdFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(verifyIdAction)(previous, formData);
}
