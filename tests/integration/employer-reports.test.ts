import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { employerReport } from '@/lib/server/employer-reports';
import { addWorker, answerShare, myShareRequests, recordTicket } from '@/lib/server/employers';
import { png } from '@/tests/support/png';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { approvedEmployer, employerRegistration } from './helpers/employers';
import { actAs, defaultRequest } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);
// The page awaits connection() to render per request; outside Next's request scope that is a no-op here.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  connection: async () => undefined,
}));
vi.mock('next/navigation', () => ({
  redirect: (path: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { path });
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

defaultRequest.ip = '203.0.113.172';

const { GET: reportCsvRoute } = await import('@/app/employer/[id]/report/csv/route');
const { default: ReportPage } = await import('@/app/employer/[id]/report/page');

/**
 * The employer's report on the real database (PGlite, and PostgreSQL when the run has one), read under RLS as the
 * caller: completions of workers who share, expiries of certificates and recorded tickets, spend as invoices less
 * credit notes, outstanding invoices less their partial credit with the overdue flag, months on the provider's
 * clock; and the page, the CSV and the data refused to a second employer's manager.
 */

// 15 March 2026, 11 am in Sydney.
const NOW = new Date('2026-03-15T00:00:00Z');

describe.each(backends())('employer report (%s)', (backend) => {
  const database = useTestDatabase(backend);
  let staff: Session;
  let manager: Session;
  let otherManager: Session;
  let sharing: Session;
  let notSharing: Session;
  let employerId: string;
  let otherEmployerId: string;

  async function approved(session: Session, abn: string, company: string): Promise<string> {
    return approvedEmployer(staff, session, employerRegistration(abn, company));
  }

  let bookings = 0;
  async function booking(learner: Session): Promise<string> {
    bookings += 1;
    const [row] = await database.current().query<{ id: string }>(
      `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course,
         training_level, delivery_method, learner_id)
       values ($1, 'Wor', 'Ker', $2, '0400 000 000', true, 'White card', 'full-training', 'face-to-face', $3)
       returning id`,
      [`BR-RPT-${backend}-${bookings}`, learner.user.email, learner.user.id],
    );
    return row.id;
  }

  async function certificate(
    learner: Session,
    number: string,
    issuedAt: string,
    expiresOn: string,
    revoked = false,
  ): Promise<void> {
    await database.current().query(
      `insert into public.certificates (number, booking_request_id, learner_id, learner_name, email, course_id,
         course_name, units, completed_on, issued_at, expires_on, revoked_at)
       values ($1, $2, $3, 'Wor Ker', $4, 'nsw-whitecard', 'White Card',
         '[{"code":"CPCWHS1001","title":"Prepare to work safely"}]', $5::timestamptz::date, $5, $6, $7)`,
      [
        number,
        await booking(learner),
        learner.user.id,
        learner.user.email,
        issuedAt,
        expiresOn,
        revoked ? issuedAt : null,
      ],
    );
  }

  async function invoice(input: {
    employer: string | null;
    kind?: 'invoice' | 'credit-note';
    number: number;
    issuedAt: string;
    totalCents: number;
    gstCents: number;
    status?: 'issued' | 'paid' | 'credited';
    dueDate?: string | null;
    credits?: string | null;
    purchaseOrder?: string | null;
  }): Promise<string> {
    const [row] = await database.current().query<{ id: string }>(
      `insert into public.invoices (kind, number, booking_id, credits_invoice_id, buyer_company, purchase_order,
         accounts_email, items, total_cents, gst_cents, issued_at, due_date, status, employer_id)
       values ($1, $2, $3, $4, 'Coalface Civil', $5, 'accounts@example.com', '[]'::jsonb, $6, $7, $8, $9, $10, $11)
       returning id`,
      [
        input.kind ?? 'invoice',
        input.number,
        await booking(manager),
        input.credits ?? null,
        input.purchaseOrder ?? null,
        input.totalCents,
        input.gstCents,
        input.issuedAt,
        input.dueDate ?? null,
        input.status ?? 'issued',
        input.employer,
      ],
    );
    return row.id;
  }

  beforeAll(async () => {
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    const db = database.current();
    staff = await createUser(db, { role: 'collaborator', firstName: 'Alex', lastName: 'Account' });
    manager = await createUser(db, { role: 'user' });
    otherManager = await createUser(db, { role: 'user' });
    sharing = await createUser(db, { role: 'user' });
    notSharing = await createUser(db, { role: 'user' });
    employerId = await approved(manager, '33 051 775 556', 'Coalface Civil Pty Ltd');
    otherEmployerId = await approved(otherManager, '49 004 028 077', 'Other Earthworks Pty Ltd');

    for (const learner of [sharing, notSharing]) {
      const added = await addWorker(manager, employerId, {
        fullName: learner === sharing ? 'Sharing Worker' : 'Private Worker',
        email: learner.user.email,
        phone: null,
        dateOfBirth: null,
        usi: null,
        site: null,
      });
      if (!added.ok) throw new Error(added.message);
    }
    const [request] = await myShareRequests(sharing);
    await answerShare(sharing, { workerId: request.workerId, share: true });

    // Issued at 9 am on 1 March in Sydney: still 28 February in UTC, March on the provider's clock.
    await certificate(sharing, 'AAAA-CCCC-DDD1', '2026-02-28T22:00:00Z', '2026-05-10');
    await certificate(sharing, 'AAAA-CCCC-DDD2', '2026-01-20T01:00:00Z', '2026-09-01', true);
    // The worker who did not share: neither a completion nor an expiry of this employer.
    await certificate(notSharing, 'AAAA-CCCC-DDD3', '2026-03-02T01:00:00Z', '2026-05-10');
    // A ticket the manager recorded from elsewhere, expiring in August.
    const recorded = await recordTicket(
      manager,
      {
        employerId,
        workerId: request.workerId,
        unitCode: 'HLTAID011',
        issuedOn: '2025-08-01',
        expiresOn: '2026-08-01',
      },
      { name: 'first-aid.png', bytes: png() },
    );
    if (!recorded.ok) throw new Error('recordTicket failed');

    // Overdue on 15 March: due on the 10th, still issued. Its purchase order looks like a formula.
    const overdue = await invoice({
      employer: employerId,
      number: 900001,
      issuedAt: '2026-02-28T22:00:00Z',
      totalCents: 110000,
      gstCents: 10000,
      dueDate: '2026-03-10',
      purchaseOrder: '=HYPERLINK("http://evil.example")',
    });
    // One worker of the overdue group invoice cancelled: a credit note for part of it, the invoice still issued.
    await invoice({
      employer: employerId,
      kind: 'credit-note',
      number: 900008,
      issuedAt: '2026-03-10T01:00:00Z',
      totalCents: 10000,
      gstCents: 909,
      credits: overdue,
    });
    // Credited in full in March (the credit note carries the invoice's employer, as issueCreditNote writes it).
    const credited = await invoice({
      employer: employerId,
      number: 900002,
      issuedAt: '2026-01-10T01:00:00Z',
      totalCents: 55000,
      gstCents: 5000,
      status: 'credited',
    });
    await invoice({
      employer: employerId,
      kind: 'credit-note',
      number: 900003,
      issuedAt: '2026-03-02T01:00:00Z',
      totalCents: 55000,
      gstCents: 5000,
      credits: credited,
      status: 'issued',
    });
    await invoice({
      employer: employerId,
      number: 900004,
      issuedAt: '2026-03-05T01:00:00Z',
      totalCents: 22000,
      gstCents: 2000,
      dueDate: '2026-04-04',
    });
    await invoice({
      employer: employerId,
      number: 900005,
      issuedAt: '2025-12-01T01:00:00Z',
      totalCents: 33000,
      gstCents: 3000,
      status: 'paid',
    });
    // Another employer's invoice and a paid one older than the 12 months.
    await invoice({
      employer: otherEmployerId,
      number: 900006,
      issuedAt: '2026-03-05T01:00:00Z',
      totalCents: 999900,
      gstCents: 90900,
    });
    await invoice({
      employer: employerId,
      number: 900007,
      issuedAt: '2025-01-05T01:00:00Z',
      totalCents: 44000,
      gstCents: 4000,
      status: 'paid',
    });
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('counts completions, expiries and spend by month on the provider clock, and lists the outstanding invoices', async () => {
    const report = await employerReport(manager, employerId, NOW);
    expect(report).not.toBeNull();
    const { completions, expiries, spend, outstanding } = report!;
    expect(report!.today).toBe('2026-03-15');
    expect(completions.map((row) => row.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    // Only the shared worker's certificate that was not revoked, in March (Sydney), none in February.
    expect(completions.filter((row) => row.count > 0)).toEqual([{ month: '2026-03', count: 1 }]);

    expect(expiries[0].month).toBe('2025-04');
    expect(expiries.at(-1)?.month).toBe('2027-03');
    expect(expiries).toHaveLength(24);
    expect(expiries.filter((row) => row.count > 0)).toEqual([
      { month: '2026-05', count: 1 },
      { month: '2026-08', count: 1 },
    ]);

    const byMonth = new Map(spend.map((row) => [row.month, row]));
    expect(byMonth.get('2025-12')).toEqual({
      month: '2025-12',
      invoicedCents: 33000,
      creditedCents: 0,
      netCents: 33000,
      gstCents: 3000,
    });
    expect(byMonth.get('2026-01')).toMatchObject({ invoicedCents: 55000, netCents: 55000 });
    expect(byMonth.get('2026-02')).toMatchObject({ invoicedCents: 0, netCents: 0 });
    expect(byMonth.get('2026-03')).toEqual({
      month: '2026-03',
      invoicedCents: 132000,
      creditedCents: 65000,
      netCents: 67000,
      gstCents: 6091,
    });
    expect(report!.spendTotal).toEqual({
      invoicedCents: 220000,
      creditedCents: 65000,
      netCents: 155000,
      gstCents: 14091,
    });

    expect(outstanding).toEqual([
      {
        number: 'INV-900001',
        issuedOn: '2026-03-01',
        dueOn: '2026-03-10',
        totalCents: 110000,
        creditedCents: 10000,
        owingCents: 100000,
        owingGstCents: 9091,
        purchaseOrder: '=HYPERLINK("http://evil.example")',
        overdue: true,
      },
      {
        number: 'INV-900004',
        issuedOn: '2026-03-05',
        dueOn: '2026-04-04',
        totalCents: 22000,
        creditedCents: 0,
        owingCents: 22000,
        owingGstCents: 2000,
        purchaseOrder: null,
        overdue: false,
      },
    ]);
    expect(report!.outstandingCents).toBe(122000);

    // Staff read the same report.
    expect((await employerReport(staff, employerId, NOW))?.spendTotal.netCents).toBe(155000);
  });

  it("refuses a second employer's manager and anyone else, and gives them no figures", async () => {
    expect(await employerReport(otherManager, employerId, NOW)).toBeNull();
    expect(await employerReport(sharing, employerId, NOW)).toBeNull();
    expect(await employerReport(manager, 'not-a-uuid', NOW)).toBeNull();
    // Their own report has none of the first employer's spend.
    const own = await employerReport(otherManager, otherEmployerId, NOW);
    expect(own?.spendTotal.invoicedCents).toBe(999900);
    expect(own?.outstanding.map((row) => row.number)).toEqual(['INV-900006']);
  });

  it("renders the page for the manager and answers notFound to a second employer's manager", async () => {
    await actAs(manager);
    await expect(ReportPage({ params: Promise.resolve({ id: employerId }) })).resolves.toBeTruthy();
    await actAs(otherManager);
    await expect(ReportPage({ params: Promise.resolve({ id: employerId }) })).rejects.toThrow(
      'NEXT_NOT_FOUND',
    );
  });

  it('downloads the CSV for managers and staff only, with formula-looking cells defused', async () => {
    const csvFor = async (session: Session | null, query = '') => {
      await actAs(session);
      return reportCsvRoute(new Request(`http://localhost/employer/${employerId}/report/csv${query}`), {
        params: Promise.resolve({ id: employerId }),
      });
    };
    const monthly = await csvFor(manager);
    expect(monthly.status).toBe(200);
    expect(monthly.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(monthly.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await monthly.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Month,Certificates issued,Tickets expiring,Invoiced (AUD),Credited (AUD),Net spend (AUD),GST in net spend (AUD)',
    );
    // 24 months, a header and the final line break.
    expect(lines).toHaveLength(26);

    const unpaid = await csvFor(staff, '?table=outstanding');
    expect(unpaid.status).toBe(200);
    const text = await unpaid.text();
    expect(text).toContain(
      `INV-900001,"'=HYPERLINK(""http://evil.example"")",2026-03-01,2026-03-10,1100.00,100.00,1000.00,90.91,yes`,
    );
    expect(text).toContain('INV-900004');

    expect((await csvFor(otherManager)).status).toBe(404);
    expect((await csvFor(otherManager, '?table=outstanding')).status).toBe(404);
    expect((await csvFor(null)).status).toBe(401);
  });
});
