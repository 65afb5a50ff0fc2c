import 'server-only';

import { randomInt } from 'node:crypto';

import { findLocation } from '@/content/locations';
import { bookingState } from '@/lib/rules/booking-mail';
import { sqlState, withService } from '@/lib/db';
import { USI_ALPHABET } from '@/lib/rules/usi';
import type { BookingData } from '@/lib/validation/booking';

/**
 * Booking requests are stored before the visitor's mail client opens, so a phone without a mail app loses nothing.
 * booking_requests has no insert policy for the API roles: the server writes it through the service path, after the
 * action has validated the input and counted the rate limit. The files themselves are never received.
 */

/** 'BR-' and six characters without 0, 1, I or O, so it reads unambiguously over the phone. */
export function newBookingReference(): string {
  let code = '';
  for (let index = 0; index < 6; index += 1) code += USI_ALPHABET[randomInt(USI_ALPHABET.length)];
  return `BR-${code}`;
}

export const BOOKING_REFERENCE_PATTERN = /^BR-[2-9A-HJ-NP-Z]{6}$/;

export type StoredBookingRequest = {
  id: string;
  reference: string;
  state: 'NSW' | 'QLD';
  /** The session asked for was full when the request arrived (staff decide whether it joins the waitlist). */
  sessionFull: boolean;
};

/**
 * Stores a request, with the session picked on the calendar when it names an upcoming one. It never takes or
 * queues for a place: anyone can type any address, so a place comes only from staff (confirm, or waitlist, whose
 * automatic offers then go to that entry).
 */
export async function storeBookingRequest(data: BookingData): Promise<StoredBookingRequest> {
  const state = bookingState(data);
  const location = data.preferredLocation ? (findLocation(data.preferredLocation)?.name ?? null) : null;
  for (let attempt = 1; ; attempt += 1) {
    const reference = newBookingReference();
    try {
      const row = await withService('booking: store request', async (db) => {
        // An unknown or past session is simply not linked.
        let sessionId: string | null = null;
        let sessionFull = false;
        if (data.sessionId) {
          const [slot] = await db.query<{ id: string; full: boolean }>(
            `select id, current_bookings >= max_students as full from public.availability_slots
              where id = $1 and date >= current_date`,
            [data.sessionId],
          );
          sessionId = slot?.id ?? null;
          sessionFull = Boolean(slot?.full);
        }
        const [stored] = await db.query<{ id: string }>(
          `insert into public.booking_requests
             (reference, first_name, last_name, email, phone, usi, usi_exempt, id_documents_count, course, training_level,
              delivery_method, requires_assistance, assistance_details, preferred_date, preferred_location, message, state,
              requested_slot_id, status)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::date, $15, $16, $17, $18::uuid, 'requested')
           returning id`,
          [
            reference,
            data.firstName,
            data.lastName,
            data.email,
            data.phone,
            data.usi,
            data.usiExempt,
            data.idDocuments.length,
            data.course,
            data.trainingLevel,
            data.deliveryMethod,
            data.requiresAssistance,
            data.assistanceDetails,
            data.preferredDate,
            location,
            data.message,
            state,
            sessionId,
          ],
        );
        return { id: stored.id, sessionFull };
      });
      return { id: row.id, reference, state, sessionFull: row.sessionFull };
    } catch (error) {
      // A reference collision (1 in ~10^9 per pair) gets a new reference; anything else is the caller's problem.
      if (sqlState(error) === '23505' && attempt < 5) continue;
      throw error;
    }
  }
}
