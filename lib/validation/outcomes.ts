import { attendanceStatuses, results } from '@/lib/rules/outcomes';
import * as z from '@/lib/validation/zod';

/** Staff forms on the roll, the results per unit and certificates; parsed again on the server. */

const bookingId = z.uuid('Unknown learner');
const slotId = z.uuid('Unknown session');
const version = z.coerce.number('Reload the page and try again').int().min(0).max(1_000_000);
const unitCode = z.string('Unknown unit').regex(/^[A-Z0-9]{4,20}$/, 'Unknown unit');

export const attendanceSchema = z.object({
  slotId,
  bookingId,
  status: z.enum(attendanceStatuses, 'Choose present, late or absent'),
  version,
});

/** An absent learner's place: moved to another session of the course, or cancelled under the refund policy. */
export const moveAbsentSchema = z.object({
  slotId,
  bookingId,
  toSlotId: z.uuid('Choose a session to move to'),
});
export const cancelAbsentSchema = z.object({ slotId, bookingId });

export const theorySchema = z.object({
  slotId,
  bookingId,
  unitCode,
  version,
  theory: z.enum(['from-attempt', ...results, 'none'], 'Choose the theory result'),
});

export const checklistSchema = z.object({
  slotId,
  bookingId,
  unitCode,
  version,
  ticked: z.array(z.string().max(40)).max(200),
});

export const ASSESSOR_NAME_MAX = 200;

export const decisionSchema = z
  .object({
    slotId,
    bookingId,
    unitCode,
    version,
    decision: z.enum([...results, 'none'], 'Choose COMPETENT or NOT YET COMPETENT'),
    assessorName: z
      .string()
      .trim()
      .max(ASSESSOR_NAME_MAX, `The assessor's name must be at most ${ASSESSOR_NAME_MAX} characters`),
    assessmentDate: z.union([z.literal(''), z.iso.date('Enter the assessment date')]),
  })
  .superRefine((value, context) => {
    if (value.decision === 'none') return;
    if (!value.assessorName)
      context.addIssue({ code: 'custom', path: ['assessorName'], message: "Enter the assessor's name" });
    if (!value.assessmentDate)
      context.addIssue({ code: 'custom', path: ['assessmentDate'], message: 'Enter the assessment date' });
  });

export const issueCertificateSchema = z.object({ slotId, bookingId });

export const certificateIdSchema = z.object({ certificateId: z.uuid('Unknown certificate') });

export const REVOKE_REASON_MAX = 500;

export const revokeCertificateSchema = z.object({
  certificateId: z.uuid('Unknown certificate'),
  reason: z
    .string('Give a reason for revoking')
    .trim()
    .min(1, 'Give a reason for revoking')
    .max(REVOKE_REASON_MAX, `The reason must be at most ${REVOKE_REASON_MAX} characters`),
});
