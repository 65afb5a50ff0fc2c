import { describe, expect, it } from 'vitest';

import {
  NatFieldError,
  natFileNames,
  natFiles,
  natLayouts,
  natProblemCounts,
  natReport,
  natReportCsv,
  natText,
  parsePeriod,
  postcodeProblem,
  recordLength,
  writeField,
  writeRecord,
  type NatEnrolment,
  type NatFileName,
  type NatInput,
} from '@/lib/rules/avetmiss';
import { emptyAnswers } from '@/lib/rules/enrolment-record';

// Record lengths as the NCVER field tables give them (release 7.0 plus the 8.0 changes; decision record 0012).
const expectedLengths: Record<NatFileName, number> = {
  NAT00010: 448,
  NAT00020: 180,
  NAT00030: 114,
  NAT00060: 123,
  NAT00080: 327,
  NAT00085: 557,
  NAT00090: 12,
  NAT00100: 13,
  NAT00120: 158,
  NAT00130: 72,
};

// Starting columns from the specification's tables for fields that moved in 8.0 or that links depend on.
const expectedStarts: [NatFileName, string, number][] = [
  ['NAT00010', 'Contact name', 269],
  ['NAT00020', 'Country identifier', 177],
  ['NAT00060', 'Nominal hours', 120],
  ['NAT00080', 'Date of birth', 74],
  ['NAT00080', 'Unique student identifier', 150],
  ['NAT00080', 'Survey contact status', 327],
  ['NAT00085', 'Postcode', 332],
  ['NAT00085', 'Email address (alternative)', 478],
  ['NAT00120', 'Activity start date', 53],
  ['NAT00120', 'Delivery mode identifier', 69],
  ['NAT00120', 'Outcome identifier - national', 72],
  ['NAT00120', 'Funding source - national', 74],
  ['NAT00120', 'Study reason identifier', 97],
  ['NAT00120', 'Predominant delivery mode', 158],
  ['NAT00130', 'Date program completed', 31],
  ['NAT00130', 'Parchment number', 48],
];

