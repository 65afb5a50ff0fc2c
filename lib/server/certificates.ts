import 'server-only';

import { randomBytes } from 'node:crypto';

import { courses } from '@/content/courses';
import { site } from '@/content/site';
import { expiryOutlookMonths } from '@/content/certificates';
import type { Session } from '@/lib/auth/types';
import { sqlState, withService, withUser, type Db } from '@/lib/db';
import { siteUrl } from '@/lib/env';
import {
  addMonths,
  canonicalCertificateNumber,
  certificateNumberFrom,
  CERTIFICATE_RANDOM_BYTES,
  certificateStatus,
  deadlineState,
  dueReminder,
  expiryDate,
  issueDeadline,
  monthKey,
  verifyPath,
  type CertificateStatus,
  type ReminderDay,
} from '@/lib/rules/certificates';
import { bookingHref } from '@/lib/rules/course-links';
import { certificateMail, reminderMail } from '@/lib/rules/outcome-mail';
import {
  competentInAll,
  courseByName,
  courseUnits,
  overallOutcome,
  type CourseUnit,
  type Result,
} from '@/lib/rules/outcomes';
import { certificatePdf, certificatePdfName, type CertificatePdfInput } from '@/lib/files/certificate-pdf';
import { asStaff, providerToday, type OutcomeResult } from '@/lib/server/outcomes';
import { queueMail } from '@/lib/server/outbox';
import { signedIdTokens } from '@/lib/server/signed-id';

/**
 * Certificates: issued once per booking when the learner is competent in every unit of the course and has a
 * verified USI or a recorded exemption; numbered at random (never sequential); re-issued under the same number;
 * revoked by admins only, with a reason. The public sees a certificate only through verifyCertificate (name, units,
 * dates, status). Expiry reminders go at 60 and 14 days, once each, until the learner stops them.
 */

/** What the certificate's PDF prints, and the record around it. */
export type Certificate = Omit<CertificatePdfInput, 'units'> & {
  id: string;
  email: string;
  courseId: string;
  units: CourseUnit[];
  revokedOn: string | null;
  revokeReason: string | null;
};

const CERTIFICATE_COLUMNS = `id, number, learner_name, email, course_id, course_name, units, usi_exemption,
  to_char(completed_on, 'YYYY-MM-DD') as completed_on,
  to_char(issued_at at time zone '${site.timeZone}', 'YYYY-MM-DD') as issued_on,
  to_char(expires_on, 'YYYY-MM-DD') as expires_on, reissue_count,
  to_char(reissued_at at time zone '${site.timeZone}', 'YYYY-MM-DD') as reissued_on,
  to_char(revoked_at at time zone '${site.timeZone}', 'YYYY-MM-DD') as revoked_on, revoke_reason`;

type CertificateRow = {
  id: string;
  number: string;
  learner_name: string;
  email: string;
  course_id: string;
  course_name: string;
  units: CourseUnit[] | string;
  usi_exemption: string | null;
  completed_on: string;
  issued_on: string;
  expires_on: string | null;
  reissue_count: number;
  reissued_on: string | null;
  revoked_on: string | null;
  revoke_reason: string | null;
};

function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    number: row.number,
    learnerName: row.learner_name,
    email: row.email,
    courseId: row.course_id,
    courseName: row.course_name,
    units: typeof row.units === 'string' ? (JSON.parse(row.units) as CourseUnit[]) : row.units,
    usiExemption: row.usi_exemption,
    completedOn: row.completed_on,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    reissueCount: Number(row.reissue_count),
    reissuedOn: row.reissued_on,
    revokedOn: row.revoked_on,
    revokeReason: row.revoke_reason,
  };
}

export function verifyUrl(number: string): string {
  return `${siteUrl()}${verifyPath(number)}`;
}

async function certificateMailFor(db: Db, certificate: Certificate, reissue: boolean): Promise<string> {
  const pdf = await certificatePdf(certificate, verifyUrl(certificate.number));
  const message = certificateMail({
    name: certificate.learnerName,
    course: certificate.courseName,
    number: certificate.number,
    verifyUrl: verifyUrl(certificate.number),
    accountUrl: `${siteUrl()}/account`,
    expiresOn: certificate.expiresOn,
    reissue,
  });
  return queueMail(
    db,
    {
      to: certificate.email,
      ...message,
      attachments: [
        {
          filename: certificatePdfName(certificate.number),
          contentType: 'application/pdf',
          content: Buffer.from(pdf).toString('base64'),
          encoding: 'base64',
        },
      ],
    },
    `certificate:${certificate.id}`,
  );
}

type IssueRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  learner_id: string | null;
  course_name: string;
  given_names: string | null;
  family_name: string | null;
  usi_verified: boolean | null;
  usi_exemption: string | null;
};

/**
 * Issues the certificate of a booking, once: the booking's row is locked, and the unique booking key makes a second
 * issue (another member of staff at the same moment) find the first one instead. Refused, with what is missing,
 * until every unit is COMPETENT and the USI is verified or an exemption recorded.
 */
export async function issueCertificate(
  session: Session | null,
  bookingId: string,
  now: Date = new Date(),
): Promise<OutcomeResult<{ certificate: Certificate; mailIds: string[] }>> {
  return asStaff(session, 'issue certificate', async (db, actorId) => {
    const [booking] = await db.query<IssueRow>(
      `select b.id, b.first_name, b.last_name, b.email, b.learner_id, s.course_name,
              e.given_names, e.family_name, (e.usi_verified_at is not null) as usi_verified, e.usi_exemption
         from public.booking_requests b
         join public.availability_slots s on s.id = b.slot_id
         left join public.enrolment_records e
           on e.booking_request_id = b.id and e.learner_id = b.learner_id and e.completed_at is not null
        where b.id = $1 and b.status = 'confirmed'
        for update of b`,
      [bookingId],
    );
    if (!booking) return { ok: false, reason: 'not-found', message: 'This learner has no confirmed place.' };
    const [existing] = await db.query<CertificateRow>(
      `select ${CERTIFICATE_COLUMNS} from public.certificates where booking_request_id = $1`,
      [booking.id],
    );
    if (existing)
      return {
        ok: false,
        reason: 'conflict',
        message: `A certificate was already issued for this place: ${existing.number}. Re-issue it instead.`,
      };
    const course = courseByName(booking.course_name);
    const units = course ? courseUnits(course) : [];
    if (!course || units.length === 0)
      return {
        ok: false,
        reason: 'invalid',
        message: 'This session’s course has no units in the catalogue.',
      };
    const outcomes = await db.query<{
      unit_code: string;
      theory_result: Result | null;
      practical_result: Result | null;
      assessment_date: string | null;
    }>(
      `select unit_code, theory_result, practical_result, to_char(assessment_date, 'YYYY-MM-DD') as assessment_date
         from public.unit_outcomes where booking_request_id = $1`,
      [booking.id],
    );
    const byUnit = new Map(
      outcomes.map((o) => [o.unit_code, { theory: o.theory_result, practical: o.practical_result }]),
    );
    if (!competentInAll(units, byUnit)) {
      const missing = units.filter(
        (unit) => overallOutcome(byUnit.get(unit.code) ?? { theory: null, practical: null }) !== 'COMPETENT',
      );
      return {
        ok: false,
        reason: 'conflict',
        message: `Not yet COMPETENT in every unit: ${missing.map((unit) => unit.code).join(', ')}.`,
      };
    }
    if (!booking.usi_verified && !booking.usi_exemption)
      return {
        ok: false,
        reason: 'conflict',
        message:
          'A certificate needs a verified USI or a recorded exemption. Verify the USI on the enrolment first.',
      };
    const completedOn = outcomes
      .filter((o) => units.some((unit) => unit.code === o.unit_code))
      .map((o) => o.assessment_date ?? providerToday(now))
      .sort()
      .at(-1)!;
    const name =
      booking.given_names && booking.family_name
        ? `${booking.given_names} ${booking.family_name}`
        : `${booking.first_name} ${booking.last_name}`;

    let inserted: CertificateRow | undefined;
    for (let attempt = 0; attempt < 5 && !inserted; attempt += 1) {
      const number = certificateNumberFrom(randomBytes(CERTIFICATE_RANDOM_BYTES));
      try {
        [inserted] = await db.query<CertificateRow>(
          `insert into public.certificates (number, booking_request_id, learner_id, learner_name, email, course_id,
             course_name, units, usi_exemption, completed_on, issued_at, issued_by, expires_on)
           values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::date, $11, $12, $13::date)
           returning ${CERTIFICATE_COLUMNS}`,
          [
            number,
            booking.id,
            booking.learner_id,
            name,
            booking.email,
            course.id,
            course.name,
            JSON.stringify(units),
            booking.usi_verified ? null : booking.usi_exemption,
            completedOn,
            now.toISOString(),
            actorId,
            expiryDate(course.id, completedOn),
          ],
        );
      } catch (error) {
        // 23505 on the number: 60 random bits collided (practically never); draw again. On the booking: the lock
        // above makes it impossible, so it is rethrown.
        if (sqlState(error) !== '23505' || !String((error as Error).message).includes('number')) throw error;
      }
    }
    if (!inserted) throw new Error('Could not draw a free certificate number');
    const certificate = toCertificate(inserted);
    const mailId = await certificateMailFor(db, certificate, false);
    return {
      ok: true,
      value: { certificate, mailIds: [mailId] },
      message: `Certificate ${certificate.number} issued and mailed to the learner`,
    };
  });
}

