import { sampleSessions } from '@/content/sample-sessions';
import { locations } from '@/content/locations';

import { hasAuthStub } from './migrate';
import type { Database, SqlTransaction } from './types';

/**
 * A provider five years in (npm run db:seed -- --scale=five-years): thousands of past sessions across the five
 * locations, their bookings, reviews and subscribers, on top of the demo seed. Made in SQL with generate_series, so
 * PostgreSQL builds it in seconds; every row is marked (`scale-` addresses, `SCALE-` references) and the seed adds
 * nothing when its learners are already there. Sizes are the issue's: about 6,000 sessions, 60,000 bookings,
 * 20,000 reviews, 100,000 subscribers, 40,000 certificates, and an enrolment record per booking.
 */
export const scaleSizes = {
  'five-years': {
    sessions: 6_000,
    bookingsPerSession: 10,
    reviews: 20_000,
    subscribers: 100_000,
    learners: 8_000,
    certificates: 40_000,
  },
} as const;

export type ScaleName = keyof typeof scaleSizes;

export function isScaleName(value: string): value is ScaleName {
  return Object.hasOwn(scaleSizes, value);
}

/** Runs one INSERT ... SELECT and says how many rows it made, without sending them back. */
async function inserted(tx: SqlTransaction, insert: string, params: unknown[]): Promise<number> {
  const [{ n }] = await tx.query<{ n: number }>(
    `with made as (${insert} returning 1) select count(*)::int as n from made`,
    params,
  );
  return n;
}

export type ScaleSeedResult = {
  learners: number;
  sessions: number;
  bookings: number;
  reviews: number;
  subscribers: number;
  certificates: number;
  enrolments: number;
};

