import 'server-only';

import { createHash } from 'node:crypto';

import { strToU8, zipSync } from 'fflate';

import { locations } from '@/content/locations';
import { pricingPackages } from '@/content/packages';
import { site } from '@/content/site';
import { findUnit } from '@/content/units';
import type { Session } from '@/lib/auth/types';
import type { Db } from '@/lib/db';
import {
  natFileNames,
  natFiles,
  natReportCsv,
  type NatEnrolment,
  type NatFileName,
  type NatLocation,
  type NatPeriod,
  type NatProgram,
  type NatReportRow,
  type NatSubject,
} from '@/lib/rules/avetmiss';
import { emptyAnswers, type EnrolmentAnswers } from '@/lib/rules/enrolment-record';
import { courseByName, courseUnits } from '@/lib/rules/outcomes';
import { todayIn } from '@/lib/rules/slot-format';
import { enrolmentRecordsOf } from '@/lib/server/enrolment-records';
import type { BookingColumns } from '@/lib/server/enrolments';
import { asStaff, type OutcomeResult } from '@/lib/server/outcomes';

/**
 * The RTO's AVETMISS data for a period: every confirmed place in a session dated in the period, with the learner's
 * enrolment record, the unit results and program certificates, as the ten NAT files and the validation report.
 * Staff only: the caller's role is re-read from user_roles in the reading transaction.
 */

const stateCodes: Record<string, string> = {
  NSW: '01',
  VIC: '02',
  QLD: '03',
  SA: '04',
  WA: '05',
  TAS: '06',
  NT: '07',
  ACT: '08',
};

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The learner's client identifier: 10 Crockford base32 characters (50 bits) of a hash of their account, so it is
 * the same in every period without a stored counter; a booking without an account stands for its own learner.
 */
export function clientIdentifier(learnerId: string | null, bookingId: string): string {
  const digest = createHash('sha256')
    .update(learnerId ?? `booking:${bookingId}`)
    .digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 7)) bits = (bits << 8n) | BigInt(byte);
  let id = '';
  for (let index = 0; index < 10; index += 1) {
    id = CROCKFORD[Number(bits & 31n)] + id;
    bits >>= 5n;
  }
  return id;
}

function deliveryLocation(sessionLocation: string): NatLocation | null {
  const location = locations.find((candidate) => candidate.name === sessionLocation);
  if (!location) return null;
  return {
    id: location.deliveryLocationId,
    name: location.name,
    postcode: location.postcode,
    stateCode: stateCodes[location.state],
    suburb: location.locality,
  };
}

function programOf(courseName: string): NatProgram | null {
  const course = courseByName(courseName);
  if (!course || course.pricing.kind !== 'package') return null;
  const id = course.pricing.packageId;
  const pkg = pricingPackages.find((candidate) => candidate.id === id);
  return pkg && 'nationalCode' in pkg && pkg.nationalCode
    ? { code: pkg.nationalCode, name: pkg.name, nominalHours: null }
    : null;
}

/** What a booking alone says of its learner, when no enrolment record was submitted. */
function bookingAnswers(row: BookingRow): EnrolmentAnswers {
  return {
    ...emptyAnswers,
    familyName: row.last_name || null,
    givenNames: row.first_name || null,
    email: row.email || null,
    mobilePhone: row.phone || null,
    usi: row.usi,
  };
}

type BookingRow = Pick<BookingColumns, 'id' | 'reference' | 'first_name' | 'last_name' | 'email'> & {
  learner_id: string | null;
  phone: string;
  usi: string | null;
  course_name: string;
  location: string;
  session_date: string;
};