/** Re-issues (mails again) a certificate under its own number; a revoked one is not re-issued. */
export async function reissueCertificate(
  session: Session | null,
  certificateId: string,
): Promise<OutcomeResult<{ certificate: Certificate; mailIds: string[] }>> {
  return asStaff(session, 'reissue certificate', async (db) => {
    const [row] = await db.query<CertificateRow>(
      `update public.certificates set reissue_count = reissue_count + 1, reissued_at = now()
        where id = $1 and revoked_at is null
        returning ${CERTIFICATE_COLUMNS}`,
      [certificateId],
    );
    if (!row) {
      const [gone] = await db.query<{ revoked: boolean }>(
        'select revoked_at is not null as revoked from public.certificates where id = $1',
        [certificateId],
      );
      return gone
        ? { ok: false, reason: 'conflict', message: 'A revoked certificate cannot be re-issued.' }
        : { ok: false, reason: 'not-found', message: 'This certificate does not exist.' };
    }
    const certificate = toCertificate(row);
    const mailId = await certificateMailFor(db, certificate, true);
    return {
      ok: true,
      value: { certificate, mailIds: [mailId] },
      message: `Certificate ${certificate.number} re-issued under the same number`,
    };
  });
}

/** Revokes a certificate with a reason; admins only. The verify page says REVOKED from then on. */
export async function revokeCertificate(
  session: Session | null,
  certificateId: string,
  reason: string,
): Promise<OutcomeResult<{ number: string }>> {
  return asStaff(
    session,
    'revoke certificate',
    async (db, actorId) => {
      const [row] = await db.query<{ number: string }>(
        `update public.certificates set revoked_at = now(), revoked_by = $2, revoke_reason = $3
          where id = $1 and revoked_at is null returning number`,
        [certificateId, actorId, reason.trim()],
      );
      if (!row)
        return {
          ok: false,
          reason: 'conflict',
          message: 'This certificate does not exist or is already revoked.',
        };
      return { ok: true, value: { number: row.number }, message: `Certificate ${row.number} revoked` };
    },
    ['admin'],
  );
}

// --- Reading -----------------------------------------------------------------------------------------------

/** What the public verify page shows: the name, units, dates and one word. Nothing else about the learner. */
export type CertificateCheck = {
  number: string;
  learnerName: string;
  courseName: string;
  units: CourseUnit[];
  completedOn: string;
  issuedOn: string;
  expiresOn: string | null;
  status: CertificateStatus;
};

/** The public check of a number; null for anything that is not a certificate (forged, truncated, unknown). */
export async function verifyCertificate(
  raw: unknown,
  now: Date = new Date(),
): Promise<CertificateCheck | null> {
  const number = canonicalCertificateNumber(raw);
  if (!number) return null;
  const [row] = await withService('certificates: public check', (db) =>
    db.query<CertificateRow>(`select ${CERTIFICATE_COLUMNS} from public.certificates where number = $1`, [
      number,
    ]),
  );
  if (!row) return null;
  const certificate = toCertificate(row);
  return {
    number: certificate.number,
    learnerName: certificate.learnerName,
    courseName: certificate.courseName,
    units: certificate.units,
    completedOn: certificate.completedOn,
    issuedOn: certificate.issuedOn,
    expiresOn: certificate.expiresOn,
    status: certificateStatus({
      revoked: certificate.revokedOn !== null,
      expiresOn: certificate.expiresOn,
      today: providerToday(now),
    }),
  };
}

