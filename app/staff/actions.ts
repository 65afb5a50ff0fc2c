'use server';

import { revalidatePath } from 'next/cache';

import { failed, succeeded } from '@/lib/rules/action-result';
import { serverAction } from '@/lib/server/action';
import { setHandled } from '@/lib/server/staff-inbox';
import * as z from '@/lib/validation/zod';

const handledSchema = z.object({
  kind: z.enum(['booking', 'enquiry']),
  id: z.uuid('Unknown request'),
  handled: z.boolean(),
});

/** Marks a booking request or an enquiry handled (or not). Staff only; RLS allows staff to change nothing else. */
export const setHandledAction = serverAction(
  {
    name: '[staff] Updating a handled flag',
    access: ['admin', 'collaborator'],
    schema: handledSchema,
    messages: {
      failure: 'Could not save the change. Please try again.',
      forbidden: 'Admin or collaborator role required.',
      issueAsMessage: false,
    },
  },
  async ({ session, input }) => {
    const changed = await setHandled(session, input.kind, input.id, input.handled);
    if (!changed) return failed('not-found', 'This item no longer exists or you cannot change it.');
    revalidatePath('/staff');
    return succeeded(null, input.handled ? 'Marked as handled' : 'Marked as not handled');
  },
);
