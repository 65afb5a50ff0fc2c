import 'server-only';

import { unstable_cache } from 'next/cache';

import { findLocation, locations, type LocationSlug } from '@/content/locations';
import type { Session } from '@/lib/auth/types';
import {
  classifyDatabaseError,
  databaseErrorSummary,
  sqlState,
  tableExists,
  withUser,
  type Db,
} from '@/lib/db';
import { slotStatuses, type AvailabilitySlot, type SlotScope, type SlotStatus } from '@/lib/rules/slot-types';
import type { SlotData } from '@/lib/validation/slot';

/**
 * Reads and writes of public.availability_slots. Every query runs as the caller under RLS: anyone reads, only staff
 * (admin, collaborator) write; the server actions check the role first and RLS refuses everyone else anyway.
 */

export type { AvailabilitySlot, SlotScope } from '@/lib/rules/slot-types';

/** Cache tag of every slot read (calendar pages, the upcoming-slot list behind /courses); every slot write drops it. */
export const UPCOMING_SLOTS_TAG = 'slots';

/** A row of public.availability_slots as COLUMNS reads it (dates and times as text). */
export type SlotRow = {
  id: string;
  date: string;
  course_name: string;
  start_time: string;
  end_time: string;
  max_students: number;
  current_bookings: number;
  location: string;
  price: number | string;
  status: string;
  created_at: Date | string;
  updated_at: Date | string;
};

const COLUMNS = `id, date, course_name, to_char(start_time, 'HH24:MI') as start_time, to_char(end_time, 'HH24:MI') as end_time,
  max_students, current_bookings, location, price, status, created_at, updated_at`;

function slugForName(name: string): LocationSlug | undefined {
  return locations.find((location) => location.name === name)?.slug;
}

function isoTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function toSlot(row: SlotRow): AvailabilitySlot | null {
  const locationSlug = slugForName(row.location);
  // The table's CHECK constraint allows only the five names; a row outside them is skipped, not shown wrongly.
  if (!locationSlug) return null;
  return {
    id: row.id,
    date: row.date,
    courseName: row.course_name,
    startTime: row.start_time,
    endTime: row.end_time,
    maxStudents: row.max_students,
    currentBookings: row.current_bookings,
    location: row.location,
    locationSlug,
    price: Number(row.price),
    status: (slotStatuses as readonly string[]).includes(row.status)
      ? (row.status as SlotStatus)
      : 'available',
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

function toSlots(rows: SlotRow[]): AvailabilitySlot[] {
  return rows.map(toSlot).filter((slot): slot is AvailabilitySlot => slot !== null);
}

function locationName(scope: LocationSlug): string {
  const location = findLocation(scope);
  if (!location) throw new Error(`Unknown location ${scope}`);
  return location.name;
}

/** Whether the slots table exists (the calendar shows its setup card when it does not). */
export function slotsTableExists(): Promise<boolean> {
  return tableExists('availability_slots');
}

export type ListSlotsOptions = {
  /** Only slots on or after this date (yyyy-MM-dd). */
  from?: string;
  /** Reader; anyone may read slots, so the default is an anonymous visitor. */
  session?: Session | null;
};

/** Slots of one location or of all, ordered by date, then start time, then course. */
export async function listSlots(
  scope: SlotScope,
  options: ListSlotsOptions = {},
): Promise<AvailabilitySlot[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (scope !== 'all') {
    params.push(locationName(scope));
    conditions.push(`location = $${params.length}`);
  }
  if (options.from) {
    params.push(options.from);
    conditions.push(`date >= $${params.length}::date`);
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const rows = await withUser(options.session ?? null, (db) =>
    db.query<SlotRow>(
      `select ${COLUMNS} from public.availability_slots ${where} order by date asc, start_time asc, course_name asc`,
      params,
    ),
  );
  return toSlots(rows);
}

/** What a calendar page shows: the slots, the setup card (table missing) or "unavailable right now". */
export type CalendarLoad =
  { state: 'ready'; slots: AvailabilitySlot[] } | { state: 'missing' } | { state: 'unavailable' };

/**
 * Only a table that is really missing gets the setup card; a database that is down, locked or timing out gets
 * "unavailable right now" with the phone numbers (a setup button would be no use, and anyone may press it).
 */
function calendarProblem(error: unknown): CalendarLoad {
  const problem = classifyDatabaseError(error);
  if (problem === 'missing-table') return { state: 'missing' };
  console.error('Error loading the availability calendar', { problem, ...databaseErrorSummary(error) });
  return { state: 'unavailable' };
}

/**
 * A calendar's slots from the data cache: a minute at most (today moves on), dropped at once by any slot change
 * through UPCOMING_SLOTS_TAG, which the calendar pages then carry too (on every instance, with the shared cache).
 */
const cachedCalendarSlots = unstable_cache(
  async (scope: SlotScope, from: string) => listSlots(scope, { from }),
  ['calendar-slots'],
  { revalidate: 60, tags: [UPCOMING_SLOTS_TAG] },
);

/** The slots of a calendar page from `from` on, as the public sees them. The table check first: while the database is down nothing else is tried. */
export async function loadCalendar(scope: SlotScope, from: string): Promise<CalendarLoad> {
  try {
    if (!(await slotsTableExists())) return { state: 'missing' };
    return { state: 'ready', slots: await cachedCalendarSlots(scope, from) };
  } catch (error) {
    return calendarProblem(error);
  }
}

export async function getSlot(id: string, session: Session | null = null): Promise<AvailabilitySlot | null> {
  const rows = await withUser(session, (db) =>
    db.query<SlotRow>(`select ${COLUMNS} from public.availability_slots where id = $1`, [id]),
  );
  return rows[0] ? toSlot(rows[0]) : null;
}

export type SlotWriteResult =
  | { ok: true; slot: AvailabilitySlot }
  | { ok: false; reason: 'denied' | 'not-found' | 'invalid'; code?: string };

export type SlotDeleteResult =
  | { ok: true }
  | { ok: false; reason: 'denied' | 'not-found'; code?: string }
  | { ok: false; reason: 'has-learners'; message: string };

/** The database's refusal to delete a session that learners have places in (its message names how many). */
function learnersRefusal(error: unknown): { ok: false; reason: 'has-learners'; message: string } | null {
  const { hint, message } = (error ?? {}) as { hint?: string; message?: string };
  if (sqlState(error) !== 'P0001' || hint !== 'session-has-learners' || !message) return null;
  return { ok: false, reason: 'has-learners', message };
}

function values(data: SlotData): unknown[] {
  return [
    data.date,
    data.course_name,
    data.start_time,
    data.end_time,
    data.max_students,
    data.current_bookings,
    locationName(data.location),
    data.price,
    data.status,
  ];
}

/** Errors that mean "not allowed" (no privilege, RLS) versus "the data broke a constraint". */
function failure(error: unknown): { ok: false; reason: 'denied' | 'invalid'; code?: string } {
  const code = sqlState(error);
  if (code === '42501') return { ok: false, reason: 'denied', code };
  if (code?.startsWith('22') || code?.startsWith('23')) return { ok: false, reason: 'invalid', code };
  throw error;
}

async function isStaffInDatabase(db: Db): Promise<boolean> {
  const rows = await db.query<{ staff: boolean }>('select public.is_staff() as staff');
  return Boolean(rows[0]?.staff);
}

/** Adds a slot as `session` (RLS: staff only). `data` has been validated by the slot schema. */
export async function createSlot(session: Session | null, data: SlotData): Promise<SlotWriteResult> {
  try {
    const rows = await withUser(session, (db) =>
      db.query<SlotRow>(
        `insert into public.availability_slots
           (date, course_name, start_time, end_time, max_students, current_bookings, location, price, status)
         values ($1::date, $2, $3::time, $4::time, $5, $6, $7, $8, $9)
         returning ${COLUMNS}`,
        values(data),
      ),
    );
    const slot = rows[0] ? toSlot(rows[0]) : null;
    return slot ? { ok: true, slot } : { ok: false, reason: 'denied' };
  } catch (error) {
    return failure(error);
  }
}

/** Changes every field of a slot as `session`. RLS hides the row from non-staff, so they get 'denied'. */
export async function updateSlot(
  session: Session | null,
  id: string,
  data: SlotData,
): Promise<SlotWriteResult> {
  try {
    return await withUser(session, async (db) => {
      const rows = await db.query<SlotRow>(
        `update public.availability_slots
         set date = $2::date, course_name = $3, start_time = $4::time, end_time = $5::time, max_students = $6,
             current_bookings = $7, location = $8, price = $9, status = $10
         where id = $1
         returning ${COLUMNS}`,
        [id, ...values(data)],
      );
      const slot = rows[0] ? toSlot(rows[0]) : null;
      if (slot) return { ok: true, slot } as const;
      return { ok: false, reason: (await isStaffInDatabase(db)) ? 'not-found' : 'denied' } as const;
    });
  } catch (error) {
    return failure(error);
  }
}

export async function deleteSlot(session: Session | null, id: string): Promise<SlotDeleteResult> {
  try {
    return await withUser(session, async (db) => {
      const rows = await db.query<{ id: string }>(
        'delete from public.availability_slots where id = $1 returning id',
        [id],
      );
      if (rows.length > 0) return { ok: true } as const;
      return { ok: false, reason: (await isStaffInDatabase(db)) ? 'not-found' : 'denied' } as const;
    });
  } catch (error) {
    const learners = learnersRefusal(error);
    if (learners) return learners;
    const result = failure(error);
    return {
      ok: false,
      reason: result.reason === 'invalid' ? 'not-found' : result.reason,
      code: result.code,
    };
  }
}
