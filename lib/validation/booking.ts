import { z } from './zod';

import { locationSlugs, type LocationSlug } from '@/content/locations';
import { parseYmd } from '@/lib/format';
import { normaliseUsi, usiMessages, usiProblem } from '@/lib/usi';

/**
 * The booking form of spec 000 sections 3, 5 and 9, shared by the form (zodResolver) and the server action.
 * ID documents are checked here by name, type and size only: the files never leave the browser.
 */

export const trainingLevels = [
  { value: 'full-training', label: 'Full Training' },
  { value: 'experienced', label: 'Experienced (Refresher)' },
] as const;
export type TrainingLevel = (typeof trainingLevels)[number]['value'];

export const deliveryMethods = [
  { value: 'face-to-face', label: 'Face to Face' },
  { value: 'blended', label: 'Face to Face and Zoom' },
  { value: 'elearning', label: 'E-Learning' },
] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number]['value'];

export const assistanceOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export const ID_DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
/** The file input's accept attribute. */
export const ID_DOCUMENT_ACCEPT = ID_DOCUMENT_EXTENSIONS.join(',');
export const ID_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const ID_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ID_DOCUMENT_MAX_FILES = 10;

/** A hidden field people never see or fill; form-filling bots usually do. */
export const HONEYPOT_FIELD = 'website';

export const bookingMessages = {
  firstName: 'First name is required',
  firstNameLength: 'First name must be less than 100 characters',
  lastName: 'Last name is required',
  lastNameLength: 'Last name must be less than 100 characters',
  email: 'Please enter a valid email address',
  emailLength: 'Email must be less than 255 characters',
  phone: 'Phone number is required',
  phoneFormat: 'Please enter a valid phone number',
  idDocuments: 'Please choose your ID documents (100 points of ID)',
  idDocumentType: 'ID documents must be PDF, JPG, JPEG or PNG files',
  idDocumentSize: 'Each ID document must be 10 MB or smaller',
  idDocumentCount: `Please choose at most ${ID_DOCUMENT_MAX_FILES} ID documents`,
  course: 'Please select a course',
  courseLength: 'Course must be less than 200 characters',
  trainingLevel: 'Please select a training level',
  deliveryMethod: 'Please select a delivery method',
  requiresAssistance: 'Please tell us whether you need assistance',
  assistanceLength: 'Assistance details must be less than 2000 characters',
  preferredLocation: 'Please choose one of our five locations',
  preferredDate: 'Please enter a valid date',
  messageLength: 'Additional information must be less than 5000 characters',
} as const;

/** What the form keeps about each chosen file. The file itself is never uploaded. */
export const idDocumentSchema = z
  .object({
    name: z.string().max(255),
    size: z.number().int().min(0),
    type: z.string().max(100),
  })
  .superRefine((file, context) => {
    const name = file.name.toLowerCase();
    const extensionOk = ID_DOCUMENT_EXTENSIONS.some((extension) => name.endsWith(extension));
    // Some phones report an empty type for camera files; the extension then decides.
    const typeOk = file.type === '' || (ID_DOCUMENT_TYPES as readonly string[]).includes(file.type);
    if (!extensionOk || !typeOk)
      context.addIssue({ code: 'custom', message: bookingMessages.idDocumentType });
    if (file.size > ID_DOCUMENT_MAX_BYTES)
      context.addIssue({ code: 'custom', message: bookingMessages.idDocumentSize });
  });
export type IdDocument = z.infer<typeof idDocumentSchema>;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function choice<const T extends readonly { value: string }[]>(options: T, message: string) {
  const values = options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];
  return z.string().pipe(z.enum(values, { error: message }));
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value.length > 0 ? value : null));

export const bookingSchema = z
  .object({
    firstName: z.string().trim().min(1, bookingMessages.firstName).max(100, bookingMessages.firstNameLength),
    lastName: z.string().trim().min(1, bookingMessages.lastName).max(100, bookingMessages.lastNameLength),
    email: z
      .string()
      .trim()
      .max(255, bookingMessages.emailLength)
      .pipe(z.email(bookingMessages.email))
      .transform((value) => value.toLowerCase()),
    phone: z
      .string()
      .trim()
      .min(1, bookingMessages.phone)
      .max(50, bookingMessages.phoneFormat)
      .refine(
        (value) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 8,
        bookingMessages.phoneFormat,
      ),
    usiExempt: z.boolean(),
    usi: z.string().max(40, usiMessages.length),
    idDocuments: z
      .array(idDocumentSchema)
      .min(1, bookingMessages.idDocuments)
      .max(ID_DOCUMENT_MAX_FILES, bookingMessages.idDocumentCount),
    course: z.string().trim().min(1, bookingMessages.course).max(200, bookingMessages.courseLength),
    trainingLevel: choice(trainingLevels, bookingMessages.trainingLevel),
    deliveryMethod: choice(deliveryMethods, bookingMessages.deliveryMethod),
    requiresAssistance: choice(assistanceOptions, bookingMessages.requiresAssistance),
    assistanceDetails: optionalText(2000, bookingMessages.assistanceLength),
    preferredLocation: z
      .string()
      .refine(
        (value) => value === '' || (locationSlugs as readonly string[]).includes(value),
        bookingMessages.preferredLocation,
      )
      .transform((value) => (value === '' ? null : (value as LocationSlug))),
    preferredDate: z
      .string()
      .trim()
      .refine((value) => value === '' || parseYmd(value) !== null, bookingMessages.preferredDate)
      .transform((value) => (value === '' ? null : value)),
    message: optionalText(5000, bookingMessages.messageLength),
  })
  .superRefine(
    (booking, context) => {
      if (!booking.usiExempt) {
        const problem = usiProblem(booking.usi);
        if (problem) context.addIssue({ code: 'custom', message: problem, path: ['usi'] });
      }
    },
    // Checked even while other fields are still wrong, so the form shows every problem at once.
    {
      when: ({ value }) =>
        typeof field(value, 'usi') === 'string' && typeof field(value, 'usiExempt') === 'boolean',
    },
  )
  .transform(({ usi, usiExempt, requiresAssistance, assistanceDetails, ...rest }) => ({
    ...rest,
    usiExempt,
    // An exempt learner gives no USI; whatever was typed before ticking the box is dropped.
    usi: usiExempt ? null : normaliseUsi(usi),
    requiresAssistance: requiresAssistance === 'yes',
    assistanceDetails: requiresAssistance === 'yes' ? assistanceDetails : null,
  }));

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingData = z.output<typeof bookingSchema>;

/** An empty form. */
export const bookingFormDefaults: BookingInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  usiExempt: false,
  usi: '',
  idDocuments: [],
  course: '',
  trainingLevel: '',
  deliveryMethod: '',
  requiresAssistance: '',
  assistanceDetails: '',
  preferredLocation: '',
  preferredDate: '',
  message: '',
};

export function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
