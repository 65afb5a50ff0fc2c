import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import {
  addWorker,
  approveEmployer,
  declineEmployer,
  employerMessages,
  employerOverview,
  myEmployers,
  recordTicket,
  recordedTicketFile,
  recordedTickets,
  registerEmployer,
  removeTicket,
  removeWorker,
  updateEmployer,
  type Registration,
} from '@/lib/server/employers';
import { privateFiles } from '@/lib/server/private-files';
import { employerFormMessages } from '@/lib/validation/employers';
import { png } from '@/tests/support/png';
import { useSmtpServer } from '@/tests/support/smtp';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { approvedEmployer } from './helpers/employers';
import { actAs, defaultRequest } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

defaultRequest.ip = '203.0.113.173';

const { declineEmployerFormAction, editEmployerFormAction } = await import('@/app/staff/employers/actions');
const { removeWorkerFormAction, removeTicketFormAction } = await import('@/app/employer/actions');

/**
 * Changes to employer accounts on the real database (PGlite, and PostgreSQL when the run has one): staff decline a
 * registration with a reason (mailed; the ABN is free again) and edit an approved employer's account manager and
 * sites; managers remove a worker (their recorded tickets and stored copies go too) or one recorded ticket. Every
 * change refused to those who may not make it, a second employer's manager included.
 */

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe.each(backends())('employer account changes (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const smtp = useSmtpServer({ SITE_URL: 'https://training.example.com' });
  let staff: Session;
  let otherStaff: Session;
  let manager: Session;
  let otherManager: Session;
  let employerId: string;

  const registration = (abn: string, company: string): Registration => ({
    company,
    abn,
    contactName: 'Pat Site',
    contactEmail: 'pat@example.com',
    contactPhone: '0400 123 456',
    sites: ['Mackay yard', 'Hay Point'],
    crewSize: 40,
    machineryUnits: [],
  });

  async function approved(session: Session, abn: string, company: string): Promise<string> {
    return approvedEmployer(staff, session, registration(abn, company));
  }

  async function worker(email: string): Promise<string> {
    const added = await addWorker(manager, employerId, {
      fullName: `Worker ${email.split('@')[0]}`,
      email,
      phone: null,
      dateOfBirth: null,
      usi: null,
      site: null,
    });
    if (!added.ok) throw new Error(added.message);
    const overview = await employerOverview(manager, employerId);
    return overview!.workers.find((w) => w.email === email)!.id;
  }

  async function ticket(workerId: string, unitCode: string): Promise<{ id: string; key: string }> {
    const recorded = await recordTicket(
      manager,
      { employerId, workerId, unitCode, issuedOn: '2025-06-01', expiresOn: null },
      { name: 'card.png', bytes: png() },
    );
    if (!recorded.ok) throw new Error(`recordTicket: ${recorded.code}`);
    const [row] = await database
      .current()
      .query<{ id: string; storage_key: string }>(
        'select id, storage_key from public.employer_tickets where worker_id = $1 and unit_code = $2',
        [workerId, unitCode],
      );
    return { id: row.id, key: row.storage_key };
  }

  beforeAll(async () => {
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    const db = database.current();
    staff = await createUser(db, { role: 'collaborator', firstName: 'Alex', lastName: 'Account' });
    otherStaff = await createUser(db, { role: 'admin', firstName: 'Bo', lastName: 'Boss' });
    manager = await createUser(db, { role: 'user' });
    otherManager = await createUser(db, { role: 'user' });
    employerId = await approved(manager, '33 051 775 556', 'Coalface Civil Pty Ltd');
    await approved(otherManager, '49 004 028 077', 'Other Earthworks Pty Ltd');
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  beforeEach(() => smtp.clear());

  describe('staff decline a registration', () => {
    it('declines with a reason, mails the contact, and frees the ABN for a new registration', async () => {
      const registrant = await createUser(database.current(), { role: 'user' });
      const registered = await registerEmployer(registrant, registration('48 123 123 124', 'Bank Builders'));
      if (!registered.ok) throw new Error(registered.message);
      const id = registered.value.id;

      // Not staff: the registrant, and another employer's manager, through the function and the form.
      expect(await declineEmployer(registrant, { employerId: id, reason: 'No.' })).toEqual({
        ok: false,
        message: employerMessages.notStaff,
      });
      await actAs(otherManager);
      expect(
        await declineEmployerFormAction(null, formOf({ employerId: id, reason: 'Not a real company.' })),
      ).toMatchObject({ ok: false, code: 'forbidden' });
      // A reason is required.
      await actAs(staff);
      expect(await declineEmployerFormAction(null, formOf({ employerId: id, reason: '   ' }))).toMatchObject({
        ok: false,
        fieldErrors: { reason: employerFormMessages.reason },
      });
      expect((await myEmployers(registrant))[0].status).toBe('pending');
      expect(smtp.messages).toHaveLength(0);

      const state = await declineEmployerFormAction(
        null,
        formOf({
          employerId: id,
          reason: 'The ABN belongs to another business.\nPlease register with yours.',
        }),
      );
      expect(state).toMatchObject({ ok: true });
      expect((await myEmployers(registrant))[0].status).toBe('declined');
      const mail = smtp.messages.find(
        (m) => m.subject === 'Your employer account registration: Bank Builders',
      );
      expect(mail?.to).toEqual(['pat@example.com']);
      expect(mail?.text).toContain('The ABN belongs to another business.');
      const [stored] = await database
        .current()
        .query<{ decline_reason: string; decided_by: string }>(
          'select decline_reason, decided_by from public.employers where id = $1',
          [id],
        );
      expect(stored).toEqual({
        decline_reason: 'The ABN belongs to another business.\nPlease register with yours.',
        decided_by: staff.user.id,
      });
      // Decided once; and an approved employer cannot be declined.
      expect(await declineEmployer(staff, { employerId: id, reason: 'Again.' })).toEqual({
        ok: false,
        message: employerMessages.notPending,
      });
      expect(await declineEmployer(staff, { employerId, reason: 'Late.' })).toEqual({
        ok: false,
        message: employerMessages.notPending,
      });
      expect(
        await approveEmployer(staff, {
          employerId: id,
          accountManagerId: staff.user.id,
          accountManagerPhone: '07 4000 0000',
        }),
      ).toEqual({
        ok: false,
        message: employerMessages.notPending,
      });
      // The ABN is free again.
      expect(
        await registerEmployer(registrant, registration('48123123124', 'Bank Builders Again')),
      ).toMatchObject({
        ok: true,
      });
    });
  });

  describe('staff edit an approved employer', () => {
    it('changes the account manager and the sites, for staff only and to a staff user only', async () => {
      const edit = {
        employerId,
        accountManagerId: otherStaff.user.id,
        accountManagerName: 'Bo Boss',
        accountManagerEmail: 'bo@example.com',
        accountManagerPhone: '07 4111 2222',
        sites: ['Mackay yard', 'Abbot Point'],
      };
      expect(await updateEmployer(manager, edit)).toEqual({ ok: false, message: employerMessages.notStaff });
      expect(await updateEmployer(otherManager, edit)).toEqual({
        ok: false,
        message: employerMessages.notStaff,
      });
      expect(await updateEmployer(staff, { ...edit, accountManagerId: manager.user.id })).toEqual({
        ok: false,
        message: employerMessages.managerNotStaff,
      });
      await actAs(manager);
      expect(
        await editEmployerFormAction(null, formOf({ ...edit, sites: edit.sites.join('\n') })),
      ).toMatchObject({ ok: false, code: 'forbidden' });
      expect((await employerOverview(manager, employerId))?.employer.accountManager?.name).toBe(
        'Alex Account',
      );

      await actAs(staff);
      expect(
        await editEmployerFormAction(null, formOf({ ...edit, accountManagerPhone: 'call me', sites: '' })),
      ).toMatchObject({
        ok: false,
        fieldErrors: { accountManagerPhone: employerFormMessages.phone, sites: employerFormMessages.sites },
      });
      const state = await editEmployerFormAction(
        null,
        formOf({ ...edit, sites: '  Mackay yard \r\nAbbot   Point\nMackay yard\n' }),
      );
      expect(state).toMatchObject({ ok: true, message: 'Coalface Civil Pty Ltd is saved.' });
      expect((await employerOverview(manager, employerId))?.employer).toMatchObject({
        accountManagerId: otherStaff.user.id,
        accountManager: { name: 'Bo Boss', email: 'bo@example.com', phone: '07 4111 2222' },
        sites: ['Mackay yard', 'Abbot Point'],
      });

      // A pending employer is approved, not edited.
      const registrant = await createUser(database.current(), { role: 'user' });
      const pending = await registerEmployer(registrant, registration('16 009 661 901', 'Skyline Rigging'));
      if (!pending.ok) throw new Error(pending.message);
      expect(await updateEmployer(staff, { ...edit, employerId: pending.value.id })).toEqual({
        ok: false,
        message: employerMessages.notApproved,
      });
    });
  });

  describe('managers remove', () => {
    it('a worker with their recorded tickets, deleting the stored copies; refused to another employer', async () => {
      const workerId = await worker('leaving@example.com');
      const stays = await worker('staying@example.com');
      const first = await ticket(workerId, 'CPCWHS1001');
      const second = await ticket(workerId, 'HLTAID011');
      const kept = await ticket(stays, 'CPCWHS1001');
      const files = privateFiles();
      expect(await files.get(first.key)).not.toBeNull();

      // Another employer's manager, and a worker id of no crew.
      expect(await removeWorker(otherManager, { employerId, workerId })).toEqual({
        ok: false,
        message: employerMessages.notFound,
      });
      expect(await removeWorker(manager, { employerId, workerId: crypto.randomUUID() })).toEqual({
        ok: false,
        message: employerMessages.workerNotFound,
      });
      // The form needs the box ticked.
      await actAs(manager);
      expect(await removeWorkerFormAction(null, formOf({ employerId, workerId }))).toMatchObject({
        ok: false,
        fieldErrors: { confirm: employerFormMessages.confirmRemoveWorker },
      });
      await actAs(otherManager);
      expect(
        await removeWorkerFormAction(null, formOf({ employerId, workerId, confirm: 'true' })),
      ).toMatchObject({
        ok: false,
        message: employerMessages.notFound,
      });
      expect(await files.get(first.key)).not.toBeNull();

      await actAs(manager);
      expect(
        await removeWorkerFormAction(null, formOf({ employerId, workerId, confirm: 'true' })),
      ).toMatchObject({
        ok: true,
        message: 'Worker leaving is no longer in your crew; 2 recorded tickets and their copies deleted.',
      });
      const crew = (await employerOverview(manager, employerId))!.workers.map((w) => w.id);
      expect(crew).not.toContain(workerId);
      expect(crew).toContain(stays);
      const [{ n }] = await database
        .current()
        .query<{ n: number }>('select count(*)::int as n from public.employer_tickets where worker_id = $1', [
          workerId,
        ]);
      expect(Number(n)).toBe(0);
      expect(await files.get(first.key)).toBeNull();
      expect(await files.get(second.key)).toBeNull();
      // The other worker's copy stays.
      expect(await files.get(kept.key)).not.toBeNull();
      expect(await removeWorker(manager, { employerId, workerId })).toEqual({
        ok: false,
        message: employerMessages.workerNotFound,
      });
    });

    it('one recorded ticket and its stored copy; refused to another employer', async () => {
      const workerId = await worker('ticket-holder@example.com');
      const gone = await ticket(workerId, 'RIIWHS204E');
      const kept = await ticket(workerId, 'HLTAID009');
      const files = privateFiles();
      expect((await recordedTickets(manager, employerId)).map((t) => t.id)).toContain(gone.id);
      expect(await recordedTickets(otherManager, employerId)).toEqual([]);

      expect(await removeTicket(otherManager, { employerId, ticketId: gone.id })).toEqual({
        ok: false,
        message: employerMessages.notFound,
      });
      await actAs(manager);
      expect(await removeTicketFormAction(null, formOf({ employerId, ticketId: gone.id }))).toMatchObject({
        ok: false,
        fieldErrors: { confirm: employerFormMessages.confirmRemoveTicket },
      });
      expect(await recordedTicketFile(manager, gone.id)).not.toBeNull();

      expect(
        await removeTicketFormAction(null, formOf({ employerId, ticketId: gone.id, confirm: 'true' })),
      ).toMatchObject({
        ok: true,
        message: 'The RIIWHS204E ticket of Worker ticket-holder is removed and its copy deleted.',
      });
      expect(await recordedTicketFile(manager, gone.id)).toBeNull();
      expect(await files.get(gone.key)).toBeNull();
      expect(await files.get(kept.key)).not.toBeNull();
      expect((await recordedTickets(manager, employerId)).map((t) => t.id)).not.toContain(gone.id);
      expect(await removeTicket(manager, { employerId, ticketId: gone.id })).toEqual({
        ok: false,
        message: employerMessages.ticketNotFound,
      });
      // A ticket of another employer's crew is not found through this employer.
      expect(
        await removeTicket(otherManager, { employerId: crypto.randomUUID(), ticketId: kept.id }),
      ).toEqual({
        ok: false,
        message: employerMessages.notFound,
      });
    });
  });
});
