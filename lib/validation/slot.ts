import * as z from './zod';

import { locationSlugs, type LocationSlug } from '@/content/locations';
import { parseYmd } from '@/lib/rules/format';
import { slotStatuses } from '@/lib/rules/slot-types';
import { hasNoBidiControls, isSingleLineText } from '@/lib/rules/text-safety';

/**
 * The availability slot form of spec 000 sections 3 and 5, shared by the add and edit forms (zodResolver) and the
 * server actions. Field names follow the table's columns; `location` is a location slug, never free text.
 */

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';

/** The add form's defaults (spec 000 section 9). */
export const slotFormDefaults = {
  date: '',
  course_name: '',
  location: '',
  start_time: '09:00',
  end_time: '17:00',
  max_students: 20,
  current_bookings: 0,
  price: 149,
  status: 'available',
} as const satisfies SlotInput;

export const slotMessages = {
  required: REQUIRED_FIELDS_MESSAGE,
  date: 'Please enter a valid date.',
  courseLength: 'Course name must be less than 200 characters',
  courseCharacters: 'Course name cannot contain control or text-direction characters.',
  location: 'Please choose one of our five locations.',
  startTime: 'Please enter a valid start time.',
  endTime: 'Please enter a valid end time.',
  endAfterStart: 'End time must be after start time.',
  maxStudentsNumber: 'Max students must be a whole number.',
  maxStudentsMin: 'Max students must be at least 1.',
  maxStudentsMax: 'Max students must be 500 or fewer.',
  bookingsNumber: 'Current bookings must be a whole number.',
  bookingsMin: 'Current bookings cannot be negative.',
  bookingsMax: 'Current bookings cannot be more than max students.',
  priceNumber: 'Price must be a number.',
  priceMin: 'Price cannot be negative.',
  priceMax: 'Price must be $100,000 or less.',
  priceCents: 'Price can have at most 2 decimal places (cents).',
  status: 'Please choose a status.',
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function isTime(value: unknown): boolean {
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value);
}

function hasAtMostCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

function time(message: string) {
  // <input type="time"> may send seconds; the app works in minutes.
  return z
    .string()
    .trim()
    .regex(TIME, message)
    .transform((value) => value.slice(0, 5));
}

// react-hook-form's valueAsNumber turns an empty box into NaN.
function wholeNumber(notNumber: string) {
  return z.number({ error: notNumber }).refine(Number.isFinite, notNumber).pipe(z.number().int(notNumber));
}

export const slotSchema = z
  .object({
    date: z
      .string()
      .trim()
      .min(1, slotMessages.required)
      .refine((value) => {
        const date = parseYmd(value);
        return date !== null && date.getFullYear() >= 2000 && date.getFullYear() <= 2100;
      }, slotMessages.date),
    course_name: z
      .string()
      .trim()
      .min(1, slotMessages.required)
      .max(200, slotMessages.courseLength)
      .refine((value) => isSingleLineText(value) && hasNoBidiControls(value), slotMessages.courseCharacters),
    location: z
      .string()
      .min(1, slotMessages.required)
      .refine(
        (value): value is LocationSlug => (locationSlugs as readonly string[]).includes(value),
        slotMessages.location,
      )
      .transform((value) => value as LocationSlug),
    start_time: time(slotMessages.startTime),
    end_time: time(slotMessages.endTime),
    max_students: wholeNumber(slotMessages.maxStudentsNumber).pipe(
      z.number().min(1, slotMessages.maxStudentsMin).max(500, slotMessages.maxStudentsMax),
    ),
    current_bookings: wholeNumber(slotMessages.bookingsNumber).pipe(
      z.number().min(0, slotMessages.bookingsMin),
    ),
    price: z
      .number({ error: slotMessages.priceNumber })
      .refine(Number.isFinite, slotMessages.priceNumber)
      .pipe(
        z
          .number()
          .min(0, slotMessages.priceMin)
          .max(100_000, slotMessages.priceMax)
          .refine(hasAtMostCents, slotMessages.priceCents),
      ),
    status: z.enum(slotStatuses, { error: slotMessages.status }),
  })
  // Both checks also run while other fields are still wrong, whenever the fields they compare are valid.
  .superRefine(
    (slot, context) => {
      if (slot.end_time <= slot.start_time) {
        context.addIssue({ code: 'custom', message: slotMessages.endAfterStart, path: ['end_time'] });
      }
    },
    { when: ({ value }) => isTime(field(value, 'start_time')) && isTime(field(value, 'end_time')) },
  )
  .superRefine(
    (slot, context) => {
      if (slot.current_bookings > slot.max_students) {
        context.addIssue({ code: 'custom', message: slotMessages.bookingsMax, path: ['current_bookings'] });
      }
    },
    {
      when: ({ value }) => isCount(field(value, 'current_bookings')) && isCount(field(value, 'max_students')),
    },
  );

/** What the forms hold (numbers from valueAsNumber inputs) and the actions receive. */
export type SlotInput = z.input<typeof slotSchema>;
export type SlotData = z.output<typeof slotSchema>;

/** Slot ids are uuids; anything else is refused before it reaches SQL. */
export const slotIdSchema = z.uuid('Unknown availability slot');

/** The first message only (spec 000 section 8): the required-fields message wins over any other. */
export function firstSlotIssue(error: z.ZodError): string {
  const required = error.issues.find((issue) => issue.message === REQUIRED_FIELDS_MESSAGE);
  return (required ?? error.issues[0])?.message ?? 'An unexpected error occurred';
}
