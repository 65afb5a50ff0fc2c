'use server';

import { revalidatePath } from 'next/cache';

import { failed, succeeded } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { answerShare } from '@/lib/server/employers';
import { formAction } from '@/lib/server/form-action';
import { shareAnswerSchema } from '@/lib/validation/employers';

/** A worker shares their tickets with an employer that added them, or says no (or stops sharing). */
const answerAction = serverAction(
  {
    name: '[account] Answer an employer share request',
    access: 'signed-in',
    schema: shareAnswerSchema,
    rateLimit: { action: 'employer' },
    messages: { failure: 'Could not save your answer.' },
  },
  async ({ session, input }) => {
    const result = await answerShare(session, { workerId: input.workerId, share: input.answer === 'share' });
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath('/account/employers');
    return succeeded(null, result.message);
  },
);

export async function answerShareFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(answerAction)(previous, formData);
}
