import { avetmissClient, type EnrolmentAnswers } from '@/lib/rules/enrolment-record';
import { csvCell } from '@/lib/rules/outcomes';
import { isValidUsi } from '@/lib/rules/usi';

/**
 * The AVETMISS 8.0 NAT files (National VET Provider Collection) of a reporting period, built from the enrolment
 * records and results, and the report of every record AVETMISS would refuse. Pure: the server gathers the rows.
 *
 * Layouts follow NCVER's VET Provider Collection specifications: the release 7.0 field tables (positions, lengths,
 * types) with the release 8.0 changes applied (added: NAT00080 survey contact status, NAT00085 alternative e-mail,
 * NAT00120 training organisation identifier, school type and predominant delivery mode, NAT00130 parchment issue date
 * and number; deleted: NAT00060 subject flag, NAT00080 proficiency in spoken English and year highest school level
 * completed; resized: NAT00120 delivery mode 2 to 3, client tuition fee 4 to 5, fee exemption 1 to 2, NAT00130 year to
 * date program completed 4 to 8). docs/decisions/0012-avetmiss-nat-files.md lists the sources and what is unsure.
 *
 * Types: A alphanumeric, left-justified and space-filled; N numeric, right-justified and zero-filled (blank when the
 * field is not reported); D date DDMMYYYY. Every record ends with CR LF.
 */

export type NatFieldType = 'A' | 'N' | 'D';
/** One field as the specification's field table gives it: starting column (1-based), length and type. */
export type NatField = { name: string; start: number; length: number; type: NatFieldType };

export const natFileNames = [
  'NAT00010',
  'NAT00020',
  'NAT00030',
  'NAT00060',
  'NAT00080',
  'NAT00085',
  'NAT00090',
  'NAT00100',
  'NAT00120',
  'NAT00130',
] as const;
export type NatFileName = (typeof natFileNames)[number];

function fields(...list: [name: string, length: number, type: NatFieldType][]): readonly NatField[] {
  let start = 1;
  return list.map(([name, length, type]) => {
    const field = { name, start, length, type };
    start += length;
    return field;
  });
}

