'use server';

import { failed, succeeded } from '@/lib/rules/action-result';
import { serverAction } from '@/lib/server/action';
import { storeBookingRequest } from '@/lib/server/bookings';
import { bookingSchema } from '@/lib/validation/booking';

/**
 * Any failure but 'invalid' means the request could not be kept on the server (honeypot, rate limit, database
 * trouble): the page still opens the mail client with every field, so the visitor's request is not lost.
 */
const NOT_STORED_MESSAGE = 'Your request could not be saved online, so please send the e-mail that opens.';

/** Validates the booking form again, checks the honeypot and the rate limit, and stores the request. */
export const submitBookingAction = serverAction(
  {
    name: '[booking] Storing a booking request',
    access: 'public',
    schema: bookingSchema,
    messages: { failure: NOT_STORED_MESSAGE },
    rateLimit: { action: 'booking', subject: (input) => input.email },
    honeypot: () => failed('error', NOT_STORED_MESSAGE),
  },
  async ({ input }) => {
    const stored = await storeBookingRequest(input);
    console.info(
      `[booking] stored request ${stored.reference} (${stored.state}${stored.sessionFull ? ', session full' : ''})`,
    );
    // `waitlisted` is the form's flag for the session-full notice; staff decide whether the request joins the list.
    return succeeded({ reference: stored.reference, waitlisted: stored.sessionFull });
  },
);
