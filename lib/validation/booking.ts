import * as z from './zod';

import { locationSlugs, type LocationSlug } from '@/content/locations';
import { site } from '@/content/site';
import { parseYmd } from '@/lib/rules/format';
import { todayIn } from '@/lib/rules/slot-format';
import { hasNoBidiControls, isMultiLineText, isSingleLineText } from '@/lib/rules/text-safety';
import { normaliseUsi, usiMessages, usiProblem } from '@/lib/rules/usi';

import {
  assistanceOptions,
  BOOKING_MAX_LENGTH,
  bookingMessages,
  deliveryMethods,
  ID_DOCUMENT_MAX_FILES,
  idDocumentProblems,
  trainingLevels,
} from './booking-fields';

export * from './booking-fields';

/**
 * The booking form of spec 000 sections 3, 5 and 9, shared by the form (zodResolver) and the server action.
 * ID documents are checked here by name, type and size only: the files never leave the browser.
 */

/** One chosen ID document: its name, size and type only (the file itself is never uploaded). */
export const idDocumentSchema = z
  .object({
    name: z.string().max(255),
    size: z.number().int().min(0),
    type: z.string().max(100),
  })
  .superRefine((file, context) => {
    for (const message of idDocumentProblems(file)) context.addIssue({ code: 'custom', message });
  });

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function choice<const T extends readonly { value: string }[]>(options: T, message: string) {
  const values = options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];
  return z.string().pipe(z.enum(values, { error: message }));
}

const optionalText = (max: number, message: string, characters: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => isMultiLineText(value) && hasNoBidiControls(value), characters)
    .transform((value) => (value.length > 0 ? value : null));

/** A required line of text (a name, a company): trimmed, at most `max`, one line, no bidi overrides. */
export const requiredLine = (max: number, required: string, length: string, characters: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, length)
    .refine((value) => isSingleLineText(value) && hasNoBidiControls(value), characters);

/** A phone number: digits, spaces, brackets, dashes and a leading +, with at least 8 digits. */
export const phoneNumber = () =>
  z
    .string()
    .trim()
    .min(1, bookingMessages.phone)
    .max(BOOKING_MAX_LENGTH.phone, bookingMessages.phoneFormat)
    .refine(
      (value) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 8,
      bookingMessages.phoneFormat,
    );

/** The range a preferred date may take: today on the provider's clock to the same day two years on. */
export function preferredDateRange(now: Date = new Date()): { first: string; last: string } {
  const first = todayIn(site.timeZone, now);
  return { first, last: `${Number(first.slice(0, 4)) + 2}${first.slice(4)}` };
}

/** The learner's first and last names, asked alike by the booking form and Book and pay. */
export const learnerNameFields = {
  firstName: requiredLine(
    BOOKING_MAX_LENGTH.firstName,
    bookingMessages.firstName,
    bookingMessages.firstNameLength,
    bookingMessages.firstNameCharacters,
  ),
  lastName: requiredLine(
    BOOKING_MAX_LENGTH.lastName,
    bookingMessages.lastName,
    bookingMessages.lastNameLength,
    bookingMessages.lastNameCharacters,
  ),
};

export const bookingSchema = z
  .object({
    ...learnerNameFields,
    email: z
      .string()
      .trim()
      .max(BOOKING_MAX_LENGTH.email, bookingMessages.emailLength)
      .pipe(z.email(bookingMessages.email))
      .transform((value) => value.toLowerCase()),
    phone: phoneNumber(),
    usiExempt: z.boolean(),
    usi: z.string().max(40, usiMessages.length),
    idDocuments: z
      .array(idDocumentSchema)
      .min(1, bookingMessages.idDocuments)
      .max(ID_DOCUMENT_MAX_FILES, bookingMessages.idDocumentCount),
    course: z
      .string()
      .trim()
      .min(1, bookingMessages.course)
      .max(BOOKING_MAX_LENGTH.course, bookingMessages.courseLength)
      .refine(
        (value) => isSingleLineText(value) && hasNoBidiControls(value),
        bookingMessages.courseCharacters,
      ),
    trainingLevel: choice(trainingLevels, bookingMessages.trainingLevel),
    deliveryMethod: choice(deliveryMethods, bookingMessages.deliveryMethod),
    requiresAssistance: choice(assistanceOptions, bookingMessages.requiresAssistance),
    assistanceDetails: optionalText(
      BOOKING_MAX_LENGTH.assistanceDetails,
      bookingMessages.assistanceLength,
      bookingMessages.assistanceCharacters,
    ),
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
      .superRefine((value, context) => {
        if (value === '' || parseYmd(value) === null) return;
        const { first, last } = preferredDateRange();
        if (value < first) context.addIssue({ code: 'custom', message: bookingMessages.preferredDatePast });
        else if (value > last)
          context.addIssue({ code: 'custom', message: bookingMessages.preferredDateFar });
      })
      .transform((value) => (value === '' ? null : value)),
    message: optionalText(
      BOOKING_MAX_LENGTH.message,
      bookingMessages.messageLength,
      bookingMessages.messageCharacters,
    ),
    // The calendar session the visitor picked: staff see it prefilled; a full one waitlists the request.
    sessionId: z
      .union([z.literal(''), z.uuid(bookingMessages.session)])
      .optional()
      .transform((value) => (value ? value : null)),
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