export const natLayouts: Record<NatFileName, readonly NatField[]> = {
  // In 8.0 only the identifier and name are collected nationally (the rest is on training.gov.au); positions 111 to
  // 268 stay in the record, blank, and the contact fields keep their 7.0 columns.
  NAT00010: fields(
    ['Training organisation identifier', 10, 'A'],
    ['Training organisation name', 100, 'A'],
    ['Training organisation type identifier', 2, 'N'],
    ['Address first line', 50, 'A'],
    ['Address second line', 50, 'A'],
    ['Address location - suburb, locality or town', 50, 'A'],
    ['Postcode', 4, 'A'],
    ['State identifier', 2, 'N'],
    ['Contact name', 60, 'A'],
    ['Telephone number', 20, 'A'],
    ['Facsimile number', 20, 'A'],
    ['Email address', 80, 'A'],
  ),
  NAT00020: fields(
    ['Training organisation identifier', 10, 'A'],
    ['Training organisation delivery location identifier', 10, 'A'],
    ['Training organisation delivery location name', 100, 'A'],
    ['Postcode', 4, 'A'],
    ['State identifier', 2, 'N'],
    ['Address location - suburb, locality or town', 50, 'A'],
    ['Country identifier', 4, 'A'],
  ),
  // A program on training.gov.au: its recognition, level, field of education, ANZSCO and VET flag are NCVER's to look
  // up (they are NAT00030A fields, for programs not on training.gov.au).
  NAT00030: fields(['Program identifier', 10, 'A'], ['Program name', 100, 'A'], ['Nominal hours', 4, 'N']),
  NAT00060: fields(
    ['Subject identifier', 12, 'A'],
    ['Subject name', 100, 'A'],
    ['Subject field of education identifier', 6, 'A'],
    ['VET flag', 1, 'A'],
    ['Nominal hours', 4, 'N'],
  ),
  // The 7.0 statistical area fields (SA1, SA2) after these are for state and territory collections only: not written.
  NAT00080: fields(
    ['Client identifier', 10, 'A'],
    ['Name for encryption', 60, 'A'],
    ['Highest school level completed identifier', 2, 'A'],
    ['Gender', 1, 'A'],
    ['Date of birth', 8, 'D'],
    ['Postcode', 4, 'A'],
    ['Indigenous status identifier', 1, 'A'],
    ['Language identifier', 4, 'A'],
    ['Labour force status identifier', 2, 'A'],
    ['Country identifier', 4, 'A'],
    ['Disability flag', 1, 'A'],
    ['Prior educational achievement flag', 1, 'A'],
    ['At school flag', 1, 'A'],
    ['Address location - suburb, locality or town', 50, 'A'],
    ['Unique student identifier', 10, 'A'],
    ['State identifier', 2, 'A'],
    ['Address building/property name', 50, 'A'],
    ['Address flat/unit details', 30, 'A'],
    ['Address street number', 15, 'A'],
    ['Address street name', 70, 'A'],
    ['Survey contact status', 1, 'A'],
  ),
  NAT00085: fields(
    ['Client identifier', 10, 'A'],
    ['Client title', 4, 'A'],
    ['Client first given name', 40, 'A'],
    ['Client family name', 40, 'A'],
    ['Address building/property name', 50, 'A'],
    ['Address flat/unit details', 30, 'A'],
    ['Address street number', 15, 'A'],
    ['Address street name', 70, 'A'],
    ['Address postal delivery box', 22, 'A'],
    ['Address postal - suburb, locality or town', 50, 'A'],
    ['Postcode', 4, 'A'],
    ['State identifier', 2, 'N'],
    ['Telephone number - home', 20, 'A'],
    ['Telephone number - work', 20, 'A'],
    ['Telephone number - mobile', 20, 'A'],
    ['Email address', 80, 'A'],
    ['Email address (alternative)', 80, 'A'],
  ),
  NAT00090: fields(['Client identifier', 10, 'A'], ['Disability type identifier', 2, 'N']),
  // The learner's answer says whether each achievement is Australian, equivalent or international; release 8.0's
  // NAT00100 as found has no field for it (see the decision record), so it is not written.
  NAT00100: fields(['Client identifier', 10, 'A'], ['Prior educational achievement identifier', 3, 'N']),
  // Fields after the specific funding identifier are state training authority fields, blank here, except the
  // predominant delivery mode, which 8.0 added for the national collection.
  NAT00120: fields(
    ['Training organisation identifier', 10, 'A'],
    ['Training organisation delivery location identifier', 10, 'A'],
    ['Client identifier', 10, 'A'],
    ['Subject identifier', 12, 'A'],
    ['Program identifier', 10, 'A'],
    ['Activity start date', 8, 'D'],
    ['Activity end date', 8, 'D'],
    ['Delivery mode identifier', 3, 'A'],
    ['Outcome identifier - national', 2, 'N'],
    ['Funding source - national', 2, 'N'],
    ['Commencing program identifier', 1, 'N'],
    ['Training contract identifier', 10, 'A'],
    ['Client identifier - apprenticeships', 10, 'A'],
    ['Study reason identifier', 2, 'A'],
    ['VET in schools flag', 1, 'A'],
    ['Specific funding identifier', 10, 'A'],
    ['School type identifier', 2, 'N'],
    ['Outcome identifier - training organisation', 3, 'A'],
    ['Funding source - state training authority', 3, 'A'],
    ['Client tuition fee', 5, 'N'],
    ['Fee exemption/concession type identifier', 2, 'A'],
    ['Purchasing contract identifier', 12, 'A'],
    ['Purchasing contract schedule identifier', 3, 'A'],
    ['Hours attended', 4, 'N'],
    ['Associated course identifier', 10, 'A'],
    ['Scheduled hours', 4, 'N'],
    ['Predominant delivery mode', 1, 'A'],
  ),
  NAT00130: fields(
    ['Training organisation identifier', 10, 'A'],
    ['Program identifier', 10, 'A'],
    ['Client identifier', 10, 'A'],
    ['Date program completed', 8, 'D'],
    ['Issued flag', 1, 'A'],
    ['Parchment issue date', 8, 'D'],
    // Parchment number's length (25) is from third-party 8.0 implementations; the search found no NCVER table with it.
    ['Parchment number', 25, 'A'],
  ),
};