export async function seedScale(
  database: Database,
  scale: ScaleName,
  { today = new Date() }: { today?: Date } = {},
): Promise<ScaleSeedResult> {
  if (!(await hasAuthStub(database))) {
    throw new Error('Refusing to seed a scale data set on a database that uses Supabase Auth.');
  }
  const size = scaleSizes[scale];
  const [{ present }] = await database.query<{ present: number }>(
    `select count(*)::int as present from auth.users where email like 'scale-learner-%@example.com'`,
  );
  if (present > 0) {
    return {
      learners: 0,
      sessions: 0,
      bookings: 0,
      reviews: 0,
      subscribers: 0,
      certificates: 0,
      enrolments: 0,
    };
  }
  const courseNames = [...new Set(sampleSessions.map((session) => session.courseName))];
  const locationNames = locations.map((location) => location.name);
  // Five years back to two months ahead of `today`: most sessions are past, as on a real provider's calendar.
  const days = 5 * 365 + 60;
  const start = new Date(today.getTime() - 5 * 365 * 86_400_000).toISOString().slice(0, 10);

  return database.transaction(async (tx) => {
    const learners = await inserted(
      tx,
      `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at, raw_app_meta_data)
       select 'scale-learner-' || g || '@example.com', null,
              jsonb_build_object('first_name', 'Learner', 'last_name', 'No' || g), now(),
              '{"provider":"email","providers":["email"]}'::jsonb
         from generate_series(1, $1::int) g
`,
      [size.learners],
    );
    const sessions = await inserted(
      tx,
      `insert into public.availability_slots
         (date, course_name, start_time, end_time, max_students, current_bookings, location, price, status)
       select $2::date + ((g * $3::int) / $1::int),
              ($4::text[])[1 + g % cardinality($4::text[])],
              '08:00', '16:30', 12, 0,
              ($5::text[])[1 + (g / 7) % cardinality($5::text[])],
              149, 'available'
         from generate_series(0, $1::int - 1) g
`,
      [size.sessions, start, days, courseNames, locationNames],
    );
    // Ten confirmed learners in each scale session (the triggers count them into current_bookings).
    const bookings = await inserted(
      tx,
      `insert into public.booking_requests
         (reference, first_name, last_name, email, phone, usi, course, training_level, delivery_method,
          preferred_date, preferred_location, state, status, slot_id, requested_slot_id, confirmed_at,
          status_changed_at, created_at, handled, learner_id)
       select 'SCALE-' || s.slot_number || '-' || k,
              'Learner', 'No' || ((s.slot_number * 10 + k) % $2::int + 1),
              'scale-learner-' || ((s.slot_number * 10 + k) % $2::int + 1) || '@example.com',
              '0400 000 000',
              translate(upper(substr(md5(s.slot_number || '-' || k), 1, 10)), '01', '23'),
              s.course_name, 'full-training', 'face-to-face', s.date, s.location,
              case when s.location in ('Mackay', 'Bowen Basin') then 'QLD' else 'NSW' end,
              'confirmed', s.id, s.id, s.date - 7, s.date - 7, s.date - 14, true,
              (select u.id from auth.users u
                where lower(u.email) = 'scale-learner-' || ((s.slot_number * 10 + k) % $2::int + 1) || '@example.com')
         from (
           select id, date, course_name, location, row_number() over (order by date, id) as slot_number
             from public.availability_slots
            -- now() is the transaction's start: the sessions inserted just above, not the demo ones.
            where created_at = now()
         ) s
        cross join generate_series(1, $1::int) k
`,
      [size.bookingsPerSession, size.learners],
    );
    const reviews = await inserted(
      tx,
      `insert into public.reviews (user_id, customer_name, course_name, rating, review_text, created_at)
       select u.id, 'Learner ' || g, ($2::text[])[1 + g % cardinality($2::text[])],
              3 + g % 3, 'Practical, well run and clear about what the ticket needs. Review number ' || g || '.',
              now() - make_interval(days => g % (5 * 365))
         from generate_series(1, $1::int) g
         join auth.users u on u.email = 'scale-learner-' || (1 + g % $3::int) || '@example.com'
`,
      [size.reviews, courseNames, size.learners],
    );
    const subscribers = await inserted(
      tx,
      `insert into public.newsletter_subscribers (email, first_name, source, status, confirmed_at, created_at)
       select 'scale-subscriber-' || g || '@example.com', null, 'website', 'active',
              now() - make_interval(days => g % (5 * 365)), now() - make_interval(days => g % (5 * 365))
         from generate_series(1, $1::int) g
`,
      [size.subscribers],
    );
    // Certificates for the earliest bookings (their sessions are past), when the outcomes tables exist. Numbers are
    // the certificate format (three groups of four), made from each booking's id so they are unique and unordered.
    const [{ certificatesTable }] = await tx.query<{ certificatesTable: boolean }>(
      `select to_regclass('public.certificates') is not null as "certificatesTable"`,
    );
    const certificates = certificatesTable
      ? await inserted(
          tx,
          `insert into public.certificates
             (number, booking_request_id, learner_id, learner_name, email, course_id, course_name, units,
              completed_on, issued_at, expires_on)
           select regexp_replace(upper(substr(md5(b.id::text), 1, 12)), '(.{4})(.{4})(.{4})', '\\1-\\2-\\3'),
                  b.id, b.learner_id, b.first_name || ' ' || b.last_name, b.email, 'first-aid', b.course,
                  '[{"code":"HLTAID011","title":"Provide First Aid"}]'::jsonb,
                  b.preferred_date, b.preferred_date + 3, b.preferred_date + interval '3 years'
             from public.booking_requests b
            where b.reference like 'SCALE-%' and b.preferred_date < current_date
            order by b.preferred_date, b.id
            limit $1::int`,
          [size.certificates],
        )
      : 0;
    // A completed enrolment record for every booking (the answers NCVER asks for, some left unanswered, as learners
    // do), when the enrolment tables exist.
    const [{ enrolmentTable }] = await tx.query<{ enrolmentTable: boolean }>(
      `select to_regclass('public.enrolment_records') is not null as "enrolmentTable"`,
    );
    const enrolments = enrolmentTable
      ? await inserted(
          tx,
          `insert into public.enrolment_records
             (booking_request_id, learner_id, family_name, given_names, date_of_birth, gender, address_suburb,
              address_state, address_postcode, email, usi, usi_verified_at, indigenous_status, country_of_birth,
              language_at_home, privacy_notice_agreed_at, declaration_agreed_at, completed_at)
           select b.id, b.learner_id, b.last_name, b.first_name,
                  date '1970-01-01' + (abs(hashtext(b.id::text)) % 15000),
                  (array['M', 'F', 'X'])[1 + abs(hashtext(b.reference)) % 3],
                  b.preferred_location, case when b.state = 'QLD' then '03' else '01' end,
                  case when b.state = 'QLD' then '4740' else '2444' end, b.email, b.usi, b.confirmed_at,
                  case when abs(hashtext(b.reference)) % 5 = 0 then null else '4' end, '1101', '1201',
                  b.created_at, b.created_at, b.created_at
             from public.booking_requests b
            where b.reference like 'SCALE-%' and b.learner_id is not null`,
          [],
        )
      : 0;
    return { learners, sessions, bookings, reviews, subscribers, certificates, enrolments };
  });
}
