import { describe, expect, it } from 'vitest';

import { site } from '@/content/site';
import {
  addMonths,
  centsDecimal,
  completionsByMonth,
  expiriesByMonth,
  monthOf,
  monthlyReportCsv,
  monthsEnding,
  outstandingCsv,
  outstandingInvoice,
  spendByMonth,
} from '@/lib/rules/employer-report';

describe('months on the provider clock', () => {
  it('puts an instant in the month it is in Sydney, not in UTC', () => {
    expect(site.timeZone).toBe('Australia/Sydney');
    // 9 am on 1 March in Sydney (AEDT, UTC+11) is still 28 February in UTC.
    expect(monthOf('2026-02-28T22:00:00Z', site.timeZone)).toBe('2026-03');
    expect(monthOf('2026-02-28T12:59:59Z', site.timeZone)).toBe('2026-02');
    // Winter (AEST, UTC+10): 1 July 00:00 in Sydney is 30 June 14:00 UTC.
    expect(monthOf(new Date('2026-06-30T14:00:00Z'), site.timeZone)).toBe('2026-07');
    expect(monthOf(new Date('2026-06-30T13:59:59Z'), site.timeZone)).toBe('2026-06');
    // The same instant in UTC stays in February.
    expect(monthOf('2026-02-28T22:00:00Z', 'UTC')).toBe('2026-02');
    expect(() => monthOf('not a date', site.timeZone)).toThrow();
  });

  it('steps across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-03', -27)).toBe('2023-12');
    expect(monthsEnding('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsEnding('2026-02', 12)).toHaveLength(12);
  });
});

describe('completions', () => {
  it('counts certificates in the Sydney month of issue and ignores those outside the window', () => {
    const months = monthsEnding('2026-03', 3);
    const rows = completionsByMonth(
      months,
      ['2026-02-28T22:00:00Z', '2026-02-10T00:00:00Z', '2026-03-15T00:00:00Z', '2025-11-01T00:00:00Z'],
      site.timeZone,
    );
    expect(rows).toEqual([
      { month: '2026-01', count: 0 },
      { month: '2026-02', count: 1 },
      { month: '2026-03', count: 2 },
    ]);
  });
});

describe('expiries', () => {
  const months = monthsEnding('2026-06', 6);

  it('counts each worker and unit once, at the expiry of the ticket that lasts longest', () => {
    const rows = expiriesByMonth(months, [
      // Renewed elsewhere: the old white card expiring in February no longer counts, the recorded one in May does.
      { workerId: 'a', unitCode: 'CPCWHS1001', expiresOn: '2026-02-10', issuedByUs: true },
      { workerId: 'a', unitCode: 'CPCWHS1001', expiresOn: '2026-05-31', issuedByUs: false },
      // Another unit of the same worker, and another worker's white card.
      { workerId: 'a', unitCode: 'HLTAID011', expiresOn: '2026-05-01', issuedByUs: true },
      { workerId: 'b', unitCode: 'CPCWHS1001', expiresOn: '2026-03-01', issuedByUs: true },
      // Never expires, so it counts nowhere and outlasts the dated one.
      { workerId: 'c', unitCode: 'RIIWHS204E', expiresOn: null, issuedByUs: true },
      { workerId: 'c', unitCode: 'RIIWHS204E', expiresOn: '2026-04-01', issuedByUs: true },
      // Outside the window.
      { workerId: 'd', unitCode: 'CPCWHS1001', expiresOn: '2027-01-01', issuedByUs: true },
    ]);
    expect(rows).toEqual([
      { month: '2026-01', count: 0 },
      { month: '2026-02', count: 0 },
      { month: '2026-03', count: 1 },
      { month: '2026-04', count: 0 },
      { month: '2026-05', count: 2 },
      { month: '2026-06', count: 0 },
    ]);
  });
});

describe('spend', () => {
  it('adds invoices and takes away credit notes, each in its own Sydney month, GST alongside', () => {
    const months = monthsEnding('2026-03', 2);
    const rows = spendByMonth(
      months,
      [
        { kind: 'invoice', issuedAt: '2026-02-28T22:00:00Z', totalCents: 110000, gstCents: 10000 },
        { kind: 'invoice', issuedAt: '2026-02-05T01:00:00Z', totalCents: 55000, gstCents: 5000 },
        { kind: 'credit-note', issuedAt: '2026-03-02T01:00:00Z', totalCents: 55000, gstCents: 5000 },
        { kind: 'invoice', issuedAt: '2025-12-05T01:00:00Z', totalCents: 99900, gstCents: 9082 },
      ],
      site.timeZone,
    );
    expect(rows).toEqual([
      { month: '2026-02', invoicedCents: 55000, creditedCents: 0, netCents: 55000, gstCents: 5000 },
      { month: '2026-03', invoicedCents: 110000, creditedCents: 55000, netCents: 55000, gstCents: 5000 },
    ]);
  });
});

describe('outstanding invoices', () => {
  const input = {
    number: 42,
    issuedOn: '2026-02-01',
    dueOn: '2026-03-03',
    totalCents: 123450,
    gstCents: 11223,
    creditedCents: 0,
    creditedGstCents: 0,
    purchaseOrder: 'PO-9',
  };

  it('numbers the invoice and flags it overdue from the day after it was due', () => {
    expect(outstandingInvoice(input, '2026-03-03')).toMatchObject({ number: 'INV-000042', overdue: false });
    expect(outstandingInvoice(input, '2026-03-04').overdue).toBe(true);
    expect(outstandingInvoice({ ...input, dueOn: null }, '2030-01-01').overdue).toBe(false);
  });

  it('owes the total less what its credit notes took off (a group invoice credited worker by worker)', () => {
    expect(
      outstandingInvoice({ ...input, creditedCents: 23450, creditedGstCents: 2132 }, '2026-03-01'),
    ).toMatchObject({ totalCents: 123450, creditedCents: 23450, owingCents: 100000, owingGstCents: 9091 });
  });
});

describe('the CSV', () => {
  it('writes one row per month with amounts as plain decimals', () => {
    const csv = monthlyReportCsv({
      completions: [{ month: '2026-03', count: 2 }],
      expiries: [
        { month: '2026-03', count: 1 },
        { month: '2026-04', count: 3 },
      ],
      spend: [
        { month: '2026-03', invoicedCents: 110000, creditedCents: 5, netCents: 109995, gstCents: 10000 },
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'Month,Certificates issued,Tickets expiring,Invoiced (AUD),Credited (AUD),Net spend (AUD),GST in net spend (AUD)',
      '2026-03,2,1,1100.00,0.05,1099.95,100.00',
      '2026-04,,3,,,,',
      '',
    ]);
    expect(centsDecimal(-1234)).toBe('-12.34');
  });

  it('defuses a purchase order that looks like a formula', () => {
    const csv = outstandingCsv([
      {
        number: 'INV-000007',
        issuedOn: '2026-02-01',
        dueOn: '2026-03-03',
        totalCents: 5000,
        creditedCents: 1000,
        owingCents: 4000,
        owingGstCents: 364,
        purchaseOrder: '=cmd|" /C calc"!A0',
        overdue: true,
      },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'Invoice,Purchase order,Issued,Due,Invoiced (AUD),Credited (AUD),Owing (AUD),GST in owing (AUD),Overdue',
    );
    expect(row).toBe(`INV-000007,"'=cmd|"" /C calc""!A0",2026-02-01,2026-03-03,50.00,10.00,40.00,3.64,yes`);
  });
});