export function recordLength(file: NatFileName): number {
  const layout = natLayouts[file];
  const last = layout[layout.length - 1];
  return last.start + last.length - 1;
}

/** Thrown when a value does not fit its field: the writer never truncates or guesses. */
export class NatFieldError extends Error {
  constructor(
    readonly field: NatField,
    readonly value: string,
    readonly problem: 'too-wide' | 'not-ascii' | 'not-numeric' | 'not-a-date',
  ) {
    super(`${field.name}: ${problem} (${JSON.stringify(value)}, ${field.length} ${field.type})`);
    this.name = 'NatFieldError';
  }
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** One field, justified and filled as its type says; refuses a value that is too wide or of the wrong kind. */
export function writeField(field: NatField, value: string): string {
  if (!PRINTABLE_ASCII.test(value)) throw new NatFieldError(field, value, 'not-ascii');
  if (value.length > field.length) throw new NatFieldError(field, value, 'too-wide');
  if (field.type === 'N') {
    if (value === '') return ' '.repeat(field.length);
    if (!/^\d+$/.test(value)) throw new NatFieldError(field, value, 'not-numeric');
    return value.padStart(field.length, '0');
  }
  if (field.type === 'D' && value !== '' && !/^(\d{8}|@{8})$/.test(value)) {
    throw new NatFieldError(field, value, 'not-a-date');
  }
  return value.padEnd(field.length, ' ');
}

/** One record: every field of the layout named in `values`, in the layout's order. */
export function writeRecord(file: NatFileName, values: Readonly<Record<string, string>>): string {
  const layout = natLayouts[file];
  const unknown = Object.keys(values).filter((name) => !layout.some((field) => field.name === name));
  if (unknown.length > 0) throw new Error(`${file} has no field ${unknown.join(', ')}`);
  return layout.map((field) => writeField(field, values[field.name] ?? '')).join('');
}

/** YYYY-MM-DD as AVETMISS writes dates (DDMMYYYY). */
export function natDate(ymd: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) throw new Error(`Not a date: ${ymd}`);
  return `${match[3]}${match[2]}${match[1]}`;
}

/**
 * Text as AVETMISS can carry it (printable ASCII): accents dropped (Zoë to Zoe), typographic quotes and dashes made
 * plain. Anything else stays, so the writer refuses it and the report names it rather than the file changing it.
 */
