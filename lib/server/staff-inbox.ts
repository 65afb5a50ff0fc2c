import 'server-only';

import type { Session } from '@/lib/auth/types';
import { withUser } from '@/lib/db';

/**
 * What staff see on /staff: stored booking requests and enquiries, newest first, and their 'handled' flag.
 * Everything runs as the staff member under RLS (staff read both tables and may update only `handled`).
 */

export const INBOX_LIMIT = 200;

export type BookingRequestItem = {
  id: string;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  usi: string | null;
  usiExempt: boolean;
  idDocumentsCount: number;
  course: string;
  trainingLevel: string;
  deliveryMethod: string;
  requiresAssistance: boolean;
  assistanceDetails: string | null;
  preferredDate: string | null;
  preferredLocation: string | null;
  message: string | null;
  state: string;
  handled: boolean;
  createdAt: string;
  /** Enrolment: requested, confirmed, waitlisted, offered, declined or cancelled. */
  status: string;
  /** The session the request is confirmed, waitlisted or offered into. */
  slotId: string | null;
  /** The session the visitor picked on the calendar, if any. */
  requestedSlotId: string | null;
  declineReason: string | null;
  offerExpiresAt: string | null;
};

export type EnquiryItem = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  courseInterested: string;
  enquiry: string;
  state: string;
  mailStatus: string;
  handled: boolean;
  createdAt: string;
};

function iso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

export async function listBookingRequests(session: Session): Promise<BookingRequestItem[]> {
  const rows = await withUser(session, (db) =>
    db.query<Record<string, unknown>>(
      `select id, reference, first_name, last_name, email, phone, usi, usi_exempt, id_documents_count, course,
              training_level, delivery_method, requires_assistance, assistance_details, preferred_date, preferred_location,
              message, state, handled, created_at, status, slot_id, requested_slot_id, decline_reason, offer_expires_at
       from public.booking_requests order by created_at desc, reference desc limit ${INBOX_LIMIT}`,
    ),
  );
  return rows.map((row) => ({
    id: String(row.id),
    reference: String(row.reference),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    phone: String(row.phone),
    usi: (row.usi as string | null) ?? null,
    usiExempt: Boolean(row.usi_exempt),
    idDocumentsCount: Number(row.id_documents_count),
    course: String(row.course),
    trainingLevel: String(row.training_level),
    deliveryMethod: String(row.delivery_method),
    requiresAssistance: Boolean(row.requires_assistance),
    assistanceDetails: (row.assistance_details as string | null) ?? null,
    preferredDate: (row.preferred_date as string | null) ?? null,
    preferredLocation: (row.preferred_location as string | null) ?? null,
    message: (row.message as string | null) ?? null,
    state: String(row.state),
    handled: Boolean(row.handled),
    createdAt: iso(row.created_at),
    status: String(row.status ?? 'requested'),
    slotId: (row.slot_id as string | null) ?? null,
    requestedSlotId: (row.requested_slot_id as string | null) ?? null,
    declineReason: (row.decline_reason as string | null) ?? null,
    offerExpiresAt: row.offer_expires_at ? iso(row.offer_expires_at) : null,
  }));
}

export async function listEnquiries(session: Session): Promise<EnquiryItem[]> {
  const rows = await withUser(session, (db) =>
    db.query<Record<string, unknown>>(
      `select id, name, email, phone, course_interested, enquiry, state, mail_status, handled, created_at
       from public.enquiries order by created_at desc limit ${INBOX_LIMIT}`,
    ),
  );
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    phone: (row.phone as string | null) ?? null,
    courseInterested: String(row.course_interested),
    enquiry: String(row.enquiry),
    state: String(row.state),
    mailStatus: String(row.mail_status),
    handled: Boolean(row.handled),
    createdAt: iso(row.created_at),
  }));
}

export type InboxKind = 'booking' | 'enquiry';

/** Sets `handled`; false when RLS hid the row (not staff) or it does not exist. */
export async function setHandled(
  session: Session,
  kind: InboxKind,
  id: string,
  handled: boolean,
): Promise<boolean> {
  const table = kind === 'booking' ? 'public.booking_requests' : 'public.enquiries';
  const rows = await withUser(session, (db) =>
    db.query<{ id: string }>(`update ${table} set handled = $2 where id = $1 returning id`, [id, handled]),
  );
  return rows.length > 0;
}
