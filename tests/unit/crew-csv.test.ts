import { describe, expect, it } from 'vitest';

import { crewMessages, decodeCsvBytes, parseCsv, parseDateOfBirth, readCrewCsv } from '@/lib/rules/crew-csv';

const today = '2026-03-01';
const utf8 = (text: string) => new TextEncoder().encode(text);
const HEADER = 'Name,E-mail,Phone,Date of birth,USI\n';

function read(text: string | Uint8Array, existing: string[] = []) {
  const result = readCrewCsv(typeof text === 'string' ? utf8(text) : text, {
    today,
    existingEmails: new Set(existing),
  });
  if (!result.ok) throw new Error(result.message);
  return result.rows;
}

describe('crew CSV: encodings', () => {
  it('reads UTF-8 with a byte order mark, and the header is still found', () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...utf8(`${HEADER}Zoë Ngā,zoe@example.com,0400 000 001,1990-01-02,\n`),
    ]);
    expect(decodeCsvBytes(bytes).startsWith('Name,')).toBe(true);
    expect(read(bytes)).toMatchObject([{ row: 2, outcome: 'accepted', worker: { fullName: 'Zoë Ngā' } }]);
  });

  it('reads Windows-1252 (what Excel on Windows writes) when the bytes are not UTF-8', () => {
    // 'Renée' in Windows-1252: é is the single byte 0xE9, invalid as UTF-8.
    const text = `${HEADER}Ren\u00e9e O\u2019Neil,renee@example.com,0400 000 002,02/03/1985,\n`;
    const bytes = Uint8Array.from(text, (character) =>
      character === '\u2019' ? 0x92 : character.charCodeAt(0),
    );
    expect(read(bytes)).toMatchObject([
      { outcome: 'accepted', worker: { fullName: 'Renée O’Neil', dateOfBirth: '1985-03-02' } },
    ]);
  });
});

describe('crew CSV: rows', () => {
  it('parses quoted commas, doubled quotes, CRLF and blank lines', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n\r\n1,2,3')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('a,"open')).toBeNull();
  });

  it('names every missing column in one message', () => {
    const result = readCrewCsv(utf8('Name,Mobile\nA,0400000000\n'), { today });
    expect(result).toEqual({ ok: false, message: crewMessages.missingColumns(['e-mail', 'date of birth']) });
  });

  it('says so for an empty file, a header alone and an unclosed quote', () => {
    expect(readCrewCsv(utf8(''), { today })).toEqual({ ok: false, message: crewMessages.empty });
    expect(readCrewCsv(utf8(HEADER), { today })).toEqual({ ok: false, message: crewMessages.noRows });
    expect(readCrewCsv(utf8(`${HEADER}"A,b@example.com\n`), { today })).toEqual({
      ok: false,
      message: crewMessages.unclosedQuote,
    });
  });

  it('refuses formula-looking cells, but not an international phone number', () => {
    const rows = read(
      `${HEADER}=cmd|' /C calc'!A0,a@example.com,0400000000,1990-01-01,\n` +
        `Bo Li,@SUM(1+1)@example.com,,,\n` +
        `Cy Ng,cy@example.com,+61 400 000 000,1990-01-01,\n` +
        `Di Ro,di@example.com,-1+1,1990-01-01,\n`,
    );
    expect(rows.map((row) => row.outcome)).toEqual(['refused', 'refused', 'accepted', 'refused']);
    expect(rows[0]).toMatchObject({ reasons: [crewMessages.formula('name')] });
    expect(rows[1]).toMatchObject({ reasons: [crewMessages.formula('e-mail')] });
    expect(rows[3]).toMatchObject({ reasons: [crewMessages.formula('phone')] });
  });

  it('gives every reason a row is refused, numbered as the spreadsheet shows it', () => {
    const rows = read(
      `${HEADER}Ann Lee,ann@example.com,0400000000,1990-01-01,\n,not-an-email,12,31/02/1990,223456789A\n`,
    );
    expect(rows[0]).toMatchObject({ row: 2, outcome: 'accepted' });
    expect(rows[1]).toMatchObject({ row: 3, outcome: 'refused' });
    const refused = rows[1] as { reasons: string[] };
    expect(refused.reasons).toEqual(
      expect.arrayContaining([
        crewMessages.name,
        crewMessages.email,
        crewMessages.phone,
        crewMessages.dateOfBirth,
      ]),
    );
    expect(refused.reasons.some((reason) => reason.startsWith('USI:'))).toBe(true);
  });

  it('reports duplicates in the file and against the crew already there', () => {
    const rows = read(
      `${HEADER}A One,one@example.com,,,\nA Two,ONE@example.com,,,\nB Three,crew@example.com,,,\n`,
      ['crew@example.com'],
    );
    expect(rows).toMatchObject([
      { row: 2, outcome: 'accepted' },
      { row: 3, outcome: 'refused', reasons: [crewMessages.duplicateInFile(2)] },
      { row: 4, outcome: 'refused', reasons: [crewMessages.alreadyInCrew] },
    ]);
  });

  it('keeps a valid USI (normalised) and refuses an age under 14', () => {
    const rows = read(
      `${HEADER}Kim Lee,kim@example.com,,1990-01-01,2234 5678 9n\nYoung One,y@example.com,,2020-01-01,\n`,
    );
    expect(rows[0]).toMatchObject({ worker: { usi: '223456789N' } });
    expect(rows[1]).toMatchObject({ reasons: [crewMessages.age] });
  });

  it('reads 2,000 rows', () => {
    const lines = Array.from(
      { length: 2000 },
      (_, index) => `Worker ${index},w${index}@example.com,0400 000 000,1990-01-01,`,
    );
    const rows = read(`${HEADER}${lines.join('\n')}\n`);
    expect(rows).toHaveLength(2000);
    expect(rows.every((row) => row.outcome === 'accepted')).toBe(true);
  });

  it('refuses a file over the row limit', () => {
    const lines = Array.from({ length: 5001 }, (_, index) => `W ${index},w${index}@example.com,,,`);
    expect(readCrewCsv(utf8(`${HEADER}${lines.join('\n')}`), { today })).toEqual({
      ok: false,
      message: crewMessages.tooManyRows,
    });
  });

  it('reads Australian and ISO dates, and refuses days that do not exist', () => {
    expect(parseDateOfBirth('31/12/1990')).toBe('1990-12-31');
    expect(parseDateOfBirth('1990-12-31')).toBe('1990-12-31');
    expect(parseDateOfBirth('29/02/2001')).toBeNull();
    expect(parseDateOfBirth('12/31/1990')).toBeNull();
  });
});
