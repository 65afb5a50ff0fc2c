import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { crewMessages } from '@/lib/rules/crew-csv';
import {
  acceptInvite,
  addWorker,
  answerShare,
  approveEmployer,
  employerMessages,
  employerOverview,
  importCrew,
  inviteManager,
  myEmployers,
  myShareRequests,
  previewInvite,
  recordTicket,
  recordedTicketFile,
  registerEmployer,
  removeManager,
  staffEmployers,
  ticketMatrix,
  type Registration,
} from '@/lib/server/employers';
import { png } from '@/tests/support/png';
import { useSmtpServer } from '@/tests/support/smtp';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { approvedEmployer } from './helpers/employers';
import { actAs, defaultRequest } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);
vi.mock('next/navigation', () => ({
  redirect: (path: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { path });
  },
}));

defaultRequest.ip = '203.0.113.171';

const { importCrewFormAction, addWorkerFormAction } = await import('@/app/employer/actions');
const { POST: ticketRoute } = await import('@/app/employer/[id]/tickets/route');
const { GET: matrixCsvRoute } = await import('@/app/employer/[id]/matrix/csv/route');
const { approveEmployerFormAction } = await import('@/app/staff/employers/actions');

/**
 * Employer accounts on the real database (PGlite, and PostgreSQL when the run has one) with a real SMTP server:
 * registration and approval, invitations (single use, same address), the crew by hand and by CSV (one
 * transaction), share requests, recorded tickets and the matrix; and a second employer's manager refused each time.
 */

const utf8 = (text: string) => new TextEncoder().encode(text);
const HEADER = 'Name,E-mail,Phone,Date of birth,USI\n';

function formOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe.each(backends())('employer accounts (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer({ SITE_URL: 'https://training.example.com' });
  let staff: Session;
  let manager: Session;
  let otherManager: Session;
  let colleague: Session;
  let worker: Session;
  let employerId: string;
  let otherEmployerId: string;

  const registration = (abn: string, company: string): Registration => ({
    company,
    abn,
    contactName: 'Pat Site',
    contactEmail: 'pat@example.com',
    contactPhone: '0400 123 456',
    sites: ['Mackay yard', 'Hay Point'],
    crewSize: 40,
    machineryUnits: ['RIIMPO320F'],
  });

  async function approved(session: Session, abn: string, company: string): Promise<string> {
    return approvedEmployer(staff, session, registration(abn, company));
  }

  beforeAll(async () => {
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    const db = database.current();
    staff = await createUser(db, { role: 'collaborator', firstName: 'Alex', lastName: 'Account' });
    manager = await createUser(db, { role: 'user' });
    otherManager = await createUser(db, { role: 'user' });
    colleague = await createUser(db, { role: 'user' });
    worker = await createUser(db, { role: 'user' });
    employerId = await approved(manager, '33 051 775 556', 'Coalface Civil Pty Ltd');
    otherEmployerId = await approved(otherManager, '49 004 028 077', 'Other Earthworks Pty Ltd');
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  beforeEach(() => smtp.clear());

  describe('registration and approval', () => {
    it('stores a registration as pending with the registrant as its manager, and refuses a second live ABN', async () => {
      const registrant = await createUser(database.current(), { role: 'user' });
      const result = await registerEmployer(registrant, registration('48 123 123 124', 'Bank Builders'));
      expect(result.ok).toBe(true);
      const [mine] = await myEmployers(registrant);
      expect(mine).toMatchObject({ company: 'Bank Builders', status: 'pending', accountManager: null });
      const overview = await employerOverview(registrant, mine.id);
      expect(overview?.managers.map((m) => m.email)).toEqual([registrant.user.email]);
      expect(await registerEmployer(manager, registration('48123123124', 'Again'))).toEqual({
        ok: false,
        message: employerMessages.abnTaken,
      });
      // Pending: the crew waits for approval.
      expect(
        await addWorker(registrant, mine.id, {
          fullName: 'Early Bird',
          email: 'early@example.com',
          phone: null,
          dateOfBirth: null,
          usi: null,
          site: null,
        }),
      ).toEqual({ ok: false, message: employerMessages.pending });
    });

    it('staff see pending employers and approve one with a staff account manager; the contact is mailed', async () => {
      const registrant = await createUser(database.current(), { role: 'user' });
      const registered = await registerEmployer(
        registrant,
        registration('16 009 661 901', 'Skyline Rigging'),
      );
      if (!registered.ok) throw new Error(registered.message);
      const listed = await staffEmployers(staff);
      expect(listed.ok && listed.value.pending.map((e) => e.company)).toContain('Skyline Rigging');
      expect(listed.ok && listed.value.staff.map((s) => s.id)).toContain(staff.user.id);

      expect(await staffEmployers(registrant)).toEqual({ ok: false, message: employerMessages.notStaff });
      expect(
        await approveEmployer(registrant, {
          employerId: registered.value.id,
          accountManagerId: staff.user.id,
          accountManagerPhone: '07 4000 0000',
        }),
      ).toEqual({ ok: false, message: employerMessages.notStaff });
      expect(
        await approveEmployer(staff, {
          employerId: registered.value.id,
          accountManagerId: registrant.user.id,
          accountManagerPhone: '07 4000 0000',
        }),
      ).toEqual({ ok: false, message: employerMessages.managerNotStaff });

      await actAs(staff);
      const state = await approveEmployerFormAction(
        null,
        formOf({
          employerId: registered.value.id,
          accountManagerId: staff.user.id,
          accountManagerPhone: '07 4999 1234',
        }),
      );
      expect(state).toMatchObject({ ok: true });
      const [mine] = await myEmployers(registrant);
      expect(mine).toMatchObject({
        status: 'approved',
        accountManager: { name: 'Alex Account', email: staff.user.email, phone: '07 4999 1234' },
      });
      const mail = smtp.messages.find((m) => m.subject.startsWith('Your employer account is approved'));
      expect(mail?.to).toEqual(['pat@example.com']);
      expect(mail?.text).toContain('07 4999 1234');
      expect(mail?.text).toContain(staff.user.email);
      // Decided once.
      expect(
        await approveEmployer(staff, {
          employerId: registered.value.id,
          accountManagerId: staff.user.id,
          accountManagerPhone: '07 4000 0000',
        }),
      ).toEqual({ ok: false, message: employerMessages.notPending });
    });
  });

  describe('managers', () => {
    it('invites by a single-use link that only the invited address can accept', async () => {
      const sent = await inviteManager(manager, { employerId, email: colleague.user.email });
      if (!sent.ok) throw new Error(sent.message);
      const mail = smtp.messages.find((m) => m.to.includes(colleague.user.email));
      const link = /https:\/\/training\.example\.com\/employer\/invite\?token=([A-Za-z0-9_-]{43})/.exec(
        mail!.text,
      );
      expect(link?.[1]).toBe(sent.value.token);

      expect(await previewInvite(sent.value.token)).toEqual({
        company: 'Coalface Civil Pty Ltd',
        email: colleague.user.email,
      });
      // Reading the page twice changes nothing.
      expect(await previewInvite(sent.value.token)).not.toBeNull();
      expect(await employerOverview(colleague, employerId)).toBeNull();

      expect(await acceptInvite(worker, sent.value.token)).toEqual({
        ok: false,
        message: employerMessages.inviteOtherEmail,
      });
      expect(await acceptInvite(colleague, sent.value.token)).toMatchObject({
        ok: true,
        value: { employerId },
      });
      expect((await employerOverview(colleague, employerId))?.access).toBe('manager');
      expect(await acceptInvite(colleague, sent.value.token)).toEqual({
        ok: false,
        message: employerMessages.inviteInvalid,
      });
      expect(await previewInvite(sent.value.token)).toBeNull();
      expect(await acceptInvite(colleague, 'x'.repeat(43))).toEqual({
        ok: false,
        message: employerMessages.inviteInvalid,
      });
    });

    it('an expired invitation is refused', async () => {
      const sent = await inviteManager(manager, { employerId, email: worker.user.email });
      if (!sent.ok) throw new Error(sent.message);
      await database
        .current()
        .query(
          `update public.employer_invites set expires_at = now() - interval '1 minute' where email = $1`,
          [worker.user.email],
        );
      expect(await acceptInvite(worker, sent.value.token)).toEqual({
        ok: false,
        message: employerMessages.inviteInvalid,
      });
    });

    it('a removed manager loses access on the very next request', async () => {
      const leaver = await createUser(database.current(), { role: 'user' });
      const sent = await inviteManager(manager, { employerId, email: leaver.user.email });
      if (!sent.ok) throw new Error(sent.message);
      await acceptInvite(leaver, sent.value.token);
      expect(await employerOverview(leaver, employerId)).not.toBeNull();
      expect(await removeManager(otherManager, { employerId, userId: leaver.user.id })).toEqual({
        ok: false,
        message: employerMessages.notFound,
      });
      expect(await removeManager(manager, { employerId, userId: leaver.user.id })).toMatchObject({
        ok: true,
      });
      expect(await employerOverview(leaver, employerId)).toBeNull();
      expect(await ticketMatrix(leaver, employerId)).toBeNull();
      expect(await inviteManager(leaver, { employerId, email: 'back@example.com' })).toEqual({
        ok: false,
        message: employerMessages.notFound,
      });
    });

    it('an employer keeps at least one manager', async () => {
      expect(
        await removeManager(otherManager, { employerId: otherEmployerId, userId: otherManager.user.id }),
      ).toEqual({ ok: false, message: employerMessages.lastManager });
    });
  });

  describe('the crew', () => {
    it('imports a CSV: accepted rows added in one go, each refused row with its reasons', async () => {
      await actAs(manager);
      const csv =
        HEADER +
        'Jo Digger,jo@example.com,0400 000 001,1990-01-02,\n' +
        '=HYPERLINK("http://evil.example"),bad@example.com,,,\n' +
        'Jo Again,JO@example.com,,,\n' +
        'Sam Loader,sam@example.com,+61 400 000 002,02/03/1985,223456789N\n';
      const state = await importCrewFormAction(
        null,
        formOf({ employerId, file: new File([utf8(csv)], 'crew.csv', { type: 'text/csv' }) }),
      );
      expect(state).toMatchObject({ ok: true, message: '2 added, 2 refused.' });
      const report = state?.ok ? state.data : null;
      expect(report?.rows.map((row) => [row.row, row.outcome])).toEqual([
        [2, 'accepted'],
        [3, 'refused'],
        [4, 'refused'],
        [5, 'accepted'],
      ]);
      const overview = await employerOverview(manager, employerId);
      expect(overview?.workers.map((w) => w.email)).toEqual(
        expect.arrayContaining(['jo@example.com', 'sam@example.com']),
      );
      expect(overview?.workers.some((w) => w.email === 'bad@example.com')).toBe(false);

      // Again: both already in the crew.
      const again = await importCrew(manager, employerId, utf8(csv));
      expect(again.ok && again.value.added).toBe(0);
      expect(again.ok && again.value.rows[0]).toMatchObject({ reasons: [crewMessages.alreadyInCrew] });
    });

    it('a file without the columns is refused as a whole with a clear message, nothing added', async () => {
      const before = (await employerOverview(manager, employerId))!.workers.length;
      expect(await importCrew(manager, employerId, utf8('Name,Mobile\nA B,0400000000\n'))).toEqual({
        ok: false,
        message: crewMessages.missingColumns(['e-mail', 'date of birth']),
      });
      expect((await employerOverview(manager, employerId))!.workers).toHaveLength(before);
    });

    it('imports 2,000 workers in one transaction, and none when the database refuses one of them', async () => {
      const bulkEmployer = await approved(manager, '88 000 014 675', 'Bulk Haulage');
      const lines = (prefix: string) =>
        Array.from(
          { length: 2000 },
          (_, i) => `${prefix} ${i},${prefix}${i}@example.com,0400 000 000,1990-01-01,`,
        );
      const db = database.current();
      // A fault on the last row: the 1,999 before it must not stay.
      await db.query(`
        create or replace function public.refuse_test_worker() returns trigger language plpgsql as $$
        begin
          if new.full_name = 'Faulty 1999' then raise exception 'test fault'; end if;
          return new;
        end $$`);
      await db.query(
        `create trigger refuse_test_worker before insert on public.employer_workers
           for each row execute function public.refuse_test_worker()`,
      );
      try {
        await expect(
          importCrew(manager, bulkEmployer, utf8(HEADER + lines('Faulty').join('\n'))),
        ).rejects.toThrow();
        expect((await employerOverview(manager, bulkEmployer))!.workers).toHaveLength(0);
      } finally {
        await db.query('drop trigger refuse_test_worker on public.employer_workers');
        await db.query('drop function public.refuse_test_worker()');
      }
      const result = await importCrew(manager, bulkEmployer, utf8(HEADER + lines('Worker').join('\n')));
      expect(result.ok && result.value.added).toBe(2000);
      expect((await employerOverview(manager, bulkEmployer))!.workers).toHaveLength(2000);
    });

    it('adds one worker by hand with the same rules, and refuses a duplicate', async () => {
      await actAs(manager);
      const added = await addWorkerFormAction(
        null,
        formOf({
          employerId,
          name: 'Lee Hand',
          email: 'lee@example.com',
          phone: '',
          dateOfBirth: '',
          usi: '',
          site: 'Hay Point',
        }),
      );
      expect(added).toMatchObject({ ok: true });
      const refused = await addWorkerFormAction(
        null,
        formOf({ employerId, name: '@Lee', email: 'lee2@example.com' }),
      );
      expect(refused).toMatchObject({ ok: false, message: crewMessages.formula('name') });
      const duplicate = await addWorkerFormAction(
        null,
        formOf({ employerId, name: 'Lee Hand', email: 'LEE@example.com' }),
      );
      expect(duplicate).toMatchObject({ ok: false, message: employerMessages.workerExists });
    });
  });

  describe("a second employer's manager", () => {
    it('is refused everything of the first employer', async () => {
      const csv = utf8(`${HEADER}Intruder Row,intruder@example.com,,,\n`);
      expect(await employerOverview(otherManager, employerId)).toBeNull();
      expect(await ticketMatrix(otherManager, employerId)).toBeNull();
      expect(await importCrew(otherManager, employerId, csv)).toEqual({
        ok: false,
        message: employerMessages.notFound,
      });
      expect(
        await addWorker(otherManager, employerId, {
          fullName: 'Intruder',
          email: 'intruder@example.com',
          phone: null,
          dateOfBirth: null,
          usi: null,
          site: null,
        }),
      ).toEqual({ ok: false, message: employerMessages.notFound });
      expect(await inviteManager(otherManager, { employerId, email: 'x@example.com' })).toEqual({
        ok: false,
        message: employerMessages.notFound,
      });
      const workers = (await employerOverview(manager, employerId))!.workers;
      expect(
        await recordTicket(
          otherManager,
          {
            employerId,
            workerId: workers[0].id,
            unitCode: 'CPCWHS1001',
            issuedOn: '2024-01-01',
            expiresOn: null,
          },
          { name: 'card.png', bytes: png() },
        ),
      ).toEqual({ ok: false, code: 'notFound' });
      expect((await myEmployers(otherManager)).map((e) => e.id)).toEqual([otherEmployerId]);
    });
  });

  describe('shares, recorded tickets and the matrix', () => {
    it("shows a worker's certificates only after the worker agrees, and recorded tickets as not issued by us", async () => {
      const db = database.current();
      // The worker holds a white card issued here, expiring in 30 days, and a first aid certificate long expired.
      const [booking] = await db.query<{ id: string }>(
        `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course,
           training_level, delivery_method, learner_id)
         values ('BR-EMP-${backend}', 'Wor', 'Ker', $1, '0400 000 000', true, 'White card', 'full-training', 'face-to-face', $2)
         returning id`,
        [worker.user.email, worker.user.id],
      );
      await db.query(
        `insert into public.certificates (number, booking_request_id, learner_id, learner_name, email, course_id, course_name,
           units, completed_on, expires_on)
         values ('${backend === 'pglite' ? 'AAAA' : 'BBBB'}-CCCC-DDDD', $1, $2, 'Wor Ker', $3, 'nsw-whitecard', 'White Card',
           '[{"code":"CPCWHS1001","title":"Prepare to work safely"}]', current_date - 700, current_date + 30)`,
        [booking.id, worker.user.id, worker.user.email],
      );

      const added = await addWorker(manager, employerId, {
        fullName: 'Wor Ker',
        email: worker.user.email,
        phone: null,
        dateOfBirth: null,
        usi: null,
        site: 'Mackay yard',
      });
      expect(added.ok).toBe(true);
      const request = smtp.messages.find((m) => m.to.includes(worker.user.email));
      expect(request?.subject).toBe('Coalface Civil Pty Ltd asks to see your training tickets');
      expect(request?.text).toContain('https://training.example.com/account/employers');

      const cellOf = async (session: Session, unit: string, site?: string) => {
        const matrix = await ticketMatrix(session, employerId, { site }, new Date());
        const at = matrix!.columns.findIndex((c) => c.unitCode === unit);
        return matrix!.rows.find((r) => r.worker.email === worker.user.email)?.cells[at];
      };
      // Not shared yet: the certificate stays the worker's.
      expect((await cellOf(manager, 'CPCWHS1001'))?.status).toBe('missing');
      const [mine] = await myShareRequests(worker);
      expect(mine).toMatchObject({ company: 'Coalface Civil Pty Ltd', state: 'asked' });
      expect(await answerShare(otherManager, { workerId: mine.workerId, share: true })).toEqual({
        ok: false,
        message: employerMessages.shareNotFound,
      });
      expect(await answerShare(worker, { workerId: mine.workerId, share: true })).toMatchObject({ ok: true });
      expect(await cellOf(manager, 'CPCWHS1001')).toMatchObject({ status: 'expiring', notIssuedByUs: false });
      // Staff see the same.
      expect((await cellOf(staff, 'CPCWHS1001'))?.status).toBe('expiring');

      // A ticket from elsewhere, with its copy.
      const workerId = mine.workerId;
      const recorded = await recordTicket(
        manager,
        { employerId, workerId, unitCode: 'RIIWHS204E', issuedOn: '2025-06-01', expiresOn: null },
        { name: 'heights.png', bytes: png() },
      );
      expect(recorded).toMatchObject({ ok: true });
      expect(await cellOf(manager, 'RIIWHS204E')).toMatchObject({ status: 'held', notIssuedByUs: true });
      expect(
        await recordTicket(
          manager,
          { employerId, workerId, unitCode: 'RIIWHS204E', issuedOn: '2025-06-01', expiresOn: null },
          { name: 'fake.png', bytes: utf8('MZ not a picture') },
        ),
      ).toEqual({ ok: false, code: 'program' });
      const [ticket] = await db.query<{ id: string }>(
        'select id from public.employer_tickets where worker_id = $1',
        [workerId],
      );
      expect((await cellOf(manager, 'RIIWHS204E'))?.recordedTicketId).toBe(ticket.id);
      expect((await recordedTicketFile(manager, ticket.id))?.contentType).toBe('image/png');
      expect(await recordedTicketFile(otherManager, ticket.id)).toBeNull();
      expect(await recordedTicketFile(worker, ticket.id)).toBeNull();

      // Filter by site: the worker is on Mackay yard.
      expect(await cellOf(manager, 'CPCWHS1001', 'Mackay yard')).toBeDefined();
      expect(await cellOf(manager, 'CPCWHS1001', 'Hay Point')).toBeUndefined();

      // The worker stops sharing: the certificate is the worker's again at once.
      expect(await answerShare(worker, { workerId, share: false })).toMatchObject({ ok: true });
      expect((await cellOf(manager, 'CPCWHS1001'))?.status).toBe('missing');
    });
  });
  describe('the ticket upload route and the matrix CSV route', () => {
    const post = (id: string, form: FormData) =>
      ticketRoute(
        new NextRequest(`http://localhost/employer/${id}/tickets`, {
          method: 'POST',
          body: form,
          headers: { origin: 'http://localhost', host: 'localhost' },
          duplex: 'half',
        } as ConstructorParameters<typeof NextRequest>[1]),
        { params: Promise.resolve({ id }) },
      );
    const resultOf = (response: Response) =>
      new URL(response.headers.get('location') ?? '/', 'http://localhost').searchParams.get('ticket');

    it("records a ticket with its copy for a manager, and refuses a second employer's manager and bad input", async () => {
      const workerId = (await employerOverview(manager, employerId))!.workers[0].id;
      const form = (fields: Record<string, string>, file: Uint8Array = png()) => {
        const data = formOf(fields);
        data.set('file', new File([Buffer.from(file)], 'card.png'));
        return data;
      };
      const valid = { workerId, unitCode: 'HLTAID011', issuedOn: '2025-01-10', expiresOn: '2028-01-10' };
      await actAs(otherManager);
      expect(resultOf(await post(employerId, form(valid)))).toBe('notFound');
      await actAs(manager);
      expect(resultOf(await post(employerId, form({ ...valid, expiresOn: '2024-01-01' })))).toBe('invalid');
      expect(resultOf(await post(employerId, form({ ...valid, unitCode: 'NOTAUNIT' })))).toBe('invalid');
      expect(resultOf(await post(employerId, form(valid, utf8('PK\u0003\u0004zip'))))).toBe('archive');
      expect(resultOf(await post(employerId, form(valid)))).toBe('recorded');

      const csvFor = async (session: Session | null) => {
        await actAs(session);
        return matrixCsvRoute(new Request(`http://localhost/employer/${employerId}/matrix/csv`), {
          params: Promise.resolve({ id: employerId }),
        });
      };
      const mine = await csvFor(manager);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const text = await mine.text();
      expect(text.split('\r\n')[0]).toContain('First aid (HLTAID011)');
      expect(text).toContain('Held until 2028-01-10 (not issued by us)');
      expect((await csvFor(otherManager)).status).toBe(404);
      expect((await csvFor(null)).status).toBe(401);
    });
  });
});
