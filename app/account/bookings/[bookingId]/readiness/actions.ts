'use server';

import { revalidatePath } from 'next/cache';

import { medicalQuestions, selfCheckQuestions } from '@/content/readiness';
import { failed, succeeded, type ActionResult } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { formAction } from '@/lib/server/form-action';
import {
  acknowledgePpe,
  declareMedical,
  removeOwnIdDocument,
  saveSelfCheck,
  type LearnerStep,
} from '@/lib/server/readiness';
import { medicalSchema, ppeSchema, removeDocumentSchema, selfCheckSchema } from '@/lib/validation/readiness';

/** The learner's readiness steps: each for the signed-in learner's own booking, checked again by RLS. */

function answer(step: LearnerStep, bookingId: string, message: string): ActionResult {
  if (!step.ok) return failed(step.reason === 'not-found' ? 'not-found' : 'conflict', step.message);
  revalidatePath(`/account/bookings/${bookingId}/readiness`);
  return succeeded(null, message);
}

const selfCheck = serverAction(
  {
    name: '[readiness] Self-check',
    access: 'signed-in',
    schema: selfCheckSchema,
    messages: { failure: 'Your answers could not be saved.' },
    rateLimit: { action: 'readiness', subject: (input) => String(input.bookingId) },
  },
  async ({ session, input }) => {
    const answers = Object.fromEntries(
      selfCheckQuestions.map((question) => [question.id, String(input[question.id as keyof typeof input])]),
    );
    return answer(
      await saveSelfCheck(session, input.bookingId, answers),
      input.bookingId,
      'Thank you: your self-check is saved.',
    );
  },
);

const ppe = serverAction(
  {
    name: '[readiness] PPE',
    access: 'signed-in',
    schema: ppeSchema,
    messages: { failure: 'Your answer could not be saved.' },
    rateLimit: { action: 'readiness', subject: (input) => input.bookingId },
  },
  async ({ session, input }) =>
    answer(
      await acknowledgePpe(session, input.bookingId),
      input.bookingId,
      'Thank you: noted that you will bring it.',
    ),
);

const medical = serverAction(
  {
    name: '[readiness] Medical declaration',
    access: 'signed-in',
    schema: medicalSchema,
    messages: { failure: 'Your declaration could not be saved.' },
    rateLimit: { action: 'readiness', subject: (input) => String(input.bookingId) },
  },
  async ({ session, input }) => {
    const answers = Object.fromEntries(
      medicalQuestions.map((question) => [question.id, input[question.id as keyof typeof input] === 'yes']),
    );
    return answer(
      await declareMedical(session, input.bookingId, answers, input.details ?? null),
      input.bookingId,
      'Thank you: your medical declaration is saved.',
    );
  },
);

const removeDocument = serverAction(
  {
    name: '[readiness] Remove an ID document',
    access: 'signed-in',
    schema: removeDocumentSchema,
    messages: { failure: 'The document could not be removed.' },
    rateLimit: { action: 'readiness', subject: (input) => input.bookingId },
  },
  async ({ session, input }) =>
    answer(await removeOwnIdDocument(session, input.documentId), input.bookingId, 'The document is removed.'),
);

export async function selfCheckFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(selfCheck)(previous, formData);
}

export async function ppeFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(ppe, { flags: ['acknowledge'] })(previous, formData);
}

export async function medicalFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(medical, { flags: ['declare'] })(previous, formData);
}

export async function removeDocumentFormAction(previous: FormState, formData: FormData): Promise<FormState> {
  return formAction(removeDocument)(previous, formData);
}
