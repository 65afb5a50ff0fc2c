import 'server-only';

import type { Session } from '@/lib/auth/types';
import { withUser } from '@/lib/db';

/**
 * What staff see on /staff: stored booking requests and enquiries, newest first, a page at a time, and their
 * 'handled' flag. Everything runs as the staff member under RLS (staff read both tables and may update only
 * `handled`). Pages are cut by a cursor (the last item's creation time and key), not an offset: a request arriving
 * while staff page back shifts nothing, and a page costs the same five years in.
 */

export const INBOX_PAGE_SIZE = 50;

/** One page of a list: its items, how many of the whole list are open, and the cursor of the next older page. */
export type InboxPage<T> = { items: T[]; open: number; older: string | null };

/** "<created_at as PostgreSQL prints it>|<key>", or null for anything else (the newest page). */
export function parseInboxCursor(cursor: unknown): { at: string; key: string } | null {
  if (typeof cursor !== 'string' || cursor.length > 120) return null;
  const bar = cursor.lastIndexOf('|');
  if (bar < 1) return null;
  const at = cursor.slice(0, bar);
  const key = cursor.slice(bar + 1);
  // PostgreSQL prints '2026-11-29 14:07:15.123456+00'; JavaScript reads it once the offset has its minutes.
  const readable = at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  if (
    !/^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(at) ||
    Number.isNaN(Date.parse(readable))
  )
    return null;
  // JavaScript rolls 30 February over into March; PostgreSQL refuses it.
  const [year, month, day] = at.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (!/^[A-Za-z0-9-]{1,60}$/.test(key)) return null;
  return { at, key };
}

function pageOf<T>(
  rows: Record<string, unknown>[],
  open: number,
  map: (row: Record<string, unknown>) => T,
): InboxPage<T> {
  const more = rows.length > INBOX_PAGE_SIZE;
  const shown = rows.slice(0, INBOX_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    items: shown.map(map),
    open,
    older: more && last ? `${String(last.cursor_at)}|${String(last.cursor_key)}` : null,
  };
}

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

export async function listBookingRequests(
  session: Session,
  before: unknown = null,
): Promise<InboxPage<BookingRequestItem>> {
  const cursor = parseInboxCursor(before);
  const [rows, [count]] = await withUser(session, (db) =>
    Promise.all([
      db.query<Record<string, unknown>>(
        `select id, reference, first_name, last_name, email, phone, usi, usi_exempt, id_documents_count, course,
                training_level, delivery_method, requires_assistance, assistance_details, preferred_date,
                preferred_location, message, state, handled, created_at, status, slot_id, requested_slot_id,
                decline_reason, offer_expires_at, created_at::text as cursor_at, reference as cursor_key
           from public.booking_requests
          where $1::timestamptz is null or (created_at, reference) < ($1::timestamptz, $2::text)
          order by created_at desc, reference desc
          limit ${INBOX_PAGE_SIZE + 1}`,
        [cursor?.at ?? null, cursor?.key ?? null],
      ),
      db.query<{ open: number }>(
        'select count(*)::int as open from public.booking_requests where not handled',
      ),
    ]),
  );
  return pageOf(rows, Number(count?.open ?? 0), (row) => ({
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

export async function listEnquiries(
  session: Session,
  before: unknown = null,
): Promise<InboxPage<EnquiryItem>> {
  const cursor = parseInboxCursor(before);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const after = cursor && uuid.test(cursor.key) ? cursor : null;
  const [rows, [count]] = await withUser(session, (db) =>
    Promise.all([
      db.query<Record<string, unknown>>(
        `select id, name, email, phone, course_interested, enquiry, state, mail_status, handled, created_at,
                created_at::text as cursor_at, id as cursor_key
           from public.enquiries
          where $1::timestamptz is null or (created_at, id) < ($1::timestamptz, $2::uuid)
          order by created_at desc, id desc
          limit ${INBOX_PAGE_SIZE + 1}`,
        [after?.at ?? null, after?.key ?? null],
      ),
      db.query<{ open: number }>('select count(*)::int as open from public.enquiries where not handled'),
    ]),
  );
  return pageOf(rows, Number(count?.open ?? 0), (row) => ({
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
