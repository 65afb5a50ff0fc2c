import { medicalQuestions, selfCheckQuestions } from '@/content/readiness';

import * as z from './zod';

/** The readiness forms: the self-check (one answer per question), the PPE acknowledgement, the medical declaration. */

export const readinessMessages = {
  selfCheck: 'Please choose an answer for each question.',
  ppe: 'Please tick that you will bring the listed equipment.',
  medical: 'Please answer yes or no to each question.',
  declaration: 'Please tick the declaration.',
  details: 'Please keep the details under 2000 characters, without control characters.',
} as const;

const bookingId = z.string().max(100);

export const selfCheckSchema = z.object({
  bookingId,
  ...Object.fromEntries(
    selfCheckQuestions.map((question) => [
      question.id,
      z.enum(question.answers.map((answer) => answer.id) as [string, ...string[]], {
        error: readinessMessages.selfCheck,
      }),
    ]),
  ),
});

export const ppeSchema = z.object({
  bookingId,
  acknowledge: z.literal(true, { error: readinessMessages.ppe }),
});

export const medicalSchema = z.object({
  bookingId,
  ...Object.fromEntries(
    medicalQuestions.map((question) => [
      question.id,
      z.enum(['yes', 'no'], { error: readinessMessages.medical }),
    ]),
  ),
  details: z
    .string()
    .max(2000, readinessMessages.details)
    .regex(
      /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]*$/,
      readinessMessages.details,
    )
    .optional()
    .transform((value) => (value && value.trim() ? value.trim() : null)),
  declare: z.literal(true, { error: readinessMessages.declaration }),
});

export const removeDocumentSchema = z.object({ bookingId, documentId: z.string().max(100) });
