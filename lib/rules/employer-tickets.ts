import { findUnit, machineOperationUnits } from '@/content/units';
import { csvField } from '@/lib/rules/assessor-record';

/**
 * The employer's ticket matrix, pure: which tickets are its columns, and the state of one worker's ticket (one
 * cell) from the tickets they hold and the places booked for them. A ticket is a unit of competency: a certificate
 * this site issued holds every unit it lists; a ticket recorded from elsewhere holds the one unit it names.
 */

export type TicketColumn = { unitCode: string; label: string; machinery: boolean };

/** The five tickets every crew is checked for, in the order a site induction asks for them. */
export const coreTickets: readonly TicketColumn[] = [
  { unitCode: 'CPCWHS1001', label: 'White card', machinery: false },
  { unitCode: 'HLTAID011', label: 'First aid', machinery: false },
  { unitCode: 'HLTAID009', label: 'CPR', machinery: false },
  { unitCode: 'RIIWHS204E', label: 'Heights', machinery: false },
  { unitCode: 'RIIWHS202E', label: 'Confined space', machinery: false },
];

/** The machinery units an employer may add as columns (content's machine operation units). */
export const machineryChoices: readonly TicketColumn[] = machineOperationUnits.map((unit) => ({
  unitCode: unit.unitCode,
  label: unit.title,
  machinery: true,
}));

export const MAX_MACHINERY_COLUMNS = 20;

/** The matrix's columns: the core tickets, then the machinery units the employer picked (unknown codes dropped). */
export function ticketColumns(machineryUnits: readonly string[]): TicketColumn[] {
  const picked = new Set(machineryUnits);
  return [...coreTickets, ...machineryChoices.filter((choice) => picked.has(choice.unitCode))];
}

/** Whether a unit code may be recorded or shown as a ticket. */
export function isTicketUnit(code: string): boolean {
  return findUnit(code) !== undefined;
}

export const EXPIRING_WITHIN_DAYS = 60;

export type TicketStatus = 'held' | 'expiring' | 'expired' | 'missing' | 'booked';

export const ticketStatusLabels: Record<TicketStatus, string> = {
  held: 'Held',
  expiring: 'Expiring',
  expired: 'Expired',
  missing: 'Missing',
  booked: 'Booked',
};

/** One ticket a worker holds: when it expires (yyyy-MM-dd, valid through that day; null never expires). */
export type HeldTicket = { expiresOn: string | null; issuedByUs: boolean };

export type CellInput = {
  tickets: readonly HeldTicket[];
  /** A place confirmed for this worker in a session still to come that trains this unit. */
  booked: boolean;
  /** yyyy-MM-dd in the provider's time zone. */
  today: string;
};

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * One cell. The best ticket decides: valid beyond 60 days is held; a booked place beats anything less (the gap is
 * being closed); then valid but expiring within 60 days; then expired; nothing at all is missing.
 */
export function ticketStatus({ tickets, booked, today }: CellInput): TicketStatus {
  const horizon = addDays(today, EXPIRING_WITHIN_DAYS);
  const valid = tickets.filter((ticket) => ticket.expiresOn === null || ticket.expiresOn >= today);
  if (valid.some((ticket) => ticket.expiresOn === null || ticket.expiresOn > horizon)) return 'held';
  if (booked) return 'booked';
  if (valid.length > 0) return 'expiring';
  if (tickets.length > 0) return 'expired';
  return 'missing';
}

/** The ticket a cell shows a date for: the one that lasts longest (null expiry lasts forever). */
export function longestLasting<T extends HeldTicket>(tickets: readonly T[]): T | null {
  let best: T | null = null;
  for (const ticket of tickets) {
    if (best === null) best = ticket;
    else if (best.expiresOn !== null && (ticket.expiresOn === null || ticket.expiresOn > best.expiresOn))
      best = ticket;
  }
  return best;
}

export type MatrixCsvRow = {
  name: string;
  email: string;
  site: string | null;
  cells: ReadonlyArray<{ status: TicketStatus; expiresOn: string | null; notIssuedByUs: boolean }>;
};

/**
 * The matrix as CSV: one row per worker, one column per ticket ('Held until 2027-03-01', 'Missing', ...; a ticket
 * from elsewhere says so). Cells are defused against spreadsheet formulas like every CSV the site writes.
 */
export function matrixCsv(columns: readonly TicketColumn[], rows: readonly MatrixCsvRow[]): string {
  const header = [
    'Name',
    'E-mail',
    'Site',
    ...columns.map((column) => `${column.label} (${column.unitCode})`),
  ];
  const lines = rows.map((row) => [
    row.name,
    row.email,
    row.site ?? '',
    ...row.cells.map((cell) => {
      const words = ticketStatusLabels[cell.status];
      const until = cell.expiresOn && cell.status !== 'missing' ? ` until ${cell.expiresOn}` : '';
      return `${words}${until}${cell.notIssuedByUs ? ' (not issued by us)' : ''}`;
    }),
  ]);
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
