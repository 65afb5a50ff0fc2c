'use server';

import { revalidatePath } from 'next/cache';
import * as z from '@/lib/validation/zod';

import { authorize } from '@/lib/auth';
import { setHandled } from '@/lib/server/staff-inbox';

export type HandledResult = { ok: boolean; message: string };

const inputSchema = z.object({
  kind: z.enum(['booking', 'enquiry']),
  id: z.uuid(),
  handled: z.boolean(),
});

/** Marks a booking request or an enquiry handled (or not). Staff only; RLS allows staff to change nothing else. */
export async function setHandledAction(kind: string, id: string, handled: boolean): Promise<HandledResult> {
  const access = await authorize(['admin', 'collaborator']);
  if (!access.ok) return { ok: false, message: 'Admin or collaborator role required.' };
  const parsed = inputSchema.safeParse({ kind, id, handled });
  if (!parsed.success) return { ok: false, message: 'Unknown request' };
  try {
    const changed = await setHandled(access.session, parsed.data.kind, parsed.data.id, parsed.data.handled);
    if (!changed) return { ok: false, message: 'This item no longer exists or you cannot change it.' };
    revalidatePath('/staff');
    return { ok: true, message: parsed.data.handled ? 'Marked as handled' : 'Marked as not handled' };
  } catch (error) {
    const { name, message, code } = (error ?? {}) as { name?: string; message?: string; code?: string };
    console.error('Error updating handled flag', { name, message, code });
    return { ok: false, message: 'Could not save the change. Please try again.' };
  }
}
