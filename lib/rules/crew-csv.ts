import { isSingleLineText, hasNoBidiControls } from '@/lib/rules/text-safety';
import { normaliseUsi, usiProblem } from '@/lib/rules/usi';

/**
 * A crew list as a spreadsheet exports it, pure: the bytes to text (UTF-8 with or without a byte order mark, else
 * Windows-1252, which Excel on Windows writes), the text to rows (RFC 4180 quoting), and each row to a worker or
 * the reason it is refused. Nothing here touches the database: the server adds what `readCrewCsv` accepts, all in
 * one transaction, after checking the e-mails against the crew it already has.
 */

export const CREW_CSV_MAX_ROWS = 5000;
// Under the 1 MB a server action accepts; 5,000 rows of a crew list take about 400 KB.
export const CREW_CSV_MAX_BYTES = 900 * 1024;

export type CrewMember = {
  fullName: string;
  email: string;
  phone: string | null;
  /** yyyy-MM-dd */
  dateOfBirth: string | null;
  usi: string | null;
  site: string | null;
};

export type CrewRowResult =
  | { row: number; outcome: 'accepted'; worker: CrewMember }
  | { row: number; outcome: 'refused'; name: string; reasons: string[] };

export type CrewCsvResult = { ok: true; rows: CrewRowResult[] } | { ok: false; message: string };

export const crewMessages = {
  empty: 'The file is empty. Export the crew list as CSV with a header row.',
  tooLarge: 'The file is larger than 900 KB. Split the crew into smaller files.',
  tooManyRows: `The file has more than ${CREW_CSV_MAX_ROWS.toLocaleString('en-AU')} workers. Split it into smaller files.`,
  unclosedQuote: 'The file has a quotation mark that is never closed, so its rows cannot be read.',
  missingColumns: (names: readonly string[]) =>
    `The file has no column for ${names.join(', ')}. The first row must name the columns: name, e-mail, phone, date of birth, and USI if known.`,
  noRows: 'The file has a header row but no workers under it.',
  name: 'Name is missing',
  nameLength: 'Name is longer than 200 characters',
  email: 'E-mail is missing or not an e-mail address',
  phone: 'Phone is not a phone number',
  dateOfBirth: 'Date of birth is not a date (use 31/12/1990 or 1990-12-31)',
  age: 'Date of birth gives an age under 14 or over 100',
  formula: (column: string) =>
    `${column} starts like a spreadsheet formula (=, +, -, @), so it was not imported`,
  characters: (column: string) => `${column} contains characters we cannot accept`,
  duplicateInFile: (row: number) => `Same e-mail as row ${row}`,
  alreadyInCrew: 'Already in your crew (same e-mail)',
} as const;

