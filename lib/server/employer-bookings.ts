import 'server-only';

import { EMPLOYER_HOLD_HOURS } from '@/content/corporate';
import { locations } from '@/content/locations';
import { site } from '@/content/site';
import type { Session } from '@/lib/auth/types';
import { sqlState, withService, withUser, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import { onSiteRequestMail } from '@/lib/rules/employer-mail';
import { ticketColumns, type TicketColumn, type TicketStatus } from '@/lib/rules/employer-tickets';
import { formatDateLong } from '@/lib/rules/format';
import {
  groupBookingMessages,
  groupQuote,
  groupQuoteWords,
  onSiteOffered,
  splitFullName,
  type GroupQuote,
} from '@/lib/rules/group-booking';
import { courseTrainsUnit, unitsOfCourseName } from '@/lib/rules/outcomes';
import { documentNumber, formatCents } from '@/lib/rules/payments';
import { formatTimeRange } from '@/lib/rules/slot-format';
import { newBookingReference } from '@/lib/server/bookings';
import {
  done,
  managerOfApproved,
  refused,
  ticketMatrix,
  type Employer,
  type StepResult,
} from '@/lib/server/employers';
import {
  confirmPaidPlace,
  lockSlot,
  placesOf,
  releaseLapsedHoldsLocked,
  type SlotRow,
} from '@/lib/server/enrolments';
import { storeInvoice } from '@/lib/server/invoices';
import { deliverQueued, queueMail } from '@/lib/server/outbox';
import { sessionPriceCents } from '@/lib/server/payments';
import type { PriceBook } from '@/lib/rules/price-book';
import { getPriceBook, priceBookForCharging } from '@/lib/server/price-overrides';
import { isUuid } from '@/lib/rules/uuid';

/**
 * Book the gaps: a manager of an approved employer books chosen workers of its crew into one session in one step,
 * all or nothing, on one tax invoice with the purchase-order number; holds places in a session for a set time
 * first (priority booking); and asks the account manager for on-site training. Every write runs on the service
 * path after managerOfApproved re-read, in the same transaction, that the caller manages the employer; the
 * employer's row stays locked until the write commits, so two submits of one group queue and the second finds
 * the workers already booked.
 */

const MAX_SESSIONS_SHOWN = 60;
const MAX_GROUP = 200;
const MAX_HOLD = 50;

type ListedSlot = {
  id: string;
  course_name: string;
  location: string;
  date: string;
  start_time: string;
  end_time: string;
  max_students: number;
  current_bookings: number;
  price: string;
};

/** A session as the booking page lists it (the locking steps read enrolments' own columns). */
const LISTED_COLUMNS = `s.id, s.course_name, s.location, to_char(s.date, 'YYYY-MM-DD') as date,
  to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time, s.max_students,
  s.current_bookings, s.price`;

export type BookableSession = {
  id: string;
  courseName: string;
  location: string;
  date: string;
  time: string;
  /** Free to anyone, plus the places this employer holds there. */
  placesLeft: number;
  heldByUs: number;
  placeCents: number;
  units: string[];
};

export type PlaceHold = {
  id: string;
  slotId: string;
  courseName: string;
  location: string;
  date: string;
  places: number;
  expiresAt: string;
};

export type GroupBookingSummary = {
  id: string;
  courseName: string | null;
  location: string | null;
  date: string | null;
  places: number;
  purchaseOrder: string;
  totalCents: number;
  invoiceNumber: string | null;
};

export type BookingCrewMember = {
  id: string;
  fullName: string;
  site: string | null;
  status: TicketStatus | null;
};

export type GroupBookingPage = {
  employer: Employer;
  columns: TicketColumn[];
  unitCode: string | null;
  location: string | null;
  crew: BookingCrewMember[];
  sessions: BookableSession[];
  holds: PlaceHold[];
  bookings: GroupBookingSummary[];
  holdHours: number;
};

function toSession(row: ListedSlot & { held_by_us: number }, prices: PriceBook): BookableSession {
  const held = Number(row.held_by_us ?? 0);
  return {
    id: row.id,
    courseName: row.course_name,
    location: row.location,
    date: row.date,
    time: formatTimeRange(row.start_time, row.end_time),
    placesLeft: Math.max(0, Number(row.max_students) - Number(row.current_bookings)) + held,
    heldByUs: held,
    placeCents: sessionPriceCents(row.course_name, row.price, 'full-training', prices),
    units: unitsOfCourseName(row.course_name),
  };
}

/**
 * What the booking page shows a manager (or staff): the crew with each worker's cell for the chosen ticket, the
 * sessions still to come (of that ticket, at that location, when chosen), the employer's holds and past group
 * bookings. Read under RLS as the caller; null when the caller may not see the employer.
 */
export async function groupBookingPage(
  session: Session,
  employerId: string,
  filter: { unit?: string | null; location?: string | null } = {},
): Promise<GroupBookingPage | null> {
  if (!isUuid(employerId)) return null;
  const matrix = await ticketMatrix(session, employerId);
  if (!matrix) return null;
  const columns = matrix.columns;
  const unitCode = columns.some((column) => column.unitCode === filter.unit) ? (filter.unit as string) : null;
  const location = locations.some((place) => place.name === filter.location)
    ? (filter.location as string)
    : null;
  const columnIndex = unitCode ? columns.findIndex((column) => column.unitCode === unitCode) : -1;
  const prices = await getPriceBook();
  return withUser(session, async (db) => {
    const slots = await db.query<ListedSlot & { held_by_us: number }>(
      `select ${LISTED_COLUMNS},
              coalesce((select sum(h.places) from public.employer_place_holds h
                         where h.slot_id = s.id and h.employer_id = $1 and h.released_at is null
                           and h.expires_at > now()), 0)::int as held_by_us
         from public.availability_slots s
        where ((s.date + s.start_time) at time zone '${site.timeZone}') > now()
          and ($2::text is null or s.location = $2)
        order by s.date, s.start_time, s.course_name
        limit 500`,
      [employerId, location],
    );
    const holds = await db.query<{
      id: string;
      slot_id: string;
      course_name: string;
      location: string;
      date: string;
      places: number;
      expires_at: Date;
    }>(
      `select h.id, h.slot_id, s.course_name, s.location, to_char(s.date, 'YYYY-MM-DD') as date, h.places, h.expires_at
         from public.employer_place_holds h join public.availability_slots s on s.id = h.slot_id
        where h.employer_id = $1 and h.released_at is null and h.expires_at > now()
        order by s.date`,
      [employerId],
    );
    const bookings = await db.query<{
      id: string;
      course_name: string | null;
      location: string | null;
      date: string | null;
      places: number;
      purchase_order: string;
      total_cents: number;
      invoice_number: number | null;
    }>(
      `select g.id, s.course_name, s.location, to_char(s.date, 'YYYY-MM-DD') as date, g.places, g.purchase_order,
              g.total_cents, (select i.number from public.invoices i
                               where i.employer_group_id = g.id and i.kind = 'invoice' limit 1) as invoice_number
         from public.employer_group_bookings g left join public.availability_slots s on s.id = g.slot_id
        where g.employer_id = $1
        order by g.booked_at desc
        limit 50`,
      [employerId],
    );
    return {
      employer: matrix.employer,
      columns,
      unitCode,
      location,
      holdHours: EMPLOYER_HOLD_HOURS,
      crew: matrix.rows.map((row) => ({
        id: row.worker.id,
        fullName: row.worker.fullName,
        site: row.worker.site,
        status: columnIndex >= 0 ? row.cells[columnIndex].status : null,
      })),
      sessions: slots
        .filter((slot) => !unitCode || courseTrainsUnit(slot.course_name, unitCode))
        .slice(0, MAX_SESSIONS_SHOWN)
        .map((slot) => toSession(slot, prices)),
      holds: holds.map((hold) => ({
        id: hold.id,
        slotId: hold.slot_id,
        courseName: hold.course_name,
        location: hold.location,
        date: hold.date,
        places: Number(hold.places),
        expiresAt: new Date(hold.expires_at).toISOString(),
      })),
      bookings: bookings.map((row) => ({
        id: row.id,
        courseName: row.course_name,
        location: row.location,
        date: row.date,
        places: Number(row.places),
        purchaseOrder: row.purchase_order,
        totalCents: Number(row.total_cents),
        invoiceNumber:
          row.invoice_number === null ? null : documentNumber('invoice', Number(row.invoice_number)),
      })),
    };
  });
}

/** The session, locked for this transaction; null when the id is no session's. */
async function lockedSession(db: Db, slotId: string): Promise<SlotRow | null> {
  return isUuid(slotId) ? lockSlot(db, slotId) : null;
}

/** Places this employer may still take in a locked session: free ones plus its own live hold there. */
async function placesFor(
  db: Db,
  slotId: string,
  employerId: string,
): Promise<{ left: number; hold: { id: string; places: number } | null }> {
  await releaseLapsedHoldsLocked(db, slotId);
  const places = await placesOf(db, slotId);
  const [hold] = await db.query<{ id: string; places: number }>(
    `select id, places from public.employer_place_holds
      where employer_id = $1 and slot_id = $2 and released_at is null for update`,
    [employerId, slotId],
  );
  return {
    left: Math.max(0, places.max - places.current) + Number(hold?.places ?? 0),
    hold: hold ? { id: hold.id, places: Number(hold.places) } : null,
  };
}

export type GroupBookingInput = {
  employerId: string;
  workerIds: string[];
  /** A session, or null for the first session of `unitCode` at `location` with places for the whole group. */
  slotId: string | null;
  unitCode: string | null;
  location: string | null;
  purchaseOrder: string;
  accountsEmail: string;
};

export type GroupBooked = {
  groupId: string;
  slotId: string;
  invoiceNumber: string;
  quote: GroupQuote;
  onSite: boolean;
};

/**
 * Books the chosen workers into one session and issues one tax invoice, or books nothing: too few places, a
 * worker not on the crew or already in the session, a session started or gone are each told before anything is
 * written, and any later failure rolls the whole group back.
 */
export async function bookGroup(
  session: Session,
  input: GroupBookingInput,
): Promise<StepResult<GroupBooked>> {
  const workerIds = [...new Set(input.workerIds)];
  if (workerIds.length === 0) return refused(groupBookingMessages.noWorkers);
  if (workerIds.length > MAX_GROUP) return refused(groupBookingMessages.tooMany);
  if (!workerIds.every(isUuid)) return refused(groupBookingMessages.unknownWorkers);
  if (!input.slotId && !(input.unitCode && input.location)) return refused(groupBookingMessages.noSession);
  const prices = await priceBookForCharging();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await withService('employer: book a group', (db) =>
        bookGroupIn(db, session, input, workerIds, prices),
      );
      if (result.ok) await deliverQueued(result.value.mailIds);
      return result.ok ? done(result.value.booked, result.message) : result;
    } catch (error) {
      // A booking reference drawn twice: draw the whole group again.
      if (sqlState(error) === '23505' && attempt < 5) continue;
      throw error;
    }
  }
}

