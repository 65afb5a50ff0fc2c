import 'server-only';

import type { Session } from '@/lib/auth/types';
import { site } from '@/content/site';
import { withService, withUser, type Db } from '@/lib/db';
import { holdsStaffRole } from '@/lib/server/staff-role';
import { siteUrl } from '@/lib/env';
import { blocksAsPlainText, brandedHtml, type MailBlock } from '@/lib/rules/mail-layout';
import {
  answersOf,
  enrolmentStateOf,
  type EnrolmentAnswers,
  type EnrolmentRecord,
  type EnrolmentState,
} from '@/lib/rules/enrolment-record';
import { deliverQueued, queueMail } from '@/lib/server/outbox';
import { STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';
import { isUuid } from '@/lib/rules/uuid';

/**
 * The enrolment record an RTO keeps per booking and learner (AVETMISS answers, USI, privacy notice and
 * declaration). Not to be confused with lib/server/enrolments.ts, which is staff confirming bookings into sessions.
 * The learner reads and writes their own record under RLS; staff read any and verify the USI on the service path
 * after re-reading their role; the NAT export (and other server code that has checked its caller) reads through the
 * service readers at the bottom.
 */

const COLUMN_NAMES = [
  'id',
  'booking_request_id',
  'learner_id',
  'family_name',
  'given_names',
  'date_of_birth',
  'gender',
  'address_building',
  'address_flat',
  'address_street_number',
  'address_street_name',
  'address_suburb',
  'address_state',
  'address_postcode',
  'mobile_phone',
  'home_phone',
  'email',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone',
  'usi',
  'usi_exemption',
  'usi_verified_at',
  'usi_verified_by',
  'indigenous_status',
  'country_of_birth',
  'language_at_home',
  'english_proficiency',
  'disability',
  'disability_types',
  'highest_school_level',
  'highest_school_year',
  'at_school',
  'prior_education',
  'prior_education_achievements',
  'labour_force_status',
  'study_reason',
  'citizenship',
  'survey_contact_status',
  'privacy_notice_agreed_at',
  'declaration_agreed_at',
  'completed_at',
  'created_at',
  'updated_at',
];

/** The record's columns for a SELECT, each prefixed with `alias` (dates as text, so no time zone moves them). */
function columns(alias = ''): string {
  const prefix = alias ? `${alias}.` : '';
  return COLUMN_NAMES.map((name) =>
    name === 'date_of_birth'
      ? `to_char(${prefix}date_of_birth, 'YYYY-MM-DD') as date_of_birth`
      : `${prefix}${name}`,
  ).join(', ');
}

const COLUMNS = columns();

type Row = {
  id: string;
  booking_request_id: string;
  learner_id: string;
  family_name: string | null;
  given_names: string | null;
  date_of_birth: string | null;
  gender: string | null;
  address_building: string | null;
  address_flat: string | null;
  address_street_number: string | null;
  address_street_name: string | null;
  address_suburb: string | null;
  address_state: string | null;
  address_postcode: string | null;
  mobile_phone: string | null;
  home_phone: string | null;
  email: string | null;
  emergency_contact_name: string | null;
  emergency_contact_relationship: string | null;
  emergency_contact_phone: string | null;
  usi: string | null;
  usi_exemption: string | null;
  usi_verified_at: Date | string | null;
  usi_verified_by: string | null;
  indigenous_status: string | null;
  country_of_birth: string | null;
  language_at_home: string | null;
  english_proficiency: string | null;
  disability: string | null;
  disability_types: string[] | null;
  highest_school_level: string | null;
  highest_school_year: number | null;
  at_school: string | null;
  prior_education: string | null;
  prior_education_achievements: unknown;
  labour_force_status: string | null;
  study_reason: string | null;
  citizenship: string | null;
  survey_contact_status: string | null;
  privacy_notice_agreed_at: Date | string | null;
  declaration_agreed_at: Date | string | null;
  completed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function toRecord(row: Row): EnrolmentRecord {
  const achievements =
    typeof row.prior_education_achievements === 'string'
      ? JSON.parse(row.prior_education_achievements)
      : row.prior_education_achievements;
  return {
    id: row.id,
    bookingRequestId: row.booking_request_id,
    learnerId: row.learner_id,
    familyName: row.family_name,
    givenNames: row.given_names,
    dateOfBirth: row.date_of_birth,
    gender: row.gender,
    addressBuilding: row.address_building,
    addressFlat: row.address_flat,
    addressStreetNumber: row.address_street_number,
    addressStreetName: row.address_street_name,
    addressSuburb: row.address_suburb,
    addressState: row.address_state,
    addressPostcode: row.address_postcode,
    mobilePhone: row.mobile_phone,
    homePhone: row.home_phone,
    email: row.email,
    emergencyContactName: row.emergency_contact_name,
    emergencyContactRelationship: row.emergency_contact_relationship,
    emergencyContactPhone: row.emergency_contact_phone,
    usi: row.usi,
    usiExemption: row.usi_exemption,
    usiVerifiedAt: iso(row.usi_verified_at),
    usiVerifiedBy: row.usi_verified_by,
    indigenousStatus: row.indigenous_status,
    countryOfBirth: row.country_of_birth,
    languageAtHome: row.language_at_home,
    englishProficiency: row.english_proficiency,
    disability: row.disability,
    disabilityTypes: row.disability_types ?? [],
    highestSchoolLevel: row.highest_school_level,
    highestSchoolYear: row.highest_school_year === null ? null : Number(row.highest_school_year),
    atSchool: row.at_school,
    priorEducation: row.prior_education,
    priorEducationAchievements: Array.isArray(achievements) ? achievements : [],
    labourForceStatus: row.labour_force_status,
    studyReason: row.study_reason,
    citizenship: row.citizenship,
    surveyContactStatus: row.survey_contact_status,
    privacyNoticeAgreedAt: iso(row.privacy_notice_agreed_at),
    declarationAgreedAt: iso(row.declaration_agreed_at),
    completedAt: iso(row.completed_at),
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
  };
}

/** The booking a learner enrols for, as the learner's pages show it. */
export type LearnerBooking = {
  id: string;
  reference: string;
  course: string;
  state: 'NSW' | 'QLD';
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  usi: string | null;
  slotId: string | null;
  sessionDate: string | null;
  sessionLocation: string | null;
};

type BookingRow = {
  id: string;
  reference: string;
  course: string;
  state: 'NSW' | 'QLD';
  status: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  usi: string | null;
  slot_id: string | null;
  session_date: string | null;
  session_location: string | null;
  session_course: string | null;
};

const BOOKING_SQL = `select b.id, b.reference, coalesce(s.course_name, b.course) as course, b.state, b.status, b.first_name,
       b.last_name, b.email, b.phone, b.usi, coalesce(b.slot_id, b.requested_slot_id) as slot_id,
       to_char(s.date, 'YYYY-MM-DD') as session_date, s.location as session_location, s.course_name as session_course
  from public.booking_requests b
  left join public.availability_slots s on s.id = coalesce(b.slot_id, b.requested_slot_id)`;

function toBooking(row: BookingRow): LearnerBooking {
  return {
    id: row.id,
    reference: row.reference,
    course: row.course,
    state: row.state,
    status: row.status,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    usi: row.usi,
    slotId: row.slot_id,
    sessionDate: row.session_date,
    sessionLocation: row.session_location,
  };
}

/**
 * The booking when `learnerId` is its learner, else null (someone else's id reads as not found). Learners cannot
 * read booking_requests under RLS, so this reads on the service path with the owner in the WHERE clause.
 */
export async function learnerBooking(
  learnerId: string,
  bookingId: string,
  db?: Db,
): Promise<LearnerBooking | null> {
  if (!isUuid(bookingId)) return null;
  const read = async (handle: Db) => {
    const [row] = await handle.query<BookingRow>(`${BOOKING_SQL} where b.id = $1 and b.learner_id = $2`, [
      bookingId,
      learnerId,
    ]);
    return row ? toBooking(row) : null;
  };
  return db ? read(db) : withService('enrolment: the learner’s own booking', read);
}

/** Any booking, for staff pages (the caller has checked the role). */
export async function bookingForStaff(
  bookingId: string,
): Promise<(LearnerBooking & { learnerId: string | null }) | null> {
  if (!isUuid(bookingId)) return null;
  return withService('enrolment: staff read a booking', async (db) => {
    const [row] = await db.query<BookingRow & { learner_id: string | null }>(
      `${BOOKING_SQL.replace('b.id, b.reference', 'b.id, b.learner_id, b.reference')} where b.id = $1`,
      [bookingId],
    );
    return row ? { ...toBooking(row), learnerId: row.learner_id } : null;
  });
}

/** Makes `learnerId` the learner of a booking that has none yet (a signed-in visitor's own request). */
export async function linkBookingToLearner(bookingId: string, learnerId: string): Promise<void> {
  await withService('enrolment: a signed-in visitor’s own request', (db) =>
    db.query('update public.booking_requests set learner_id = $2 where id = $1 and learner_id is null', [
      bookingId,
      learnerId,
    ]),
  );
}

export type LearnerEnrolment = {
  booking: LearnerBooking;
  record: EnrolmentRecord | null;
  /** A returning learner's latest answers from another enrolment, to confirm (only when `record` is null). */
  previous: EnrolmentAnswers | null;
};

/** The signed-in learner's enrolment for one of their bookings; null for a booking that is not theirs. */
export async function loadLearnerEnrolment(
  session: Session,
  bookingId: string,
): Promise<LearnerEnrolment | null> {
  const booking = await learnerBooking(session.user.id, bookingId);
  if (!booking) return null;
  return withUser(session, async (db) => {
    const [row] = await db.query<Row>(
      `select ${COLUMNS} from public.enrolment_records where booking_request_id = $1 and learner_id = $2`,
      [bookingId, session.user.id],
    );
    if (row) return { booking, record: toRecord(row), previous: null };
    const [last] = await db.query<Row>(
      `select ${COLUMNS} from public.enrolment_records
        where learner_id = $1 and booking_request_id <> $2
        order by completed_at desc nulls last, updated_at desc limit 1`,
      [session.user.id, bookingId],
    );
    return { booking, record: null, previous: last ? answersOf(toRecord(last)) : null };
  });
}

const ANSWER_COLUMNS: Record<keyof EnrolmentAnswers, string> = {
  familyName: 'family_name',
  givenNames: 'given_names',
  dateOfBirth: 'date_of_birth',
  gender: 'gender',
  addressBuilding: 'address_building',
  addressFlat: 'address_flat',
  addressStreetNumber: 'address_street_number',
  addressStreetName: 'address_street_name',
  addressSuburb: 'address_suburb',
  addressState: 'address_state',
  addressPostcode: 'address_postcode',
  mobilePhone: 'mobile_phone',
  homePhone: 'home_phone',
  email: 'email',
  emergencyContactName: 'emergency_contact_name',
  emergencyContactRelationship: 'emergency_contact_relationship',
  emergencyContactPhone: 'emergency_contact_phone',
  usi: 'usi',
  usiExemption: 'usi_exemption',
  indigenousStatus: 'indigenous_status',
  countryOfBirth: 'country_of_birth',
  languageAtHome: 'language_at_home',
  englishProficiency: 'english_proficiency',
  disability: 'disability',
  disabilityTypes: 'disability_types',
  highestSchoolLevel: 'highest_school_level',
  highestSchoolYear: 'highest_school_year',
  atSchool: 'at_school',
  priorEducation: 'prior_education',
  priorEducationAchievements: 'prior_education_achievements',
  labourForceStatus: 'labour_force_status',
  studyReason: 'study_reason',
  citizenship: 'citizenship',
  surveyContactStatus: 'survey_contact_status',
};

export type SaveOutcome =
  { ok: true; record: EnrolmentRecord; created: boolean } | { ok: false; reason: 'not-found' | 'completed' };

/**
 * Saves the learner's answers as they are (a draft, or the submission with `complete`): one upsert under RLS, so
 * the database refuses a booking that is not theirs whatever this code checked. Agreements keep their first time.
 * A submitted record stays open to corrections until staff verify the USI; after that it is read only.
 */
export async function saveEnrolmentAnswers(
  session: Session,
  bookingId: string,
  answers: EnrolmentAnswers,
  agreement: { privacy: boolean; declaration: boolean; complete: boolean },
): Promise<SaveOutcome> {
  if (!(await learnerBooking(session.user.id, bookingId))) return { ok: false, reason: 'not-found' };
  const keys = Object.keys(ANSWER_COLUMNS) as (keyof EnrolmentAnswers)[];
  const answerColumns = keys.map((key) => ANSWER_COLUMNS[key]);
  const values = keys.map((key) =>
    key === 'priorEducationAchievements' ? JSON.stringify(answers[key]) : answers[key],
  );
  const offset = 3;
  const placeholders = keys.map((key, index) => {
    const cast =
      key === 'disabilityTypes'
        ? '::text[]'
        : key === 'priorEducationAchievements'
          ? '::jsonb'
          : key === 'dateOfBirth'
            ? '::date'
            : key === 'highestSchoolYear'
              ? '::smallint'
              : '';
    return `$${index + offset}${cast}`;
  });
  const p = keys.length + offset;
  return withUser(session, async (db): Promise<SaveOutcome> => {
    const [existing] = await db.query<{ usi_verified_at: unknown }>(
      `select usi_verified_at from public.enrolment_records where booking_request_id = $1 and learner_id = $2`,
      [bookingId, session.user.id],
    );
    if (existing?.usi_verified_at) return { ok: false, reason: 'completed' };
    const [row] = await db.query<Row>(
      `insert into public.enrolment_records as e (booking_request_id, learner_id, ${answerColumns.join(', ')},
              privacy_notice_agreed_at, declaration_agreed_at, completed_at)
       values ($1, $2, ${placeholders.join(', ')},
              case when $${p}::boolean then now() end, case when $${p + 1}::boolean then now() end,
              case when $${p + 2}::boolean then now() end)
       on conflict (booking_request_id, learner_id) do update
          set ${answerColumns.map((column) => `${column} = excluded.${column}`).join(', ')},
              privacy_notice_agreed_at = case when $${p}::boolean
                then coalesce(e.privacy_notice_agreed_at, now()) end,
              declaration_agreed_at = case when $${p + 1}::boolean then coalesce(e.declaration_agreed_at, now()) end,
              completed_at = case when $${p + 2}::boolean then coalesce(e.completed_at, now()) end
       returning ${columns('e')}`,
      [bookingId, session.user.id, ...values, agreement.privacy, agreement.declaration, agreement.complete],
    );
    return { ok: true, record: toRecord(row), created: !existing };
  });
}

export type StaffStepOutcome =
  { ok: true } | { ok: false; reason: 'forbidden' | 'not-found' | 'conflict'; message: string };

const NOT_STAFF = STAFF_ROLE_REQUIRED;

/** Runs `step` on the service path once the caller's role, re-read in the same transaction, is staff. */
export async function asStaff<T>(
  session: Session | null,
  reason: string,
  step: (db: Db) => Promise<T>,
): Promise<T | { ok: false; reason: 'forbidden'; message: string }> {
  if (!session) return { ok: false, reason: 'forbidden', message: NOT_STAFF };
  return withService(`enrolment: staff ${reason}`, async (db) => {
    if (!(await holdsStaffRole(db, session.user.id)))
      return { ok: false, reason: 'forbidden', message: NOT_STAFF } as const;
    return step(db);
  });
}

/** Staff record that they checked the learner's USI with the USI Registry. */
export async function verifyUsi(session: Session | null, bookingId: string): Promise<StaffStepOutcome> {
  if (!isUuid(bookingId)) return { ok: false, reason: 'not-found', message: 'That enrolment was not found.' };
  return asStaff(session, 'verify a USI', async (db) => {
    const rows = await db.query<{ id: string }>(
      `update public.enrolment_records e
          set usi_verified_at = now(), usi_verified_by = $2
         from public.booking_requests b
        where e.booking_request_id = $1 and b.id = e.booking_request_id and e.learner_id = b.learner_id
          and e.usi is not null and e.completed_at is not null
        returning e.id`,
      [bookingId, session!.user.id],
    );
    if (rows.length === 0) {
      return {
        ok: false,
        reason: 'conflict',
        message: 'There is no submitted USI to verify on this enrolment.',
      } as const;
    }
    return { ok: true } as const;
  });
}

// Service readers: for server code that has already checked who may see the records (staff pages, NAT export).

/** The enrolment form's state for a booking: missing, in progress, or complete (submitted with the agreements). */
export async function enrolmentState(bookingRequestId: string): Promise<EnrolmentState> {
  const states = await enrolmentStates([bookingRequestId]);
  return states.get(bookingRequestId) ?? 'missing';
}

/** The states of several bookings at once (the roster). A booking's record is its learner's. */
export async function enrolmentStates(
  bookingRequestIds: readonly string[],
): Promise<Map<string, EnrolmentState>> {
  const ids = bookingRequestIds.filter(isUuid);
  const states = new Map<string, EnrolmentState>(ids.map((id) => [id, 'missing']));
  if (ids.length === 0) return states;
  const rows = await withService('enrolment: states', (db) =>
    db.query<{ booking_request_id: string; completed_at: unknown }>(
      `select e.booking_request_id, e.completed_at
         from public.enrolment_records e
         join public.booking_requests b on b.id = e.booking_request_id and b.learner_id = e.learner_id
        where e.booking_request_id = any($1::uuid[])`,
      [ids],
    ),
  );
  for (const row of rows) {
    states.set(row.booking_request_id, enrolmentStateOf({ completedAt: row.completed_at ? 'yes' : null }));
  }
  return states;
}

/** A booking's enrolment record (its learner's), or null. */
export async function getEnrolmentRecord(bookingRequestId: string): Promise<EnrolmentRecord | null> {
  if (!isUuid(bookingRequestId)) return null;
  const [row] = await withService('enrolment: read a record', (db) =>
    db.query<Row>(
      `select ${columns('e')}
         from public.enrolment_records e
         join public.booking_requests b on b.id = e.booking_request_id and b.learner_id = e.learner_id
        where e.booking_request_id = $1`,
      [bookingRequestId],
    ),
  );
  return row ? toRecord(row) : null;
}

/** The records of several bookings (each its learner's, submitted or not), keyed by booking, in `db`'s transaction. */
export async function enrolmentRecordsOf(
  db: Db,
  bookingRequestIds: readonly string[],
): Promise<Map<string, EnrolmentRecord>> {
  const ids = bookingRequestIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db.query<Row>(
    `select ${columns('e')}
       from public.enrolment_records e
       join public.booking_requests b on b.id = e.booking_request_id and b.learner_id = e.learner_id
      where e.booking_request_id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.booking_request_id, toRecord(row)]));
}

/** What the NAT export reads per enrolment: the record, its booking and the session it is in. */
export type ExportableEnrolment = {
  record: EnrolmentRecord;
  bookingReference: string;
  course: string;
  slotId: string | null;
  sessionDate: string | null;
  sessionLocation: string | null;
};

/** Complete records of bookings whose session falls in [from, to] (YYYY-MM-DD, inclusive), oldest first. */
export async function listCompletedEnrolments(range: {
  from: string;
  to: string;
}): Promise<ExportableEnrolment[]> {
  const rows = await withService('enrolment: NAT export', (db) =>
    db.query<
      Row & {
        reference: string;
        course: string;
        slot_id: string | null;
        session_date: string | null;
        session_location: string | null;
      }
    >(
      `select ${columns('e')},
              b.reference, coalesce(s.course_name, b.course) as course, b.slot_id,
              to_char(s.date, 'YYYY-MM-DD') as session_date, s.location as session_location
         from public.enrolment_records e
         join public.booking_requests b on b.id = e.booking_request_id and b.learner_id = e.learner_id
         left join public.availability_slots s on s.id = b.slot_id
        where e.completed_at is not null and s.date between $1::date and $2::date
        order by s.date, e.completed_at`,
      [range.from, range.to],
    ),
  );
  return rows.map((row) => ({
    record: toRecord(row),
    bookingReference: row.reference,
    course: row.course,
    slotId: row.slot_id,
    sessionDate: row.session_date,
    sessionLocation: row.session_location,
  }));
}

/** The mail a learner gets when they first save their enrolment: the link to come back to it on any device. */
export async function mailResumeLink(session: Session, booking: LearnerBooking): Promise<void> {
  const link = `${siteUrl()}/account/bookings/${booking.id}/enrolment`;
  const title = 'Your enrolment is saved';
  const blocks: MailBlock[] = [
    { kind: 'text', text: `Hello ${booking.firstName},` },
    {
      kind: 'text',
      text: `Your answers to the enrolment form for ${booking.course} are saved. You can finish it on any device: sign in and continue where you stopped.`,
    },
    { kind: 'button', href: link, label: 'Continue my enrolment' },
    { kind: 'small', text: `Booking reference ${booking.reference}. ${site.name}.` },
  ];
  const ids = await withService('enrolment: resume link', async (db) => [
    await queueMail(
      db,
      {
        to: session.user.email,
        subject: title,
        text: blocksAsPlainText(blocks),
        html: brandedHtml({ title, blocks }),
      },
      `enrolment:${booking.id}`,
    ),
  ]);
  await deliverQueued(ids);
}
