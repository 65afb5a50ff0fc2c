import type { BookingInput } from './booking';

/**
 * The booking form's choices, limits, messages and starting values, apart from the zod schema so the form can
 * render without loading zod (it arrives when the form is first focused). `@/lib/validation/booking` re-exports
 * everything here.
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

// The hidden field every public form shares (people never see it, bots fill it).
export { HONEYPOT_FIELD } from '@/lib/rules/honeypot';

/** The longest each text field may be: the schema enforces them, the form's boxes stop typing there. */
export const BOOKING_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  email: 255,
  phone: 50,
  course: 200,
  assistanceDetails: 2000,
  message: 5000,
} as const;

export const bookingMessages = {
  firstName: 'First name is required',
  firstNameLength: `First name must be less than ${BOOKING_MAX_LENGTH.firstName} characters`,
  lastName: 'Last name is required',
  lastNameLength: `Last name must be less than ${BOOKING_MAX_LENGTH.lastName} characters`,
  email: 'Please enter a valid email address',
  emailLength: `Email must be less than ${BOOKING_MAX_LENGTH.email} characters`,
  phone: 'Phone number is required',
  phoneFormat: 'Please enter a valid phone number',
  idDocuments: 'Please choose your ID documents (100 points of ID)',
  idDocumentType: 'ID documents must be PDF, JPG, JPEG or PNG files',
  idDocumentSize: 'Each ID document must be 10 MB or smaller',
  idDocumentCount: `Please choose at most ${ID_DOCUMENT_MAX_FILES} ID documents`,
  course: 'Please select a course',
  courseLength: `Course must be less than ${BOOKING_MAX_LENGTH.course} characters`,
  trainingLevel: 'Please select a training level',
  deliveryMethod: 'Please select a delivery method',
  requiresAssistance: 'Please tell us whether you need assistance',
  assistanceLength: `Assistance details must be less than ${BOOKING_MAX_LENGTH.assistanceDetails} characters`,
  preferredLocation: 'Please choose one of our five locations',
  preferredDate: 'Please enter a valid date',
  preferredDatePast: 'Preferred date must be today or later',
  preferredDateFar: 'Preferred date must be within the next two years',
  session: 'This session could not be found: please pick it again on the calendar',
  messageLength: `Additional information must be less than ${BOOKING_MAX_LENGTH.message} characters`,
  firstNameCharacters: 'First name cannot contain control characters',
  lastNameCharacters: 'Last name cannot contain control characters',
  courseCharacters: 'Course cannot contain control characters',
  assistanceCharacters: 'Assistance details cannot contain control characters',
  messageCharacters: 'Additional information cannot contain control characters',
} as const;

/** What the form keeps about each chosen file. The file itself is never uploaded. */
export type IdDocument = { name: string; size: number; type: string };

/** What is wrong with one chosen ID document, in the order the form shows it; empty when it is acceptable. */
export function idDocumentProblems(file: IdDocument): string[] {
  const name = file.name.toLowerCase();
  const extensionOk = ID_DOCUMENT_EXTENSIONS.some((extension) => name.endsWith(extension));
  // Some phones report an empty type for camera files; the extension then decides.
  const typeOk = file.type === '' || (ID_DOCUMENT_TYPES as readonly string[]).includes(file.type);
  const problems: string[] = [];
  if (!extensionOk || !typeOk) problems.push(bookingMessages.idDocumentType);
  if (file.size > ID_DOCUMENT_MAX_BYTES) problems.push(bookingMessages.idDocumentSize);
  return problems;
}

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
