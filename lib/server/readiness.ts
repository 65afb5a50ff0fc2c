import 'server-only';

import { createHash, randomUUID } from 'node:crypto';

import { idDocumentTypes, READINESS_REMINDER_DAYS } from '@/content/readiness';
import { site } from '@/content/site';
import type { Session } from '@/lib/auth/types';
import { withService, withUser, type Db } from '@/lib/db';
import { env, siteUrl } from '@/lib/env';
import { formatDateLong } from '@/lib/rules/format';
import { checkIdUpload, safeFileName, type UploadProblem } from '@/lib/rules/id-upload';
import { blocksAsPlainText, brandedHtml, type MailBlock } from '@/lib/rules/mail-layout';
import {
  emptyReadiness,
  readinessOf,
  readinessRequirements,
  type Readiness,
  type ReadinessCheck,
  type ReadinessRequirements,
} from '@/lib/rules/readiness';
import { addDaysYmd, todayIn } from '@/lib/rules/slot-format';
import { asStaff, learnerBooking, type LearnerBooking } from '@/lib/server/enrolment-records';
import type { EnrolmentState } from '@/lib/rules/enrolment-record';
import { logSafeError } from '@/lib/server/log';
import { deliverQueued, queueMail } from '@/lib/server/outbox';
import { privateFiles } from '@/lib/server/private-files';
import { isUuid } from '@/lib/rules/uuid';

/**
 * Ready for the day: the learner's self-check, PPE and medical declaration (written by the learner under RLS),
 * their identification documents (checked by content, stored privately, written on the service path), staff's
 * "ID verified" with the deletion it schedules, the deletion sweep and the reminder two days before.
 */

type CheckRow = {
  lln_answers: unknown;
  lln_completed_at: Date | string | null;
  ppe_acknowledged_at: Date | string | null;
  medical_answers: unknown;
  medical_details: string | null;
  medical_declared_at: Date | string | null;
  id_verified_at: Date | string | null;
  reminder_sent_at: Date | string | null;
};

const CHECK_COLUMNS = `lln_answers, lln_completed_at, ppe_acknowledged_at, medical_answers, medical_details,
  medical_declared_at, id_verified_at, reminder_sent_at`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
const json = <T>(value: unknown, fallback: T): T => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as T) : fallback;
};

function toCheck(row: CheckRow | undefined): ReadinessCheck {
  if (!row) return emptyReadiness;
  return {
    llnAnswers: json<Record<string, string>>(row.lln_answers, {}),
    llnCompletedAt: iso(row.lln_completed_at),
    ppeAcknowledgedAt: iso(row.ppe_acknowledged_at),
    medicalAnswers: json<Record<string, boolean>>(row.medical_answers, {}),
    medicalDetails: row.medical_details,
    medicalDeclaredAt: iso(row.medical_declared_at),
    idVerifiedAt: iso(row.id_verified_at),
    reminderSentAt: iso(row.reminder_sent_at),
  };
}

export type IdDocumentEntry = {
  id: string;
  documentType: string;
  label: string;
  points: number;
  contentType: string;
  byteSize: number;
  originalName: string;
  uploadedAt: string;
  deleted: boolean;
  deleteAfter: string | null;
};

type DocumentRow = {
  id: string;
  document_type: string;
  content_type: string;
  byte_size: number;
  original_name: string;
  uploaded_at: Date | string;
  deleted_at: Date | string | null;
  delete_after: Date | string | null;
};

function toDocument(row: DocumentRow): IdDocumentEntry {
  const type = idDocumentTypes.find((candidate) => candidate.id === row.document_type);
  return {
    id: row.id,
    documentType: row.document_type,
    label: type?.label ?? row.document_type,
    points: type?.points ?? 0,
    contentType: row.content_type,
    byteSize: Number(row.byte_size),
    originalName: row.original_name,
    uploadedAt: iso(row.uploaded_at) as string,
    deleted: row.deleted_at !== null,
    deleteAfter: iso(row.delete_after),
  };
}

export type ReadinessView = {
  booking: LearnerBooking;
  requirements: ReadinessRequirements;
  check: ReadinessCheck;
  documents: IdDocumentEntry[];
  readiness: Readiness;
};