export function natText(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

// --- Postcodes ------------------------------------------------------------------------------------------------

export const POSTCODE_NOT_STATED = '@@@@';
export const POSTCODE_OVERSEAS = 'OSPC';

/** Australia Post's ranges by AVETMISS state identifier (01 NSW ... 08 ACT). */
const postcodeRanges: Record<string, readonly [number, number][]> = {
  '01': [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  '02': [
    [3000, 3999],
    [8000, 8999],
  ],
  '03': [
    [4000, 4999],
    [9000, 9999],
  ],
  '04': [[5000, 5999]],
  '05': [[6000, 6999]],
  '06': [[7000, 7999]],
  '07': [[800, 999]],
  '08': [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  // Other territories: Jervis Bay (2540), Norfolk Island (2899), Christmas and Cocos Islands (6798, 6799).
  '09': [
    [2540, 2540],
    [2899, 2899],
    [6798, 6799],
  ],
};

/**
 * Why a client's postcode would fail, or null: four digits in an Australian range (and in the state given, when
 * one is), '@@@@' when not stated, or 'OSPC' for an overseas address.
 */
export function postcodeProblem(postcode: string | null, stateCode: string | null): string | null {
  if (postcode === null || postcode === POSTCODE_NOT_STATED) return null;
  if (postcode === POSTCODE_OVERSEAS) {
    return stateCode === null || stateCode === '99'
      ? null
      : 'OSPC (overseas) is given with an Australian state.';
  }
  if (!/^\d{4}$/.test(postcode)) return `"${postcode}" is not a postcode: four digits, @@@@ or OSPC.`;
  const value = Number(postcode);
  const inRange = (ranges: readonly [number, number][]) =>
    ranges.some(([low, high]) => value >= low && value <= high);
  if (!Object.values(postcodeRanges).some(inRange)) return `${postcode} is not an Australian postcode.`;
  const stateRanges = stateCode ? postcodeRanges[stateCode] : undefined;
  if (stateRanges && !inRange(stateRanges)) return `${postcode} is not a postcode in the state given.`;
  return null;
}

// --- What the export is built from -----------------------------------------------------------------------------

/** The RTO as NCVER collects it nationally (contact details are state and territory fields, left blank). */
export type NatOrganisation = { id: string; name: string };

export type NatLocation = { id: string; name: string; postcode: string; stateCode: string; suburb: string };
export type NatSubject = {
  code: string;
  title: string;
  fieldOfEducation: string | null;
  nominalHours: number | null;
};
export type NatProgram = { code: string; name: string; nominalHours: number | null };

export type NatUnitActivity = {
  code: string;
  /** The assessor's decision on the practical day: the unit's result. */
  result: 'competent' | 'not-yet-competent' | null;
  /** Theory was passed online (the delivery was partly external). */
  theoryOnline: boolean;
};

/** One learner's place in one session in the period, with what the site knows of them. */
export type NatEnrolment = {
  bookingId: string;
  reference: string;
  /** At most 10 characters, the same for the learner in every period (the server derives it). */
  clientId: string;
  /** The learner's answers; from the booking alone when no enrolment record was submitted. */
  answers: EnrolmentAnswers;
  submitted: boolean;
  /** Where to fix this enrolment (a staff page). */
  link: string;
  location: NatLocation | null;
  sessionLocation: string;
  sessionDate: string;
  program: NatProgram | null;
  units: readonly NatUnitActivity[];
  /** The program's certificate, when one was issued in the period. */
  completion: { completedOn: string; issuedOn: string; number: string } | null;
};

export type NatPeriod = { from: string; to: string };

export type NatInput = {
  organisation: NatOrganisation;
  subjects: readonly NatSubject[];
  enrolments: readonly NatEnrolment[];
  period: NatPeriod;
  /** The provider's today (YYYY-MM-DD): a session after it has not started. */
  today: string;
};

// --- The report --------------------------------------------------------------------------------------------------

export const natProblems = {
  usiMissing: 'No USI and no USI exemption',
  usiInvalid: 'USI fails its check character',
  postcode: 'Unknown or invalid postcode',
  outcomeMissing: 'No result for a unit whose session has ended',
  notSubmitted: 'Enrolment form not submitted',
  nameMissing: 'Family name or given names missing',
  location: 'Session location is not a delivery location',
  fieldOfEducation: 'Subject field of education not recorded',
  nominalHours: 'Nominal hours not recorded',
  notAscii: 'Characters AVETMISS cannot carry',
  tooWide: 'Too long for its AVETMISS field',
} as const;
export type NatProblemKind = keyof typeof natProblems;

export type NatReportRow = {
  kind: NatProblemKind;
  file: NatFileName;
  /** Which record: the learner and booking, or the unit. */
  record: string;
  field: string;
  problem: string;
  /** A staff page where it can be fixed, when there is one. */
  link: string | null;
};

function learnerLabel(enrolment: NatEnrolment): string {
  const name = [enrolment.answers.givenNames, enrolment.answers.familyName].filter(Boolean).join(' ');
  return `${name || 'Unnamed learner'} (${enrolment.reference})`;
}

/** Outcome identifier - national of one unit: 20 competent, 30 not yet competent, 85 not started, 70 continuing. */
export function outcomeIdentifier(unit: NatUnitActivity, sessionDate: string, today: string): string {
  if (unit.result === 'competent') return '20';
  if (unit.result === 'not-yet-competent') return '30';
  return sessionDate > today ? '85' : '70';
}

/** Whether a unit with no result should have one: its session (start and end) is over and inside the period. */
function outcomeOverdue(enrolment: NatEnrolment, unit: NatUnitActivity, input: NatInput): boolean {
  return (
    unit.result === null &&
    enrolment.sessionDate <= input.today &&
    enrolment.sessionDate >= input.period.from &&
    enrolment.sessionDate <= input.period.to
  );
}

/** Every record that AVETMISS would refuse, before the files go to the RTO. */
export function natReport(input: NatInput): NatReportRow[] {
  const rows: NatReportRow[] = [];
  const seenClients = new Set<string>();
  for (const enrolment of input.enrolments) {
    const record = learnerLabel(enrolment);
    const add = (kind: NatProblemKind, file: NatFileName, field: string, problem: string) =>
      rows.push({ kind, file, record, field, problem, link: enrolment.link });
    const { answers } = enrolment;
    if (!enrolment.submitted) {
      add('notSubmitted', 'NAT00080', 'Client', 'The learner has not submitted the enrolment form.');
    }
    if (!seenClients.has(enrolment.clientId)) {
      seenClients.add(enrolment.clientId);
      if (!answers.familyName || !answers.givenNames) {
        add('nameMissing', 'NAT00080', 'Name for encryption', 'Family name and given names are both needed.');
      }
      if (!answers.usi && !answers.usiExemption) {
        add(
          'usiMissing',
          'NAT00080',
          'Unique student identifier',
          'Neither a USI nor a USI exemption is recorded.',
        );
      } else if (answers.usi && !isValidUsi(answers.usi)) {
        add(
          'usiInvalid',
          'NAT00080',
          'Unique student identifier',
          `${answers.usi} fails the USI check character.`,
        );
      }
      const postcode = postcodeProblem(answers.addressPostcode, answers.addressState);
      if (postcode) add('postcode', 'NAT00080', 'Postcode', postcode);
      for (const [field, value] of Object.entries(clientText(answers))) {
        if (!PRINTABLE_ASCII.test(value)) {
          add(
            'notAscii',
            'NAT00080',
            field,
            `"${value}" has characters outside printable ASCII; enter it in Latin letters.`,
          );
        }
      }
      for (const problem of clientWidthProblems(enrolment))
        add('tooWide', problem.file, problem.field, problem.problem);
    }
    if (!enrolment.location) {
      add(
        'location',
        'NAT00120',
        'Training organisation delivery location identifier',
        `"${enrolment.sessionLocation}" is not one of the provider's locations.`,
      );
    }
    for (const unit of enrolment.units) {
      if (outcomeOverdue(enrolment, unit, input)) {
        add(
          'outcomeMissing',
          'NAT00120',
          'Outcome identifier - national',
          `${unit.code}: no result recorded for the session of ${enrolment.sessionDate}; the file says 70 (continuing) until one is.`,
        );
      }
    }
  }
  for (const subject of input.subjects) {
    const add = (kind: NatProblemKind, field: string, problem: string) =>
      rows.push({ kind, file: 'NAT00060', record: subject.code, field, problem, link: null });
    if (!subject.fieldOfEducation) {
      add(
        'fieldOfEducation',
        'Subject field of education identifier',
        `${subject.code}: the site does not hold its field of education yet (content/units.ts).`,
      );
    }
    if (subject.nominalHours === null) {
      add(
        'nominalHours',
        'Nominal hours',
        `${subject.code}: the site does not hold its nominal hours yet (content/units.ts).`,
      );
    }
  }
  return rows;
}

function clientText(answers: EnrolmentAnswers): Record<string, string> {
  return {
    'Name for encryption': nameForEncryption(answers),
    'Address location - suburb, locality or town': natText(answers.addressSuburb),
    'Address building/property name': natText(answers.addressBuilding),
    'Address flat/unit details': natText(answers.addressFlat),
    'Address street number': natText(answers.addressStreetNumber),
    'Address street name': natText(answers.addressStreetName),
    'Email address': natText(answers.email),
  };
}

function clientWidthProblems(
  enrolment: NatEnrolment,
): { file: NatFileName; field: string; problem: string }[] {
  const problems: { file: NatFileName; field: string; problem: string }[] = [];
  for (const file of ['NAT00080', 'NAT00085'] as const) {
    try {
      clientRecord(file, enrolment);
    } catch (error) {
      if (!(error instanceof NatFieldError) || error.problem !== 'too-wide') continue;
      problems.push({
        file,
        field: error.field.name,
        problem: `${error.value.length} characters where AVETMISS takes ${error.field.length}; ${file} leaves this learner out until it is shortened.`,
      });
    }
  }
  return problems;
}

/** "Family, Given Names" as AVETMISS asks for the name used to encrypt the client's identity. */
export function nameForEncryption(answers: Pick<EnrolmentAnswers, 'familyName' | 'givenNames'>): string {
  const family = natText(answers.familyName);
  const given = natText(answers.givenNames);
  return family && given ? `${family}, ${given}` : family || given;
}

// --- The records ---------------------------------------------------------------------------------------------------

function clientRecord(file: 'NAT00080' | 'NAT00085', enrolment: NatEnrolment): string {
  const { answers } = enrolment;
  const codes = avetmissClient(answers);
  if (file === 'NAT00080') {
    return writeRecord('NAT00080', {
      'Client identifier': enrolment.clientId,
      'Name for encryption': nameForEncryption(answers),
      'Highest school level completed identifier': codes.highestSchoolLevel,
      Gender: codes.gender,
      'Date of birth': codes.dateOfBirth,
      Postcode: codes.postcode,
      'Indigenous status identifier': codes.indigenousStatus,
      'Language identifier': codes.languageAtHome,
      'Labour force status identifier': codes.labourForceStatus,
      'Country identifier': codes.countryOfBirth,
      'Disability flag': codes.disability,
      'Prior educational achievement flag': codes.priorEducation,
      'At school flag': codes.atSchool,
      'Address location - suburb, locality or town': natText(answers.addressSuburb),
      'Unique student identifier': codes.usi,
      'State identifier': codes.addressState,
      'Address building/property name': natText(answers.addressBuilding),
      'Address flat/unit details': natText(answers.addressFlat),
      'Address street number': natText(answers.addressStreetNumber),
      'Address street name': natText(answers.addressStreetName),
      'Survey contact status': codes.surveyContactStatus,
    });
  }
  return writeRecord('NAT00085', {
    'Client identifier': enrolment.clientId,
    'Client first given name': natText(answers.givenNames).split(' ')[0] ?? '',
    'Client family name': natText(answers.familyName),
    'Address building/property name': natText(answers.addressBuilding),
    'Address flat/unit details': natText(answers.addressFlat),
    'Address street number': natText(answers.addressStreetNumber),
    'Address street name': natText(answers.addressStreetName),
    'Address postal - suburb, locality or town': natText(answers.addressSuburb),
    Postcode: codes.postcode,
    'State identifier': /^\d{2}$/.test(codes.addressState) ? codes.addressState : '',
    'Telephone number - home': natText(answers.homePhone),
    'Telephone number - mobile': natText(answers.mobilePhone),
    'Email address': natText(answers.email),
  });
}

/** The file's text: one record per line, each ending CR LF (an empty file has no lines). */
function natFile(records: readonly string[]): string {
  return records.map((record) => `${record}\r\n`).join('');
}

/** The training organisation (one record). */
export function nat00010(organisation: NatOrganisation): string {
  return natFile([
    writeRecord('NAT00010', {
      'Training organisation identifier': organisation.id,
      'Training organisation name': natText(organisation.name),
    }),
  ]);
}

/** Each delivery location with activity in the period. */
export function nat00020(organisationId: string, locations: readonly NatLocation[]): string {
  return natFile(
    locations.map((location) =>
      writeRecord('NAT00020', {
        'Training organisation identifier': organisationId,
        'Training organisation delivery location identifier': location.id,
        'Training organisation delivery location name': natText(location.name),
        Postcode: location.postcode,
        'State identifier': location.stateCode,
        'Address location - suburb, locality or town': natText(location.suburb),
        // Australia in the Standard Australian Classification of Countries.
        'Country identifier': '1101',
      }),
    ),
  );
}

/** Each program (qualification or skill set) with activity or a completion in the period. */
export function nat00030(programs: readonly NatProgram[]): string {
  return natFile(
    programs.map((program) =>
      writeRecord('NAT00030', {
        'Program identifier': program.code,
        'Program name': natText(program.name),
        'Nominal hours': program.nominalHours === null ? '' : String(program.nominalHours),
      }),
    ),
  );
}

/** Each unit of competency with activity in the period. */
export function nat00060(subjects: readonly NatSubject[]): string {
  return natFile(
    subjects.map((subject) =>
      writeRecord('NAT00060', {
        'Subject identifier': subject.code,
        'Subject name': natText(subject.title),
        'Subject field of education identifier': subject.fieldOfEducation ?? '',
        // Units of competency from training packages are vocational.
        'VET flag': 'Y',
        'Nominal hours': subject.nominalHours === null ? '' : String(subject.nominalHours),
      }),
    ),
  );
}

/** The learners, once each (their latest enrolment's answers); a record too wide for a field is left out. */
function clients(enrolments: readonly NatEnrolment[]): NatEnrolment[] {
  const latest = new Map<string, NatEnrolment>();
  for (const enrolment of enrolments) latest.set(enrolment.clientId, enrolment);
  return [...latest.values()];
}

function writable(write: () => string): string | null {
  try {
    return write();
  } catch (error) {
    if (error instanceof NatFieldError) return null;
    throw error;
  }
}

export function nat00080(enrolments: readonly NatEnrolment[]): string {
  return natFile(
    clients(enrolments)
      .map((enrolment) => writable(() => clientRecord('NAT00080', enrolment)))
      .filter((record): record is string => record !== null),
  );
}

export function nat00085(enrolments: readonly NatEnrolment[]): string {
  return natFile(
    clients(enrolments)
      .map((enrolment) => writable(() => clientRecord('NAT00085', enrolment)))
      .filter((record): record is string => record !== null),
  );
}

/** One record per disability type of each learner who said they have one. */
export function nat00090(enrolments: readonly NatEnrolment[]): string {
  return natFile(
    clients(enrolments).flatMap((enrolment) =>
      avetmissClient(enrolment.answers).disabilityTypes.map((type) =>
        writeRecord('NAT00090', {
          'Client identifier': enrolment.clientId,
          'Disability type identifier': type,
        }),
      ),
    ),
  );
}

/** One record per prior educational achievement of each learner who reported any. */
export function nat00100(enrolments: readonly NatEnrolment[]): string {
  return natFile(
    clients(enrolments).flatMap((enrolment) =>
      avetmissClient(enrolment.answers).priorEducationAchievements.map((achievement) =>
        writeRecord('NAT00100', {
          'Client identifier': enrolment.clientId,
          'Prior educational achievement identifier': achievement.code,
        }),
      ),
    ),
  );
}

/** One record per learner and unit: where, when, how it was delivered, its outcome and funding. */
export function nat00120(organisationId: string, enrolments: readonly NatEnrolment[], today: string): string {
  return natFile(
    enrolments.flatMap((enrolment) =>
      enrolment.units.map((unit) =>
        writeRecord('NAT00120', {
          'Training organisation identifier': organisationId,
          'Training organisation delivery location identifier': enrolment.location?.id ?? '',
          'Client identifier': enrolment.clientId,
          'Subject identifier': unit.code,
          'Program identifier': enrolment.program?.code ?? '',
          'Activity start date': natDate(enrolment.sessionDate),
          'Activity end date': natDate(enrolment.sessionDate),
          // Internal (classroom) delivery on the practical day; external too when the theory was done online.
          'Delivery mode identifier': unit.theoryOnline ? 'YYN' : 'YNN',
          'Outcome identifier - national': outcomeIdentifier(unit, enrolment.sessionDate, today),
          // Domestic full fee-paying client.
          'Funding source - national': '20',
          // 3: commencing enrolment in the program; 8: a unit enrolment not part of a program.
          'Commencing program identifier': enrolment.program ? '3' : '8',
          'Study reason identifier': avetmissClient(enrolment.answers).studyReason,
          'VET in schools flag': 'N',
          'Predominant delivery mode': 'I',
        }),
      ),
    ),
  );
}

/** One record per program completed (its certificate issued) in the period. */
export function nat00130(organisationId: string, enrolments: readonly NatEnrolment[]): string {
  return natFile(
    enrolments.flatMap((enrolment) =>
      enrolment.program && enrolment.completion
        ? [
            writeRecord('NAT00130', {
              'Training organisation identifier': organisationId,
              'Program identifier': enrolment.program.code,
              'Client identifier': enrolment.clientId,
              'Date program completed': natDate(enrolment.completion.completedOn),
              'Issued flag': 'Y',
              'Parchment issue date': natDate(enrolment.completion.issuedOn),
              'Parchment number': enrolment.completion.number,
            }),
          ]
        : [],
    ),
  );
}

/** The ten files of a period and the report of what would fail. */
export function natFiles(input: NatInput): { files: Record<NatFileName, string>; report: NatReportRow[] } {
  const organisationId = input.organisation.id;
  const locations = new Map<string, NatLocation>();
  const programs = new Map<string, NatProgram>();
  for (const enrolment of input.enrolments) {
    if (enrolment.location) locations.set(enrolment.location.id, enrolment.location);
    if (enrolment.program) programs.set(enrolment.program.code, enrolment.program);
  }
  const byId = <T>(map: Map<string, T>) =>
    [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
  return {
    files: {
      NAT00010: nat00010(input.organisation),
      NAT00020: nat00020(organisationId, byId(locations)),
      NAT00030: nat00030(byId(programs)),
      NAT00060: nat00060(input.subjects),
      NAT00080: nat00080(input.enrolments),
      NAT00085: nat00085(input.enrolments),
      NAT00090: nat00090(input.enrolments),
      NAT00100: nat00100(input.enrolments),
      NAT00120: nat00120(organisationId, input.enrolments, input.today),
      NAT00130: nat00130(organisationId, input.enrolments),
    },
    report: natReport(input),
  };
}

/** The report as CSV beside the files (RFC 4180, formula-safe cells). */
export function natReportCsv(rows: readonly NatReportRow[]): string {
  const lines = [
    ['File', 'Record', 'Field', 'Problem', 'Details'],
    ...rows.map((row) => [row.file, row.record, row.field, natProblems[row.kind], row.problem]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** How many rows of each problem, in the order the report defines them. */
export function natProblemCounts(
  rows: readonly NatReportRow[],
): { kind: NatProblemKind; label: string; count: number }[] {
  return (Object.keys(natProblems) as NatProblemKind[])
    .map((kind) => ({
      kind,
      label: natProblems[kind],
      count: rows.filter((row) => row.kind === kind).length,
    }))
    .filter((entry) => entry.count > 0);
}

/** A period from a form: both dates, from not after to, at most five years; else the message to show. */
export function parsePeriod(
  from: unknown,
  to: unknown,
  today: string,
): { ok: true; period: NatPeriod } | { ok: false; message: string; period: NatPeriod } {
  const fallback = { from: `${today.slice(0, 4)}-01-01`, to: today };
  const isDate = (value: unknown): value is string =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (from === undefined && to === undefined) return { ok: true, period: fallback };
  if (!isDate(from) || !isDate(to)) {
    return {
      ok: false,
      message: 'Please give both dates of the period (day, month and year).',
      period: fallback,
    };
  }
  if (from > to)
    return { ok: false, message: 'The period must start on or before its last day.', period: fallback };
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  if (years > 5)
    return { ok: false, message: 'Please choose a period of five years or less.', period: fallback };
  return { ok: true, period: { from, to } };
}