function fieldOf(file: NatFileName, name: string) {
  const field = natLayouts[file].find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${file} has no ${name}`);
  return field;
}

/** The value at a field's columns in a line. */
function slice(line: string, file: NatFileName, name: string): string {
  const field = fieldOf(file, name);
  return line.slice(field.start - 1, field.start - 1 + field.length);
}

function linesOf(text: string): string[] {
  expect(text === '' || text.endsWith('\r\n')).toBe(true);
  return text === '' ? [] : text.slice(0, -2).split('\r\n');
}

const location = { id: 'MKY', name: 'Mackay', postcode: '4740', stateCode: '03', suburb: 'Mackay' };

function enrolment(overrides: Partial<NatEnrolment> = {}): NatEnrolment {
  return {
    bookingId: '00000000-0000-4000-8000-000000000001',
    reference: 'BK-1',
    clientId: 'ABCDEFGHJK',
    answers: {
      ...emptyAnswers,
      familyName: 'Nguyễn',
      givenNames: 'Zoë Anne',
      dateOfBirth: '1990-03-07',
      gender: 'F',
      addressStreetNumber: '12',
      addressStreetName: 'Sydney Street',
      addressSuburb: 'Mackay',
      addressState: '03',
      addressPostcode: '4740',
      usi: '223456789N',
      disability: 'Y',
      disabilityTypes: ['11', '14'],
      priorEducation: 'Y',
      priorEducationAchievements: [{ code: '008', recognition: 'A' }],
      studyReason: '06',
    },
    submitted: true,
    link: '/staff/enrolments/00000000-0000-4000-8000-000000000001',
    location,
    sessionLocation: 'Mackay',
    sessionDate: '2026-03-10',
    program: null,
    units: [
      { code: 'RIIWHS204E', result: 'competent', theoryOnline: true },
      { code: 'RIIWHS202E', result: 'not-yet-competent', theoryOnline: false },
    ],
    completion: null,
    ...overrides,
  };
}

function input(enrolments: NatEnrolment[]): NatInput {
  return {
    organisation: { id: '00000', name: 'Example Registered Training Organisation Pty Ltd' },
    subjects: [
      {
        code: 'RIIWHS202E',
        title: 'Enter and work in confined spaces',
        fieldOfEducation: '061301',
        nominalHours: 20,
      },
      { code: 'RIIWHS204E', title: 'Work safely at heights', fieldOfEducation: '061301', nominalHours: 8 },
    ],
    enrolments,
    period: { from: '2026-01-01', to: '2026-06-30' },
    today: '2026-05-01',
  };
}

describe('the fixed-width field writer', () => {
  const alpha = { name: 'Name', start: 1, length: 6, type: 'A' as const };
  const numeric = { name: 'Hours', start: 1, length: 4, type: 'N' as const };
  const date = { name: 'Date', start: 1, length: 8, type: 'D' as const };

  it('left-justifies and space-fills alphanumeric fields', () => {
    expect(writeField(alpha, 'AB')).toBe('AB    ');
    expect(writeField(alpha, '')).toBe('      ');
  });

  it('right-justifies and zero-fills numeric fields, and leaves an unreported one blank', () => {
    expect(writeField(numeric, '8')).toBe('0008');
    expect(writeField(numeric, '')).toBe('    ');
    expect(() => writeField(numeric, '8h')).toThrow(NatFieldError);
  });

  it('takes dates as DDMMYYYY or all @ (not stated)', () => {
    expect(writeField(date, '07031990')).toBe('07031990');
    expect(writeField(date, '@@@@@@@@')).toBe('@@@@@@@@');
    expect(() => writeField(date, '1990-03-07')).toThrow(NatFieldError);
  });

  it('refuses a value too wide rather than truncating it', () => {
    expect(() => writeField(alpha, 'ABCDEFG')).toThrowError(/too-wide/);
    try {
      writeField(alpha, 'ABCDEFG');
    } catch (error) {
      expect(error).toBeInstanceOf(NatFieldError);
      expect((error as NatFieldError).problem).toBe('too-wide');
    }
  });

  it('refuses characters outside printable ASCII', () => {
    expect(() => writeField(alpha, 'Zoë')).toThrowError(/not-ascii/);
  });

  it('refuses a field a layout does not have', () => {
    expect(() => writeRecord('NAT00090', { 'Client identifier': 'A', Colour: 'red' })).toThrowError(
      /no field Colour/,
    );
  });

  it('makes names plain ASCII where a plain form exists', () => {
    expect(natText('Nguyễn')).toBe('Nguyen');
    expect(natText('O’Brien – Smith')).toBe("O'Brien - Smith");
    expect(natText('王')).toBe('王');
  });
});

describe('the NAT layouts', () => {
  it.each(natFileNames)('%s has contiguous fields and its specified record length', (file) => {
    let next = 1;
    for (const field of natLayouts[file]) {
      expect(field.start).toBe(next);
      next += field.length;
    }
    expect(recordLength(file)).toBe(expectedLengths[file]);
  });

  it.each(expectedStarts)('%s %s starts at column %i', (file, name, start) => {
    expect(fieldOf(file, name).start).toBe(start);
  });
});

describe('the NAT files of a period', () => {
  const completed = enrolment({
    bookingId: '00000000-0000-4000-8000-000000000002',
    reference: 'BK-2',
    clientId: 'MNPQRSTVWX',
    answers: {
      ...emptyAnswers,
      familyName: 'Smith',
      givenNames: 'Jo',
      usiExemption: 'INDIV',
      addressPostcode: '2330',
      addressState: '01',
    },
    program: {
      code: 'RII30820',
      name: 'Certificate III in Civil Construction Plant Operations',
      nominalHours: null,
    },
    units: [{ code: 'RIIWHS202E', result: 'competent', theoryOnline: false }],
    completion: { completedOn: '2026-03-11', issuedOn: '2026-03-12', number: 'K7Q2-M9XD-4HTR' },
  });
  const { files } = natFiles(input([enrolment(), completed]));

  it.each(natFileNames)('every line of %s is exactly the record length', (file) => {
    for (const line of linesOf(files[file])) expect(line).toHaveLength(expectedLengths[file]);
  });

  it('writes one training organisation with its identifier and name', () => {
    const [line] = linesOf(files.NAT00010);
    expect(slice(line, 'NAT00010', 'Training organisation identifier')).toBe('00000     ');
    expect(slice(line, 'NAT00010', 'Training organisation name').trimEnd()).toBe(
      'Example Registered Training Organisation Pty Ltd',
    );
    expect(line.slice(110)).toBe(' '.repeat(338));
  });

  it('writes each delivery location once, in Australia', () => {
    const lines = linesOf(files.NAT00020);
    expect(lines).toHaveLength(1);
    expect(slice(lines[0], 'NAT00020', 'Training organisation delivery location identifier')).toBe(
      'MKY       ',
    );
    expect(slice(lines[0], 'NAT00020', 'State identifier')).toBe('03');
    expect(slice(lines[0], 'NAT00020', 'Country identifier')).toBe('1101');
  });

  it('writes programs and subjects with numeric fields zero-filled or blank', () => {
    const [program] = linesOf(files.NAT00030);
    expect(slice(program, 'NAT00030', 'Program identifier')).toBe('RII30820  ');
    expect(slice(program, 'NAT00030', 'Nominal hours')).toBe('    ');
    const subjects = linesOf(files.NAT00060);
    expect(subjects.map((line) => slice(line, 'NAT00060', 'Subject identifier').trimEnd())).toEqual([
      'RIIWHS202E',
      'RIIWHS204E',
    ]);
    expect(slice(subjects[1], 'NAT00060', 'Nominal hours')).toBe('0008');
    expect(slice(subjects[1], 'NAT00060', 'VET flag')).toBe('Y');
  });

  it('writes each client once, with the encrypted-name form, dates, not-stated codes and the USI or exemption', () => {
    const lines = linesOf(files.NAT00080);
    expect(lines).toHaveLength(2);
    const [first, second] = lines;
    expect(slice(first, 'NAT00080', 'Client identifier')).toBe('ABCDEFGHJK');
    expect(slice(first, 'NAT00080', 'Name for encryption').trimEnd()).toBe('Nguyen, Zoe Anne');
    expect(slice(first, 'NAT00080', 'Date of birth')).toBe('07031990');
    expect(slice(first, 'NAT00080', 'Postcode')).toBe('4740');
    expect(slice(first, 'NAT00080', 'Unique student identifier')).toBe('223456789N');
    expect(slice(first, 'NAT00080', 'Survey contact status')).toBe('A');
    expect(slice(second, 'NAT00080', 'Date of birth')).toBe('@@@@@@@@');
    expect(slice(second, 'NAT00080', 'Indigenous status identifier')).toBe('@');
    expect(slice(second, 'NAT00080', 'Unique student identifier')).toBe('INDIV     ');
    const [postal] = linesOf(files.NAT00085);
    expect(slice(postal, 'NAT00085', 'Client first given name').trimEnd()).toBe('Zoe');
    expect(slice(postal, 'NAT00085', 'State identifier')).toBe('03');
  });

  it('writes a disability and a prior achievement record per answer', () => {
    expect(linesOf(files.NAT00090)).toEqual(['ABCDEFGHJK11', 'ABCDEFGHJK14']);
    expect(linesOf(files.NAT00100)).toEqual(['ABCDEFGHJK008']);
  });

  it('writes a training activity per learner and unit with outcome, funding, delivery mode and study reason', () => {
    const lines = linesOf(files.NAT00120);
    expect(lines).toHaveLength(3);
    const [heights, confined, program] = lines;
    expect(slice(heights, 'NAT00120', 'Training organisation identifier')).toBe('00000     ');
    expect(slice(heights, 'NAT00120', 'Subject identifier')).toBe('RIIWHS204E  ');
    expect(slice(heights, 'NAT00120', 'Program identifier')).toBe(' '.repeat(10));
    expect(slice(heights, 'NAT00120', 'Activity start date')).toBe('10032026');
    expect(slice(heights, 'NAT00120', 'Delivery mode identifier')).toBe('YYN');
    expect(slice(heights, 'NAT00120', 'Outcome identifier - national')).toBe('20');
    expect(slice(heights, 'NAT00120', 'Funding source - national')).toBe('20');
    expect(slice(heights, 'NAT00120', 'Commencing program identifier')).toBe('8');
    expect(slice(heights, 'NAT00120', 'Study reason identifier')).toBe('06');
    expect(slice(heights, 'NAT00120', 'Predominant delivery mode')).toBe('I');
    expect(slice(confined, 'NAT00120', 'Outcome identifier - national')).toBe('30');
    expect(slice(confined, 'NAT00120', 'Delivery mode identifier')).toBe('YNN');
    expect(slice(program, 'NAT00120', 'Program identifier')).toBe('RII30820  ');
    expect(slice(program, 'NAT00120', 'Commencing program identifier')).toBe('3');
    expect(slice(program, 'NAT00120', 'Study reason identifier')).toBe('@@');
  });

  it('writes a completed program with its parchment', () => {
    const [line] = linesOf(files.NAT00130);
    expect(slice(line, 'NAT00130', 'Date program completed')).toBe('11032026');
    expect(slice(line, 'NAT00130', 'Issued flag')).toBe('Y');
    expect(slice(line, 'NAT00130', 'Parchment issue date')).toBe('12032026');
    expect(slice(line, 'NAT00130', 'Parchment number').trimEnd()).toBe('K7Q2-M9XD-4HTR');
  });

  it('says 85 for a session after today and 70 for one that ended without a result', () => {
    const future = natFiles({
      ...input([
        enrolment({
          sessionDate: '2026-06-01',
          units: [{ code: 'RIIWHS204E', result: null, theoryOnline: false }],
        }),
      ]),
    }).files;
    expect(slice(linesOf(future.NAT00120)[0], 'NAT00120', 'Outcome identifier - national')).toBe('85');
    const ended = natFiles(
      input([enrolment({ units: [{ code: 'RIIWHS204E', result: null, theoryOnline: false }] })]),
    );
    expect(slice(linesOf(ended.files.NAT00120)[0], 'NAT00120', 'Outcome identifier - national')).toBe('70');
  });

  it('leaves a learner whose answer is too wide out of the client files and reports it', () => {
    const long = enrolment({ answers: { ...enrolment().answers, addressStreetName: 'A'.repeat(71) } });
    const built = natFiles(input([long]));
    expect(built.files.NAT00080).toBe('');
    expect(built.report.find((row) => row.kind === 'tooWide')).toMatchObject({
      file: 'NAT00080',
      field: 'Address street name',
    });
  });
});

describe('the validation report', () => {
  it('is empty for a complete, valid period', () => {
    expect(natReport(input([enrolment()]))).toEqual([]);
  });

  it('lists a missing USI, a bad postcode and a missing outcome, each with where to fix it', () => {
    const rows = natReport(
      input([
        enrolment({ answers: { ...enrolment().answers, usi: null } }),
        enrolment({
          bookingId: 'b2',
          reference: 'BK-2',
          clientId: 'CLIENT0002',
          answers: { ...enrolment().answers, addressPostcode: '0123' },
        }),
        enrolment({
          bookingId: 'b3',
          reference: 'BK-3',
          clientId: 'CLIENT0003',
          units: [{ code: 'RIIWHS204E', result: null, theoryOnline: false }],
        }),
      ]),
    );
    expect(rows.map((row) => [row.kind, row.record, row.field])).toEqual([
      ['usiMissing', 'Zoë Anne Nguyễn (BK-1)', 'Unique student identifier'],
      ['postcode', 'Zoë Anne Nguyễn (BK-2)', 'Postcode'],
      ['outcomeMissing', 'Zoë Anne Nguyễn (BK-3)', 'Outcome identifier - national'],
    ]);
    expect(rows[0].link).toBe('/staff/enrolments/00000000-0000-4000-8000-000000000001');
    expect(natProblemCounts(rows).map((entry) => entry.count)).toEqual([1, 1, 1]);
    const csv = natReportCsv(rows);
    expect(csv.split('\r\n')[0]).toBe('File,Record,Field,Problem,Details');
    expect(csv).toContain(
      'NAT00080,Zoë Anne Nguyễn (BK-1),Unique student identifier,No USI and no USI exemption',
    );
  });

  it('accepts a USI exemption, and reports a USI that fails its check character', () => {
    const exempt = enrolment({ answers: { ...enrolment().answers, usi: null, usiExemption: 'INDIV' } });
    expect(natReport(input([exempt]))).toEqual([]);
    const wrong = enrolment({ answers: { ...enrolment().answers, usi: '223456789A' } });
    expect(natReport(input([wrong])).map((row) => row.kind)).toEqual(['usiInvalid']);
  });

  it('does not ask for an outcome of a session that has not happened or falls outside the period', () => {
    const pending = [{ code: 'RIIWHS204E', result: null, theoryOnline: false }] as const;
    expect(natReport(input([enrolment({ sessionDate: '2026-05-20', units: pending })]))).toEqual([]);
    expect(natReport(input([enrolment({ sessionDate: '2025-12-31', units: pending })]))).toEqual([]);
  });

  it('reports an unsubmitted form, a missing name, unknown location, non-Latin text and unit data the site lacks', () => {
    const rows = natReport({
      ...input([
        enrolment({
          submitted: false,
          location: null,
          sessionLocation: 'Darwin',
          answers: { ...enrolment().answers, familyName: null, addressSuburb: '北京' },
        }),
      ]),
      subjects: [
        { code: 'RIIWHS204E', title: 'Work safely at heights', fieldOfEducation: null, nominalHours: null },
      ],
    });
    expect(rows.map((row) => row.kind)).toEqual([
      'notSubmitted',
      'nameMissing',
      'notAscii',
      'location',
      'fieldOfEducation',
      'nominalHours',
    ]);
  });
});

describe('postcodes', () => {
  it.each([
    ['2330', '01', null],
    ['4740', '03', null],
    ['0800', '07', null],
    ['2600', '08', null],
    ['@@@@', null, null],
    ['OSPC', '99', null],
    [null, null, null],
  ])('%s in state %s is accepted', (postcode, state, expected) => {
    expect(postcodeProblem(postcode, state)).toBe(expected);
  });

  it.each([
    ['0123', null, 'not an Australian postcode'],
    ['0000', null, 'not an Australian postcode'],
    ['0500', '07', 'not an Australian postcode'],
    ['4740', '01', 'not a postcode in the state given'],
    ['474', null, 'not a postcode'],
    ['OSPC', '01', 'OSPC'],
  ])('%s in state %s is refused', (postcode, state, message) => {
    expect(postcodeProblem(postcode, state)).toContain(message);
  });
});

describe('the period form', () => {
  it('defaults to the calendar year to date', () => {
    expect(parsePeriod(undefined, undefined, '2026-11-29')).toEqual({
      ok: true,
      period: { from: '2026-01-01', to: '2026-11-29' },
    });
  });

  it('refuses missing, impossible and reversed dates with a message', () => {
    expect(parsePeriod('2026-02-30', '2026-03-01', '2026-11-29')).toMatchObject({ ok: false });
    expect(parsePeriod('2026-03-01', '', '2026-11-29')).toMatchObject({ ok: false });
    expect(parsePeriod('2026-03-02', '2026-03-01', '2026-11-29')).toMatchObject({
      ok: false,
      message: 'The period must start on or before its last day.',
    });
  });
});