async function readView(db: Db, booking: LearnerBooking, learnerId: string): Promise<ReadinessView> {
  const [row] = await db.query<CheckRow>(
    `select ${CHECK_COLUMNS} from public.readiness_checks where booking_request_id = $1 and learner_id = $2`,
    [booking.id, learnerId],
  );
  const documents = (
    await db.query<DocumentRow>(
      `select id, document_type, content_type, byte_size, original_name, uploaded_at, deleted_at, delete_after
         from public.id_documents where booking_request_id = $1 and learner_id = $2 order by uploaded_at`,
      [booking.id, learnerId],
    )
  ).map(toDocument);
  const requirements = readinessRequirements(booking.course, booking.state);
  const check = toCheck(row);
  return { booking, requirements, check, documents, readiness: readinessOf(requirements, check, documents) };
}

/** The signed-in learner's readiness for one of their bookings (read under RLS); null when it is not theirs. */
export async function loadLearnerReadiness(
  session: Session,
  bookingId: string,
): Promise<ReadinessView | null> {
  const booking = await learnerBooking(session.user.id, bookingId);
  if (!booking) return null;
  return withUser(session, (db) => readView(db, booking, session.user.id));
}

/** A booking's readiness for staff (the caller has checked the role); null without a learner. */
export async function readinessForStaff(bookingId: string): Promise<ReadinessView | null> {
  if (!isUuid(bookingId)) return null;
  return withService('readiness: staff read', async (db) => {
    const [owner] = await db.query<{ learner_id: string | null }>(
      'select learner_id from public.booking_requests where id = $1',
      [bookingId],
    );
    if (!owner?.learner_id) return null;
    const booking = await learnerBooking(owner.learner_id, bookingId, db);
    return booking ? readView(db, booking, owner.learner_id) : null;
  });
}

/** Readiness of many bookings at once, for the roster: booking id to readiness. */
export async function readinessForBookings(bookingIds: readonly string[]): Promise<Map<string, Readiness>> {
  if (!bookingIds.some(isUuid)) return new Map();
  return withService('readiness: roster', (db) => readinessIn(db, bookingIds));
}

async function readinessIn(db: Db, bookingIds: readonly string[]): Promise<Map<string, Readiness>> {
  const ids = bookingIds.filter(isUuid);
  const result = new Map<string, Readiness>();
  if (ids.length === 0) return result;
  {
    const bookings = await db.query<{ id: string; course: string; state: string }>(
      `select b.id, coalesce(s.course_name, b.course) as course, b.state
         from public.booking_requests b left join public.availability_slots s on s.id = b.slot_id
        where b.id = any($1::uuid[])`,
      [ids],
    );
    const checks = await db.query<CheckRow & { booking_request_id: string }>(
      `select r.booking_request_id, ${CHECK_COLUMNS.split(',')
        .map((column) => `r.${column.trim()}`)
        .join(', ')}
         from public.readiness_checks r
         join public.booking_requests b on b.id = r.booking_request_id and b.learner_id = r.learner_id
        where r.booking_request_id = any($1::uuid[])`,
      [ids],
    );
    const documents = await db.query<{
      booking_request_id: string;
      document_type: string;
      deleted_at: unknown;
    }>(
      `select d.booking_request_id, d.document_type, d.deleted_at
         from public.id_documents d
         join public.booking_requests b on b.id = d.booking_request_id and b.learner_id = d.learner_id
        where d.booking_request_id = any($1::uuid[])`,
      [ids],
    );
    for (const booking of bookings) {
      const check = toCheck(checks.find((row) => row.booking_request_id === booking.id));
      const docs = documents
        .filter((row) => row.booking_request_id === booking.id)
        .map((row) => ({ documentType: row.document_type, deleted: row.deleted_at !== null }));
      result.set(booking.id, readinessOf(readinessRequirements(booking.course, booking.state), check, docs));
    }
  }
  return result;
}

export type LearnerStep = { ok: true } | { ok: false; reason: 'not-found' | 'not-needed'; message: string };

const NOT_FOUND = 'That booking was not found in your account.';

