import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { emptyAnswers } from '@/lib/rules/enrolment-record';
import {
  enrolmentState,
  listCompletedEnrolments,
  loadLearnerEnrolment,
  saveEnrolmentAnswers,
  verifyUsi,
} from '@/lib/server/enrolment-records';
import {
  idDocumentFileForStaff,
  loadLearnerReadiness,
  rosterReadiness,
  saveSelfCheck,
  sendReadinessReminders,
  sweepIdDocuments,
  verifyIdDocuments,
} from '@/lib/server/readiness';
import { png } from '@/tests/support/png';
import { useSmtpServer } from '@/tests/support/smtp';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { actAs, defaultRequest } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

defaultRequest.ip = '203.0.113.150';

const { autosaveEnrolmentAction, saveEnrolmentFormAction } =
  await import('@/app/account/bookings/[bookingId]/enrolment/actions');
const { selfCheckFormAction } = await import('@/app/account/bookings/[bookingId]/readiness/actions');
const { verifyUsiFormAction, verifyIdFormAction } =
  await import('@/app/staff/enrolments/[bookingId]/actions');
const { POST: uploadRoute } = await import('@/app/account/bookings/[bookingId]/id-documents/route');
const { GET: documentRoute } = await import('@/app/staff/id-documents/[documentId]/route');

function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

