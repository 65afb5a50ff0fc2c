import { coordinators, type Coordinator, type StateCode } from '@/content/contacts';
import { findLocation } from '@/content/locations';
import { formatDateDMY } from '@/lib/rules/format';
import type { BookingData } from '@/lib/validation/booking';
import { deliveryMethods, labelOf, trainingLevels } from '@/lib/validation/booking-fields';

/**
 * The booking e-mail the visitor's own mail client sends (spec 000 section 7): subject 'Booking Request: {course}',
 * a body listing every field plus the stored request's reference, addressed to the QLD or NSW coordinator.
 */

/** The toast after submit (spec 000 section 8). */
export const BOOKING_PREPARED_TITLE = 'Booking Request Prepared';

export type BookingMailInput = Omit<BookingData, 'idDocuments' | 'sessionId'> & {
  idDocuments: readonly { name: string }[];
  sessionId?: string | null;
};

const QLD_IN_COURSE = /qld|queensland|mackay/i;
const QLD_IN_MESSAGE = /queensland|mackay/i;

/**
 * QLD when the course or delivery method mentions qld, queensland or mackay, when the message mentions queensland
 * or mackay, or when the preferred location is in QLD; otherwise NSW.
 */
export function bookingState(
  input: Pick<BookingMailInput, 'course' | 'deliveryMethod' | 'message' | 'preferredLocation'>,
): StateCode {
  const delivery = `${input.deliveryMethod} ${labelOf(deliveryMethods, input.deliveryMethod)}`;
  if (QLD_IN_COURSE.test(input.course) || QLD_IN_COURSE.test(delivery)) return 'QLD';
  if (input.message && QLD_IN_MESSAGE.test(input.message)) return 'QLD';
  if (input.preferredLocation && findLocation(input.preferredLocation)?.state === 'QLD') return 'QLD';
  return 'NSW';
}

export function bookingCoordinator(input: Parameters<typeof bookingState>[0]): Coordinator {
  return coordinators[bookingState(input)];
}

export function bookingMailSubject(course: string): string {
  return `Booking Request: ${course}`;
}

export const ID_DOCUMENTS_NOTE =
  'ID documents are collected separately: please do not attach them to this e-mail. The coordinator will arrange how to receive them.';

/** Every field of the form, one per line, and the reference of the stored request when there is one. */
export function bookingMailBody(input: BookingMailInput, reference: string | null): string {
  const location = input.preferredLocation ? findLocation(input.preferredLocation) : undefined;
  const documents = input.idDocuments.map((file) => file.name);
  const lines = [
    'Booking Request',
    `Reference: ${reference ?? 'Not stored online (please keep this e-mail)'}`,
    '',
    'STUDENT DETAILS',
    `First name: ${input.firstName}`,
    `Last name: ${input.lastName}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone}`,
    `USI: ${input.usiExempt || !input.usi ? 'USI exemption (no USI given)' : input.usi}`,
    '',
    'COURSE DETAILS',
    `Course: ${input.course}`,
    `Training level: ${labelOf(trainingLevels, input.trainingLevel)}`,
    `Delivery method: ${labelOf(deliveryMethods, input.deliveryMethod)}`,
    `Preferred location: ${location?.label ?? 'Not specified'}`,
    `Preferred start date: ${input.preferredDate ? formatDateDMY(input.preferredDate) : 'Not specified'}`,
    `Requires assistance: ${input.requiresAssistance ? 'Yes' : 'No'}`,
    ...(input.requiresAssistance
      ? [`Assistance details: ${input.assistanceDetails ?? 'Not specified'}`]
      : []),
    '',
    'ADDITIONAL INFORMATION',
    input.message ?? 'None',
    '',
    'ID DOCUMENTS',
    `Selected: ${documents.length > 0 ? documents.join(', ') : 'None'}`,
    ID_DOCUMENTS_NOTE,
  ];
  return lines.join('\n');
}

/** mailto: URL with the subject and body encoded as RFC 6068 asks (CRLF line breaks, %20 for spaces). */
export function bookingMailto(
  input: BookingMailInput,
  reference: string | null,
): { to: string; subject: string; body: string; url: string } {
  const to = bookingCoordinator(input).email;
  const subject = bookingMailSubject(input.course);
  const body = bookingMailBody(input, reference);
  const url = `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\n/g, '\r\n'))}`;
  return { to, subject, body, url };
}