async function gather(db: Db, period: NatPeriod, today: string) {
  const bookings = await db.query<BookingRow>(
    `select b.id, b.reference, b.learner_id, b.first_name, b.last_name, b.email, b.phone, b.usi,
            s.course_name, s.location, to_char(s.date, 'YYYY-MM-DD') as session_date
       from public.booking_requests b
       join public.availability_slots s on s.id = b.slot_id
      where b.status = 'confirmed' and s.date between $1::date and $2::date
      order by s.date, b.reference`,
    [period.from, period.to],
  );
  const ids = bookings.map((booking) => booking.id);
  const records = await enrolmentRecordsOf(db, ids);
  const outcomes = await db.query<{
    booking_request_id: string;
    unit_code: string;
    practical_result: 'competent' | 'not-yet-competent' | null;
    theory_source: 'attempt' | 'paper' | null;
  }>(
    `select booking_request_id, unit_code, practical_result, theory_source
       from public.unit_outcomes where booking_request_id = any($1::uuid[])`,
    [ids],
  );
  const certificates = await db.query<{
    booking_request_id: string;
    number: string;
    completed_on: string;
    issued_on: string;
  }>(
    `select booking_request_id, number, to_char(completed_on, 'YYYY-MM-DD') as completed_on,
            to_char(issued_at at time zone $2, 'YYYY-MM-DD') as issued_on
       from public.certificates
      where booking_request_id = any($1::uuid[]) and revoked_at is null`,
    [ids, site.timeZone],
  );
  const certificateOf = new Map(certificates.map((row) => [row.booking_request_id, row]));
  const resultsOf = new Map<string, (typeof outcomes)[number][]>();
  for (const row of outcomes) {
    resultsOf.set(row.booking_request_id, [...(resultsOf.get(row.booking_request_id) ?? []), row]);
  }
  const subjects = new Map<string, NatSubject>();

  const enrolments: NatEnrolment[] = bookings.map((booking) => {
    const record = records.get(booking.id) ?? null;
    const results = resultsOf.get(booking.id) ?? [];
    const course = courseByName(booking.course_name);
    const codes = course ? courseUnits(course).map((unit) => unit.code) : results.map((row) => row.unit_code);
    const units = codes.map((code) => {
      const result = results.find((row) => row.unit_code === code);
      return {
        code,
        result: result?.practical_result ?? null,
        theoryOnline: result?.theory_source === 'attempt',
      };
    });
    for (const { code } of units) {
      // The site does not hold units' fields of education or nominal hours yet: the report names each unit.
      subjects.set(code, {
        code,
        title: findUnit(code)?.title ?? code,
        fieldOfEducation: null,
        nominalHours: null,
      });
    }
    const program = programOf(booking.course_name);
    const certificate = certificateOf.get(booking.id);
    const completion =
      program &&
      certificate &&
      certificate.completed_on >= period.from &&
      certificate.completed_on <= period.to
        ? {
            completedOn: certificate.completed_on,
            issuedOn: certificate.issued_on,
            number: certificate.number,
          }
        : null;
    return {
      bookingId: booking.id,
      reference: booking.reference,
      clientId: clientIdentifier(booking.learner_id, booking.id),
      answers: record ?? bookingAnswers(booking),
      submitted: Boolean(record?.completedAt),
      link: `/staff/enrolments/${booking.id}`,
      location: deliveryLocation(booking.location),
      sessionLocation: booking.location,
      sessionDate: booking.session_date,
      program,
      units,
      completion,
    };
  });
  const owners = new Map<string, string>();
  for (const booking of bookings) {
    const id = clientIdentifier(booking.learner_id, booking.id);
    const owner = booking.learner_id ?? booking.id;
    if ((owners.get(id) ?? owner) !== owner)
      throw new Error(`Two learners share the client identifier ${id}`);
    owners.set(id, owner);
  }
  return {
    organisation: { id: site.rto.code, name: site.rto.name },
    subjects: [...subjects.values()].sort((a, b) => a.code.localeCompare(b.code)),
    enrolments,
    period,
    today,
  };
}

export type NatExport = { files: Record<NatFileName, string>; report: NatReportRow[]; period: NatPeriod };

/** The period's NAT files and report, for staff. */
export async function natExport(
  session: Session | null,
  period: NatPeriod,
  now: Date = new Date(),
): Promise<OutcomeResult<NatExport>> {
  const today = todayIn(site.timeZone, now);
  return asStaff(session, 'AVETMISS export', async (db) => {
    const input = await gather(db, period, today);
    const { files, report } = natFiles(input);
    return { ok: true, value: { files, report, period }, message: 'Built.' };
  });
}

export const REPORT_FILE_NAME = 'validation-report.csv';

/** The ten files (NAT00010.txt ...) and the validation report, zipped. */
export function natZip(built: NatExport): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const name of natFileNames) entries[`${name}.txt`] = strToU8(built.files[name]);
  entries[REPORT_FILE_NAME] = strToU8(natReportCsv(built.report));
  return zipSync(entries, { level: 6 });
}
