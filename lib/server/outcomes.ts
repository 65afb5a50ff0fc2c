import 'server-only';

import { site } from '@/content/site';
import type { Session } from '@/lib/auth/types';
import { withService, withUser, type Db } from '@/lib/db';
import { siteUrl } from '@/lib/env';
import { calendarDate } from '@/lib/rules/certificates';
import { attendanceMail, resultMail } from '@/lib/rules/outcome-mail';
import {
  checklistItemIds,
  checklistStatus,
  courseByName,
  courseUnits,
  overallOutcome,
  practicalDecisionProblem,
  unitChecklist,
  type AttendanceStatus,
  type CourseUnit,
  type OutcomeCsvRow,
  type OverallOutcome,
  type Result,
} from '@/lib/rules/outcomes';
import type { ChecklistStatus } from '@/lib/rules/checklist';
import { assessorRecordPdf } from '@/lib/files/assessor-record-pdf';
import { assessorRecordDocument, assessorRecordFileName } from '@/lib/rules/assessor-record';
import { STARTS_IN_HOURS } from '@/lib/server/enrolments';
import { deliverQueued, queueMail } from '@/lib/server/outbox';
import { STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';

/**
 * The roll and the results of a session's learners (one booking = one learner in one session). Staff read under
 * RLS; every write runs on the service path after the caller's role is re-read from user_roles in the same
 * transaction, names the caller in app.actor_id (the audit trigger records it) and checks the version the caller
 * last saw, so a second member of staff never overwrites a change silently. The learner's mail is queued in the
 * same transaction and sent after the commit.
 */

export type OutcomeFailure = {
  ok: false;
  reason: 'forbidden' | 'not-found' | 'conflict' | 'invalid';
  message: string;
};
export type OutcomeSuccess<T> = { ok: true; value: T; message: string };
export type OutcomeResult<T> = OutcomeSuccess<T> | OutcomeFailure;

export const STAFF_ONLY = STAFF_ROLE_REQUIRED;
export const ADMIN_ONLY = 'Admin role required.';
const GONE = 'This learner is not confirmed in this session any more.';

export function staleMessage(at: string | null): string {
  const when = at
    ? ` at ${new Intl.DateTimeFormat('en-AU', { timeZone: site.timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(at))}`
    : '';
  return `Someone else changed this record${when}. Reload to see their change, then make yours again.`;
}

/**
 * Runs `fn` on the service path when the caller holds one of `roles` in user_roles (the authority, read in this
 * transaction), with app.actor_id set for the audit trail.
 */
export async function asStaff<T>(
  session: Session | null,
  reason: string,
  fn: (db: Db, actorId: string) => Promise<OutcomeResult<T>>,
  roles: readonly ('admin' | 'collaborator')[] = ['admin', 'collaborator'],
): Promise<OutcomeResult<T>> {
  const refusal: OutcomeFailure = {
    ok: false,
    reason: 'forbidden',
    message: roles.includes('collaborator') ? STAFF_ONLY : ADMIN_ONLY,
  };
  if (!session) return refusal;
  return withService(`outcomes: ${reason}`, async (db) => {
    const [row] = await db.query<{ allowed: boolean }>(
      `select exists (select 1 from public.user_roles where user_id = $1 and role::text = any($2::text[])) as allowed,
              set_config('app.actor_id', $1::text, true) is not null as actor`,
      [session.user.id, roles],
    );
    if (!row?.allowed) return refusal;
    return fn(db, session.user.id);
  });
}

/** Sends what a committed step queued; the outbox keeps anything SMTP refuses for mail:retry. */
export async function sendQueued(mailIds: readonly string[]): Promise<void> {
  if (mailIds.length > 0) await deliverQueued(mailIds);
}

// --- Reading a session's roll and results -------------------------------------------------------------------

export type LearnerUnitOutcome = {
  unitCode: string;
  unitTitle: string;
  theory: Result | null;
  theorySource: 'attempt' | 'paper' | null;
  /** The learner's first COMPETENT online attempt, when there is one and it is not recorded yet. */
  attemptAvailable: { id: string; score: number; at: string } | null;
  ticked: string[];
  checklistStatus: ChecklistStatus | null;
  practical: Result | null;
  assessorName: string;
  assessmentDate: string;
  overall: OverallOutcome;
  version: number;
  updatedAt: string | null;
};

export type RollLearner = {
  bookingId: string;
  reference: string;
  name: string;
  learnerId: string | null;
  attendance: AttendanceStatus | null;
  markedAt: string | null;
  attendanceVersion: number;
  units: LearnerUnitOutcome[];
  /** A verified USI or a recorded exemption: what a certificate needs. */
  usiReady: 'verified' | 'exempt' | null;
  certificate: { id: string; number: string; revoked: boolean } | null;
};

/** A later session of the same course with a place free: where an absent learner's place can move. */
export type MoveTarget = {
  id: string;
  date: string;
  startTime: string;
  location: string;
  placesLeft: number;
};

export type SessionOutcomes = {
  slotId: string;
  moveTargets: MoveTarget[];
  courseName: string;
  courseId: string | null;
  sessionDate: string;
  location: string;
  units: CourseUnit[];
  learners: RollLearner[];
};

type LearnerRow = {
  id: string;
  reference: string;
  first_name: string;
  last_name: string;
  learner_id: string | null;
  status: AttendanceStatus | null;
  marked_at: Date | string | null;
  attendance_version: number | null;
  usi_verified: boolean | null;
  usi_exemption: string | null;
  certificate_id: string | null;
  certificate_number: string | null;
  certificate_revoked: boolean | null;
};

type OutcomeRow = {
  booking_request_id: string;
  unit_code: string;
  theory_result: Result | null;
  theory_source: 'attempt' | 'paper' | null;
  checklist_ticked: string[];
  practical_result: Result | null;
  assessor_name: string | null;
  assessment_date: string | null;
  version: number;
  updated_at: Date | string | null;
};

type AttemptRow = {
  user_id: string;
  unit_code: string;
  id: string;
  score_percent: number;
  created_at: Date | string;
};

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** The session's confirmed learners with their attendance, results per unit, USI readiness and certificate. */
export async function loadSessionOutcomes(session: Session, slotId: string): Promise<SessionOutcomes | null> {
  return withUser(session, async (db) => {
    const [slot] = await db.query<{ id: string; course_name: string; date: string; location: string }>(
      `select id, course_name, to_char(date, 'YYYY-MM-DD') as date, location
         from public.availability_slots where id = $1`,
      [slotId],
    );
    if (!slot) return null;
    const course = courseByName(slot.course_name);
    const units = course ? courseUnits(course) : [];
    const learners = await db.query<LearnerRow>(
      `select b.id, b.reference, b.first_name, b.last_name, b.learner_id,
              a.status, a.marked_at, a.version as attendance_version,
              (e.usi_verified_at is not null) as usi_verified, e.usi_exemption,
              c.id as certificate_id, c.number as certificate_number, (c.revoked_at is not null) as certificate_revoked
         from public.booking_requests b
         left join public.session_attendance a on a.booking_request_id = b.id and a.slot_id = b.slot_id
         left join public.enrolment_records e
           on e.booking_request_id = b.id and e.learner_id = b.learner_id and e.completed_at is not null
         left join public.certificates c on c.booking_request_id = b.id
        where b.slot_id = $1 and b.status = 'confirmed'
        order by b.last_name, b.first_name, b.reference`,
      [slotId],
    );
    const targets = await db.query<{
      id: string;
      date: string;
      start_time: string;
      location: string;
      places_left: number;
    }>(
      `select id, to_char(date, 'YYYY-MM-DD') as date, to_char(start_time, 'HH24:MI') as start_time, location,
              max_students - current_bookings as places_left
         from public.availability_slots
        where course_name = $2 and id <> $1 and current_bookings < max_students and ${STARTS_IN_HOURS} > 0
        order by date, start_time limit 20`,
      [slot.id, slot.course_name],
    );
    const ids = learners.map((row) => row.id);
    const outcomes = ids.length
      ? await db.query<OutcomeRow>(
          `select booking_request_id, unit_code, theory_result, theory_source, checklist_ticked, practical_result,
                  assessor_name, to_char(assessment_date, 'YYYY-MM-DD') as assessment_date, version, updated_at
             from public.unit_outcomes where booking_request_id = any($1::uuid[])`,
          [ids],
        )
      : [];
    const learnerIds = learners.flatMap((row) => (row.learner_id ? [row.learner_id] : []));
    const attempts = learnerIds.length
      ? await db.query<AttemptRow>(
          `select distinct on (user_id, unit_code) user_id, unit_code, id, score_percent, created_at
             from public.assessment_attempts
            where user_id = any($1::uuid[]) and competent and unit_code = any($2::text[])
            order by user_id, unit_code, created_at`,
          [learnerIds, units.map((unit) => unit.code)],
        )
      : [];
    return {
      slotId: slot.id,
      moveTargets: targets.map((row) => ({
        id: row.id,
        date: row.date,
        startTime: row.start_time,
        location: row.location,
        placesLeft: Number(row.places_left),
      })),
      courseName: slot.course_name,
      courseId: course?.id ?? null,
      sessionDate: slot.date,
      location: slot.location,
      units,
      learners: learners.map((row) => ({
        bookingId: row.id,
        reference: row.reference,
        name: `${row.first_name} ${row.last_name}`,
        learnerId: row.learner_id,
        attendance: row.status,
        markedAt: iso(row.marked_at),
        attendanceVersion: row.attendance_version ?? 0,
        usiReady: row.usi_verified ? 'verified' : row.usi_exemption ? 'exempt' : null,
        certificate: row.certificate_id
          ? {
              id: row.certificate_id,
              number: row.certificate_number!,
              revoked: row.certificate_revoked === true,
            }
          : null,
        units: units.map((unit) => {
          const saved = outcomes.find((o) => o.booking_request_id === row.id && o.unit_code === unit.code);
          const attempt = attempts.find((a) => a.user_id === row.learner_id && a.unit_code === unit.code);
          const theory = saved?.theory_result ?? null;
          const practical = saved?.practical_result ?? null;
          const ticked = saved?.checklist_ticked ?? [];
          return {
            unitCode: unit.code,
            unitTitle: unit.title,
            theory,
            theorySource: saved?.theory_source ?? null,
            attemptAvailable:
              attempt && theory !== 'competent'
                ? { id: attempt.id, score: Number(attempt.score_percent), at: iso(attempt.created_at)! }
                : null,
            ticked,
            checklistStatus: checklistStatus(unit.code, ticked),
            practical,
            assessorName: saved?.assessor_name ?? '',
            assessmentDate: saved?.assessment_date ?? '',
            overall: overallOutcome({ theory, practical }),
            version: saved?.version ?? 0,
            updatedAt: iso(saved?.updated_at ?? null),
          };
        }),
      })),
    };
  });
}

/**
 * The assessor's record of one learner in one unit, as saved on the roll (checklist ticks, theory, the decision
 * block), as a PDF; staff only (the role re-read from user_roles), null for anyone else or an unknown learner/unit.
 */
export async function assessorRecordPdfFor(
  session: Session,
  slotId: string,
  bookingId: string,
  unitCode: string,
): Promise<{ filename: string; bytes: Uint8Array } | null> {
  const staff = await asStaff(session, "read an assessor's record", async () => ({
    ok: true,
    value: null,
    message: '',
  }));
  if (!staff.ok) return null;
  const outcomes = await loadSessionOutcomes(session, slotId);
  const learner = outcomes?.learners.find((candidate) => candidate.bookingId === bookingId);
  const unit = learner?.units.find((candidate) => candidate.unitCode === unitCode);
  const categories = unitChecklist(unitCode);
  if (!outcomes || !learner || !unit || !categories) return null;
  const document = assessorRecordDocument({
    learnerName: learner.name,
    reference: learner.reference,
    courseName: outcomes.courseName,
    sessionDate: outcomes.sessionDate,
    location: outcomes.location,
    unitCode: unit.unitCode,
    unitTitle: unit.unitTitle,
    theory: unit.theory,
    ticked: unit.ticked,
    checklistStatus: unit.checklistStatus,
    practical: unit.practical,
    assessorName: unit.assessorName,
    assessmentDate: unit.assessmentDate,
    categories,
  });
  return {
    filename: assessorRecordFileName(learner.reference, unit.unitCode),
    bytes: await assessorRecordPdf(document),
  };
}

// --- Writing: the roll ---------------------------------------------------------------------------------------

type BookingInSession = {
  id: string;
  slot_id: string;
  first_name: string;
  last_name: string;
  email: string;
  learner_id: string | null;
  course_name: string;
  session_date: string;
};

/** The booking, locked, when it is a confirmed place in `slotId`; null otherwise. */
async function lockPlace(db: Db, bookingId: string, slotId: string): Promise<BookingInSession | null> {
  const [row] = await db.query<BookingInSession>(
    `select b.id, b.slot_id, b.first_name, b.last_name, b.email, b.learner_id, s.course_name,
            to_char(s.date, 'YYYY-MM-DD') as session_date
       from public.booking_requests b
       join public.availability_slots s on s.id = b.slot_id
      where b.id = $1 and b.slot_id = $2 and b.status = 'confirmed'
      for update of b`,
    [bookingId, slotId],
  );
  return row ?? null;
}

function accountUrl(): string {
  return `${siteUrl()}/account`;
}

/** Present, late or absent, with the time; the learner is mailed when their mark changes. */
export async function markAttendance(
  session: Session | null,
  input: { slotId: string; bookingId: string; status: AttendanceStatus; expectedVersion: number },
): Promise<OutcomeResult<{ version: number; mailIds: string[] }>> {
  return asStaff(session, 'mark attendance', async (db, actorId) => {
    const booking = await lockPlace(db, input.bookingId, input.slotId);
    if (!booking) return { ok: false, reason: 'not-found', message: GONE };
    const [current] = await db.query<{ status: AttendanceStatus; version: number; marked_at: Date | string }>(
      'select status, version, marked_at from public.session_attendance where booking_request_id = $1',
      [booking.id],
    );
    const currentVersion = current?.version ?? 0;
    if (currentVersion !== input.expectedVersion)
      return { ok: false, reason: 'conflict', message: staleMessage(iso(current?.marked_at ?? null)) };
    if (current && current.status === input.status)
      return { ok: true, value: { version: currentVersion, mailIds: [] }, message: 'Attendance unchanged' };
    const [saved] = await db.query<{ version: number }>(
      `insert into public.session_attendance (booking_request_id, slot_id, status, marked_at, marked_by)
       values ($1, $2, $3, now(), $4)
       on conflict (booking_request_id) do update
         set status = excluded.status, marked_at = now(), marked_by = excluded.marked_by,
             version = public.session_attendance.version + 1
       returning version`,
      [booking.id, booking.slot_id, input.status, actorId],
    );
    const message = attendanceMail({
      name: booking.first_name,
      course: booking.course_name,
      sessionDate: booking.session_date,
      status: input.status,
      accountUrl: accountUrl(),
    });
    const mailId = await queueMail(db, { to: booking.email, ...message }, `attendance:${booking.id}`);
    return {
      ok: true,
      value: { version: saved.version, mailIds: [mailId] },
      message: `${booking.first_name} ${booking.last_name}: ${input.status}`,
    };
  });
}

// --- Writing: results per unit -----------------------------------------------------------------------------

export type OutcomeChange =
  | { kind: 'theory'; result: Result | 'from-attempt' | null }
  | { kind: 'checklist'; ticked: readonly string[] }
  | { kind: 'decision'; decision: Result | null; assessorName: string; assessmentDate: string };

type SavedOutcome = {
  theory_result: Result | null;
  theory_source: 'attempt' | 'paper' | null;
  theory_attempt_id: string | null;
  checklist_ticked: string[];
  practical_result: Result | null;
  assessor_name: string | null;
  assessment_date: string | null;
  version: number;
  updated_at: Date | string;
};

/**
 * One change to a learner's result in one unit, if the caller saw the latest version. Theory from the learner's
 * first COMPETENT attempt or typed by the assessor (a paper test); the checklist's ticks; the assessor's decision.
 * A decision that breaks the rule (theory first, checklist READY, not absent) is refused with the rule's words.
 */
export async function recordOutcome(
  session: Session | null,
  input: {
    slotId: string;
    bookingId: string;
    unitCode: string;
    expectedVersion: number;
    change: OutcomeChange;
  },
): Promise<OutcomeResult<{ version: number; overall: OverallOutcome; mailIds: string[] }>> {
  return asStaff(session, `record ${input.change.kind}`, async (db, actorId) => {
    const booking = await lockPlace(db, input.bookingId, input.slotId);
    if (!booking) return { ok: false, reason: 'not-found', message: GONE };
    const course = courseByName(booking.course_name);
    const unit = course
      ? courseUnits(course).find((candidate) => candidate.code === input.unitCode)
      : undefined;
    if (!unit)
      return { ok: false, reason: 'invalid', message: 'This unit is not part of the session’s course.' };

    const [saved] = await db.query<SavedOutcome>(
      `select theory_result, theory_source, theory_attempt_id, checklist_ticked, practical_result, assessor_name,
              to_char(assessment_date, 'YYYY-MM-DD') as assessment_date, version, updated_at
         from public.unit_outcomes where booking_request_id = $1 and unit_code = $2 for update`,
      [booking.id, unit.code],
    );
    if ((saved?.version ?? 0) !== input.expectedVersion)
      return { ok: false, reason: 'conflict', message: staleMessage(iso(saved?.updated_at ?? null)) };

    const next = {
      theory_result: saved?.theory_result ?? null,
      theory_source: saved?.theory_source ?? null,
      theory_attempt_id: saved?.theory_attempt_id ?? null,
      checklist_ticked: saved?.checklist_ticked ?? [],
      practical_result: saved?.practical_result ?? null,
      assessor_name: saved?.assessor_name ?? null,
      assessment_date: saved?.assessment_date ?? null,
    };
    const change = input.change;
    if (change.kind === 'theory') {
      if (change.result === 'from-attempt') {
        const [attempt] = booking.learner_id
          ? await db.query<{ id: string }>(
              `select id from public.assessment_attempts
                where user_id = $1 and unit_code = $2 and competent order by created_at limit 1`,
              [booking.learner_id, unit.code],
            )
          : [];
        if (!attempt)
          return {
            ok: false,
            reason: 'conflict',
            message:
              'This learner has no COMPETENT theory attempt recorded online. Enter the paper test’s result.',
          };
        Object.assign(next, {
          theory_result: 'competent',
          theory_source: 'attempt',
          theory_attempt_id: attempt.id,
        });
      } else {
        Object.assign(next, {
          theory_result: change.result,
          theory_source: change.result ? 'paper' : null,
          theory_attempt_id: null,
        });
      }
      if (next.practical_result === 'competent' && next.theory_result !== 'competent')
        return {
          ok: false,
          reason: 'conflict',
          message:
            'The practical outcome is COMPETENT: change the practical decision before the theory result.',
        };
    } else if (change.kind === 'checklist') {
      const valid = checklistItemIds(unit.code);
      next.checklist_ticked = [...new Set(change.ticked)].filter((id) => valid.has(id));
      if (
        next.practical_result === 'competent' &&
        checklistStatus(unit.code, next.checklist_ticked) !== 'READY'
      )
        return {
          ok: false,
          reason: 'conflict',
          message: 'The practical outcome is COMPETENT: change the decision before unticking the checklist.',
        };
    } else {
      const [attendance] = await db.query<{ status: AttendanceStatus }>(
        'select status from public.session_attendance where booking_request_id = $1',
        [booking.id],
      );
      const problem = practicalDecisionProblem({
        unitCode: unit.code,
        decision: change.decision,
        theory: next.theory_result,
        ticked: next.checklist_ticked,
        attendance: attendance?.status ?? null,
      });
      if (problem) return { ok: false, reason: 'conflict', message: problem };
      Object.assign(next, {
        practical_result: change.decision,
        assessor_name: change.decision ? change.assessorName.trim() : change.assessorName.trim() || null,
        assessment_date: change.decision ? change.assessmentDate : change.assessmentDate || null,
      });
    }

    const [row] = await db.query<{ version: number }>(
      `insert into public.unit_outcomes (booking_request_id, unit_code, theory_result, theory_source, theory_attempt_id,
         checklist_ticked, practical_result, assessor_name, assessment_date, updated_by)
       values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9::date, $10)
       on conflict (booking_request_id, unit_code) do update
         set theory_result = excluded.theory_result, theory_source = excluded.theory_source,
             theory_attempt_id = excluded.theory_attempt_id, checklist_ticked = excluded.checklist_ticked,
             practical_result = excluded.practical_result, assessor_name = excluded.assessor_name,
             assessment_date = excluded.assessment_date, updated_by = excluded.updated_by, updated_at = now(),
             version = public.unit_outcomes.version + 1
       returning version`,
      [
        booking.id,
        unit.code,
        next.theory_result,
        next.theory_source,
        next.theory_attempt_id,
        next.checklist_ticked,
        next.practical_result,
        next.assessor_name,
        next.assessment_date,
        actorId,
      ],
    );
    const overall = overallOutcome({ theory: next.theory_result, practical: next.practical_result });
    const mailIds: string[] = [];
    // The learner hears of a result (theory or decision), not of each tick.
    const resultChanged =
      (change.kind === 'theory' && next.theory_result !== (saved?.theory_result ?? null)) ||
      (change.kind === 'decision' && next.practical_result !== (saved?.practical_result ?? null));
    if (resultChanged && (next.theory_result || next.practical_result)) {
      const message = resultMail({
        name: booking.first_name,
        course: booking.course_name,
        unitCode: unit.code,
        unitTitle: unit.title,
        theory: next.theory_result,
        practical: next.practical_result,
        overall,
        accountUrl: accountUrl(),
      });
      mailIds.push(
        await queueMail(db, { to: booking.email, ...message }, `outcome:${booking.id}:${unit.code}`),
      );
    }
    return {
      ok: true,
      value: { version: row.version, overall, mailIds },
      message: `${unit.code}: ${overall}`,
    };
  });
}

/** Every change to a learner's roll and results, newest first, with who made it (staff only, by RLS too). */
export async function outcomeHistory(
  session: Session,
  bookingId: string,
): Promise<{ kind: string; unitCode: string | null; summary: string; by: string; at: string }[]> {
  // Names the staff by address, which only the service path reads (auth.users is closed to the API roles); the
  // caller's staff role is checked in the same statement.
  const rows = await withService('outcomes: history', (db) =>
    db.query<{
      kind: string;
      unit_code: string | null;
      after: Record<string, unknown>;
      changed_by_email: string | null;
      changed_at: Date | string;
    }>(
      `select c.kind, c.unit_code, c.after, u.email as changed_by_email, c.changed_at
         from public.outcome_changes c left join auth.users u on u.id = c.changed_by
        where c.booking_request_id = $1
          and exists (select 1 from public.user_roles r where r.user_id = $2 and r.role::text in ('admin', 'collaborator'))
        order by c.id desc limit 200`,
      [bookingId, session.user.id],
    ),
  );
  return rows.map((row) => ({
    kind: row.kind,
    unitCode: row.unit_code,
    summary:
      row.kind === 'attendance'
        ? `Attendance: ${String(row.after.status)}`
        : `Theory ${String(row.after.theory_result ?? '–')}, practical ${String(row.after.practical_result ?? '–')}, ${
            Array.isArray(row.after.checklist_ticked) ? row.after.checklist_ticked.length : 0
          } ticked`,
    by: row.changed_by_email ?? 'unknown',
    at: iso(row.changed_at)!,
  }));
}

// --- The learner's own results -----------------------------------------------------------------------------

export type LearnerResult = {
  bookingId: string;
  course: string;
  sessionDate: string | null;
  attendance: AttendanceStatus | null;
  units: {
    code: string;
    title: string;
    theory: Result | null;
    practical: Result | null;
    overall: OverallOutcome;
  }[];
};

/** The signed-in learner's attendance and results, read under RLS (their own bookings only). */
export async function learnerResults(session: Session): Promise<LearnerResult[]> {
  return withUser(session, async (db) => {
    const rows = await db.query<{
      booking_request_id: string;
      course_name: string;
      session_date: string | null;
      status: AttendanceStatus | null;
    }>(
      `select a.booking_request_id, s.course_name, to_char(s.date, 'YYYY-MM-DD') as session_date, a.status
         from public.session_attendance a join public.availability_slots s on s.id = a.slot_id
        where public.is_booking_learner(a.booking_request_id)
        order by s.date desc`,
    );
    const outcomes = await db.query<OutcomeRow>(
      `select booking_request_id, unit_code, theory_result, practical_result from public.unit_outcomes
        where public.is_booking_learner(booking_request_id)`,
    );
    return rows.map((row) => {
      const course = courseByName(row.course_name);
      const units = course ? courseUnits(course) : [];
      return {
        bookingId: row.booking_request_id,
        course: row.course_name,
        sessionDate: row.session_date,
        attendance: row.status,
        units: units.map((unit) => {
          const saved = outcomes.find(
            (o) => o.booking_request_id === row.booking_request_id && o.unit_code === unit.code,
          );
          const theory = saved?.theory_result ?? null;
          const practical = saved?.practical_result ?? null;
          return {
            code: unit.code,
            title: unit.title,
            theory,
            practical,
            overall: overallOutcome({ theory, practical }),
          };
        }),
      };
    });
  });
}

/** Today in the provider's time zone (tests pass their own clock). */
export function providerToday(now: Date = new Date()): string {
  return calendarDate(now, site.timeZone);
}

/** The rows of a session's outcomes CSV. */
export function outcomeCsvRows(outcomes: SessionOutcomes): OutcomeCsvRow[] {
  return outcomes.learners.flatMap((learner) =>
    learner.units.map((unit) => ({
      reference: learner.reference,
      name: learner.name,
      attendance: learner.attendance,
      unitCode: unit.unitCode,
      unitTitle: unit.unitTitle,
      theory: unit.theory,
      checklist: unit.checklistStatus ?? 'No checklist',
      practical: unit.practical,
      assessorName: unit.assessorName,
      assessmentDate: unit.assessmentDate,
      overall: unit.overall,
      certificate: learner.certificate
        ? `${learner.certificate.number}${learner.certificate.revoked ? ' (revoked)' : ''}`
        : '',
    })),
  );
}
