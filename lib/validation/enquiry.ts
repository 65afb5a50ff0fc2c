import * as z from './zod';

import { hasNoBidiControls } from '@/lib/rules/text-safety';

import { ENQUIRY_LIMITS, ENQUIRY_REQUIRED_MESSAGE } from './enquiry-fields';

export * from './enquiry-fields';

/** The course enquiry form (spec 000 sections 3, 5 and 8), parsed by the form (zodResolver) and the server action. */

// PostgreSQL text cannot hold NUL; refusing it here keeps a bad payload from reaching the database at all.
// Bidirectional overrides make text display other than it reads (in the staff inbox and the mail).
const noNul = (value: string) => !value.includes('\u0000') && hasNoBidiControls(value);
const NUL_MESSAGE = 'Please remove unsupported characters';

function requiredText(max: number, tooLong: string) {
  return z
    .string({ error: ENQUIRY_REQUIRED_MESSAGE })
    .trim()
    .min(1, ENQUIRY_REQUIRED_MESSAGE)
    .max(max, tooLong)
    .refine(noNul, NUL_MESSAGE);
}

export const enquirySchema = z.object({
  name: requiredText(ENQUIRY_LIMITS.name, 'Name must be less than 200 characters'),
  email: z
    .string({ error: ENQUIRY_REQUIRED_MESSAGE })
    .trim()
    .min(1, ENQUIRY_REQUIRED_MESSAGE)
    .pipe(
      z
        .email('Please enter a valid email address')
        .max(ENQUIRY_LIMITS.email, 'Email must be less than 255 characters'),
    ),
  phone: z
    .string({ error: 'Please enter a valid phone number' })
    .trim()
    .max(ENQUIRY_LIMITS.phone, 'Phone number must be less than 50 characters')
    .regex(/^[0-9+()\-.\s]*$/, 'Please enter a valid phone number')
    .optional(),
  courseInterested: requiredText(
    ENQUIRY_LIMITS.courseInterested,
    'Course name must be less than 200 characters',
  ),
  enquiry: requiredText(ENQUIRY_LIMITS.enquiry, 'Enquiry must be less than 5000 characters'),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type EnquiryData = z.output<typeof enquirySchema>;
