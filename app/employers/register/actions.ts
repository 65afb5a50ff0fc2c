'use server';

import { redirect } from 'next/navigation';

import { failed, succeeded } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { registerEmployer } from '@/lib/server/employers';
import { formAction } from '@/lib/server/form-action';
import { registrationSchema } from '@/lib/validation/employers';

const registerAction = serverAction(
  {
    name: '[employers] Register an employer',
    access: 'signed-in',
    schema: registrationSchema,
    rateLimit: { action: 'employer' },
    messages: {
      failure: 'Could not register the employer account.',
      signedOut: 'Please sign in to register an employer.',
    },
  },
  async ({ session, input }) => {
    const result = await registerEmployer(session, input);
    if (!result.ok) return failed('conflict', result.message, { fieldErrors: { abn: result.message } });
    return succeeded(result.value, result.message);
  },
);

export async function registerEmployerFormAction(
  previous: FormState<{ id: string }>,
  formData: FormData,
): Promise<FormState<{ id: string }>> {
  const state = await formAction(registerAction, { lists: ['machineryUnits'] })(previous, formData);
  // The new account's page says it waits for approval; a form without JavaScript follows the redirect too.
  if (state?.ok) redirect(`/employer/${state.data.id}?registered=1`);
  return state;
}
