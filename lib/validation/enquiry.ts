import { z } from 'zod';

/** The course enquiry form (spec 000 sections 3, 5 and 8), parsed by the form (zodResolver) and the server action. */

export const ENQUIRY_REQUIRED_MESSAGE = 'Please fill in all required fields.';
export const ENQUIRY_MISSING_TITLE = 'Missing Information';
export const ENQUIRY_SUCCESS_TITLE = 'Enquiry Sent Successfully';
export const ENQUIRY_REPLY_HOURS = 24;
export const ENQUIRY_SUCCESS_MESSAGE = `Thank you for your enquiry. We'll get back to you within ${ENQUIRY_REPLY_HOURS} hours.`;
export const ENQUIRY_FALLBACK_TITLE = 'Email Service Issue';
export const ENQUIRY_SEND_FAILED = 'Failed to send enquiry';
export const ENQUIRY_FALLBACK_MESSAGE = `${ENQUIRY_SEND_FAILED}. Your email app has been opened with your enquiry so you can send it directly.`;
export const ENQUIRY_RATE_LIMITED_TITLE = 'Enquiry not sent';

/** The course of interest chosen by the corporate accounts panel's REGISTER NOW (`/contact?enquiry=corporate`). */
export const CORPORATE_COURSE = 'Corporate training account';
export const GENERAL_COURSE = 'Something else / not sure yet';
export const CORPORATE_ENQUIRY_STUB = [
  'We would like to open a corporate training account.',
  '',
  'Company name: ',
  'Number of staff to train: ',
  'Courses or tickets needed: ',
  'Preferred location(s) or on-site: ',
].join('\n');

export const ENQUIRY_LIMITS = {
  name: 200,
  email: 255,
  phone: 50,
  courseInterested: 200,
  enquiry: 5000,
} as const;

// PostgreSQL text cannot hold NUL; refusing it here keeps a bad payload from reaching the database at all.
const noNul = (value: string) => !value.includes('\u0000');
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

export const emptyEnquiry: Required<EnquiryInput> = {
  name: '',
  email: '',
  phone: '',
  courseInterested: '',
  enquiry: '',
};

/** Title of the toast for a refused enquiry: 'Missing Information' when a required field is empty. */
export function enquiryInvalidTitle(messages: readonly string[]): string {
  return messages.includes(ENQUIRY_REQUIRED_MESSAGE) ? ENQUIRY_MISSING_TITLE : 'Please check your enquiry';
}

/** The form's starting values from `?course=` and `?enquiry=corporate`. */
export function enquiryPrefill(params: {
  course?: string | null;
  enquiry?: string | null;
}): Required<EnquiryInput> {
  if (params.enquiry === 'corporate') {
    return { ...emptyEnquiry, courseInterested: CORPORATE_COURSE, enquiry: CORPORATE_ENQUIRY_STUB };
  }
  const course = (params.course ?? '')
    .replace(/\u0000/g, '')
    .trim()
    .slice(0, ENQUIRY_LIMITS.courseInterested);
  return { ...emptyEnquiry, courseInterested: course };
}