/**
 * Upserts the learner's own readiness row under RLS with the columns given; the policy refuses a booking that is
 * not theirs whatever this code checked.
 */
async function upsertOwn(
  session: Session,
  bookingId: string,
  set: Record<string, unknown>,
): Promise<LearnerStep> {
  const booking = await learnerBooking(session.user.id, bookingId);
  if (!booking) return { ok: false, reason: 'not-found', message: NOT_FOUND };
  const names = Object.keys(set);
  const placeholders = names.map((name, index) => {
    const cast = name.endsWith('_answers') ? '::jsonb' : name.endsWith('_at') ? '::timestamptz' : '';
    return `$${index + 3}${cast}`;
  });
  await withUser(session, (db) =>
    db.query(
      `insert into public.readiness_checks as r (booking_request_id, learner_id, ${names.join(', ')})
       values ($1, $2, ${placeholders.join(', ')})
       on conflict (booking_request_id, learner_id) do update
          set ${names.map((name) => `${name} = excluded.${name}`).join(', ')}`,
      [bookingId, session.user.id, ...Object.values(set)],
    ),
  );
  return { ok: true };
}

export function saveSelfCheck(session: Session, bookingId: string, answers: Record<string, string>) {
  return upsertOwn(session, bookingId, {
    lln_answers: JSON.stringify(answers),
    lln_completed_at: new Date().toISOString(),
  });
}

export async function acknowledgePpe(session: Session, bookingId: string): Promise<LearnerStep> {
  const booking = await learnerBooking(session.user.id, bookingId);
  if (!booking) return { ok: false, reason: 'not-found', message: NOT_FOUND };
  if (readinessRequirements(booking.course, booking.state).ppe.length === 0) {
    return { ok: false, reason: 'not-needed', message: 'This course has no PPE list to confirm.' };
  }
  return upsertOwn(session, bookingId, { ppe_acknowledged_at: new Date().toISOString() });
}

export async function declareMedical(
  session: Session,
  bookingId: string,
  answers: Record<string, boolean>,
  details: string | null,
): Promise<LearnerStep> {
  const booking = await learnerBooking(session.user.id, bookingId);
  if (!booking) return { ok: false, reason: 'not-found', message: NOT_FOUND };
  if (!readinessRequirements(booking.course, booking.state).medical) {
    return { ok: false, reason: 'not-needed', message: 'This course needs no medical declaration.' };
  }
  return upsertOwn(session, bookingId, {
    medical_answers: JSON.stringify(answers),
    medical_details: details,
    medical_declared_at: new Date().toISOString(),
  });
}

/** Documents one learner may hold per booking: enough for any 100-point mix, few enough to bound storage. */
export const MAX_ID_DOCUMENTS = 8;

export type UploadOutcome = { ok: true; id: string } | { ok: false; code: UploadProblem | 'not-found' };

/**
 * Stores one identification document for the learner's own booking: the content is checked first (nothing is stored
 * when it fails), the file is written to private storage, then its entry; a failed entry removes the file.
 */
