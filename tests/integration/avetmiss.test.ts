import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/auth/types';
import { natFileNames, natLayouts, recordLength, type NatFileName } from '@/lib/rules/avetmiss';
import { clientIdentifier, natExport, natZip, REPORT_FILE_NAME } from '@/lib/server/avetmiss';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { actAs } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

const downloadRoute = await import('@/app/staff/avetmiss/download/route');

const PERIOD = { from: '2026-01-01', to: '2026-06-30' };
const NOW = new Date('2026-07-01T02:00:00Z');

function field(line: string, file: NatFileName, name: string): string {
  const spec = natLayouts[file].find((candidate) => candidate.name === name)!;
  return line.slice(spec.start - 1, spec.start - 1 + spec.length);
}

function lines(text: string): string[] {
  return text === '' ? [] : text.slice(0, -2).split('\r\n');
}

/**
 * A seeded period through the export on the real database: confirmed places with enrolment records and results,
 * one learner without a USI, one with a postcode that is not Australian, one whose result was never recorded, and a
 * place outside the period; the zip's ten files checked column by column against AVETMISS 8.0's widths, the report,
 * and who may download it.
 */
describe.each(backends())('AVETMISS NAT export (%s)', (backend) => {
  const database = useTestDatabase(backend);
  let staff: Session;
  let learner: Session;
  const learners: Session[] = [];
  const bookings: Record<string, string> = {};
  let counter = 0;

  async function place(
    key: string,
    learnerSession: Session,
    options: {
      date: string;
      course?: string;
      usi?: string | null;
      postcode?: string;
      state?: string;
      result?: boolean;
    },
  ) {
    counter += 1;
    const db = database.current();
    const course = options.course ?? 'Work Safely at Heights';
    const [slot] = await db.query<{ id: string }>(
      `insert into public.availability_slots (date, course_name, location, max_students, current_bookings)
       values ($1::date, $2, 'Mackay', 10, 1) returning id`,
      [options.date, course],
    );
    const [booking] = await db.query<{ id: string }>(
      `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course,
         training_level, delivery_method, state, status, slot_id, confirmed_at, learner_id)
       values ($1, 'Sam', $2, $3, '0491 570 110', true, $4, 'full-training', 'face-to-face', 'QLD', 'confirmed', $5,
               now(), $6)
       returning id`,
      [
        `BR-N${String(counter).padStart(5, '0')}-${backend}`,
        `Learner${key}`,
        `nat-${key}-${backend}@example.com`,
        course,
        slot.id,
        learnerSession.user.id,
      ],
    );
    await db.query(
      `insert into public.enrolment_records (booking_request_id, learner_id, given_names, family_name, date_of_birth,
         usi, address_suburb, address_state, address_postcode, study_reason, privacy_notice_agreed_at,
         declaration_agreed_at, completed_at)
       values ($1, $2, 'Sam', $3, '1991-04-05', $4, 'Mackay', $5, $6, '06', now(), now(), now())`,
      [
        booking.id,
        learnerSession.user.id,
        `Learner${key}`,
        options.usi === undefined ? '223456789N' : options.usi,
        options.state ?? '03',
        options.postcode ?? '4740',
      ],
    );
    if (options.result !== false) {
      await db.query(
        `insert into public.unit_outcomes (booking_request_id, unit_code, theory_result, theory_source, practical_result,
           assessor_name, assessment_date)
         values ($1, 'RIIWHS204E', 'competent', 'paper', 'competent', 'Alex Assessor', $2::date)`,
        [booking.id, options.date],
      );
    }
    bookings[key] = booking.id;
  }

  beforeAll(async () => {
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    const db = database.current();
    staff = await createUser(db, { role: 'collaborator' });
    learner = await createUser(db, { role: 'user' });
    for (let index = 0; index < 5; index += 1) learners.push(await createUser(db, { role: 'user' }));
    await place('Good', learners[0], { date: '2026-03-10' });
    await place('NoUsi', learners[1], { date: '2026-03-11', usi: null });
    await place('BadPostcode', learners[2], { date: '2026-04-01', postcode: '0123' });
    await place('NoResult', learners[3], { date: '2026-05-20', result: false });
    await place('Outside', learners[4], { date: '2025-12-15' });
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('builds ten files whose every line has AVETMISS 8.0 widths, with the period’s learners and units only', async () => {
    const built = await natExport(staff, PERIOD, NOW);
    if (!built.ok) throw new Error(built.message);
    const zip = unzipSync(natZip(built.value));
    expect(Object.keys(zip).sort()).toEqual(
      [...natFileNames.map((name) => `${name}.txt`), REPORT_FILE_NAME].sort(),
    );
    for (const name of natFileNames) {
      const text = strFromU8(zip[`${name}.txt`]);
      expect(text === '' || text.endsWith('\r\n')).toBe(true);
      for (const line of lines(text)) {
        expect(line).toHaveLength(recordLength(name));
        expect(line).toMatch(/^[\x20-\x7e]+$/);
      }
    }
    const files = Object.fromEntries(
      natFileNames.map((name) => [name, strFromU8(zip[`${name}.txt`])]),
    ) as Record<NatFileName, string>;

    const clients = lines(files.NAT00080);
    const inPeriod = ['Good', 'NoUsi', 'BadPostcode', 'NoResult'].map((key, index) =>
      clientIdentifier(learners[index].user.id, bookings[key]),
    );
    expect(clients.map((line) => field(line, 'NAT00080', 'Client identifier')).sort()).toEqual(
      [...inPeriod].sort(),
    );
    const good = clients.find((line) => field(line, 'NAT00080', 'Client identifier') === inPeriod[0])!;
    expect(field(good, 'NAT00080', 'Name for encryption').trimEnd()).toBe('LearnerGood, Sam');
    expect(field(good, 'NAT00080', 'Date of birth')).toBe('05041991');
    expect(field(good, 'NAT00080', 'Unique student identifier')).toBe('223456789N');

    const activities = lines(files.NAT00120);
    expect(activities).toHaveLength(4);
    const outcomeOf = (client: string) =>
      field(
        activities.find((line) => field(line, 'NAT00120', 'Client identifier') === client)!,
        'NAT00120',
        'Outcome identifier - national',
      );
    expect(outcomeOf(inPeriod[0])).toBe('20');
    expect(outcomeOf(inPeriod[3])).toBe('70');
    for (const line of activities) {
      expect(field(line, 'NAT00120', 'Training organisation delivery location identifier')).toBe(
        'MKY       ',
      );
      expect(field(line, 'NAT00120', 'Subject identifier')).toBe('RIIWHS204E  ');
      expect(field(line, 'NAT00120', 'Funding source - national')).toBe('20');
      expect(field(line, 'NAT00120', 'Study reason identifier')).toBe('06');
    }
    expect(lines(files.NAT00020)).toHaveLength(1);
    expect(
      lines(files.NAT00060).map((line) => field(line, 'NAT00060', 'Subject identifier').trimEnd()),
    ).toEqual(['RIIWHS204E']);
    expect(lines(files.NAT00010)).toHaveLength(1);

    const report = strFromU8(zip[REPORT_FILE_NAME]);
    expect(report).toContain('No USI and no USI exemption');
    expect(report).toContain('0123 is not an Australian postcode.');
    expect(report).toContain('RIIWHS204E: no result recorded for the session of 2026-05-20');
  });

  it('reports the failing records with a link to each enrolment, and nothing for the good one', async () => {
    const built = await natExport(staff, PERIOD, NOW);
    if (!built.ok) throw new Error(built.message);
    const learnerRows = built.value.report.filter((row) => row.link !== null);
    expect(learnerRows.map((row) => [row.kind, row.link])).toEqual([
      ['usiMissing', `/staff/enrolments/${bookings.NoUsi}`],
      ['postcode', `/staff/enrolments/${bookings.BadPostcode}`],
      ['outcomeMissing', `/staff/enrolments/${bookings.NoResult}`],
    ]);
  });

  it('refuses a learner and an anonymous visitor in the data layer', async () => {
    expect(await natExport(learner, PERIOD, NOW)).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(await natExport(null, PERIOD, NOW)).toMatchObject({ ok: false, reason: 'forbidden' });
  });

  it('serves the zip to staff and refuses a learner (403), an anonymous visitor (401) and a bad period (400)', async () => {
    const url = `http://localhost/staff/avetmiss/download?from=${PERIOD.from}&to=${PERIOD.to}`;
    await actAs(null);
    expect((await downloadRoute.GET(new Request(url))).status).toBe(401);
    await actAs(learner);
    const refused = await downloadRoute.GET(new Request(url));
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).not.toBe('application/zip');
    await actAs(staff);
    const bad = await downloadRoute.GET(
      new Request('http://localhost/staff/avetmiss/download?from=2026-05-01&to=2026-01-01'),
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('The period must start on or before its last day.');
    const served = await downloadRoute.GET(new Request(url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/zip');
    expect(served.headers.get('content-disposition')).toContain('avetmiss-2026-01-01-to-2026-06-30.zip');
    const zip = unzipSync(new Uint8Array(await served.arrayBuffer()));
    expect(lines(strFromU8(zip['NAT00120.txt']))).toHaveLength(4);
    await actAs(null);
  });
});
