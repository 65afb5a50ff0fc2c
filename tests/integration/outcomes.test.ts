import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { checklistItems } from '@/content/learning/checklists';
import type { Session } from '@/lib/auth/types';
import { addDays } from '@/lib/rules/certificates';
import { CHECKLIST_FIRST, THEORY_FIRST } from '@/lib/rules/outcomes';
import {
  certificatePdfFor,
  issueCertificate,
  learnerCertificates,
  queueExpiryReminders,
  readableCertificate,
  reissueCertificate,
  revokeCertificate,
  stopReminders,
  upcomingExpiries,
  verifyCertificate,
  certificatesDue,
} from '@/lib/server/certificates';
import {
  assessorRecordPdfFor,
  learnerResults,
  loadSessionOutcomes,
  markAttendance,
  outcomeHistory,
  recordOutcome,
} from '@/lib/server/outcomes';
import { moveAbsentBooking, staffStep } from '@/lib/server/enrolments';
import { deliverQueued } from '@/lib/server/outbox';
import { calendarPart } from '@/tests/support/mime';
import { checkPdf } from '@/tests/support/pdf-check';
import { useSmtpServer } from '@/tests/support/smtp';

import { settleAfter } from './helpers/after';
import { backends, createUser, useTestDatabase } from './helpers/database';
import { actAs, defaultRequest } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

defaultRequest.ip = '203.0.113.151';

const {
  cancelAbsentFormAction,
  markAttendanceAction,
  moveAbsentFormAction,
  recordDecisionAction,
  revokeCertificateAction,
} = await import('@/app/staff/outcomes/actions');

/**
 * From a confirmed place to a certificate anyone can check: the roll, results per unit with the theory-first rule,
 * version-checked writes and their audit trail, issue-once, re-issue and revoke, the public check, expiry
 * reminders with the clock moved, on the real database (PGlite, and PostgreSQL when the run has one) with a real
 * SMTP server.
 */