export async function storeIdDocument(
  session: Session,
  bookingId: string,
  upload: { documentType: string; name: string; bytes: Uint8Array },
): Promise<UploadOutcome> {
  const booking = await learnerBooking(session.user.id, bookingId);
  if (!booking) return { ok: false, code: 'not-found' };
  if (!readinessRequirements(booking.course, booking.state).idDocuments)
    return { ok: false, code: 'notNeeded' };
  if (!idDocumentTypes.some((type) => type.id === upload.documentType))
    return { ok: false, code: 'documentType' };
  const check = checkIdUpload(upload.bytes);
  if (!check.ok) return check;

  const key = `${booking.id}/${randomUUID()}`;
  const files = privateFiles();
  return withService('readiness: store an ID document', async (db) => {
    // One at a time per learner and booking, so the count below holds under concurrent uploads.
    await db.query('select id from public.booking_requests where id = $1 for update', [booking.id]);
    const [state] = await db.query<{ count: number | string; verified: boolean }>(
      `select (select count(*) from public.id_documents
                where booking_request_id = $1 and learner_id = $2 and deleted_at is null) as count,
              exists (select 1 from public.readiness_checks
                       where booking_request_id = $1 and learner_id = $2 and id_verified_at is not null) as verified`,
      [booking.id, session.user.id],
    );
    if (state.verified) return { ok: false, code: 'verified' } as const;
    if (Number(state.count) >= MAX_ID_DOCUMENTS) return { ok: false, code: 'tooMany' } as const;
    await files.put(key, upload.bytes, check.contentType);
    try {
      const [row] = await db.query<{ id: string }>(
        `insert into public.id_documents (booking_request_id, learner_id, document_type, content_type, byte_size, sha256,
                                          storage_key, original_name)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          booking.id,
          session.user.id,
          upload.documentType,
          check.contentType,
          upload.bytes.length,
          createHash('sha256').update(upload.bytes).digest('hex'),
          key,
          safeFileName(upload.name),
        ],
      );
      return { ok: true, id: row.id } as const;
    } catch (error) {
      await files.remove(key).catch(() => undefined);
      throw error;
    }
  });
}

/** The learner removes one of their own documents before staff verified them (a wrong photo). */
export async function removeOwnIdDocument(session: Session, documentId: string): Promise<LearnerStep> {
  if (!isUuid(documentId)) return { ok: false, reason: 'not-found', message: 'That document was not found.' };
  const files = privateFiles();
  return withService('readiness: a learner removes an ID document', async (db) => {
    const [row] = await db.query<{ storage_key: string }>(
      `update public.id_documents d set deleted_at = now()
        where d.id = $1 and d.learner_id = $2 and d.deleted_at is null
          and not exists (select 1 from public.readiness_checks r
                           where r.booking_request_id = d.booking_request_id and r.learner_id = d.learner_id
                             and r.id_verified_at is not null)
        returning storage_key`,
      [documentId, session.user.id],
    );
    if (!row)
      return {
        ok: false,
        reason: 'not-found',
        message: 'That document was not found, or has been verified.',
      } as const;
    await files.remove(row.storage_key);
    return { ok: true } as const;
  });
}

/** A document's file for staff: the role is re-read in the transaction; learners never download files back. */
export async function idDocumentFileForStaff(
  session: Session | null,
  documentId: string,
): Promise<
  { ok: true; bytes: Uint8Array; contentType: string; name: string } | { ok: false; status: 403 | 404 }
> {
  if (!isUuid(documentId)) return { ok: false, status: 404 };
  const found = await asStaff(session, 'view an ID document', async (db) => {
    const [row] = await db.query<{ storage_key: string; content_type: string; original_name: string }>(
      'select storage_key, content_type, original_name from public.id_documents where id = $1 and deleted_at is null',
      [documentId],
    );
    return row ? ({ ok: true, row } as const) : ({ ok: false, reason: 'not-found' } as const);
  });
  if (!found.ok) return { ok: false, status: found.reason === 'forbidden' ? 403 : 404 };
  const bytes = await privateFiles().get(found.row.storage_key);
  if (!bytes) return { ok: false, status: 404 };
  return { ok: true, bytes, contentType: found.row.content_type, name: found.row.original_name };
}

export type StaffVerifyOutcome =
  { ok: true } | { ok: false; reason: 'forbidden' | 'not-found' | 'conflict'; message: string };

/**
 * Staff record that they checked the learner's identification: the documents are then deleted
 * ID_DOCUMENT_RETENTION_DAYS later by the sweep.
 */
export async function verifyIdDocuments(
  session: Session | null,
  bookingId: string,
): Promise<StaffVerifyOutcome> {
  if (!isUuid(bookingId)) return { ok: false, reason: 'not-found', message: 'That booking was not found.' };
  const days = env().ID_DOCUMENT_RETENTION_DAYS;
  return asStaff(session, 'verify ID documents', async (db) => {
    const [booking] = await db.query<{ learner_id: string | null }>(
      'select learner_id from public.booking_requests where id = $1',
      [bookingId],
    );
    if (!booking?.learner_id)
      return { ok: false, reason: 'not-found', message: 'That booking has no learner.' } as const;
    const [documents] = await db.query<{ count: number | string }>(
      `select count(*) as count from public.id_documents
        where booking_request_id = $1 and learner_id = $2 and deleted_at is null`,
      [bookingId, booking.learner_id],
    );
    if (Number(documents.count) === 0) {
      return {
        ok: false,
        reason: 'conflict',
        message: 'There are no identification documents to verify.',
      } as const;
    }
    await db.query(
      `insert into public.readiness_checks (booking_request_id, learner_id, id_verified_at, id_verified_by)
       values ($1, $2, now(), $3)
       on conflict (booking_request_id, learner_id) do update
          set id_verified_at = coalesce(readiness_checks.id_verified_at, now()),
              id_verified_by = coalesce(readiness_checks.id_verified_by, $3)`,
      [bookingId, booking.learner_id, session!.user.id],
    );
    await db.query(
      `update public.id_documents set delete_after = now() + make_interval(days => $3)
        where booking_request_id = $1 and learner_id = $2 and deleted_at is null and delete_after is null`,
      [bookingId, booking.learner_id, days],
    );
    return { ok: true } as const;
  });
}

/**
 * Deletes the files whose time has come (delete_after passed) and marks their entries deleted. Each row is claimed
 * with SKIP LOCKED, so several instances never fight; a file already gone counts as deleted. Never throws.
 */
export async function sweepIdDocuments(limit = 100): Promise<number> {
  try {
    const files = privateFiles();
    return await withService('readiness: delete verified ID documents', async (db) => {
      const rows = await db.query<{ id: string; storage_key: string }>(
        `select id, storage_key from public.id_documents
          where deleted_at is null and delete_after is not null and delete_after <= now()
          order by delete_after limit $1 for update skip locked`,
        [limit],
      );
      for (const row of rows) {
        await files.remove(row.storage_key);
        await db.query('update public.id_documents set deleted_at = now() where id = $1', [row.id]);
      }
      if (rows.length > 0) console.info(`[readiness] ${rows.length} verified ID document(s) deleted`);
      return rows.length;
    });
  } catch (error) {
    logSafeError('[readiness] ID documents could not be deleted; the next sweep tries again', error);
    return 0;
  }
}

function reminderMail(input: {
  to: string;
  firstName: string;
  course: string;
  date: string;
  missing: string[];
  link: string;
}) {
  const title = 'Before your course: a few things to finish';
  const blocks: MailBlock[] = [
    { kind: 'text', text: `Hello ${input.firstName},` },
    {
      kind: 'text',
      text: `Your ${input.course} course is on ${input.date}. These items are still to do before the day:`,
    },
    { kind: 'quote', text: input.missing.map((item) => `• ${item}`).join('\n') },
    { kind: 'button', href: input.link, label: 'Finish getting ready' },
    { kind: 'small', text: `${site.name}. You receive this because you booked this course.` },
  ];
  return {
    to: input.to,
    subject: title,
    text: blocksAsPlainText(blocks),
    html: brandedHtml({ title, blocks }),
  };
}

/** The learner's page for a booking, from a mail. */
export function readinessLink(bookingId: string): string {
  return `${siteUrl()}/account/bookings/${bookingId}/readiness`;
}

/**
 * Mails learners whose confirmed session is READINESS_REMINDER_DAYS away (or sooner) and who still have readiness
 * items or the enrolment form to finish. Once per booking, across instances: the reminder's row is claimed with
 * `reminder_sent_at` set in the same transaction that queues the mail. Never throws.
 */
export async function sendReadinessReminders(now: Date = new Date()): Promise<number> {
  const today = todayIn(site.timeZone, now);
  const until = addDaysYmd(today, READINESS_REMINDER_DAYS);
  try {
    const mailIds = await withService('readiness: reminders', async (db) => {
      const due = await db.query<{
        id: string;
        learner_id: string;
        email: string;
        first_name: string;
        course: string;
        state: string;
        date: string;
        completed: boolean;
      }>(
        `select b.id, b.learner_id, coalesce(u.email, b.email) as email, b.first_name, s.course_name as course,
                b.state, to_char(s.date, 'YYYY-MM-DD') as date,
                exists (select 1 from public.enrolment_records e where e.booking_request_id = b.id
                          and e.learner_id = b.learner_id and e.completed_at is not null) as completed
           from public.booking_requests b
           join public.availability_slots s on s.id = b.slot_id
           left join auth.users u on u.id = b.learner_id
          where b.status = 'confirmed' and b.learner_id is not null and s.date between $1::date and $2::date
            and not exists (select 1 from public.readiness_checks r where r.booking_request_id = b.id
                              and r.learner_id = b.learner_id and r.reminder_sent_at is not null)
          limit 200`,
        [today, until],
      );
      const ids: string[] = [];
      if (due.length === 0) return ids;
      const readiness = await readinessIn(
        db,
        due.map((row) => row.id),
      );
      for (const row of due) {
        const missing = (readiness.get(row.id)?.missing ?? []).map((item) => item.label);
        if (!row.completed) missing.unshift('Enrolment form');
        if (missing.length === 0) continue;
        // The claim: only the transaction that sets reminder_sent_at first queues the mail.
        const claimed = await db.query<{ id: string }>(
          `insert into public.readiness_checks (booking_request_id, learner_id, reminder_sent_at)
           values ($1, $2, now())
           on conflict (booking_request_id, learner_id) do update set reminder_sent_at = now()
            where readiness_checks.reminder_sent_at is null
           returning id`,
          [row.id, row.learner_id],
        );
        if (claimed.length === 0) continue;
        ids.push(
          await queueMail(
            db,
            reminderMail({
              to: row.email,
              firstName: row.first_name,
              course: row.course,
              date: formatDateLong(row.date),
              missing,
              link: readinessLink(row.id),
            }),
            `readiness:${row.id}`,
          ),
        );
      }
      return ids;
    });
    if (mailIds.length > 0) await deliverQueued(mailIds);
    return mailIds.length;
  } catch (error) {
    logSafeError('[readiness] Reminders could not be sent; the next sweep tries again', error);
    return 0;
  }
}

/** The readiness sweep a running server makes every minute: deletions that are due, then reminders. */
export async function sweepReadiness(): Promise<void> {
  await sweepIdDocuments();
  await sendReadinessReminders();
}

/** One learner of a session as the roster's readiness panel shows them. */
export type RosterReadinessRow = {
  bookingId: string;
  reference: string;
  name: string;
  enrolment: EnrolmentState;
  usiVerified: boolean;
  readiness: Readiness | null;
};

/**
 * The readiness and enrolment state of a session's confirmed and offered learners, for staff: the role is re-read
 * in the same transaction, so a plain user calling this gets nothing.
 */
export async function rosterReadiness(
  session: Session | null,
  slotId: string,
): Promise<RosterReadinessRow[] | null> {
  if (!isUuid(slotId)) return null;
  const result = await asStaff(session, 'read roster readiness', async (db) => {
    const rows = await db.query<{
      id: string;
      reference: string;
      first_name: string;
      last_name: string;
      learner_id: string | null;
      completed: boolean | null;
      usi_verified: boolean | null;
    }>(
      `select b.id, b.reference, b.first_name, b.last_name, b.learner_id,
              e.completed_at is not null as completed, e.usi_verified_at is not null as usi_verified
         from public.booking_requests b
         left join public.enrolment_records e on e.booking_request_id = b.id and e.learner_id = b.learner_id
        where b.slot_id = $1 and b.status in ('confirmed', 'offered')
        order by b.last_name, b.first_name`,
      [slotId],
    );
    const readiness = await readinessIn(
      db,
      rows.map((row) => row.id),
    );
    return {
      ok: true as const,
      rows: rows.map((row) => ({
        bookingId: row.id,
        reference: row.reference,
        name: `${row.first_name} ${row.last_name}`,
        enrolment: (row.completed === null
          ? 'missing'
          : row.completed
            ? 'complete'
            : 'in_progress') as EnrolmentState,
        usiVerified: Boolean(row.usi_verified),
        readiness: row.learner_id ? (readiness.get(row.id) ?? null) : null,
      })),
    };
  });
  return result.ok ? result.rows : null;
}
