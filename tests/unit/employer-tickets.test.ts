import { describe, expect, it } from 'vitest';

import {
  coreTickets,
  longestLasting,
  machineryChoices,
  matrixCsv,
  ticketColumns,
  ticketStatus,
  type HeldTicket,
} from '@/lib/rules/employer-tickets';

const today = '2026-03-01';
const ticket = (expiresOn: string | null, issuedByUs = true): HeldTicket => ({ expiresOn, issuedByUs });

describe('ticket matrix cell', () => {
  it('is missing with no ticket and no booking', () => {
    expect(ticketStatus({ tickets: [], booked: false, today })).toBe('missing');
  });

  it('is held when a ticket never expires or lasts beyond 60 days', () => {
    expect(ticketStatus({ tickets: [ticket(null)], booked: false, today })).toBe('held');
    expect(ticketStatus({ tickets: [ticket('2026-05-01')], booked: false, today })).toBe('held');
  });

  it('is expiring from 60 days ahead to the expiry day itself', () => {
    expect(ticketStatus({ tickets: [ticket('2026-04-30')], booked: false, today })).toBe('expiring');
    expect(ticketStatus({ tickets: [ticket('2026-03-01')], booked: false, today })).toBe('expiring');
  });

  it('is expired the day after its expiry', () => {
    expect(ticketStatus({ tickets: [ticket('2026-02-28')], booked: false, today })).toBe('expired');
  });

  it('lets the best ticket decide (a renewal beats the expired one)', () => {
    expect(
      ticketStatus({ tickets: [ticket('2025-01-01'), ticket('2029-01-01', false)], booked: false, today }),
    ).toBe('held');
    expect(
      ticketStatus({ tickets: [ticket('2025-01-01'), ticket('2026-03-20')], booked: false, today }),
    ).toBe('expiring');
  });

  it('shows a booked place over a gap, never over a ticket held', () => {
    expect(ticketStatus({ tickets: [], booked: true, today })).toBe('booked');
    expect(ticketStatus({ tickets: [ticket('2025-01-01')], booked: true, today })).toBe('booked');
    expect(ticketStatus({ tickets: [ticket('2026-03-20')], booked: true, today })).toBe('booked');
    expect(ticketStatus({ tickets: [ticket(null)], booked: true, today })).toBe('held');
  });

  it('counts across a month and a year end', () => {
    expect(ticketStatus({ tickets: [ticket('2027-02-28')], booked: false, today: '2026-12-29' })).toBe(
      'held',
    );
    expect(ticketStatus({ tickets: [ticket('2027-02-28')], booked: false, today: '2026-12-30' })).toBe(
      'expiring',
    );
  });

  it('shows the date of the ticket that lasts longest', () => {
    expect(
      longestLasting([ticket('2026-01-01'), ticket('2027-01-01'), ticket('2026-06-01')])?.expiresOn,
    ).toBe('2027-01-01');
    expect(longestLasting([ticket('2026-01-01'), ticket(null)])?.expiresOn).toBeNull();
    expect(longestLasting([])).toBeNull();
  });
});

describe('ticket columns', () => {
  it('are the five core tickets, then the machinery units picked, in catalogue order', () => {
    expect(coreTickets.map((column) => column.label)).toEqual([
      'White card',
      'First aid',
      'CPR',
      'Heights',
      'Confined space',
    ]);
    const [first, second] = machineryChoices;
    const columns = ticketColumns([second.unitCode, 'NOTAUNIT', first.unitCode]);
    expect(columns.map((column) => column.unitCode)).toEqual([
      ...coreTickets.map((column) => column.unitCode),
      first.unitCode,
      second.unitCode,
    ]);
  });
});

describe('matrix CSV', () => {
  it('writes one row per worker, statuses in words, and defuses formula-looking names', () => {
    const columns = ticketColumns([]).slice(0, 2);
    const csv = matrixCsv(columns, [
      {
        name: '=HYPERLINK("x")',
        email: 'a@example.com',
        site: 'Hay Point',
        cells: [
          { status: 'expiring', expiresOn: '2026-04-01', notIssuedByUs: false },
          { status: 'held', expiresOn: null, notIssuedByUs: true },
        ],
      },
      {
        name: 'Bo Li',
        email: 'b@example.com',
        site: null,
        cells: [
          { status: 'missing', expiresOn: null, notIssuedByUs: false },
          { status: 'expired', expiresOn: '2025-01-01', notIssuedByUs: false },
        ],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,E-mail,Site,White card (CPCWHS1001),First aid (HLTAID011)',
      `"'=HYPERLINK(""x"")",a@example.com,Hay Point,Expiring until 2026-04-01,Held (not issued by us)`,
      'Bo Li,b@example.com,,Missing,Expired until 2025-01-01',
      '',
    ]);
  });
});