/** The signed-in learner's certificates (RLS: their own), newest first. */
export async function learnerCertificates(session: Session): Promise<Certificate[]> {
  const rows = await withUser(session, (db) =>
    db.query<CertificateRow>(
      `select ${CERTIFICATE_COLUMNS} from public.certificates where learner_id = $1 order by issued_at desc`,
      [session.user.id],
    ),
  );
  return rows.map(toCertificate);
}

/** One certificate for its learner or staff (RLS decides); null for anyone else. */
export async function readableCertificate(session: Session | null, id: string): Promise<Certificate | null> {
  if (!session || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await withUser(session, (db) =>
    db.query<CertificateRow>(`select ${CERTIFICATE_COLUMNS} from public.certificates where id = $1`, [id]),
  );
  return row ? toCertificate(row) : null;
}

export async function certificatePdfFor(certificate: Certificate): Promise<Uint8Array> {
  return certificatePdf(certificate, verifyUrl(certificate.number));
}

// --- Staff lists: deadlines and expiries ------------------------------------------------------------------

export type DueCertificate = {
  bookingId: string;
  slotId: string;
  name: string;
  course: string;
  completedOn: string;
  deadline: string;
  state: 'overdue' | 'due-soon' | 'on-time';
};

/**
 * Learners competent in every unit without a certificate, with the Standards' 30-day deadline: what staff must
 * issue next, the nearest deadline first.
 */
export async function certificatesDue(session: Session, now: Date = new Date()): Promise<DueCertificate[]> {
  const today = providerToday(now);
  const rows = await withUser(session, (db) =>
    db.query<{
      booking_request_id: string;
      slot_id: string;
      first_name: string;
      last_name: string;
      course_name: string;
      unit_code: string;
      theory_result: Result | null;
      practical_result: Result | null;
      assessment_date: string | null;
    }>(
      `select o.booking_request_id, b.slot_id, b.first_name, b.last_name, s.course_name, o.unit_code, o.theory_result,
              o.practical_result, to_char(o.assessment_date, 'YYYY-MM-DD') as assessment_date
         from public.unit_outcomes o
         join public.booking_requests b on b.id = o.booking_request_id and b.status = 'confirmed'
         join public.availability_slots s on s.id = b.slot_id
        where public.is_staff()
          and not exists (select 1 from public.certificates c where c.booking_request_id = o.booking_request_id)`,
    ),
  );
  const byBooking = new Map<string, typeof rows>();
  for (const row of rows)
    byBooking.set(row.booking_request_id, [...(byBooking.get(row.booking_request_id) ?? []), row]);
  const due: DueCertificate[] = [];
  for (const [bookingId, list] of byBooking) {
    const course = courseByName(list[0].course_name);
    if (!course) continue;
    const units = courseUnits(course);
    const outcomes = new Map(
      list.map((o) => [o.unit_code, { theory: o.theory_result, practical: o.practical_result }]),
    );
    if (!competentInAll(units, outcomes)) continue;
    const completedOn = list
      .map((o) => o.assessment_date ?? today)
      .sort()
      .at(-1)!;
    due.push({
      bookingId,
      slotId: list[0].slot_id,
      name: `${list[0].first_name} ${list[0].last_name}`,
      course: course.name,
      completedOn,
      deadline: issueDeadline(completedOn),
      state: deadlineState(completedOn, today),
    });
  }
  return due.sort((a, b) => a.deadline.localeCompare(b.deadline));
}

export type ExpiryMonth = {
  month: string;
  certificates: { id: string; number: string; name: string; course: string; expiresOn: string }[];
};

/** Current certificates expiring in the next months, per month. */
export async function upcomingExpiries(session: Session, now: Date = new Date()): Promise<ExpiryMonth[]> {
  const today = providerToday(now);
  const rows = await withUser(session, (db) =>
    db.query<{ id: string; number: string; learner_name: string; course_name: string; expires_on: string }>(
      `select id, number, learner_name, course_name, to_char(expires_on, 'YYYY-MM-DD') as expires_on
         from public.certificates
        where revoked_at is null and expires_on > $1::date and expires_on <= $2::date
        order by expires_on, learner_name`,
      [today, addMonths(today, expiryOutlookMonths)],
    ),
  );
  const months = new Map<string, ExpiryMonth>();
  for (const row of rows) {
    const key = monthKey(row.expires_on);
    const month = months.get(key) ?? { month: key, certificates: [] };
    month.certificates.push({
      id: row.id,
      number: row.number,
      name: row.learner_name,
      course: row.course_name,
      expiresOn: row.expires_on,
    });
    months.set(key, month);
  }
  return [...months.values()];
}

/** Every certificate for staff, newest first (the certificates page). */
export async function listCertificates(session: Session, limit = 200): Promise<Certificate[]> {
  const rows = await withUser(session, (db) =>
    db.query<CertificateRow>(
      `select ${CERTIFICATE_COLUMNS} from public.certificates where public.is_staff() order by issued_at desc limit $1`,
      [limit],
    ),
  );
  return rows.map(toCertificate);
}

// --- Expiry reminders --------------------------------------------------------------------------------------

const reminderTokens = signedIdTokens('certificate-reminders');

export function reminderUnsubscribeUrl(certificateId: string): string {
  return `${siteUrl()}/certificates/reminders?token=${encodeURIComponent(reminderTokens.create(certificateId))}`;
}

export function verifyReminderToken(token: unknown): string | null {
  return reminderTokens.verify(token);
}

/**
 * Mails every reminder due on `now`'s day (the provider's calendar), once each: each certificate is claimed under
 * its row lock (skip locked), so several instances running the sweep at once send one mail. Returns the mails'
 * ids, sent after the commit.
 */
export async function queueExpiryReminders(now: Date = new Date()): Promise<string[]> {
  const today = providerToday(now);
  return withService('certificates: expiry reminders', async (db) => {
    const rows = await db.query<CertificateRow & { reminder_60: boolean; reminder_14: boolean }>(
      `select ${CERTIFICATE_COLUMNS}, reminder_60_sent_at is not null as reminder_60,
              reminder_14_sent_at is not null as reminder_14
         from public.certificates
        where revoked_at is null and reminders_stopped_at is null and expires_on is not null
          and expires_on > $1::date and expires_on <= $1::date + 60
          and (reminder_60_sent_at is null or reminder_14_sent_at is null)
        for update skip locked`,
      [today],
    );
    const mailIds: string[] = [];
    for (const row of rows) {
      const sent = [row.reminder_60 ? 60 : null, row.reminder_14 ? 14 : null].filter(
        (d): d is number => d !== null,
      );
      const due: ReminderDay | null = dueReminder({ expiresOn: row.expires_on, today, sent });
      if (due === null) continue;
      const certificate = toCertificate(row);
      const course = courses.find((candidate) => candidate.id === certificate.courseId);
      const message = reminderMail({
        name: certificate.learnerName,
        course: certificate.courseName,
        number: certificate.number,
        expiresOn: certificate.expiresOn!,
        days: due,
        bookingUrl: `${siteUrl()}${bookingHref({ course: course?.name ?? certificate.courseName })}`,
        unsubscribeUrl: reminderUnsubscribeUrl(certificate.id),
      });
      // The 14-day reminder also settles a 60-day one never sent (the certificate was issued late).
      await db.query(
        due === 14
          ? `update public.certificates set reminder_14_sent_at = $2, reminder_60_sent_at = coalesce(reminder_60_sent_at, $2) where id = $1`
          : `update public.certificates set reminder_60_sent_at = $2 where id = $1`,
        [certificate.id, now.toISOString()],
      );
      mailIds.push(
        await queueMail(
          db,
          { to: certificate.email, ...message },
          `certificate-reminder:${certificate.id}:${due}`,
        ),
      );
    }
    return mailIds;
  });
}

/**
 * The reminder mail's unsubscribe: stops reminders for every certificate of the same learner (by account, else by
 * address), so one click is enough.
 */
export async function stopReminders(
  token: unknown,
): Promise<{ ok: true } | { ok: false; reason: 'invalid' | 'failed' }> {
  const id = verifyReminderToken(token);
  if (!id) return { ok: false, reason: 'invalid' };
  try {
    const rows = await withService('certificates: stop reminders', (db) =>
      db.query<{ id: string }>(
        `update public.certificates c set reminders_stopped_at = coalesce(c.reminders_stopped_at, now())
           from public.certificates mine
          where mine.id = $1
            and (c.id = mine.id or (mine.learner_id is not null and c.learner_id = mine.learner_id)
                 or lower(c.email) = lower(mine.email))
          returning c.id`,
        [id],
      ),
    );
    return rows.length > 0 ? { ok: true } : { ok: false, reason: 'invalid' };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}
