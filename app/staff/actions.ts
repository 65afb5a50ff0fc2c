'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { after } from 'next/server';

import { failed, succeeded, type ActionResult } from '@/lib/rules/action-result';
import { serverAction } from '@/lib/server/action';
import {
  cancelBooking,
  cancelSession,
  confirmBooking,
  declineBooking,
  staffStep,
  waitlistBooking,
  type EnrolmentResult,
  type EnrolmentStatus,
} from '@/lib/server/enrolments';
import { deliverQueued } from '@/lib/server/outbox';
import { settleInFull } from '@/lib/server/payments';
import { getPriceBook } from '@/lib/server/price-overrides';
import { UPCOMING_SLOTS_TAG } from '@/lib/server/slots';
import { setHandled } from '@/lib/server/staff-inbox';
import {
  cancelPlaceSchema,
  cancelSessionSchema,
  declineBookingSchema,
  enrolIntoSessionSchema,
} from '@/lib/validation/enrolment';
import * as z from '@/lib/validation/zod';
import { STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';

const handledSchema = z.object({
  kind: z.enum(['booking', 'enquiry']),
  id: z.uuid('Unknown request'),
  handled: z.boolean(),
});

/** Marks a booking request or an enquiry handled (or not). Staff only; RLS allows staff to change nothing else. */
export const setHandledAction = serverAction(
  {
    name: '[staff] Updating a handled flag',
    access: ['admin', 'collaborator'],
    schema: handledSchema,
    messages: {
      failure: 'Could not save the change. Please try again.',
      forbidden: STAFF_ROLE_REQUIRED,
      issueAsMessage: false,
    },
  },
  async ({ session, input }) => {
    const changed = await setHandled(session, input.kind, input.id, input.handled);
    if (!changed) return failed('not-found', 'This item no longer exists or you cannot change it.');
    revalidatePath('/staff');
    return succeeded(null, input.handled ? 'Marked as handled' : 'Marked as not handled');
  },
);

function staffOnly(name: string, failure: string) {
  return {
    name,
    access: ['admin', 'collaborator'],
    messages: { failure, forbidden: STAFF_ROLE_REQUIRED, issueAsMessage: false },
  } as const;
}

/**
 * After a committed change: the learner's mail leaves after the response (it is in the outbox already), and every
 * page that shows the session's places is revalidated (both calendars and the /courses list, as the slot actions do).
 */
function settle(result: EnrolmentResult, failure: string): ActionResult<{ status: EnrolmentStatus }> {
  if (!result.ok) {
    const code =
      result.reason === 'not-found' ? 'not-found' : result.reason === 'forbidden' ? 'forbidden' : 'conflict';
    return failed(code, failure, { detail: result.message });
  }
  const mailIds = result.mailIds;
  if (mailIds.length > 0) after(() => deliverQueued(mailIds).then(() => undefined));
  revalidatePath('/staff');
  if (result.slotIds.length > 0) {
    revalidatePath('/calendar', 'layout');
    updateTag(UPCOMING_SLOTS_TAG);
  }
  return succeeded({ status: result.status }, result.message);
}

/** Confirm a request into a session: a place when one is free, else the session's waitlist (the result says which). */
export const confirmBookingAction = serverAction(
  {
    ...staffOnly('[staff] Confirming a booking', 'Could not confirm the booking.'),
    schema: enrolIntoSessionSchema,
  },
  async ({ input, session }) => {
    const prices = await getPriceBook();
    const result = await staffStep(session, 'confirm', (tx) =>
      confirmBooking(tx, input.bookingId, input.slotId, { prices }),
    );
    return settle(result, 'Could not confirm the booking.');
  },
);

export const waitlistBookingAction = serverAction(
  {
    ...staffOnly('[staff] Waitlisting a booking', 'Could not add the request to the waitlist.'),
    schema: enrolIntoSessionSchema,
  },
  async ({ input, session }) => {
    const prices = await getPriceBook();
    const result = await staffStep(session, 'waitlist', (tx) =>
      waitlistBooking(tx, input.bookingId, input.slotId, { prices }),
    );
    return settle(result, 'Could not add the request to the waitlist.');
  },
);

export const declineBookingAction = serverAction(
  {
    ...staffOnly('[staff] Declining a booking', 'Could not decline the request.'),
    schema: declineBookingSchema,
  },
  async ({ input, session }) => {
    const result = await staffStep(session, 'decline', (tx) =>
      declineBooking(tx, input.bookingId, input.reason),
    );
    return settle(result, 'Could not decline the request.');
  },
);

export const cancelPlaceAction = serverAction(
  {
    ...staffOnly('[staff] Cancelling a place', 'Could not cancel the place.'),
    schema: cancelPlaceSchema,
  },
  async ({ input, session }) => {
    const prices = await getPriceBook();
    const result = await staffStep(session, 'cancel place', (tx) =>
      cancelBooking(tx, input.bookingId, {
        by: 'staff',
        reason: input.reason,
        context: { prices },
        settle: (db, bookingId) => settleInFull(db, bookingId),
      }),
    );
    return settle(result, 'Could not cancel the place.');
  },
);

/** Cancel a whole session: every learner in it is told (with the CANCEL invite); staff may then delete it. */
export const cancelSessionAction = serverAction(
  {
    ...staffOnly('[staff] Cancelling a session', 'Could not cancel the session.'),
    schema: cancelSessionSchema,
  },
  async ({ input, session }) => {
    const prices = await getPriceBook();
    const result = await staffStep(session, 'cancel session', async (tx) => {
      // Paid places of a session the provider cancels come back in full.
      const paid = await tx.query<{ id: string }>(
        `select id from public.booking_requests
          where slot_id = $1 and status = 'confirmed' and payment_status in ('paid', 'invoiced')`,
        [input.slotId],
      );
      const cancelled = await cancelSession(tx, input.slotId, input.reason, { prices });
      if (!cancelled.ok) return cancelled;
      for (const { id } of paid) cancelled.mailIds.push(...(await settleInFull(tx, id)));
      return cancelled;
    });
    if (result.ok) revalidatePath(`/staff/sessions/${input.slotId}`);
    return settle(result, 'Could not cancel the session.');
  },
);