/** The bytes of an uploaded file as text: UTF-8 (a byte order mark dropped) when valid, else Windows-1252. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** RFC 4180 rows: fields split on commas, quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else quoted = false;
      } else field += character;
    } else if (character === '"' && field === '') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += character;
  }
  if (quoted) return null;
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

type Column = 'name' | 'email' | 'phone' | 'dateOfBirth' | 'usi' | 'site';

const columnNames: Record<Column, string> = {
  name: 'name',
  email: 'e-mail',
  phone: 'phone',
  dateOfBirth: 'date of birth',
  usi: 'USI',
  site: 'site',
};

const headerAliases: Record<string, Column> = {
  name: 'name',
  'full name': 'name',
  'worker name': 'name',
  email: 'email',
  'e-mail': 'email',
  'email address': 'email',
  'e-mail address': 'email',
  phone: 'phone',
  mobile: 'phone',
  'phone number': 'phone',
  'date of birth': 'dateOfBirth',
  dob: 'dateOfBirth',
  birthdate: 'dateOfBirth',
  usi: 'usi',
  'unique student identifier': 'usi',
  site: 'site',
};

const REQUIRED: readonly Column[] = ['name', 'email', 'phone', 'dateOfBirth'];

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?[0-9 ()-]{6,30}$/;

/** A day as yyyy-MM-dd from '31/12/1990', '31-12-1990' or '1990-12-31', or null when it is no real day. */
export function parseDateOfBirth(value: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const au = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : au
      ? [Number(au[3]), Number(au[2]), Number(au[1])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A leading =, +, -, @ (or tab, carriage return) makes a spreadsheet run the cell when the list is opened again. */
function looksLikeFormula(value: string): boolean {
  return /^[=+\-@\t\r]/.test(value);
}

/** One worker from their cells, or why not. A phone number may start with + (an international number). */
export function crewMember(
  cells: Partial<Record<Column, string>>,
  today: string,
): { worker: CrewMember } | { reasons: string[] } {
  const reasons: string[] = [];
  const value = (column: Column) => (cells[column] ?? '').trim();
  for (const column of Object.keys(columnNames) as Column[]) {
    const text = value(column);
    if (!text) continue;
    const phoneNumber = column === 'phone' && PHONE.test(text);
    if (looksLikeFormula(text) && !phoneNumber) reasons.push(crewMessages.formula(columnNames[column]));
    else if (!isSingleLineText(text) || !hasNoBidiControls(text))
      reasons.push(crewMessages.characters(columnNames[column]));
  }
  if (reasons.length > 0) return { reasons };

  const fullName = value('name').replace(/\s+/g, ' ');
  if (!fullName) reasons.push(crewMessages.name);
  else if (fullName.length > 200) reasons.push(crewMessages.nameLength);
  const email = value('email').toLowerCase();
  if (!EMAIL.test(email) || email.length > 255) reasons.push(crewMessages.email);
  const phone = value('phone') || null;
  if (phone && !PHONE.test(phone)) reasons.push(crewMessages.phone);
  let dateOfBirth: string | null = null;
  if (value('dateOfBirth')) {
    dateOfBirth = parseDateOfBirth(value('dateOfBirth'));
    if (!dateOfBirth) reasons.push(crewMessages.dateOfBirth);
    else if (ageOn(dateOfBirth, today) < 14 || ageOn(dateOfBirth, today) > 100)
      reasons.push(crewMessages.age);
  }
  let usi: string | null = null;
  if (value('usi')) {
    const problem = usiProblem(value('usi'));
    if (problem) reasons.push(`USI: ${problem}`);
    else usi = normaliseUsi(value('usi'));
  }
  const site = value('site').slice(0, 200) || null;
  if (reasons.length > 0) return { reasons };
  return { worker: { fullName, email, phone, dateOfBirth, usi, site } };
}

/**
 * A whole file: every data row accepted or refused with its reasons (rows numbered as a spreadsheet shows them,
 * the header being row 1). `existingEmails` (lower case) are the crew's own: those rows are refused as duplicates,
 * as is a second row with an e-mail already seen in the file.
 */
export function readCrewCsv(
  bytes: Uint8Array,
  { today, existingEmails = new Set<string>() }: { today: string; existingEmails?: ReadonlySet<string> },
): CrewCsvResult {
  if (bytes.length > CREW_CSV_MAX_BYTES) return { ok: false, message: crewMessages.tooLarge };
  const text = decodeCsvBytes(bytes);
  if (!text.trim()) return { ok: false, message: crewMessages.empty };
  const table = parseCsv(text);
  if (!table) return { ok: false, message: crewMessages.unclosedQuote };
  const [header, ...data] = table;
  if (!header) return { ok: false, message: crewMessages.empty };
  const columnAt = header.map(
    (cell) => headerAliases[cell.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null,
  );
  const missing = REQUIRED.filter((column) => !columnAt.includes(column));
  if (missing.length > 0) {
    return { ok: false, message: crewMessages.missingColumns(missing.map((column) => columnNames[column])) };
  }
  if (data.length === 0) return { ok: false, message: crewMessages.noRows };
  if (data.length > CREW_CSV_MAX_ROWS) return { ok: false, message: crewMessages.tooManyRows };

  const firstRowOf = new Map<string, number>();
  const rows = data.map((cells, index): CrewRowResult => {
    const row = index + 2;
    const named: Partial<Record<Column, string>> = {};
    columnAt.forEach((column, at) => {
      if (column && named[column] === undefined) named[column] = cells[at] ?? '';
    });
    const shownName = (named.name ?? '').trim().slice(0, 200);
    const result = crewMember(named, today);
    if ('reasons' in result) return { row, outcome: 'refused', name: shownName, reasons: result.reasons };
    const { worker } = result;
    const earlier = firstRowOf.get(worker.email);
    if (earlier !== undefined)
      return {
        row,
        outcome: 'refused',
        name: worker.fullName,
        reasons: [crewMessages.duplicateInFile(earlier)],
      };
    firstRowOf.set(worker.email, row);
    if (existingEmails.has(worker.email))
      return { row, outcome: 'refused', name: worker.fullName, reasons: [crewMessages.alreadyInCrew] };
    return { row, outcome: 'accepted', worker };
  });
  return { ok: true, rows };
}
