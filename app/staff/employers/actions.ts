'use server';

import { revalidatePath } from 'next/cache';

import { failed, succeeded } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { approveEmployer, declineEmployer, updateEmployer } from '@/lib/server/employers';
import { formAction } from '@/lib/server/form-action';
import { approveEmployerSchema, declineEmployerSchema, editEmployerSchema } from '@/lib/validation/employers';
import { STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';

/** Staff approve or decline a pending employer, and edit an approved one's account manager and sites. */
const approveAction = serverAction(
  {
    name: '[staff] Approve an employer',
    access: ['admin', 'collaborator'],
    schema: approveEmployerSchema,
    messages: {
      failure: 'Could not approve the employer.',
      forbidden: STAFF_ROLE_REQUIRED,
    },
  },
  async ({ session, input }) => {
    const result = await approveEmployer(session, input);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath('/staff/employers');
    return succeeded(null, result.message);
  },
);

export async function approveEmployerFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(approveAction)(previous, formData);
}

const declineAction = serverAction(
  {
    name: '[staff] Decline an employer',
    access: ['admin', 'collaborator'],
    schema: declineEmployerSchema,
    messages: {
      failure: 'Could not decline the registration.',
      forbidden: STAFF_ROLE_REQUIRED,
    },
  },
  async ({ session, input }) => {
    const result = await declineEmployer(session, input);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath('/staff/employers');
    return succeeded(null, result.message);
  },
);

export async function declineEmployerFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(declineAction)(previous, formData);
}

const editAction = serverAction(
  {
    name: '[staff] Edit an employer',
    access: ['admin', 'collaborator'],
    schema: editEmployerSchema,
    messages: {
      failure: 'Could not save the employer.',
      forbidden: STAFF_ROLE_REQUIRED,
    },
  },
  async ({ session, input }) => {
    const result = await updateEmployer(session, input);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath('/staff/employers');
    revalidatePath(`/employer/${input.employerId}`);
    return succeeded(null, result.message);
  },
);

export async function editEmployerFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(editAction)(previous, formData);
}