describe.each(backends())('enrolment records and readiness (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer({ SITE_URL: 'https://training.example.com' });
  let learner: Session;
  let other: Session;
  let staff: Session;
  let counter = 0;

  beforeAll(async () => {
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    learner = await createUser(database.current(), { role: 'user' });
    other = await createUser(database.current(), { role: 'user' });
    staff = await createUser(database.current(), { role: 'collaborator' });
  });

  afterAll(() => vi.restoreAllMocks());
  beforeEach(() => smtp.clear());

  async function booking(
    owner: Session | null,
    options: { course?: string; state?: string; daysAhead?: number; confirmed?: boolean } = {},
  ): Promise<string> {
    counter += 1;
    const db = database.current();
    const course = options.course ?? 'NSW White Card (General Construction Induction)';
    let slotId: string | null = null;
    if (options.daysAhead !== undefined) {
      const [slot] = await db.query<{ id: string }>(
        `insert into public.availability_slots (date, course_name, location, max_students)
         values ((now() at time zone 'Australia/Sydney')::date + $1::integer, $2, 'Port Macquarie', 20) returning id`,
        [options.daysAhead, course],
      );
      slotId = slot.id;
    }
    const [row] = await db.query<{ id: string }>(
      `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course,
         training_level, delivery_method, state, learner_id)
       values ($1, 'Kim', 'Lee', 'kim@example.com', '0491 570 110', true, $2, 'full-training', 'face-to-face', $3, $4)
       returning id`,
      [`BR-E${String(counter).padStart(5, '0')}`, course, options.state ?? 'NSW', owner?.user.id ?? null],
    );
    if (slotId) {
      await db.query(`update public.booking_requests set status = 'confirmed', slot_id = $2 where id = $1`, [
        row.id,
        slotId,
      ]);
    }
    return row.id;
  }

  const identity = {
    familyName: 'Lee',
    givenNames: 'Kim',
    dateOfBirth: '1990-02-28',
    usi: '223456789N',
  };

  it('saves as the learner types, keeps good answers beside a bad one, mails the way back once, and submits', async () => {
    const id = await booking(learner);
    await actAs(learner);
    expect(await enrolmentState(id)).toBe('missing');

    const first = await autosaveEnrolmentAction(
      formOf({ bookingId: id, familyName: 'Lee', indigenousStatus: '4' }),
    );
    expect(first).toMatchObject({ ok: true, message: 'Your answers are saved.' });
    expect(await enrolmentState(id)).toBe('in_progress');
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1));
    expect(smtp.messages[0].subject).toBe('Your enrolment is saved');
    expect(smtp.messages[0].text).toContain(`https://training.example.com/account/bookings/${id}/enrolment`);

    // A USI half typed is reported and not saved; the stored answers stay.
    const second = await autosaveEnrolmentAction(
      formOf({ bookingId: id, familyName: 'Lee', givenNames: 'Kim', indigenousStatus: '4', usi: '2234' }),
    );
    expect(second).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { usi: expect.any(String) } });
    const resumed = await loadLearnerEnrolment(learner, id);
    expect(resumed?.record).toMatchObject({
      familyName: 'Lee',
      givenNames: 'Kim',
      indigenousStatus: '4',
      usi: null,
    });
    expect(smtp.messages).toHaveLength(1);

    // Submitting without the agreements names them; with them, the record is complete and the learner moves on.
    const refused = await saveEnrolmentFormAction(
      null,
      formOf({ bookingId: id, intent: 'submit', ...identity }),
    );
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { privacyNotice: expect.any(String), declaration: expect.any(String) },
    });
    await expect(
      saveEnrolmentFormAction(
        null,
        formOf({
          bookingId: id,
          intent: 'submit',
          ...identity,
          indigenousStatus: '4',
          privacyNotice: 'true',
          declaration: 'true',
          next: '//evil.example',
        }),
      ),
    ).rejects.toMatchObject({ digest: expect.stringContaining(`/account/bookings/${id}/readiness`) });
    expect(await enrolmentState(id)).toBe('complete');
    const record = (await loadLearnerEnrolment(learner, id))?.record;
    expect(record?.privacyNoticeAgreedAt).not.toBeNull();
    expect(record?.declarationAgreedAt).not.toBeNull();
    expect(record?.indigenousStatus).toBe('4');

    const exported = await listCompletedEnrolments({ from: '2000-01-01', to: '2100-01-01' });
    // Without a session the booking is not in the export's range (the export reads sessions' dates).
    expect(exported.some((entry) => entry.record.bookingRequestId === id)).toBe(false);
  });

  it('prefills a returning learner’s answers from their last enrolment, never another learner’s', async () => {
    const firstBooking = await booking(other);
    await saveEnrolmentAnswers(
      other,
      firstBooking,
      { ...emptyAnswers, ...identity, studyReason: '07' },
      {
        privacy: true,
        declaration: true,
        complete: true,
      },
    );
    const second = await booking(other);
    const enrolment = await loadLearnerEnrolment(other, second);
    expect(enrolment?.record).toBeNull();
    expect(enrolment?.previous).toMatchObject({ studyReason: '07', familyName: 'Lee' });
    const mine = await loadLearnerEnrolment(learner, await booking(learner));
    expect(mine?.previous?.studyReason ?? null).not.toBe('07');
  });

  it("answers another learner's booking id as not found, and writes nothing to it", async () => {
    const theirs = await booking(other);
    await actAs(learner);
    expect(await loadLearnerEnrolment(learner, theirs)).toBeNull();
    expect(
      await autosaveEnrolmentAction(formOf({ bookingId: theirs, familyName: 'Impostor' })),
    ).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    expect(
      await saveEnrolmentAnswers(learner, theirs, emptyAnswers, {
        privacy: true,
        declaration: true,
        complete: false,
      }),
    ).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(
      await selfCheckFormAction(
        null,
        formOf({ bookingId: theirs, reading: 'hard', writing: 'hard', numeracy: 'hard', digital: 'hard' }),
      ),
    ).toMatchObject({ ok: false, code: 'not-found' });
    expect(await autosaveEnrolmentAction(formOf({ bookingId: 'not-a-uuid' }))).toMatchObject({ ok: false });
    const rows = await database
      .current()
      .query(
        'select 1 from public.enrolment_records where booking_request_id = $1 union all select 1 from public.readiness_checks where booking_request_id = $1',
        [theirs],
      );
    expect(rows).toHaveLength(0);
  });

  it('lets only staff verify a USI; a verified record is read only for the learner', async () => {
    const id = await booking(learner);
    await saveEnrolmentAnswers(
      learner,
      id,
      { ...emptyAnswers, ...identity },
      { privacy: true, declaration: true, complete: true },
    );

    await actAs(learner);
    expect(await verifyUsiFormAction(null, formOf({ bookingId: id }))).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    // Even past the action's role check, the service re-reads the role in the database.
    expect(await verifyUsi(learner, id)).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(await verifyUsi({ ...learner, role: 'admin' }, id)).toMatchObject({
      ok: false,
      reason: 'forbidden',
    });

    await actAs(staff);
    expect(await verifyUsiFormAction(null, formOf({ bookingId: id }))).toMatchObject({
      ok: true,
      message: 'USI marked verified.',
    });
    await actAs(learner);
    expect(
      await autosaveEnrolmentAction(formOf({ bookingId: id, ...identity, usi: '223456789N' })),
    ).toMatchObject({
      ok: false,
      code: 'conflict',
    });
  });

  describe('identification documents', () => {
    const post = (bookingId: string, body: BodyInit, headers: Record<string, string> = {}) =>
      uploadRoute(
        new NextRequest(`http://localhost/account/bookings/${bookingId}/id-documents`, {
          method: 'POST',
          body,
          headers: { origin: 'http://localhost', host: 'localhost', ...headers },
          duplex: 'half',
        } as ConstructorParameters<typeof NextRequest>[1]),
        { params: Promise.resolve({ bookingId }) },
      );
    const upload = (
      bookingId: string,
      bytes: Uint8Array,
      name: string,
      documentType = 'australian-passport',
    ) => {
      const form = new FormData();
      form.set('documentType', documentType);
      form.set('file', new File([Buffer.from(bytes)], name));
      return post(bookingId, form);
    };
    const resultOf = (response: Response) =>
      new URL(response.headers.get('location') ?? '/', 'http://localhost').searchParams.get('upload');
    const storedFiles = (bookingId: string) => {
      const folder = join(database.dataDir(), 'private', bookingId);
      return existsSync(folder) ? readdirSync(folder) : [];
    };
    const entries = async (bookingId: string) =>
      database
        .current()
        .query<{ id: string; deleted_at: unknown }>(
          'select id, deleted_at from public.id_documents where booking_request_id = $1',
          [bookingId],
        );

    it('stores a real PNG privately and refuses every attack with a clear message, storing nothing', async () => {
      const id = await booking(learner);
      await actAs(learner);
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000)]);
      const zip = Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        deflateSync(Buffer.alloc(1_000_000)),
      ]);
      const cases: Array<[string, Uint8Array, string]> = [
        ['program', exe, 'passport.pdf'],
        ['archive', zip, 'passport.png'],
        ['script', png('<script>fetch("/steal")</script>'), 'passport.png'],
      ];
      for (const [code, bytes, name] of cases) {
        const response = await upload(id, bytes, name);
        expect([name, response.status, resultOf(response)]).toEqual([name, 303, code]);
      }
      // 50 MB, declared: refused before reading; streamed without a length: refused at 10 MB.
      const big = await post(id, new Uint8Array(16), {
        'content-length': String(50 * 1024 * 1024),
        'content-type': 'multipart/form-data; boundary=x',
      });
      expect(resultOf(big)).toBe('tooLarge');
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 50 * 1024 * 1024) return controller.close();
          sent += 1024 * 1024;
          controller.enqueue(new Uint8Array(1024 * 1024));
        },
      });
      const streamed = await post(id, stream, { 'content-type': 'multipart/form-data; boundary=x' });
      expect(resultOf(streamed)).toBe('tooLarge');
      expect(sent).toBeLessThan(50 * 1024 * 1024);
      expect(await entries(id)).toHaveLength(0);
      expect(storedFiles(id)).toHaveLength(0);

      const stored = await upload(id, png(), 'passport.png');
      expect(resultOf(stored)).toBe('stored');
      expect(await entries(id)).toHaveLength(1);
      expect(storedFiles(id)).toHaveLength(1);
    });

    it("refuses another learner's booking, a cross-site form and a visitor, storing nothing", async () => {
      const theirs = await booking(other);
      await actAs(learner);
      expect(resultOf(await upload(theirs, png(), 'x.png'))).toBe('not-found');
      const form = new FormData();
      form.set('documentType', 'australian-passport');
      form.set('file', new File([new Uint8Array(png())], 'x.png'));
      expect((await post(theirs, form, { origin: 'https://evil.example' })).status).toBe(403);
      await actAs(null);
      const visitor = await upload(theirs, png(), 'x.png');
      expect(visitor.headers.get('location')).toContain('/auth?next=');
      expect(await entries(theirs)).toHaveLength(0);
    });

    it('shows documents to staff only, deletes them after staff verify, and the sweep removes the files', async () => {
      const id = await booking(learner);
      await actAs(learner);
      expect(resultOf(await upload(id, png(), 'passport.png'))).toBe('stored');
      expect(resultOf(await upload(id, png(), 'licence.png', 'driver-licence'))).toBe('stored');
      const [document] = await entries(id);

      const get = (documentId: string) =>
        documentRoute(new NextRequest(`http://localhost/staff/id-documents/${documentId}`), {
          params: Promise.resolve({ documentId }),
        });
      expect((await get(document.id)).status).toBe(403); // the learner themselves
      await actAs(other);
      expect((await get(document.id)).status).toBe(403);
      expect(await idDocumentFileForStaff({ ...other, role: 'admin' }, document.id)).toEqual({
        ok: false,
        status: 403,
      });
      expect(await verifyIdFormAction(null, formOf({ bookingId: id }))).toMatchObject({
        ok: false,
        code: 'forbidden',
      });

      await actAs(staff);
      const shown = await get(document.id);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('content-type')).toBe('image/png');
      expect(shown.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await shown.arrayBuffer())).toEqual(png());

      expect(await verifyIdDocuments(staff, id)).toEqual({ ok: true });
      expect((await loadLearnerReadiness(learner, id))?.readiness.idVerified).toBe(true);
      // Not yet due: the sweep leaves them.
      await sweepIdDocuments();
      expect(storedFiles(id)).toHaveLength(2);
      await database
        .current()
        .query(
          `update public.id_documents set delete_after = now() - interval '1 minute' where booking_request_id = $1`,
          [id],
        );
      expect(await sweepIdDocuments()).toBeGreaterThanOrEqual(2);
      expect(storedFiles(id)).toHaveLength(0);
      expect((await entries(id)).every((row) => row.deleted_at !== null)).toBe(true);
      expect((await get(document.id)).status).toBe(404);
      // Verified stays done for the learner once the files are gone; no more uploads are taken.
      const view = await loadLearnerReadiness(learner, id);
      expect(view?.readiness.items.find((item) => item.key === 'id-documents')?.done).toBe(true);
      await actAs(learner);
      expect(resultOf(await upload(id, png(), 'again.png'))).toBe('verified');
    });
  });

  it('mails the reminder once per booking two days before, to learners with items missing, across concurrent senders', async () => {
    const missing = await booking(learner, { daysAhead: 2, confirmed: true });
    const ready = await booking(other, { course: 'Provide First Aid', daysAhead: 1, confirmed: true });
    await saveEnrolmentAnswers(
      other,
      ready,
      { ...emptyAnswers, ...identity },
      { privacy: true, declaration: true, complete: true },
    );
    await saveSelfCheck(other, ready, {
      reading: 'comfortable',
      writing: 'comfortable',
      numeracy: 'some-help',
      digital: 'hard',
    });
    const later = await booking(learner, { daysAhead: 9, confirmed: true });

    const sent = await Promise.all([
      sendReadinessReminders(),
      sendReadinessReminders(),
      sendReadinessReminders(),
    ]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1));
    expect(smtp.messages[0].subject).toBe('Before your course: a few things to finish');
    expect(smtp.messages[0].text).toContain('Enrolment form');
    expect(smtp.messages[0].text).toContain('100 points of identification');
    expect(smtp.messages[0].text).toContain(`/account/bookings/${missing}/readiness`);
    expect(await sendReadinessReminders()).toBe(0);
    expect(later).toBeTruthy();

    // The roster shows staff each learner's state and the support flag; a plain user gets nothing.
    const [slot] = await database
      .current()
      .query<{ slot_id: string }>('select slot_id from public.booking_requests where id = $1', [ready]);
    const rows = await rosterReadiness(staff, slot.slot_id);
    expect(rows).toEqual([
      expect.objectContaining({
        bookingId: ready,
        enrolment: 'complete',
        readiness: expect.objectContaining({ supportNeeded: true, ready: true }),
      }),
    ]);
    expect(await rosterReadiness(learner, slot.slot_id)).toBeNull();
  });
});
