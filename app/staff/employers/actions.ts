'use server';

import { revalidatePath } from 'next/cache';

import { failed, succeeded } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { approveEmployer } from '@/lib/server/employers';
import { formAction } from '@/lib/server/form-action';
import { approveEmployerSchema } from '@/lib/validation/employers';

/** Staff approve a pending employer and assign its account manager. */
const approveAction = serverAction(
  {
    name: '[staff] Approve an employer',
    access: ['admin', 'collaborator'],
    schema: approveEmployerSchema,
    messages: {
      failure: 'Could not approve the employer.',
      forbidden: 'Admin or collaborator role required.',
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
