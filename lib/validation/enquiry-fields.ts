import type { EnquiryInput } from './enquiry';

/**
 * The enquiry form's messages, limits and starting values, apart from the zod schema so the form can render without
 * loading zod. `@/lib/validation/enquiry` re-exports everything here.
 */

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