describe.each(backends())('outcomes and certificates (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer({ SITE_URL: 'https://training.example.com' });
  let staff: Session;
  let otherStaff: Session;
  let admin: Session;
  let learner: Session;
  let stranger: Session;
  let counter = 0;

  beforeAll(async () => {
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    const db = database.current();
    staff = await createUser(db, { role: 'collaborator' });
    otherStaff = await createUser(db, { role: 'collaborator' });
    admin = await createUser(db, { role: 'admin' });
    learner = await createUser(db, { role: 'user' });
    stranger = await createUser(db, { role: 'user' });
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  beforeEach(() => smtp.clear());

  async function place(
    course: string,
    options: {
      learnerId?: string | null;
      first?: string;
      last?: string;
      verifiedUsi?: boolean;
      exemption?: string;
    } = {},
  ): Promise<{ slotId: string; bookingId: string }> {
    counter += 1;
    const db = database.current();
    const [slot] = await db.query<{ id: string }>(
      `insert into public.availability_slots (date, course_name, location, max_students, current_bookings)
       values (current_date - 1, $1, 'Mackay', 10, 1) returning id`,
      [course],
    );
    const [booking] = await db.query<{ id: string }>(
      `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course,
         training_level, delivery_method, state, status, slot_id, confirmed_at, learner_id)
       values ($1, $2, $3, $4, '0491 570 110', true, $5, 'full-training', 'face-to-face', 'QLD', 'confirmed', $6, now(), $7)
       returning id`,
      [
        `BR-O${String(counter).padStart(5, '0')}-${backend}`,
        options.first ?? 'Jordan',
        options.last ?? 'Lee',
        `learner-${counter}@example.com`,
        course,
        slot.id,
        options.learnerId === undefined ? learner.user.id : options.learnerId,
      ],
    );
    const learnerId = options.learnerId === undefined ? learner.user.id : options.learnerId;
    if (learnerId && (options.verifiedUsi || options.exemption)) {
      await db.query(
        `insert into public.enrolment_records (booking_request_id, learner_id, given_names, family_name, usi, usi_exemption,
           usi_verified_at, privacy_notice_agreed_at, declaration_agreed_at, completed_at)
         values ($1, $2, $3, $4, $5, $6, $7, now(), now(), now())`,
        [
          booking.id,
          learnerId,
          options.first ?? 'Jordan',
          options.last ?? 'Lee',
          options.verifiedUsi ? '223456789N' : null,
          options.exemption ?? null,
          options.verifiedUsi ? new Date().toISOString() : null,
        ],
      );
    }
    return { slotId: slot.id, bookingId: booking.id };
  }

  async function competent(
    slotId: string,
    bookingId: string,
    unitCode: string,
    ticked: readonly string[] = [],
  ) {
    const theory = await recordOutcome(staff, {
      slotId,
      bookingId,
      unitCode,
      expectedVersion: 0,
      change: { kind: 'theory', result: 'competent' },
    });
    expect(theory).toMatchObject({ ok: true });
    let version = theory.ok ? theory.value.version : 0;
    if (ticked.length > 0) {
      const saved = await recordOutcome(staff, {
        slotId,
        bookingId,
        unitCode,
        expectedVersion: version,
        change: { kind: 'checklist', ticked },
      });
      expect(saved).toMatchObject({ ok: true });
      version = saved.ok ? saved.value.version : version;
    }
    const decision = await recordOutcome(staff, {
      slotId,
      bookingId,
      unitCode,
      expectedVersion: version,
      change: {
        kind: 'decision',
        decision: 'competent',
        assessorName: 'Alex Assessor',
        assessmentDate: '2026-03-02',
      },
    });
    expect(decision).toMatchObject({ ok: true });
    return decision;
  }

  describe('the roll', () => {
    it('marks a learner present with the time, mails them, and keeps who changed it', async () => {
      const { slotId, bookingId } = await place('Provide First Aid');
      const result = await markAttendance(staff, {
        slotId,
        bookingId,
        status: 'present',
        expectedVersion: 0,
      });
      expect(result).toMatchObject({ ok: true, value: { version: 1 } });
      if (result.ok) await deliverQueued(result.value.mailIds);
      expect(smtp.messages.map((m) => m.subject)).toEqual(['Attendance recorded: Provide First Aid']);
      const outcomes = await loadSessionOutcomes(staff, slotId);
      expect(outcomes?.learners[0]).toMatchObject({ attendance: 'present', attendanceVersion: 1 });
      expect(outcomes?.learners[0].markedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const late = await markAttendance(otherStaff, {
        slotId,
        bookingId,
        status: 'late',
        expectedVersion: 1,
      });
      expect(late).toMatchObject({ ok: true, value: { version: 2 } });
      const history = await outcomeHistory(staff, bookingId);
      expect(history.map((change) => [change.summary, change.by])).toEqual([
        ['Attendance: late', otherStaff.user.email],
        ['Attendance: present', staff.user.email],
      ]);
    });

    it('refuses a stale version: the second member of staff is told, never overwrites silently', async () => {
      const { slotId, bookingId } = await place('Provide First Aid');
      const [first, second] = await Promise.all([
        markAttendance(staff, { slotId, bookingId, status: 'present', expectedVersion: 0 }),
        markAttendance(otherStaff, { slotId, bookingId, status: 'absent', expectedVersion: 0 }),
      ]);
      const results = [first, second];
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({
        ok: false,
        reason: 'conflict',
        message: expect.stringMatching(
          /^Someone else changed this record at .+\. Reload to see their change/,
        ),
      });
    });

    it('refuses plain users and learners, by the data layer and by the action', async () => {
      const { slotId, bookingId } = await place('Provide First Aid');
      for (const who of [learner, stranger]) {
        expect(
          await markAttendance(who, { slotId, bookingId, status: 'present', expectedVersion: 0 }),
        ).toMatchObject({
          ok: false,
          reason: 'forbidden',
        });
      }
      await actAs(learner);
      expect(await markAttendanceAction({ slotId, bookingId, status: 'present', version: 0 })).toMatchObject({
        ok: false,
        code: 'forbidden',
      });
      await actAs(null);
      expect(await markAttendanceAction({ slotId, bookingId, status: 'present', version: 0 })).toMatchObject({
        ok: false,
        code: 'signed-out',
      });
      const [row] = await database
        .current()
        .query<{ n: number }>(
          'select count(*)::int as n from public.session_attendance where booking_request_id = $1',
          [bookingId],
        );
      expect(row.n).toBe(0);
    });

    it('answers bad input with a message, never a throw', async () => {
      await actAs(staff);
      for (const input of [
        null,
        {},
        { slotId: 'x', bookingId: 'y', status: 'present', version: 0 },
        { status: 'asleep' },
      ]) {
        const result = await markAttendanceAction(input);
        expect(result.ok).toBe(false);
        expect(result.message).toBeTruthy();
      }
      const { slotId } = await place('Provide First Aid');
      const other = await place('Provide First Aid');
      // A booking of another session: not in this roll.
      expect(
        await markAttendanceAction({ slotId, bookingId: other.bookingId, status: 'present', version: 0 }),
      ).toMatchObject({ ok: false, code: 'not-found' });
      await actAs(null);
    });
  });

  describe('results per unit', () => {
    it('takes theory from the learner’s first COMPETENT attempt and refuses it when there is none', async () => {
      const { slotId, bookingId } = await place('Work Safely at Heights');
      const none = await recordOutcome(staff, {
        slotId,
        bookingId,
        unitCode: 'RIIWHS204E',
        expectedVersion: 0,
        change: { kind: 'theory', result: 'from-attempt' },
      });
      expect(none).toMatchObject({ ok: false, reason: 'conflict' });
      await database.current().query(
        `insert into public.assessment_attempts (user_id, unit_code, score_percent, correct, total, competent)
         values ($1, 'RIIWHS204E', 90, 9, 10, true)`,
        [learner.user.id],
      );
      const taken = await recordOutcome(staff, {
        slotId,
        bookingId,
        unitCode: 'RIIWHS204E',
        expectedVersion: 0,
        change: { kind: 'theory', result: 'from-attempt' },
      });
      expect(taken).toMatchObject({ ok: true, value: { version: 1, overall: 'IN PROGRESS' } });
      const outcomes = await loadSessionOutcomes(staff, slotId);
      expect(outcomes?.learners[0].units[0]).toMatchObject({ theory: 'competent', theorySource: 'attempt' });
    });

    it("prints the assessor's record of a learner and unit as a PDF with every criterion and the decision, for staff only", async () => {
      const { slotId, bookingId } = await place('Work Safely at Heights', {
        first: 'Zoë',
        last: "O'Brien-Nguyễn",
      });
      const items = checklistItems('RIIWHS204E');
      await competent(
        slotId,
        bookingId,
        'RIIWHS204E',
        items.map((item) => item.id),
      );
      for (const who of [learner, stranger])
        expect(await assessorRecordPdfFor(who, slotId, bookingId, 'RIIWHS204E')).toBeNull();
      expect(await assessorRecordPdfFor(staff, slotId, bookingId, 'HLTAID011')).toBeNull();

      const record = await assessorRecordPdfFor(staff, slotId, bookingId, 'RIIWHS204E');
      expect(record?.filename).toMatch(/^assessor-record-BR-O\d{5}-\w+-RIIWHS204E\.pdf$/);
      const pdf = checkPdf(record!.bytes);
      try {
        expect(pdf.qpdfOk).toBe(true);
        // pdftotext wraps long lines: compare with whitespace folded.
        const text = pdf.text.replace(/\s+/g, ' ');
        expect(text).toContain("Assessor's record");
        expect(text).toContain("Zoë O'Brien-Nguyễn");
        expect(text).toContain('RIIWHS204E Work safely at heights');
        for (const item of items) expect(text).toContain(item.text.replace(/\s+/g, ' '));
        // The decision block: each value on its label's line (pdftotext reads the two columns apart).
        const sameLine = (label: string, value: string) => {
          const at = pdf.words.filter((word) => word.text === label).map((word) => Math.round(word.yMin));
          return pdf.words.some((word) => word.text === value && at.includes(Math.round(word.yMin)));
        };
        expect(sameLine('decision', 'COMPETENT')).toBe(true);
        expect(sameLine('name', 'Assessor')).toBe(true);
        expect(sameLine('Date', '02/03/2026')).toBe(true);
        expect(text).not.toContain('NOT YET COMPETENT');
        expect(text).toContain(`READY: ${items.length} of ${items.length} items`);
      } finally {
        pdf.dispose();
      }
    });

    it('keeps the rule: no COMPETENT practical before the theory is passed and the checklist is READY', async () => {
      const { slotId, bookingId } = await place('Work Safely at Heights');
      const decide = (version: number) =>
        recordOutcome(staff, {
          slotId,
          bookingId,
          unitCode: 'RIIWHS204E',
          expectedVersion: version,
          change: {
            kind: 'decision',
            decision: 'competent',
            assessorName: 'Alex',
            assessmentDate: '2026-03-02',
          },
        });
      expect(await decide(0)).toMatchObject({ ok: false, message: THEORY_FIRST });
      const theory = await recordOutcome(staff, {
        slotId,
        bookingId,
        unitCode: 'RIIWHS204E',
        expectedVersion: 0,
        change: { kind: 'theory', result: 'competent' },
      });
      expect(theory).toMatchObject({ ok: true, value: { version: 1 } });
      expect(await decide(1)).toMatchObject({ ok: false, message: CHECKLIST_FIRST });
      const items = checklistItems('RIIWHS204E').map((item) => item.id);
      const ticked = await recordOutcome(staff, {
        slotId,
        bookingId,
        unitCode: 'RIIWHS204E',
        expectedVersion: 1,
        change: { kind: 'checklist', ticked: [...items, 'not_an_item'] },
      });
      expect(ticked).toMatchObject({ ok: true, value: { version: 2 } });
      expect(await decide(2)).toMatchObject({ ok: true, value: { version: 3, overall: 'COMPETENT' } });
      const outcomes = await loadSessionOutcomes(staff, slotId);
      expect(outcomes?.learners[0].units[0]).toMatchObject({
        checklistStatus: 'READY',
        practical: 'competent',
        assessorName: 'Alex',
        assessmentDate: '2026-03-02',
        ticked: items,
      });
      // The database keeps the rule too, whatever the server does.
      await expect(
        database
          .current()
          .query(
            `update public.unit_outcomes set theory_result = 'not-yet-competent' where booking_request_id = $1`,
            [bookingId],
          ),
      ).rejects.toThrow(/theory_first/);
    });

    it('refuses a decision without the assessor’s name or date through the action', async () => {
      const { slotId, bookingId } = await place('Provide First Aid');
      await actAs(staff);
      const result = await recordDecisionAction({
        slotId,
        bookingId,
        unitCode: 'HLTAID011',
        version: 0,
        decision: 'not-yet-competent',
        assessorName: '',
        assessmentDate: '',
      });
      expect(result).toMatchObject({
        ok: false,
        code: 'invalid',
        fieldErrors: {
          assessorName: "Enter the assessor's name",
          assessmentDate: 'Enter the assessment date',
        },
      });
      await actAs(null);
    });

    it('two staff deciding at once: one wins, the other is told; the result mail goes once', async () => {
      const { slotId, bookingId } = await place('Provide First Aid');
      const theory = await recordOutcome(staff, {
        slotId,
        bookingId,
        unitCode: 'HLTAID011',
        expectedVersion: 0,
        change: { kind: 'theory', result: 'competent' },
      });
      expect(theory.ok).toBe(true);
      smtp.clear();
      const results = await Promise.all(
        [staff, otherStaff].map((who, index) =>
          recordOutcome(who, {
            slotId,
            bookingId,
            unitCode: 'HLTAID011',
            expectedVersion: 1,
            change: {
              kind: 'decision',
              decision: index === 0 ? 'competent' : 'not-yet-competent',
              assessorName: `Assessor ${index}`,
              assessmentDate: '2026-03-02',
            },
          }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.reason === 'conflict')).toHaveLength(1);
      const [row] = await database.current().query<{ version: number; n: number }>(
        `select version, (select count(*)::int from public.outcome_changes where booking_request_id = $1 and kind = 'outcome') as n
             from public.unit_outcomes where booking_request_id = $1`,
        [bookingId],
      );
      expect(row).toEqual({ version: 2, n: 2 });
    });

    async function laterSession(options: { max: number; course?: string; days?: number }): Promise<string> {
      const [row] = await database.current().query<{ id: string }>(
        `insert into public.availability_slots (date, course_name, location, max_students, current_bookings)
         values (current_date + $3::integer, $1, 'Mackay', $2, 0) returning id`,
        [options.course ?? 'Provide First Aid', options.max, options.days ?? 14],
      );
      return row.id;
    }

    async function placesTaken(slotId: string): Promise<number> {
      const [row] = await database
        .current()
        .query<{ n: number }>('select current_bookings as n from public.availability_slots where id = $1', [
          slotId,
        ]);
      return Number(row.n);
    }

    function form(fields: Record<string, string>): FormData {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    }

    it('moves an absent learner to a later session of the course with a place free, with the revised invite; a full session is refused', async () => {
      const { slotId, bookingId } = await place('Provide First Aid');
      const full = await laterSession({ max: 1 });
      const { bookingId: other } = await place('Provide First Aid');
      await database
        .current()
        .query(`update public.booking_requests set slot_id = $2 where id = $1`, [other, full]);
      const open = await laterSession({ max: 5, days: 21 });
      const otherCourse = await laterSession({ max: 5, course: 'Confined Spaces' });
      const move = (who: Session, to: string) =>
        staffStep(who, 'move', (tx) => moveAbsentBooking(tx, bookingId, slotId, to));

      // Only a learner marked absent moves from the roll.
      expect(await move(staff, open)).toMatchObject({
        ok: false,
        message: 'Only a learner marked absent can be moved from the roll.',
      });
      await markAttendance(staff, { slotId, bookingId, status: 'absent', expectedVersion: 0 });

      const roll = await loadSessionOutcomes(staff, slotId);
      const targets = roll?.moveTargets.map((target) => target.id) ?? [];
      expect(targets).toContain(open);
      expect(targets).not.toContain(full);
      expect(targets).not.toContain(otherCourse);

      expect(await move(learner, open)).toMatchObject({ ok: false, reason: 'forbidden' });
      const before = {
        from: await placesTaken(slotId),
        full: await placesTaken(full),
        open: await placesTaken(open),
      };
      expect(before.full).toBe(1);
      expect(await move(staff, full)).toMatchObject({
        ok: false,
        message: 'That session is full: choose another.',
      });
      expect(await move(staff, otherCourse)).toMatchObject({
        ok: false,
        message: 'A place can only move to a session of the same course.',
      });
      expect(await placesTaken(full)).toBe(1);
      expect(await placesTaken(slotId)).toBe(before.from);

      // Through the roll's form, as staff press it.
      await actAs(learner);
      expect(await moveAbsentFormAction(null, form({ slotId, bookingId, toSlotId: open }))).toMatchObject({
        ok: false,
      });
      await actAs(staff);
      smtp.clear();
      // As if the confirmation's invite went out with SEQUENCE 0: the revised one carries the next.
      await database
        .current()
        .query('update public.booking_requests set invite_sequence = 1 where id = $1', [bookingId]);
      // Done, staff are brought back to the roll with a notice (the learner's row, and its form, have gone).
      await expect(
        moveAbsentFormAction(null, form({ slotId, bookingId, toSlotId: open })),
      ).rejects.toMatchObject({
        digest: expect.stringContaining(`/staff/sessions/${slotId}?notice=moved`),
      });
      await settleAfter();
      expect(await placesTaken(slotId)).toBe(before.from - 1);
      expect(await placesTaken(open)).toBe(before.open + 1);
      const [row] = await database
        .current()
        .query<{ slot_id: string; status: string }>(
          'select slot_id, status from public.booking_requests where id = $1',
          [bookingId],
        );
      expect(row).toEqual({ slot_id: open, status: 'confirmed' });

      const mail = smtp.messages.find((message) =>
        message.subject.startsWith('Session changed: Provide First Aid'),
      );
      expect(mail?.raw).toContain('invite.ics');
      const invite = calendarPart(mail!.raw) ?? '';
      expect(invite).toContain('METHOD:REQUEST');
      expect(invite).toContain(`UID:booking-${bookingId}@`);
      expect(invite).toContain('SEQUENCE:1');
      expect(invite).toContain('Mackay');

      // The new roll lists them unmarked; the old one no more; the absence stays in the history.
      const newRoll = await loadSessionOutcomes(staff, open);
      expect(newRoll?.learners.find((item) => item.bookingId === bookingId)).toMatchObject({
        attendance: null,
      });
      expect(
        (await loadSessionOutcomes(staff, slotId))?.learners.map((item) => item.bookingId),
      ).not.toContain(bookingId);
      expect((await outcomeHistory(staff, bookingId)).map((change) => change.summary)).toContain(
        'Attendance: absent',
      );

      // The same form again: the learner is no longer in that session.
      expect(await moveAbsentFormAction(null, form({ slotId, bookingId, toSlotId: open }))).toMatchObject({
        ok: false,
      });
      expect(await placesTaken(open)).toBe(before.open + 1);
      await actAs(null);
    });

    it('cancels an absent learner\u2019s place under the refund policy from the roll', async () => {
      const { slotId, bookingId } = await place('Provide First Aid');
      await markAttendance(staff, { slotId, bookingId, status: 'absent', expectedVersion: 0 });
      const before = await placesTaken(slotId);
      await actAs(learner);
      expect(await cancelAbsentFormAction(null, form({ slotId, bookingId }))).toMatchObject({ ok: false });
      await actAs(staff);
      smtp.clear();
      await expect(cancelAbsentFormAction(null, form({ slotId, bookingId }))).rejects.toMatchObject({
        digest: expect.stringContaining(`/staff/sessions/${slotId}?notice=cancelled`),
      });
      expect(
        (
          await database
            .current()
            .query<{ status: string }>('select status from public.booking_requests where id = $1', [
              bookingId,
            ])
        )[0].status,
      ).toBe('cancelled');
      await settleAfter();
      expect(await placesTaken(slotId)).toBe(before - 1);
      expect(
        smtp.messages.some((message) => message.subject.startsWith('Booking cancelled: Provide First Aid')),
      ).toBe(true);
      expect(await cancelAbsentFormAction(null, form({ slotId, bookingId }))).toMatchObject({ ok: false });
      await actAs(null);
    });

    it('refuses an absent learner a decision', async () => {
      const { slotId, bookingId } = await place('Provide First Aid');
      await markAttendance(staff, { slotId, bookingId, status: 'absent', expectedVersion: 0 });
      await recordOutcome(staff, {
        slotId,
        bookingId,
        unitCode: 'HLTAID011',
        expectedVersion: 0,
        change: { kind: 'theory', result: 'competent' },
      });
      expect(
        await recordOutcome(staff, {
          slotId,
          bookingId,
          unitCode: 'HLTAID011',
          expectedVersion: 1,
          change: {
            kind: 'decision',
            decision: 'competent',
            assessorName: 'A',
            assessmentDate: '2026-03-02',
          },
        }),
      ).toMatchObject({ ok: false, message: 'An absent learner cannot be assessed in this session.' });
    });

    it('lets a learner read their own results and nobody else’s', async () => {
      const { slotId, bookingId } = await place('Provide First Aid');
      await markAttendance(staff, { slotId, bookingId, status: 'present', expectedVersion: 0 });
      await competent(slotId, bookingId, 'HLTAID011');
      const mine = await learnerResults(learner);
      expect(mine.find((r) => r.bookingId === bookingId)?.units).toEqual([
        expect.objectContaining({ code: 'HLTAID011', overall: 'COMPETENT' }),
      ]);
      expect((await learnerResults(stranger)).find((r) => r.bookingId === bookingId)).toBeUndefined();
      expect(await loadSessionOutcomes(stranger, slotId)).toMatchObject({ learners: [] });
    });
  });

  describe('certificates', () => {
    it('needs a verified USI or a recorded exemption, then issues once with a random number and mails the PDF', async () => {
      const unverified = await place('Provide First Aid');
      await competent(unverified.slotId, unverified.bookingId, 'HLTAID011');
      expect(await issueCertificate(staff, unverified.bookingId)).toMatchObject({
        ok: false,
        message: expect.stringContaining('verified USI'),
      });

      const { slotId, bookingId } = await place('Provide First Aid', { verifiedUsi: true });
      expect(await issueCertificate(staff, bookingId)).toMatchObject({
        ok: false,
        message: 'Not yet COMPETENT in every unit: HLTAID011.',
      });
      await competent(slotId, bookingId, 'HLTAID011');
      smtp.clear();
      const results = await Promise.all([
        issueCertificate(staff, bookingId),
        issueCertificate(otherStaff, bookingId),
      ]);
      const issued = results.filter((r) => r.ok);
      expect(issued).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({
        reason: 'conflict',
        message: expect.stringContaining('already issued'),
      });
      const certificate = issued[0].ok ? issued[0].value.certificate : null;
      expect(certificate?.number).toMatch(
        /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
      );
      expect(certificate).toMatchObject({
        completedOn: '2026-03-02',
        expiresOn: '2029-03-02',
        usiExemption: null,
      });
      await deliverQueued(issued[0].ok ? issued[0].value.mailIds : []);
      const mail = smtp.messages.find((m) => m.subject.startsWith('Your certificate'));
      expect(mail?.text).toContain(certificate!.number);
      expect(mail?.text).toContain(`https://training.example.com/verify/${certificate!.number}`);
      expect(mail?.raw).toMatch(new RegExp(`filename="?certificate-${certificate!.number}\\.pdf`));

      // The learner sees it on /account; another learner cannot read it.
      expect((await learnerCertificates(learner)).map((c) => c.number)).toContain(certificate!.number);
      expect(await readableCertificate(stranger, certificate!.id)).toBeNull();
      expect(await readableCertificate(learner, certificate!.id)).toMatchObject({
        number: certificate!.number,
      });

      // Re-issue keeps the number and says so.
      smtp.clear();
      const again = await reissueCertificate(staff, certificate!.id);
      expect(again).toMatchObject({
        ok: true,
        value: { certificate: { number: certificate!.number, reissueCount: 1 } },
      });
      await deliverQueued(again.ok ? again.value.mailIds : []);
      expect(smtp.messages[0].subject).toBe('Your certificate (re-issued): Provide First Aid');
      expect(smtp.messages[0].text).toContain(`It keeps its number, ${certificate!.number}.`);
    });

    it('notes an exemption, and numbers are never sequential', async () => {
      const numbers: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const { slotId, bookingId } = await place('Provide First Aid', { exemption: 'INDIV' });
        await competent(slotId, bookingId, 'HLTAID011');
        const result = await issueCertificate(staff, bookingId);
        expect(result).toMatchObject({ ok: true, value: { certificate: { usiExemption: 'INDIV' } } });
        if (result.ok) numbers.push(result.value.certificate.number);
      }
      expect(new Set(numbers).size).toBe(3);
      // Random, not counted: consecutive issues share no leading group (a sequence would share all but the last).
      expect(new Set(numbers.map((number) => number.slice(0, 4))).size).toBe(3);
    });

    it('only admins revoke, with a reason; the check then says REVOKED', async () => {
      const { slotId, bookingId } = await place('Enter and Work in Confined Spaces', { verifiedUsi: true });
      const items = checklistItems('RIIWHS202E').map((item) => item.id);
      await competent(slotId, bookingId, 'RIIWHS202E', items);
      const issued = await issueCertificate(staff, bookingId);
      if (!issued.ok) throw new Error(issued.message);
      const { id, number } = issued.value.certificate;
      expect(await verifyCertificate(number)).toMatchObject({ status: 'CURRENT', expiresOn: null });

      expect(await revokeCertificate(staff, id, 'Fraudulent enrolment')).toMatchObject({
        ok: false,
        reason: 'forbidden',
        message: 'Admin role required.',
      });
      expect(await revokeCertificate(learner, id, 'Because')).toMatchObject({
        ok: false,
        reason: 'forbidden',
      });
      await actAs(staff);
      expect(await revokeCertificateAction({ certificateId: id, reason: 'x' })).toMatchObject({
        ok: false,
        code: 'forbidden',
      });
      await actAs(admin);
      expect(await revokeCertificateAction({ certificateId: id, reason: '   ' })).toMatchObject({
        ok: false,
        code: 'invalid',
        fieldErrors: { reason: 'Give a reason for revoking' },
      });
      expect(await revokeCertificateAction({ certificateId: id, reason: 'Issued in error' })).toMatchObject({
        ok: true,
      });
      await settleAfter();
      await actAs(null);
      expect(await verifyCertificate(number)).toMatchObject({ status: 'REVOKED' });
      expect(await reissueCertificate(staff, id)).toMatchObject({ ok: false, reason: 'conflict' });
      expect(await readableCertificate(learner, id)).toMatchObject({ revokeReason: 'Issued in error' });
    });

    it('answers forged, truncated and unknown numbers as not found, and shows only the name, units and dates', async () => {
      const { slotId, bookingId } = await place('Provide First Aid', { verifiedUsi: true });
      await competent(slotId, bookingId, 'HLTAID011');
      const issued = await issueCertificate(staff, bookingId);
      if (!issued.ok) throw new Error(issued.message);
      const { number } = issued.value.certificate;
      const check = await verifyCertificate(number.toLowerCase().replace(/-/g, ''));
      expect(Object.keys(check ?? {}).sort()).toEqual(
        [
          'completedOn',
          'courseName',
          'expiresOn',
          'issuedOn',
          'learnerName',
          'number',
          'status',
          'units',
        ].sort(),
      );
      expect(check).toMatchObject({ number, learnerName: 'Jordan Lee', status: 'CURRENT' });
      const forged = `${number.slice(0, -1)}${number.endsWith('0') ? '1' : '0'}`;
      for (const bad of [
        forged,
        number.slice(0, -1),
        number.slice(0, 9),
        `${number}X`,
        '',
        "' or 1=1 --",
        'ZZZZ-ZZZZ-ZZZZ',
      ]) {
        expect(await verifyCertificate(bad)).toBeNull();
      }
      // Expired: the clock moved past the first aid certificate's three years.
      expect(await verifyCertificate(number, new Date('2029-03-02T03:00:00Z'))).toMatchObject({
        status: 'EXPIRED',
      });
      expect(await verifyCertificate(number, new Date('2029-02-28T03:00:00Z'))).toMatchObject({
        status: 'CURRENT',
      });
    });

    it.each([
      ['accents and apostrophes', 'Zoë-Anaïs', "O'Connor-Ñúñez"],
      ['right-to-left text', 'מרים', 'عبد الله'],
      ['100 characters', 'A'.repeat(100), 'B'.repeat(100)],
    ])('prints and checks a name with %s exactly as given', async (_, first, last) => {
      const { slotId, bookingId } = await place('Provide First Aid', { verifiedUsi: true, first, last });
      await competent(slotId, bookingId, 'HLTAID011');
      const issued = await issueCertificate(staff, bookingId);
      if (!issued.ok) throw new Error(issued.message);
      expect((await verifyCertificate(issued.value.certificate.number))?.learnerName).toBe(
        `${first} ${last}`,
      );
      const pdf = await certificatePdfFor(issued.value.certificate);
      const dir = mkdtempSync(join(tmpdir(), 'certificate-'));
      const file = join(dir, 'certificate.pdf');
      writeFileSync(file, pdf);
      expect(execFileSync('qpdf', ['--check', file]).toString()).toContain(
        'No syntax or stream encoding errors',
      );
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString();
      expect(text).toContain(issued.value.certificate.number);
      expect(text).toContain('HLTAID011');
      if (!/[\u0590-\u06FF]/.test(first))
        expect(text.replace(/\s+/g, '')).toContain(`${first}${last}`.replace(/\s+/g, ''));
      execFileSync('pdftoppm', ['-png', '-r', '30', '-singlefile', file, join(dir, 'page')]);
      // Drawn by the site's PDF module: tagged, Inter first; DejaVu Sans only for what Inter and Noto lack.
      const checked = checkPdf(pdf);
      try {
        expect(checked.info.Tagged).toBe('yes');
        const fonts = checked.fonts.map((font) => font.name.split('+')[1]);
        expect(fonts).toContain('Inter-Bold');
        expect(fonts.includes('DejaVuSans-Bold')).toBe(/[\u0600-\u06FF]/.test(`${first}${last}`));
        expect(checked.fonts.every((font) => font.embedded && font.unicode)).toBe(true);
      } finally {
        checked.dispose();
      }
    });
  });

  describe('expiry reminders', () => {
    it('go at 60 and 14 days before expiry with the clock moved, once each, and one unsubscribe stops them', async () => {
      const { slotId, bookingId } = await place('Provide Cardiopulmonary Resuscitation', {
        verifiedUsi: true,
      });
      await competent(slotId, bookingId, 'HLTAID009');
      const issued = await issueCertificate(staff, bookingId);
      if (!issued.ok) throw new Error(issued.message);
      const { id, number, expiresOn } = issued.value.certificate;
      expect(expiresOn).toBe('2027-03-02');
      // Noon in Sydney on a given calendar day.
      const at = (date: string) => new Date(`${date}T02:00:00Z`);
      const mine = async (date: string) => {
        const ids = await queueExpiryReminders(at(date));
        const rows = await database
          .current()
          .query<{ topic: string; body_text: string; subject: string }>(
            `select topic, body_text, subject from public.mail_outbox where id = any($1::uuid[])`,
            [ids],
          );
        return rows.filter((row) => row.topic.startsWith(`certificate-reminder:${id}`));
      };
      expect(await mine(addDays(expiresOn!, -61))).toHaveLength(0);
      const sixty = await mine(addDays(expiresOn!, -60));
      expect(sixty.map((row) => row.subject)).toEqual([
        'Your Provide Cardiopulmonary Resuscitation certificate expires in 60 days',
      ]);
      expect(sixty[0].body_text).toContain(
        'https://training.example.com/booking?course=Provide+Cardiopulmonary+Resuscitation',
      );
      expect(sixty[0].body_text).toContain(number);
      expect(await mine(addDays(expiresOn!, -60))).toHaveLength(0);
      expect(await mine(addDays(expiresOn!, -30))).toHaveLength(0);
      expect((await mine(addDays(expiresOn!, -14))).map((row) => row.subject)).toEqual([
        'Your Provide Cardiopulmonary Resuscitation certificate expires in 14 days',
      ]);
      expect(await mine(addDays(expiresOn!, -13))).toHaveLength(0);

      // Staff see it among the month's expiries.
      const months = await upcomingExpiries(staff, at(addDays(expiresOn!, -70)));
      expect(months.find((m) => m.month === '2027-03')?.certificates.map((c) => c.number)).toContain(number);

      // A second certificate of the same learner; one unsubscribe stops both.
      const second = await place('Provide Cardiopulmonary Resuscitation', { verifiedUsi: true });
      await competent(second.slotId, second.bookingId, 'HLTAID009');
      const secondIssued = await issueCertificate(staff, second.bookingId);
      if (!secondIssued.ok) throw new Error(secondIssued.message);
      const link = /https:\/\/training\.example\.com\/certificates\/reminders\?token=([^\s]+)/.exec(
        sixty[0].body_text,
      );
      expect(link).not.toBeNull();
      expect(await stopReminders(`${decodeURIComponent(link![1])}x`)).toEqual({
        ok: false,
        reason: 'invalid',
      });
      expect(await stopReminders(decodeURIComponent(link![1]))).toEqual({ ok: true });
      const ids = await queueExpiryReminders(at(addDays(expiresOn!, -60)));
      const topics = await database
        .current()
        .query<{ topic: string }>(`select topic from public.mail_outbox where id = any($1::uuid[])`, [ids]);
      expect(topics.filter((row) => row.topic.includes(secondIssued.value.certificate.id))).toHaveLength(0);
    });

    it('warns staff of the 30-day issue deadline', async () => {
      const { slotId, bookingId } = await place('Provide First Aid');
      await competent(slotId, bookingId, 'HLTAID011');
      const due = await certificatesDue(staff, new Date('2026-03-26T02:00:00Z'));
      expect(due.find((item) => item.bookingId === bookingId)).toMatchObject({
        completedOn: '2026-03-02',
        deadline: '2026-04-01',
        state: 'due-soon',
      });
      const overdue = await certificatesDue(staff, new Date('2026-04-05T02:00:00Z'));
      expect(overdue.find((item) => item.bookingId === bookingId)).toMatchObject({ state: 'overdue' });
      expect(await certificatesDue(stranger)).toEqual([]);
    });
  });
});
