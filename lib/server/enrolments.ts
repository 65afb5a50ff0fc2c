import 'server-only';

import { coordinators } from '@/content/contacts';
import { courses } from '@/content/courses';
import { locations } from '@/content/locations';
import { site } from '@/content/site';
import type { Session } from '@/lib/auth/types';
import { withService, type Db } from '@/lib/db';
import { holdsStaffRole } from '@/lib/server/staff-role';
import { env, siteUrl } from '@/lib/env';
import { buildIcsInvite } from '@/lib/files/ics';
import {
  enrolmentMail,
  type BookedSession,
  type EnrolmentMailInput,
  type EnrolmentMailKind,
} from '@/lib/rules/enrolment-mail';
import { createPriceBook, type PriceBook } from '@/lib/rules/price-book';
import { createBookingToken, verifyBookingToken } from '@/lib/server/booking-token';
import { deliverQueued, queueMail } from '@/lib/server/outbox';
import type { SlotRow as SlotTableRow } from '@/lib/server/slots';
import { STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';

/**
 * Bookings that take places. A booking request is confirmed into a session (availability slot),
 * waitlisted, offered a freed place, declined or cancelled. The session's row is locked (`select ... for update`)
 * before anything is counted, so two staff confirming at once queue on the lock and the second sees the first's
 * place taken; current_bookings itself is recomputed by a trigger (held places + confirmed + offered) and a CHECK
 * refuses an overbooking whatever the caller did. Lock order is always session, then booking (no deadlocks).
 *
 * Every function takes the caller's transaction, always the service path: the API roles hold no grant on a
 * booking's enrolment columns nor on the outbox (a collaborator's token could otherwise set any status or queue any
 * mail through the Data API). Staff actions go through staffStep, which checks the role first; the learner's
 * signed links and the offer sweep are the server's own. Mail is queued in the outbox in the same transaction; the
 * caller sends it after the commit (deliverQueued).
 *
 * A place comes only from a staff decision: a public request is stored as a request (with the session it asked
 * for), and a freed place is offered automatically only to requests staff put on the waitlist.
 */

export type EnrolmentStatus =
  'requested' | 'pending' | 'held' | 'confirmed' | 'waitlisted' | 'offered' | 'declined' | 'cancelled';

export const enrolmentStatuses: readonly EnrolmentStatus[] = [
  'requested',
  'pending',
  'held',
  'confirmed',
  'waitlisted',
  'offered',
  'declined',
  'cancelled',
];

export type EnrolmentResult =
  | {
      ok: true;
      status: EnrolmentStatus;
      bookingId: string;
      /** Sessions whose places changed: their calendars need revalidating. */
      slotIds: string[];
      /** Outbox ids to send after the commit. */
      mailIds: string[];
      message: string;
    }
  | {
      ok: false;
      reason: 'not-found' | 'conflict' | 'closed' | 'expired' | 'invalid' | 'forbidden';
      message: string;
    };

export type EnrolmentContext = { prices?: PriceBook };

const NOT_STAFF = STAFF_ROLE_REQUIRED;

/**
 * Runs a staff step on the service path once the caller is staff by user_roles (the authority), read in the same
 * transaction, so a role removed a moment ago no longer acts.
 */
export async function staffStep(
  session: Session | null,
  reason: string,
  step: (db: Db) => Promise<EnrolmentResult>,
): Promise<EnrolmentResult> {
  if (!session) return { ok: false, reason: 'forbidden', message: NOT_STAFF };
  return withService(`booking: staff ${reason}`, async (db) => {
    if (!(await holdsStaffRole(db, session.user.id)))
      return { ok: false, reason: 'forbidden', message: NOT_STAFF };
    return step(db);
  });
}

/** A session's row as SLOT_COLUMNS reads it: the slot, its held places and how soon it starts. */
export type SlotRow = Omit<SlotTableRow, 'status' | 'created_at'> & {
  held_places: number;
  starts_in_hours: number | string;
};

/** The columns of public.booking_requests that every step on a booking reads: whom it is for, where it stands. */
export type BookingColumns = {
  id: string;
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  state: 'NSW' | 'QLD';
  training_level: string;
  status: EnrolmentStatus;
  slot_id: string | null;
};

type BookingRow = BookingColumns & {
  invite_sequence: number;
  offer_epoch: number | string | null;
  offer_expired: boolean | null;
};

// Hours until the session starts, in the location's time zone (the stored times are local to the location).
const zoneByLocation = locations.map((place) => `when '${place.name}' then '${place.timeZone}'`).join(' ');
const LOCATION_TIME_ZONE = `case location ${zoneByLocation} else '${site.timeZone}' end`;
/** Hours until a session starts, over availability_slots' own columns (unqualified). */
export const STARTS_IN_HOURS = `extract(epoch from (((date + start_time) at time zone (${LOCATION_TIME_ZONE})) - now())) / 3600.0`;
const SLOT_COLUMNS = `id, to_char(date, 'YYYY-MM-DD') as date, course_name, to_char(start_time, 'HH24:MI') as start_time,
  to_char(end_time, 'HH24:MI') as end_time, max_students, current_bookings, held_places, location, price, updated_at,
  ${STARTS_IN_HOURS} as starts_in_hours`;

const BOOKING_COLUMNS = `id, reference, first_name, last_name, email, state, training_level, status, slot_id,
  invite_sequence, floor(extract(epoch from offer_expires_at))::bigint as offer_epoch,
  (offer_expires_at <= now()) as offer_expired`;

/** Locks the session row: every count and change of its places waits here. Null when unseen (RLS) or gone. */
export async function lockSlot(db: Db, slotId: string): Promise<SlotRow | null> {
  const rows = await db.query<SlotRow>(
    `select ${SLOT_COLUMNS} from public.availability_slots where id = $1 for update`,
    [slotId],
  );
  return rows[0] ?? null;
}

async function lockBooking(db: Db, bookingId: string): Promise<BookingRow | null> {
  const rows = await db.query<BookingRow>(
    `select ${BOOKING_COLUMNS} from public.booking_requests where id = $1 for update`,
    [bookingId],
  );
  return rows[0] ?? null;
}

/**
 * A staff step on a request in a session (confirm, waitlist). The session, then the booking, are locked before the
 * step looks at them: always in this order, so two staff acting on one session queue on its row and never
 * deadlock. A refusal when either is gone.
 */
function sessionStep(
  step: (db: Db, slot: SlotRow, booking: BookingRow, context: EnrolmentContext) => Promise<EnrolmentResult>,
) {
  return async (
    db: Db,
    bookingId: string,
    slotId: string,
    context: EnrolmentContext = {},
  ): Promise<EnrolmentResult> => {
    const slot = await lockSlot(db, slotId);
    if (!slot) return { ok: false, reason: 'not-found', message: GONE_SESSION };
    const booking = await lockBooking(db, bookingId);
    if (!booking) return { ok: false, reason: 'not-found', message: GONE_BOOKING };
    return step(db, slot, booking, context);
  };
}

/** The session a booking belongs to now, read without a lock (the caller locks the session, then re-checks). */
async function bookingSlotId(db: Db, bookingId: string): Promise<string | null | undefined> {
  const rows = await db.query<{ slot_id: string | null }>(
    'select slot_id from public.booking_requests where id = $1',
    [bookingId],
  );
  return rows[0] ? rows[0].slot_id : undefined;
}

export async function placesOf(db: Db, slotId: string): Promise<{ current: number; max: number }> {
  const [row] = await db.query<{ current_bookings: number; max_students: number }>(
    'select current_bookings, max_students from public.availability_slots where id = $1',
    [slotId],
  );
  return { current: Number(row?.current_bookings ?? 0), max: Number(row?.max_students ?? 0) };
}

function priceFor(slot: SlotRow, booking: BookingRow, prices: PriceBook): number {
  const course = courses.find((item) => item.name === slot.course_name);
  if (!course) return Number(slot.price);
  return prices.coursePrice(course, booking.training_level === 'experienced' ? 'experienced' : 'standard');
}

export function bookingInviteUid(bookingId: string): string {
  return `booking-${bookingId}@${new URL(siteUrl()).hostname}`;
}

export function cancelLink(bookingId: string, sequence: number): string {
  return `${siteUrl()}/booking/manage?token=${encodeURIComponent(createBookingToken('cancel', bookingId, sequence))}`;
}

export function offerLink(bookingId: string, offerEpoch: number): string {
  return `${siteUrl()}/booking/manage?token=${encodeURIComponent(createBookingToken('take', bookingId, offerEpoch))}`;
}

/** Queues one mail to the learner; confirmations, changes and cancellations carry the next SEQUENCE of the invite. */
async function queueLearnerMail(
  db: Db,
  kind: EnrolmentMailKind,
  booking: BookingRow,
  slot: SlotRow | null,
  context: EnrolmentContext,
  extra: Partial<EnrolmentMailInput> = {},
): Promise<string> {
  const invite =
    slot &&
    (kind === 'confirmed' ||
      kind === 'updated' ||
      (kind === 'cancelled' && extra.cancelledBy !== 'offer-expired'));
  let sequence = booking.invite_sequence;
  if (invite) {
    const [row] = await db.query<{ sequence: number }>(
      `update public.booking_requests set invite_sequence = invite_sequence + 1 where id = $1
       returning invite_sequence - 1 as sequence`,
      [booking.id],
    );
    sequence = Number(row.sequence);
  }
  const session = slot
    ? {
        courseName: slot.course_name,
        date: slot.date,
        startTime: slot.start_time,
        endTime: slot.end_time,
        location: slot.location,
      }
    : null;
  const { BOOKING_CANCELLATION_NOTICE_HOURS } = env();
  const mail = enrolmentMail({
    kind,
    reference: booking.reference,
    firstName: booking.first_name,
    session,
    price: slot && kind !== 'cancelled' ? priceFor(slot, booking, context.prices ?? createPriceBook()) : null,
    cancelUrl: kind === 'confirmed' || kind === 'updated' ? cancelLink(booking.id, sequence) : null,
    noticeHours: BOOKING_CANCELLATION_NOTICE_HOURS,
    ...extra,
  });
  const attachments = [];
  if (invite && slot) {
    const coordinator = coordinators[booking.state] ?? coordinators.NSW;
    const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
    const location = locations.find((item) => item.name === slot.location);
    const content = buildIcsInvite({
      method,
      sequence,
      organizer: { name: site.name, email: coordinator.email },
      attendee: { name: `${booking.first_name} ${booking.last_name}`, email: booking.email },
      event: {
        uid: bookingInviteUid(booking.id),
        date: slot.date,
        startTime: slot.start_time,
        endTime: slot.end_time,
        timeZone: location?.timeZone ?? site.timeZone,
        summary: `${slot.course_name} (${slot.location})`,
        description: `${slot.course_name} with ${site.name}. Reference ${booking.reference}. Bring 100 points of ID and your USI.`,
        location: location?.label ?? slot.location,
        stamp: new Date(),
      },
    });
    attachments.push({
      filename: method === 'CANCEL' ? 'cancelled.ics' : 'invite.ics',
      content,
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    });
  }
  return queueMail(db, { to: booking.email, ...mail, attachments }, `booking:${booking.id}`);
}

function ok(
  status: EnrolmentStatus,
  bookingId: string,
  slotIds: Array<string | null>,
  mailIds: string[],
  message: string,
): EnrolmentResult {
  return {
    ok: true,
    status,
    bookingId,
    slotIds: [...new Set(slotIds.filter((id): id is string => Boolean(id)))],
    mailIds,
    message,
  };
}

const GONE_SESSION = 'This session no longer exists.';
const GONE_BOOKING = 'This booking request no longer exists.';

/**
 * Offers freed places of a locked session to its waitlist, first in line first, each held for BOOKING_OFFER_HOURS.
 * Only entries staff waitlisted: an offer's link confirms a place, so it never goes to an address nobody checked.
 * The caller holds the session's lock.
 */
async function offerFreedPlaces(db: Db, slot: SlotRow, context: EnrolmentContext): Promise<string[]> {
  const mailIds: string[] = [];
  const { BOOKING_OFFER_HOURS } = env();
  for (let round = 0; round < 100; round += 1) {
    const places = await placesOf(db, slot.id);
    if (places.current >= places.max) break;
    const [next] = await db.query<BookingRow>(
      `select ${BOOKING_COLUMNS} from public.booking_requests
        where slot_id = $1 and status = 'waitlisted' and waitlisted_by_staff
        order by waitlist_position nulls last, created_at
        limit 1 for update`,
      [slot.id],
    );
    if (!next) break;
    const [offered] = await db.query<BookingRow>(
      `update public.booking_requests
          set status = 'offered', offer_expires_at = now() + make_interval(hours => $2::integer), status_changed_at = now()
        where id = $1 returning ${BOOKING_COLUMNS}`,
      [next.id, BOOKING_OFFER_HOURS],
    );
    const epoch = Number(offered.offer_epoch);
    mailIds.push(
      await queueLearnerMail(db, 'offered', offered, slot, context, {
        offerUrl: offerLink(offered.id, epoch),
        offerExpiresAt: new Date(epoch * 1000),
      }),
    );
  }
  return mailIds;
}

/** Offers of the locked session that ran out: the place goes back (and on to the next in line). */
async function expireSlotOffers(db: Db, slot: SlotRow, context: EnrolmentContext): Promise<string[]> {
  const expired = await db.query<BookingRow>(
    `update public.booking_requests
        set status = 'cancelled', cancelled_at = now(), status_changed_at = now(),
            decline_reason = 'The offer of a place expired', offer_expires_at = null
      where slot_id = $1 and status = 'offered' and offer_expires_at <= now()
      returning ${BOOKING_COLUMNS}`,
    [slot.id],
  );
  const mailIds: string[] = [];
  for (const booking of expired) {
    mailIds.push(
      await queueLearnerMail(db, 'cancelled', booking, slot, context, { cancelledBy: 'offer-expired' }),
    );
  }
  return mailIds;
}

/**
 * Staff confirm a request into a session: a place when one is free, otherwise the waitlist (in order). A place
 * offered to this learner in this session is confirmed as it stands.
 */
export const confirmBooking = sessionStep(async (db, slot, booking, context) => {
  if (booking.status === 'confirmed' && booking.slot_id === slot.id)
    return {
      ok: false,
      reason: 'conflict',
      message: `${booking.reference} is already confirmed in this session.`,
    };
  if (
    (booking.status === 'confirmed' || booking.status === 'offered' || booking.status === 'held') &&
    booking.slot_id !== slot.id
  )
    return {
      ok: false,
      reason: 'conflict',
      message: `${booking.reference} already has a place in another session: cancel that place first.`,
    };
  if (Number(slot.starts_in_hours) <= 0)
    return { ok: false, reason: 'closed', message: 'This session has already started.' };

  const mailIds = await expireSlotOffers(db, slot, context);
  const places = await placesOf(db, slot.id);
  // A place offered to this learner, or held while they pay (staff confirm it without payment), is theirs already.
  const holdsOffer =
    (booking.status === 'offered' || booking.status === 'held') && booking.slot_id === slot.id;
  if (holdsOffer || places.current < places.max) {
    const [confirmed] = await db.query<BookingRow>(
      `update public.booking_requests
          set status = 'confirmed', slot_id = $2, confirmed_at = now(), status_changed_at = now(),
              waitlist_position = null, offer_expires_at = null, decline_reason = null, cancelled_at = null
        where id = $1 returning ${BOOKING_COLUMNS}`,
      [booking.id, slot.id],
    );
    mailIds.push(await queueLearnerMail(db, 'confirmed', confirmed, slot, context));
    return ok('confirmed', booking.id, [slot.id, booking.slot_id], mailIds, `${booking.reference} confirmed`);
  }
  return waitlistLocked(db, booking, slot, context, mailIds);
});

async function waitlistLocked(
  db: Db,
  booking: BookingRow,
  slot: SlotRow,
  context: EnrolmentContext,
  mailIds: string[],
): Promise<EnrolmentResult> {
  if (booking.status === 'waitlisted' && booking.slot_id === slot.id)
    return ok(
      'waitlisted',
      booking.id,
      [],
      mailIds,
      `${booking.reference} is already on this session's waitlist`,
    );
  const [waitlisted] = await db.query<BookingRow & { waitlist_position: number }>(
    `update public.booking_requests
        set status = 'waitlisted', slot_id = $2, waitlist_position = nextval('public.booking_waitlist_seq'),
            waitlisted_by_staff = true, status_changed_at = now(), offer_expires_at = null, decline_reason = null
      where id = $1 returning ${BOOKING_COLUMNS}`,
    [booking.id, slot.id],
  );
  mailIds.push(await queueLearnerMail(db, 'waitlisted', waitlisted, slot, context));
  return ok(
    'waitlisted',
    booking.id,
    [slot.id],
    mailIds,
    `Session full: ${booking.reference} joins the waitlist`,
  );
}

/** Staff put a request on a session's waitlist (a learner with a place is cancelled instead, never moved silently). */
export const waitlistBooking = sessionStep(async (db, slot, booking, context) => {
  if (booking.status === 'confirmed' || booking.status === 'offered')
    return {
      ok: false,
      reason: 'conflict',
      message: `${booking.reference} has a place: cancel it first if it should go on a waitlist.`,
    };
  return waitlistLocked(db, booking, slot, context, []);
});

/** Staff decline a request that holds no place, with the reason the learner is told. */
export async function declineBooking(
  db: Db,
  bookingId: string,
  reason: string,
  context: EnrolmentContext = {},
): Promise<EnrolmentResult> {
  const booking = await lockBooking(db, bookingId);
  if (!booking) return { ok: false, reason: 'not-found', message: GONE_BOOKING };
  if (booking.status === 'confirmed' || booking.status === 'offered')
    return { ok: false, reason: 'conflict', message: `${booking.reference} has a place: cancel it instead.` };
  if (booking.status === 'declined')
    return { ok: false, reason: 'conflict', message: `${booking.reference} is already declined.` };
  const [declined] = await db.query<BookingRow>(
    `update public.booking_requests
        set status = 'declined', decline_reason = $2, status_changed_at = now(), waitlist_position = null
      where id = $1 returning ${BOOKING_COLUMNS}`,
    [booking.id, reason],
  );
  const mailId = await queueLearnerMail(db, 'declined', declined, null, context, { reason });
  return ok('declined', booking.id, [], [mailId], `${booking.reference} declined`);
}

type CancelOptions = {
  by: 'learner' | 'staff';
  reason?: string | null;
  context?: EnrolmentContext;
  /** A cancel link's invite SEQUENCE: it must be the latest mail's. */
  linkSequence?: number;
  /**
   * What a paid booking gets back once cancelled (Book and pay: a card refund or a credit note under the refund
   * policy), in the same transaction; returns the outbox ids of its mail.
   */
  settle?: (db: Db, bookingId: string, hoursBefore: number) => Promise<string[]>;
};

const OLD_LINK =
  'This link is from an earlier e-mail. Please use the link in your latest e-mail, or call us.';

/** Cancels a place (or a waitlisted request); a freed place is offered to the first person waiting. */
export async function cancelBooking(
  db: Db,
  bookingId: string,
  options: CancelOptions,
): Promise<EnrolmentResult> {
  const context = options.context ?? {};
  const slotId = await bookingSlotId(db, bookingId);
  if (slotId === undefined) return { ok: false, reason: 'not-found', message: GONE_BOOKING };
  const slot = slotId ? await lockSlot(db, slotId) : null;
  const booking = await lockBooking(db, bookingId);
  if (!booking) return { ok: false, reason: 'not-found', message: GONE_BOOKING };
  if (booking.status === 'cancelled')
    return { ok: false, reason: 'conflict', message: 'This booking is already cancelled.' };
  // The latest mail's link carries the SEQUENCE it was sent with; the booking has counted one past it since.
  if (options.linkSequence !== undefined && Number(booking.invite_sequence) - 1 !== options.linkSequence)
    return { ok: false, reason: 'expired', message: OLD_LINK };
  if (
    booking.slot_id !== (slot?.id ?? null) ||
    !slot ||
    !['confirmed', 'offered', 'waitlisted'].includes(booking.status)
  )
    return { ok: false, reason: 'conflict', message: 'This booking has no place to cancel.' };
  if (options.by === 'learner') {
    const notice = env().BOOKING_CANCELLATION_NOTICE_HOURS;
    if (booking.status !== 'confirmed')
      return { ok: false, reason: 'conflict', message: 'This booking has no confirmed place to cancel.' };
    if (Number(slot.starts_in_hours) < notice)
      return {
        ok: false,
        reason: 'closed',
        message: `Online cancellation closes ${notice} hours before the session. Please call us on ${coordinators[booking.state].phone}.`,
      };
  }
  const hadPlace = booking.status === 'confirmed';
  const [cancelled] = await db.query<BookingRow>(
    `update public.booking_requests
        set status = 'cancelled', cancelled_at = now(), status_changed_at = now(), waitlist_position = null,
            offer_expires_at = null, decline_reason = $2
      where id = $1 returning ${BOOKING_COLUMNS}`,
    [booking.id, options.reason ?? null],
  );
  const mailIds = [
    await queueLearnerMail(db, 'cancelled', cancelled, hadPlace ? slot : null, context, {
      cancelledBy: options.by,
      reason: options.reason ?? null,
    }),
  ];
  if (options.settle) mailIds.push(...(await options.settle(db, booking.id, Number(slot.starts_in_hours))));
  mailIds.push(...(await offerFreedPlaces(db, slot, context)));
  return ok('cancelled', booking.id, [slot.id], mailIds, `${booking.reference} cancelled`);
}

/**
 * Staff move an absent learner's confirmed place to another session of the same course that has a place free.
 * Both sessions are locked in id order (two moves in opposite directions never deadlock); the count trigger moves
 * the place from one to the other, and its CHECK refuses an overbooking even if a count here were stale. The
 * learner gets the revised invite (same UID, next SEQUENCE, so their calendar moves the event), and the mark of
 * absence leaves the new session's roll (it stays in the outcome history).
 */
export async function moveAbsentBooking(
  db: Db,
  bookingId: string,
  fromSlotId: string,
  toSlotId: string,
  context: EnrolmentContext = {},
): Promise<EnrolmentResult> {
  if (fromSlotId === toSlotId)
    return { ok: false, reason: 'conflict', message: 'Choose a different session to move to.' };
  const locked = new Map<string, SlotRow>();
  for (const id of [fromSlotId, toSlotId].toSorted()) {
    const slot = await lockSlot(db, id);
    if (!slot) return { ok: false, reason: 'not-found', message: GONE_SESSION };
    locked.set(id, slot);
  }
  const from = locked.get(fromSlotId) as SlotRow;
  const to = locked.get(toSlotId) as SlotRow;
  const booking = await lockBooking(db, bookingId);
  if (!booking || booking.slot_id !== from.id || booking.status !== 'confirmed')
    return { ok: false, reason: 'not-found', message: 'This learner no longer has a place in this session.' };
  const [attendance] = await db.query<{ status: string }>(
    'select status from public.session_attendance where booking_request_id = $1 and slot_id = $2',
    [booking.id, from.id],
  );
  if (attendance?.status !== 'absent')
    return {
      ok: false,
      reason: 'conflict',
      message: 'Only a learner marked absent can be moved from the roll.',
    };
  if (to.course_name !== from.course_name)
    return {
      ok: false,
      reason: 'conflict',
      message: 'A place can only move to a session of the same course.',
    };
  if (Number(to.starts_in_hours) <= 0)
    return { ok: false, reason: 'closed', message: 'That session has already started.' };
  const places = await placesOf(db, to.id);
  if (places.current >= places.max)
    return { ok: false, reason: 'conflict', message: 'That session is full: choose another.' };
  const [moved] = await db.query<BookingRow>(
    `update public.booking_requests set slot_id = $2, status_changed_at = now()
      where id = $1 returning ${BOOKING_COLUMNS}`,
    [booking.id, to.id],
  );
  await db.query('delete from public.session_attendance where booking_request_id = $1 and slot_id = $2', [
    booking.id,
    from.id,
  ]);
  const mailIds = [await queueLearnerMail(db, 'updated', moved, to, context)];
  if (Number(from.starts_in_hours) > 0) mailIds.push(...(await offerFreedPlaces(db, from, context)));
  return ok('confirmed', booking.id, [from.id, to.id], mailIds, `${booking.reference} moved to ${to.date}`);
}

/** Staff released held places or added places: offer what is free now to the waitlist. */
export async function offerNextPlaces(
  db: Db,
  slotId: string,
  context: EnrolmentContext = {},
): Promise<string[]> {
  const slot = await lockSlot(db, slotId);
  if (!slot) return [];
  const mailIds = await expireSlotOffers(db, slot, context);
  mailIds.push(...(await offerFreedPlaces(db, slot, context)));
  return mailIds;
}

export type LinkResult = EnrolmentResult | { ok: false; reason: 'forged'; message: string };

const FORGED = 'This link is not valid. Please use the link in your latest e-mail, or call us.';

/**
 * The learner's cancel link (no account needed). Single use: a cancelled booking cannot be cancelled again. Only
 * the latest mail's link works: each confirmation or change mails a new one under the next invite SEQUENCE, so a
 * link from an earlier place never cancels a later one.
 */
export async function cancelWithToken(
  token: unknown,
  context: EnrolmentContext = {},
  settle?: CancelOptions['settle'],
): Promise<LinkResult> {
  const claim = verifyBookingToken('cancel', token);
  if (!claim) return { ok: false, reason: 'forged', message: FORGED };
  return withService('booking: learner cancels by link', (db) =>
    cancelBooking(db, claim.bookingId, { by: 'learner', context, linkSequence: claim.value, settle }),
  );
}

/** The waitlisted learner takes the place held for them, before the offer runs out. */
export async function takeOfferWithToken(
  token: unknown,
  context: EnrolmentContext = {},
): Promise<LinkResult> {
  const claim = verifyBookingToken('take', token);
  if (!claim) return { ok: false, reason: 'forged', message: FORGED };
  return withService('booking: learner takes an offered place', async (db): Promise<LinkResult> => {
    const slotId = await bookingSlotId(db, claim.bookingId);
    if (!slotId) return { ok: false, reason: 'closed', message: 'This offer is no longer open.' };
    const slot = await lockSlot(db, slotId);
    const booking = await lockBooking(db, claim.bookingId);
    if (!slot || !booking) return { ok: false, reason: 'closed', message: 'This offer is no longer open.' };
    if (booking.status === 'confirmed' && booking.slot_id === slot.id)
      return { ok: false, reason: 'conflict', message: 'Your place is already confirmed.' };
    if (
      booking.status !== 'offered' ||
      booking.slot_id !== slot.id ||
      Number(booking.offer_epoch) !== claim.value
    )
      return { ok: false, reason: 'closed', message: 'This offer is no longer open.' };
    if (booking.offer_expired) {
      await expireSlotOffers(db, slot, context);
      await offerFreedPlaces(db, slot, context);
      return {
        ok: false,
        reason: 'expired',
        message:
          'This offer has expired and the place has gone to the next person waiting. Call us to ask about another date.',
      };
    }
    const [confirmed] = await db.query<BookingRow>(
      `update public.booking_requests
          set status = 'confirmed', confirmed_at = now(), status_changed_at = now(), offer_expires_at = null,
              waitlist_position = null
        where id = $1 returning ${BOOKING_COLUMNS}`,
      [booking.id],
    );
    const mailId = await queueLearnerMail(db, 'confirmed', confirmed, slot, context);
    return ok('confirmed', booking.id, [slot.id], [mailId], 'Your place is confirmed.');
  });
}

/**
 * Passes on every expired offer (the place goes to the next in line), one session per transaction; sends the
 * mail. Run by the staff page and `npm run mail:retry`. Returns how many offers expired.
 */
export async function expireOffers(context: EnrolmentContext = {}): Promise<number> {
  const slots = await withService('booking: find expired offers', (db) =>
    db.query<{ slot_id: string; count: number | string }>(
      `select slot_id, count(*) as count from public.booking_requests
        where status = 'offered' and offer_expires_at <= now() group by slot_id`,
    ),
  );
  let expired = 0;
  for (const { slot_id: slotId, count } of slots) {
    const mailIds = await withService('booking: pass on expired offers', (db) =>
      offerNextPlaces(db, slotId, context),
    );
    expired += Number(count);
    await deliverQueued(mailIds);
  }
  return expired;
}

export type BookingLinkView =
  | { valid: false }
  | {
      valid: true;
      purpose: 'cancel' | 'take';
      reference: string;
      status: EnrolmentStatus;
      session: BookedSession | null;
    };

/** What a learner's link is about, for the page that asks them to press the button (a GET changes nothing). */
export async function viewBookingLink(token: unknown): Promise<BookingLinkView> {
  const purpose = (['cancel', 'take'] as const).find((item) => verifyBookingToken(item, token));
  const claim = purpose ? verifyBookingToken(purpose, token) : null;
  if (!purpose || !claim) return { valid: false };
  const [row] = await withService('booking: show a learner link', (db) =>
    db.query<{
      reference: string;
      status: EnrolmentStatus;
      course_name: string | null;
      date: string | null;
      start_time: string | null;
      end_time: string | null;
      location: string | null;
    }>(
      `select b.reference, b.status, s.course_name, to_char(s.date, 'YYYY-MM-DD') as date,
              to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time, s.location
         from public.booking_requests b left join public.availability_slots s on s.id = b.slot_id
        where b.id = $1`,
      [claim.bookingId],
    ),
  );
  if (!row) return { valid: false };
  return {
    valid: true,
    purpose,
    reference: row.reference,
    status: row.status,
    session:
      row.course_name && row.date && row.start_time && row.end_time && row.location
        ? {
            courseName: row.course_name,
            date: row.date,
            startTime: row.start_time,
            endTime: row.end_time,
            location: row.location,
          }
        : null,
  };
}

/**
 * Staff changed a session's date, times or place: every confirmed learner gets the revised invite (same UID, next
 * SEQUENCE). Runs on the service path after the staff's change committed; returns the outbox ids.
 */
export async function notifySessionChanged(
  slotId: string,
  context: EnrolmentContext = {},
): Promise<string[]> {
  return withService('booking: session changed', async (db) => {
    const slot = await lockSlot(db, slotId);
    if (!slot) return [];
    const learners = await db.query<BookingRow>(
      `select ${BOOKING_COLUMNS} from public.booking_requests where slot_id = $1 and status = 'confirmed' for update`,
      [slotId],
    );
    const mailIds: string[] = [];
    for (const booking of learners)
      mailIds.push(await queueLearnerMail(db, 'updated', booking, slot, context));
    return mailIds;
  });
}

/**
 * Staff cancel a whole session: every learner with a place, an offer or a waitlist entry is cancelled and told
 * (confirmed learners with the CANCEL invite). The session stays, with its places freed, until staff delete it.
 */
export async function cancelSession(
  db: Db,
  slotId: string,
  reason: string | null,
  context: EnrolmentContext = {},
): Promise<EnrolmentResult> {
  const slot = await lockSlot(db, slotId);
  if (!slot) return { ok: false, reason: 'not-found', message: GONE_SESSION };
  const bookings = await db.query<BookingRow>(
    `select ${BOOKING_COLUMNS} from public.booking_requests
      where slot_id = $1 and status in ('confirmed', 'offered', 'waitlisted', 'held') for update`,
    [slotId],
  );
  const mailIds: string[] = [];
  for (const booking of bookings) {
    const [cancelled] = await db.query<BookingRow>(
      `update public.booking_requests
          set status = 'cancelled', cancelled_at = now(), status_changed_at = now(), waitlist_position = null,
              offer_expires_at = null, decline_reason = $2
        where id = $1 returning ${BOOKING_COLUMNS}`,
      [booking.id, reason ?? 'The session was cancelled'],
    );
    mailIds.push(
      await queueLearnerMail(
        db,
        'cancelled',
        cancelled,
        booking.status === 'confirmed' ? slot : null,
        context,
        {
          cancelledBy: 'session',
          reason,
        },
      ),
    );
  }
  return ok(
    'cancelled',
    slotId,
    [slotId],
    mailIds,
    `Session cancelled: ${bookings.length} ${bookings.length === 1 ? 'learner' : 'learners'} told`,
  );
}

/**
 * Staff saved a session (more places, fewer held by hand): places now free go to its waitlist, first in line
 * first. Service path, after the staff's change committed; returns the outbox ids.
 */
export async function offerFreedPlacesOf(slotId: string, context: EnrolmentContext = {}): Promise<string[]> {
  return withService('booking: offer places freed by a session change', (db) =>
    offerNextPlaces(db, slotId, context),
  );
}

/**
 * Book and pay: holds lapsed in a locked session go back to 'pending' (the learner may pay again; a late payment
 * then takes a place only if one is free). Returns the bookings released. The caller holds the session's lock.
 */
export async function releaseLapsedHoldsLocked(db: Db, slotId: string): Promise<string[]> {
  // Places an employer held for priority booking, past their time, count no more either.
  await db.query(
    `update public.employer_place_holds set released_at = now()
      where slot_id = $1 and released_at is null and expires_at <= now()`,
    [slotId],
  );
  const rows = await db.query<{ id: string }>(
    `update public.booking_requests
        set status = 'pending', slot_id = null, hold_expires_at = null, status_changed_at = now()
      where slot_id = $1 and status = 'held' and hold_expires_at <= now()
      returning id`,
    [slotId],
  );
  return rows.map((row) => row.id);
}

export type HoldResult =
  | { ok: true; status: 'held'; holdExpiresAt: Date; slotIds: string[] }
  | { ok: false; reason: 'not-found' | 'full' | 'closed' | 'conflict'; message: string };

export const SESSION_NOW_FULL =
  'Sorry, the last place in this session has just been taken. Nothing has been charged. Please choose another date or join the waitlist.';

/**
 * Holds a place for a pending book-and-pay booking while its learner pays, for `minutes`. Lapsed holds of the
 * session are released first, under the session's lock, so twenty learners racing for one place queue on that
 * lock and exactly one gets it; the others are told before they pay.
 */
export async function holdPlace(
  db: Db,
  bookingId: string,
  slotId: string,
  minutes: number,
): Promise<HoldResult> {
  const slot = await lockSlot(db, slotId);
  if (!slot) return { ok: false, reason: 'not-found', message: GONE_SESSION };
  const booking = await lockBooking(db, bookingId);
  if (!booking) return { ok: false, reason: 'not-found', message: GONE_BOOKING };
  if (Number(slot.starts_in_hours) <= 0)
    return { ok: false, reason: 'closed', message: 'This session has already started.' };
  const released = await releaseLapsedHoldsLocked(db, slot.id);
  // This booking's own lapsed hold was just released: it waits for payment again and may hold anew.
  const status = released.includes(booking.id) ? 'pending' : booking.status;
  const [held] = await db.query<{ id: string; expires: Date | string; already: boolean }>(
    `select id, hold_expires_at as expires, true as already from public.booking_requests
      where id = $1 and status = 'held' and slot_id = $2 and hold_expires_at > now()`,
    [booking.id, slot.id],
  );
  if (held) return { ok: true, status: 'held', holdExpiresAt: new Date(held.expires), slotIds: [] };
  if (status !== 'pending')
    return { ok: false, reason: 'conflict', message: 'This booking is no longer waiting for payment.' };
  const places = await placesOf(db, slot.id);
  if (places.current >= places.max) return { ok: false, reason: 'full', message: SESSION_NOW_FULL };
  const [row] = await db.query<{ expires: Date | string }>(
    `update public.booking_requests
        set status = 'held', slot_id = $2, hold_expires_at = now() + make_interval(mins => $3::integer),
            status_changed_at = now()
      where id = $1 returning hold_expires_at as expires`,
    [booking.id, slot.id, minutes],
  );
  return {
    ok: true,
    status: 'held',
    holdExpiresAt: new Date(row.expires),
    slotIds: [slot.id],
  };
}

/** Gives a held place back (Checkout expired or failed to open). Nothing when the booking is no longer held. */
export async function releaseHold(db: Db, bookingId: string): Promise<string | null> {
  const slotId = await bookingSlotId(db, bookingId);
  if (!slotId) return null;
  const slot = await lockSlot(db, slotId);
  if (!slot) return null;
  const rows = await db.query<{ id: string }>(
    `update public.booking_requests
        set status = 'pending', slot_id = null, hold_expires_at = null, status_changed_at = now()
      where id = $1 and status = 'held' and slot_id = $2 returning id`,
    [bookingId, slot.id],
  );
  return rows.length > 0 ? slot.id : null;
}

export type PaidPlaceResult =
  | { ok: true; bookingId: string; slotId: string; mailIds: string[] }
  | { ok: false; reason: 'not-found' | 'full' | 'closed' | 'already' | 'cancelled'; message: string };

/**
 * Confirms a book-and-pay booking once it is paid (the webhook) or invoiced: its held place, or a free place when
 * the hold lapsed in the meantime; a refusal when the session filled up, started, or the booking was cancelled
 * (the caller then refunds). Mails the confirmation with the invite, showing the amount paid.
 */
export async function confirmPaidPlace(
  db: Db,
  bookingId: string,
  slotId: string,
  amountCents: number,
  context: EnrolmentContext = {},
): Promise<PaidPlaceResult> {
  const slot = await lockSlot(db, slotId);
  if (!slot) return { ok: false, reason: 'not-found', message: GONE_SESSION };
  const booking = await lockBooking(db, bookingId);
  if (!booking) return { ok: false, reason: 'not-found', message: GONE_BOOKING };
  if (booking.status === 'confirmed')
    return { ok: false, reason: 'already', message: 'This booking is already confirmed.' };
  if (booking.status === 'cancelled' || booking.status === 'declined')
    return { ok: false, reason: 'cancelled', message: 'This booking was cancelled.' };
  if (Number(slot.starts_in_hours) <= 0)
    return { ok: false, reason: 'closed', message: 'This session has already started.' };
  const holds = booking.status === 'held' && booking.slot_id === slot.id;
  if (!holds) {
    await releaseLapsedHoldsLocked(db, slot.id);
    const places = await placesOf(db, slot.id);
    if (places.current >= places.max) return { ok: false, reason: 'full', message: SESSION_NOW_FULL };
  }
  const [confirmed] = await db.query<BookingRow>(
    `update public.booking_requests
        set status = 'confirmed', slot_id = $2, confirmed_at = now(), status_changed_at = now(),
            hold_expires_at = null, waitlist_position = null, offer_expires_at = null, decline_reason = null
      where id = $1 returning ${BOOKING_COLUMNS}`,
    [booking.id, slot.id],
  );
  const mailId = await queueLearnerMail(db, 'confirmed', confirmed, slot, context, {
    price: amountCents / 100,
  });
  return { ok: true, bookingId: booking.id, slotId: slot.id, mailIds: [mailId] };
}
