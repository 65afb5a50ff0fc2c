'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';

import { failed, succeeded } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import {
  acceptInvite,
  addWorker,
  importCrew,
  inviteManager,
  removeManager,
  removeTicket,
  removeWorker,
  type ImportReport,
} from '@/lib/server/employers';
import { formAction } from '@/lib/server/form-action';
import {
  acceptInviteSchema,
  importCrewSchema,
  inviteManagerSchema,
  removeManagerSchema,
  removeTicketSchema,
  removeWorkerSchema,
  workerSchema,
} from '@/lib/validation/employers';

/** The manager's area: invitations, managers, the crew. Each body re-checks that the caller manages the employer. */

const signedIn = (name: string, failure: string) =>
  ({ name, access: 'signed-in', messages: { failure, signedOut: 'Please sign in to continue.' } }) as const;

const inviteAction = serverAction(
  {
    ...signedIn('[employer] Invite a manager', 'Could not send the invitation.'),
    schema: inviteManagerSchema,
    rateLimit: { action: 'employer-invite' },
  },
  async ({ session, input }) => {
    const result = await inviteManager(session, input);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath(`/employer/${input.employerId}`);
    return succeeded(null, result.message);
  },
);

export async function inviteManagerFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(inviteAction)(previous, formData);
}

const removeManagerAction = serverAction(
  {
    ...signedIn('[employer] Remove a manager', 'Could not remove the manager.'),
    schema: removeManagerSchema,
    rateLimit: { action: 'employer' },
  },
  async ({ session, input }) => {
    const result = await removeManager(session, input);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath(`/employer/${input.employerId}`);
    return succeeded(null, result.message);
  },
);

export async function removeManagerFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(removeManagerAction)(previous, formData);
}

const acceptInviteAction = serverAction(
  {
    ...signedIn('[employer] Accept an invitation', 'Could not accept the invitation.'),
    schema: acceptInviteSchema,
    rateLimit: { action: 'employer' },
  },
  async ({ session, input }) => {
    const result = await acceptInvite(session, input.token);
    if (!result.ok) return failed('conflict', result.message);
    return succeeded(result.value, result.message);
  },
);

export async function acceptInviteFormAction(
  previous: FormState<{ employerId: string }>,
  formData: FormData,
): Promise<FormState<{ employerId: string }>> {
  const state = await formAction(acceptInviteAction)(previous, formData);
  if (state?.ok) redirect(`/employer/${state.data.employerId}`);
  return state;
}

const addWorkerAction = serverAction(
  {
    ...signedIn('[employer] Add a worker', 'Could not add the worker.'),
    schema: workerSchema,
    rateLimit: { action: 'employer' },
  },
  async ({ session, input }) => {
    const result = await addWorker(session, input.employerId, input.worker);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath(`/employer/${input.employerId}`);
    return succeeded(null, result.message);
  },
);

export async function addWorkerFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(addWorkerAction)(previous, formData);
}

const importCrewAction = serverAction(
  {
    ...signedIn('[employer] Import a crew', 'Could not import the crew.'),
    schema: importCrewSchema,
    rateLimit: { action: 'employer' },
  },
  async ({ session, input }) => {
    const bytes = new Uint8Array(await input.file.arrayBuffer());
    const result = await importCrew(session, input.employerId, bytes);
    if (!result.ok) return failed('invalid', result.message);
    revalidatePath(`/employer/${input.employerId}`);
    return succeeded(result.value, result.message);
  },
);

export async function importCrewFormAction(
  previous: FormState<ImportReport>,
  formData: FormData,
): Promise<FormState<ImportReport>> {
  return formAction(importCrewAction)(previous, formData);
}

const removeWorkerAction = serverAction(
  {
    ...signedIn('[employer] Remove a worker', 'Could not remove the worker.'),
    schema: removeWorkerSchema,
    rateLimit: { action: 'employer' },
  },
  async ({ session, input }) => {
    const result = await removeWorker(session, input);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath(`/employer/${input.employerId}`);
    return succeeded(null, result.message);
  },
);

export async function removeWorkerFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(removeWorkerAction)(previous, formData);
}

const removeTicketAction = serverAction(
  {
    ...signedIn('[employer] Remove a recorded ticket', 'Could not remove the ticket.'),
    schema: removeTicketSchema,
    rateLimit: { action: 'employer' },
  },
  async ({ session, input }) => {
    const result = await removeTicket(session, input);
    if (!result.ok) return failed('conflict', result.message);
    revalidatePath(`/employer/${input.employerId}`);
    return succeeded(null, result.message);
  },
);

export async function removeTicketFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(removeTicketAction)(previous, formData);
}
