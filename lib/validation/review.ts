import * as z from './zod';

import { hasNoBidiControls } from '@/lib/rules/text-safety';

export * from './review-messages';

/** The review form (spec 000 sections 3, 5 and 8). The form, the server action and the table's CHECKs agree. */

const NAME_SHORT = 'Name must be at least 2 characters';
const RATING_MISSING = 'Please select a rating';
const RATING_RANGE = 'Rating must be between 1 and 5';
const TEXT_SHORT = 'Review must be at least 10 characters';
const NUL_MESSAGE = 'Please remove unsupported characters';
// NUL cannot be stored; bidirectional overrides make a name or review display other than it reads.
const noNul = (value: string) => !value.includes('\u0000') && hasNoBidiControls(value);

export const reviewSchema = z.object({
  customer_name: z
    .string({ error: NAME_SHORT })
    .trim()
    .min(2, NAME_SHORT)
    .max(100, 'Name must be less than 100 characters')
    .refine(noNul, NUL_MESSAGE),
  customer_email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .refine((value) => value === '' || z.regexes.email.test(value), 'Invalid email address')
    .max(255, 'Email must be less than 255 characters')
    .optional(),
  course_name: z
    .string({ error: 'Course name must be less than 200 characters' })
    .trim()
    .max(200, 'Course name must be less than 200 characters')
    .refine(noNul, NUL_MESSAGE)
    .optional(),
  // A radio's value is text ('4'); none chosen is null or ''. Both the form and a posted form arrive here.
  rating: z.preprocess(
    (value) => (value === null || value === '' ? 0 : typeof value === 'string' ? Number(value) : value),
    z.number({ error: RATING_MISSING }).int(RATING_RANGE).min(1, RATING_MISSING).max(5, RATING_RANGE),
  ),
  review_text: z
    .string({ error: TEXT_SHORT })
    .trim()
    .min(10, TEXT_SHORT)
    .max(1000, 'Review must be less than 1000 characters')
    .refine(noNul, NUL_MESSAGE),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewData = z.output<typeof reviewSchema>;

export const emptyReview = {
  customer_name: '',
  customer_email: '',
  course_name: '',
  rating: 0,
  review_text: '',
} satisfies ReviewInput;
