import * as z from '@/lib/validation/zod';

/** Staff actions on a booking request: confirm into, waitlist for, decline, cancel. */

export const DECLINE_REASON_MAX = 1000;

const bookingId = z.uuid('Unknown booking request');
const slotId = z.uuid('Choose a session');
const reasonTooLong = `The reason must be at most ${DECLINE_REASON_MAX} characters`;
/** A cancellation's reason, told to the learner when given; blank means none. */
const optionalReason = z
  .string()
  .trim()
  .max(DECLINE_REASON_MAX, reasonTooLong)
  .optional()
  .transform((value) => (value ? value : null));

export const enrolIntoSessionSchema = z.object({ bookingId, slotId });

export const declineBookingSchema = z.object({
  bookingId,
  reason: z
    .string('Give a reason for declining')
    .trim()
    .min(1, 'Give a reason for declining')
    .max(DECLINE_REASON_MAX, reasonTooLong),
});

export const cancelPlaceSchema = z.object({
  bookingId,
  reason: optionalReason,
});

/** The learner's signed link: a token, nothing else. */
export const bookingLinkSchema = z.object({
  token: z.string().min(1, 'This link is not valid.').max(200, 'This link is not valid.'),
});

export const cancelSessionSchema = z.object({
  slotId,
  reason: optionalReason,
});
