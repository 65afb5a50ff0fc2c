'use server';

import { failed, succeeded } from '@/lib/rules/action-result';
import { bookingCoordinator, bookingMailto } from '@/lib/rules/booking-mail';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { storeBookingRequest } from '@/lib/server/bookings';
import { linkBookingToLearner } from '@/lib/server/enrolment-records';
import { formAction } from '@/lib/server/form-action';
import { bookingFormDefaults, bookingSchema } from '@/lib/validation/booking';

import type { BookingSent } from '@/components/booking/booking-result';

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
  async ({ input, session }) => {
    const stored = await storeBookingRequest(input);
    // A signed-in visitor's request is theirs: its enrolment form and readiness open from their account.
    if (session) await linkBookingToLearner(stored.id, session.user.id);
    console.info(
      `[booking] stored request ${stored.reference} (${stored.state}${stored.sessionFull ? ', session full' : ''})`,
    );
    // `waitlisted` is the form's flag for the session-full notice; staff decide whether the request joins the list.
    return succeeded({ reference: stored.reference, waitlisted: stored.sessionFull });
  },
);

export type BookingFormState =
  (NonNullable<FormState<{ reference: string; waitlisted: boolean }>> & { sent?: BookingSent }) | null;

/** The ID documents as the schema takes them: the browser's list (JSON), or the files a form without JavaScript sent. */
function idDocumentsOf(fields: Record<string, unknown>): unknown {
  if (typeof fields.idDocuments === 'string') {
    try {
      return JSON.parse(fields.idDocuments);
    } catch {
      return [];
    }
  }
  // Only each file's name, size and type are kept; the bytes are dropped here, as the browser path never sends them.
  const files = Array.isArray(fields.idDocumentFiles) ? fields.idDocumentFiles : [];
  return files
    .filter((file): file is File => typeof file === 'object' && file !== null && 'size' in file)
    .map((file) => ({ name: file.name, size: file.size, type: file.type }));
}

const submitBookingForm = formAction(
  submitBookingAction,
  { lists: ['idDocumentFiles'], flags: ['usiExempt'] },
  (fields) => {
    const { idDocumentFiles: _files, ...rest } = fields;
    // A field the form did not send (a disabled USI box, assistance details never shown) is empty.
    return { ...bookingFormDefaults, ...rest, idDocuments: idDocumentsOf(fields) };
  },
);

/**
 * The booking form's action (`<form action>`): stores the request, and answers with the e-mail for the coordinator,
 * which the page opens (with JavaScript) or links to (without). When the request could not be stored, the e-mail
 * carries every field all the same, so nothing is lost.
 */
export async function submitBookingFormAction(
  previous: BookingFormState,
  formData: FormData,
): Promise<BookingFormState> {
  const state = await submitBookingForm(previous, formData);
  if (!state || (!state.ok && (state.code === 'invalid' || state.code === 'rate-limited'))) return state;
  const parsed = bookingSchema.safeParse({
    ...bookingFormDefaults,
    ...state.values,
    usiExempt: formData.get('usiExempt') !== null,
    idDocuments: idDocumentsOf({
      idDocuments: formData.get('idDocuments') ?? undefined,
      idDocumentFiles: formData.getAll('idDocumentFiles'),
    }),
  });
  if (!parsed.success) return state;
  const reference = state.ok ? state.data.reference : null;
  const coordinator = bookingCoordinator(parsed.data);
  return {
    ...state,
    sent: {
      reference,
      waitlisted: state.ok ? Boolean(state.data.waitlisted) : false,
      mailto: bookingMailto(parsed.data, reference).url,
      coordinator: coordinator.name,
      phone: coordinator.phone,
      note: state.ok ? null : state.message,
    },
  };
}
