'use server';

import { storeBookingRequest } from '@/lib/server/bookings';
import { logSafeError } from '@/lib/server/log';
import { honeypotFilled } from '@/lib/rules/honeypot';
import { clientIp, rateLimit } from '@/lib/server/rate-limit';
import { fieldErrors, firstIssueMessage } from '@/lib/validation/auth';
import { bookingSchema, HONEYPOT_FIELD, type BookingInput } from '@/lib/validation/booking';

export type BookingActionResult =
  | { ok: true; reference: string }
  /**
   * 'invalid': the form must be corrected first. 'not-stored': the request could not be kept on the server (rate
   * limit, database trouble): the page still opens the mail client, so the visitor's request is not lost.
   */
  | { ok: false; kind: 'invalid'; message: string; fieldErrors: Record<string, string> }
  | { ok: false; kind: 'not-stored'; message: string };

const NOT_STORED_MESSAGE = 'Your request could not be saved online, so please send the e-mail that opens.';

/** Validates the booking form again, checks the honeypot and the rate limit, and stores the request. */
export async function submitBookingAction(
  input: BookingInput & { [HONEYPOT_FIELD]?: string },
): Promise<BookingActionResult> {
  const parsed = bookingSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      kind: 'invalid',
      message: firstIssueMessage(parsed.error),
      fieldErrors: fieldErrors(parsed.error),
    };
  }
  if (honeypotFilled(input)) {
    console.info('[booking] honeypot filled: request not stored');
    return { ok: false, kind: 'not-stored', message: NOT_STORED_MESSAGE };
  }
  try {
    const limited = await rateLimit('booking', { ip: await clientIp(), subject: parsed.data.email });
    if (!limited.ok) return { ok: false, kind: 'not-stored', message: limited.message };
    const stored = await storeBookingRequest(parsed.data);
    console.info(`[booking] stored request ${stored.reference} (${stored.state})`);
    return { ok: true, reference: stored.reference };
  } catch (error) {
    logSafeError('Error storing booking request', error);
    return { ok: false, kind: 'not-stored', message: NOT_STORED_MESSAGE };
  }
}