async function bookGroupIn(
  db: Db,
  session: Session,
  input: GroupBookingInput,
  workerIds: string[],
  prices: PriceBook,
): Promise<StepResult<{ booked: GroupBooked; mailIds: string[] }>> {
  const manager = await managerOfApproved(db, session, input.employerId);
  if (!manager.ok) return manager;
  const [employer] = await db.query<{ company: string; abn: string; contact_phone: string }>(
    'select company, abn, contact_phone from public.employers where id = $1',
    [input.employerId],
  );
  const workers = await db.query<{
    id: string;
    full_name: string;
    email: string;
    phone: string | null;
    usi: string | null;
    user_id: string | null;
    shared: boolean;
  }>(
    `select id, full_name, email, phone, usi, user_id, shared_at is not null as shared
       from public.employer_workers where employer_id = $1 and id = any($2::uuid[])
      order by full_name, email`,
    [input.employerId, workerIds],
  );
  if (workers.length !== workerIds.length) return refused(groupBookingMessages.unknownWorkers);
  const wanted = workers.length;

  let slot: SlotRow | null = null;
  let places: Awaited<ReturnType<typeof placesFor>> | null = null;
  if (input.slotId) {
    slot = await lockedSession(db, input.slotId);
    if (!slot) return refused(groupBookingMessages.sessionGone);
    if (Number(slot.starts_in_hours) <= 0) return refused(groupBookingMessages.sessionStarted);
    places = await placesFor(db, slot.id, input.employerId);
    if (places.left < wanted) return refused(groupBookingMessages.notEnoughPlaces(places.left, wanted));
  } else {
    const unitCode = input.unitCode as string;
    const location = input.location as string;
    const candidates = await db.query<{ id: string; course_name: string }>(
      `select s.id, s.course_name from public.availability_slots s
        where s.location = $1 and ((s.date + s.start_time) at time zone '${site.timeZone}') > now()
        order by s.date, s.start_time, s.id`,
      [location],
    );
    // Locked in date order, the one order every caller takes, and kept locked until the group commits.
    for (const candidate of candidates.filter((row) => courseTrainsUnit(row.course_name, unitCode))) {
      const locked = await lockedSession(db, candidate.id);
      if (!locked) continue;
      const free = await placesFor(db, locked.id, input.employerId);
      if (free.left >= wanted) {
        slot = locked;
        places = free;
        break;
      }
    }
    if (!slot || !places) {
      const ticket =
        ticketColumns([unitCode]).find((column) => column.unitCode === unitCode)?.label ?? unitCode;
      return refused(groupBookingMessages.noMatchingSession(ticket, location, wanted));
    }
  }

  const already = await db.query<{ full_name: string }>(
    `select w.full_name from public.employer_workers w
      where w.id = any($1::uuid[])
        and exists (select 1 from public.booking_requests b
                     where b.slot_id = $2 and b.status in ('confirmed', 'held', 'offered')
                       and (b.employer_worker_id = w.id or lower(b.email) = lower(w.email)))
      order by w.full_name`,
    [workerIds, slot.id],
  );
  if (already.length > 0)
    return refused(groupBookingMessages.alreadyBooked(already.map((row) => row.full_name)));

  const quote = groupQuote(sessionPriceCents(slot.course_name, slot.price, 'full-training', prices), wanted);
  // The employer's own hold gives its places to this group first.
  if (places.hold) {
    const used = Math.min(places.hold.places, wanted);
    await db.query(
      `update public.employer_place_holds
          set places = case when places > $2 then places - $2 else places end,
              released_at = case when places > $2 then null else now() end
        where id = $1`,
      [places.hold.id, used],
    );
  }
  const [group] = await db.query<{ id: string }>(
    `insert into public.employer_group_bookings
       (employer_id, slot_id, purchase_order, accounts_email, places, discount_percent, total_cents, booked_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      input.employerId,
      slot.id,
      input.purchaseOrder,
      input.accountsEmail,
      wanted,
      quote.discountPercent,
      quote.totalCents,
      session.user.id,
    ],
  );
  const state = locations.find((place) => place.name === slot.location)?.state ?? 'NSW';
  const mailIds: string[] = [];
  const items: { description: string; amountCents: number }[] = [];
  let firstBookingId = '';
  for (const worker of workers) {
    const { firstName, lastName } = splitFullName(worker.full_name);
    const [booking] = await db.query<{ id: string }>(
      `insert into public.booking_requests
         (reference, first_name, last_name, email, phone, usi, usi_exempt, course, training_level, delivery_method,
          state, requested_slot_id, status, channel, learner_id, payment_method, payment_status, price_cents,
          discount_cents, amount_cents, employer_company, employer_abn, employer_po, employer_accounts_email,
          employer_id, employer_worker_id, employer_group_id)
       values ($1, $2, $3, $4, $5, $6, false, $7, 'full-training', 'face-to-face', $8, $9, 'pending', 'employer', $10,
               'invoice', 'unpaid', $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       returning id`,
      [
        newBookingReference(),
        firstName,
        lastName,
        worker.email,
        worker.phone ?? employer.contact_phone,
        worker.usi,
        slot.course_name,
        state,
        slot.id,
        // The booking is the worker's own once they shared with this employer (their account then lists it).
        worker.shared ? worker.user_id : null,
        quote.placeCents,
        quote.discountPerPlaceCents,
        quote.netPlaceCents,
        employer.company,
        employer.abn,
        input.purchaseOrder,
        input.accountsEmail,
        input.employerId,
        worker.id,
        group.id,
      ],
    );
    firstBookingId ||= booking.id;
    const placed = await confirmPaidPlace(db, booking.id, slot.id, quote.netPlaceCents, { prices });
    // Places were counted under the session's lock above; a refusal here is a fault, and rolls the group back.
    if (!placed.ok) throw new Error(`group booking: place refused after the count (${placed.reason})`);
    mailIds.push(...placed.mailIds);
    const discount =
      quote.discountPercent > 0
        ? ` (price ${formatCents(quote.placeCents)} less group discount ${quote.discountPercent}%)`
        : '';
    items.push({
      description: `${slot.course_name}, ${slot.location}, ${formatDateLong(slot.date)}: ${worker.full_name}${discount}`,
      amountCents: quote.netPlaceCents,
    });
  }
  await db.query(
    `update public.booking_requests set payment_status = 'invoiced' where employer_group_id = $1`,
    [group.id],
  );
  const invoice = await storeInvoice(db, {
    bookingId: firstBookingId,
    buyerCompany: employer.company,
    buyerAbn: employer.abn,
    purchaseOrder: input.purchaseOrder,
    accountsEmail: input.accountsEmail,
    items,
    termsDays: env().INVOICE_PAYMENT_DAYS,
    employerId: input.employerId,
    employerGroupId: group.id,
  });
  mailIds.push(invoice.mailId);
  const onSite = onSiteOffered(wanted);
  return done(
    {
      booked: { groupId: group.id, slotId: slot.id, invoiceNumber: invoice.number, quote, onSite },
      mailIds,
    },
    `Booked ${wanted} worker${wanted === 1 ? '' : 's'} into ${slot.course_name} at ${slot.location} on ${formatDateLong(slot.date)}: ${groupQuoteWords(quote)}. Tax invoice ${invoice.number} has been sent to ${invoice.accountsEmail}; each worker has their confirmation and calendar invite.`,
  );
}

export type HoldInput = { employerId: string; slotId: string; places: number };

/**
 * Priority booking: holds places in a session for EMPLOYER_HOLD_HOURS. A second hold adds its places to the first
 * and keeps the first one's time, so a hold cannot be kept alive by adding a place now and then.
 */
export async function holdPlaces(
  session: Session,
  input: HoldInput,
): Promise<StepResult<{ expiresAt: string }>> {
  if (!Number.isInteger(input.places) || input.places < 1 || input.places > MAX_HOLD)
    return refused(groupBookingMessages.holdSize);
  return withService('employer: hold places', async (db) => {
    const manager = await managerOfApproved(db, session, input.employerId);
    if (!manager.ok) return manager;
    const slot = await lockedSession(db, input.slotId);
    if (!slot) return refused(groupBookingMessages.sessionGone);
    if (Number(slot.starts_in_hours) <= 0) return refused(groupBookingMessages.sessionStarted);
    const places = await placesFor(db, slot.id, input.employerId);
    const free = places.left - (places.hold?.places ?? 0);
    if (input.places > free) return refused(groupBookingMessages.holdTooBig(free));
    const [hold] = places.hold
      ? await db.query<{ expires_at: Date; places: number }>(
          `update public.employer_place_holds
              set places = places + $2, held_by = $3
            where id = $1 returning expires_at, places`,
          [places.hold.id, input.places, session.user.id],
        )
      : await db.query<{ expires_at: Date; places: number }>(
          `insert into public.employer_place_holds (employer_id, slot_id, places, expires_at, held_by)
           values ($1, $2, $3, now() + make_interval(hours => $4), $5) returning expires_at, places`,
          [input.employerId, slot.id, input.places, EMPLOYER_HOLD_HOURS, session.user.id],
        );
    const until = new Intl.DateTimeFormat('en-AU', {
      timeZone: site.timeZone,
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(new Date(hold.expires_at));
    return done(
      { expiresAt: new Date(hold.expires_at).toISOString() },
      `${hold.places} place${Number(hold.places) === 1 ? '' : 's'} held for you in ${slot.course_name} at ${slot.location} on ${formatDateLong(slot.date)} until ${until}. Book your workers into the session before then.`,
    );
  });
}

/** Gives a hold's places back before its time. */
export async function releaseHold(
  session: Session,
  input: { employerId: string; holdId: string },
): Promise<StepResult> {
  if (!isUuid(input.holdId)) return refused(groupBookingMessages.holdGone);
  return withService('employer: release a hold', async (db) => {
    const manager = await managerOfApproved(db, session, input.employerId);
    if (!manager.ok) return manager;
    const released = await db.query<{ id: string }>(
      `update public.employer_place_holds set released_at = now()
        where id = $1 and employer_id = $2 and released_at is null returning id`,
      [input.holdId, input.employerId],
    );
    if (released.length === 0) return refused(groupBookingMessages.holdGone);
    return done(null, 'The held places are released.');
  });
}

export type OnSiteRequest = {
  employerId: string;
  unitCode: string;
  workers: number;
  site: string;
  preferredDates: string;
  notes: string;
};

/** On-site delivery for a group of ON_SITE_MIN_PEOPLE or more: a request mailed to the account manager. */
export async function requestOnSite(session: Session, input: OnSiteRequest): Promise<StepResult> {
  if (!onSiteOffered(input.workers)) return refused(groupBookingMessages.onSiteTooFew);
  const result = await withService('employer: on-site request', async (db) => {
    const manager = await managerOfApproved(db, session, input.employerId);
    if (!manager.ok) return manager;
    const [employer] = await db.query<{
      company: string;
      account_manager_name: string;
      account_manager_email: string;
      machinery_units: string[];
    }>(
      'select company, account_manager_name, account_manager_email, machinery_units from public.employers where id = $1',
      [input.employerId],
    );
    const ticket =
      ticketColumns(employer.machinery_units).find((column) => column.unitCode === input.unitCode)?.label ??
      input.unitCode;
    const mailId = await queueMail(
      db,
      {
        to: employer.account_manager_email,
        ...onSiteRequestMail({
          ...input,
          company: employer.company,
          ticket,
          requestedBy: session.user.email,
        }),
      },
      `employer:${input.employerId}`,
    );
    return done(
      mailId,
      `Your request is with ${employer.account_manager_name}, your account manager, who will reply to ${session.user.email}.`,
    );
  });
  if (!result.ok) return result;
  await deliverQueued([result.value]);
  return done(null, result.message);
}
