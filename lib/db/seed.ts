import 'server-only';

import { findLocation } from '@/content/locations';
import { sampleSessions } from '@/content/sample-sessions';
import { hashPassword } from '@/lib/auth/password';
import type { AppRole } from '@/lib/rules/roles';
import { shiftSessionsToUpcoming } from '@/lib/rules/sample-sessions';
import { createPriceBook } from '@/lib/rules/price-book';
import { withPrices } from '@/lib/rules/price-template';

import { hasAuthStub } from './migrate';
import type { Database, Db } from './types';

/**
 * Demo data for the embedded database (and a plain PostgreSQL with the auth stub), never for Supabase:
 * the demo accounts have published development passwords.
 */
export const demoAccounts = [
  {
    email: 'admin@example.com',
    password: 'admin-demo-2026',
    firstName: 'Alex',
    lastName: 'Admin',
    role: 'admin',
  },
  {
    email: 'collaborator@example.com',
    password: 'collaborator-demo-2026',
    firstName: 'Casey',
    lastName: 'Collaborator',
    role: 'collaborator',
  },
  {
    email: 'user@example.com',
    password: 'user-demo-2026',
    firstName: 'Jordan',
    lastName: 'User',
    role: 'user',
  },
] as const satisfies readonly {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: AppRole;
}[];

const demoReviews = [
  {
    author: 'user@example.com',
    customer_name: 'Jordan U.',
    course_name: 'Working Safely at Heights',
    rating: 5,
    review_text:
      'Practical, well paced and the trainer had real site experience. The harness fitting session was worth the trip on its own.',
    daysAgo: 3,
  },
  {
    author: 'user@example.com',
    customer_name: 'Mia R.',
    course_name: 'White Card (CPCWHS1001)',
    rating: 5,
    review_text:
      'Booked on Monday, trained on Wednesday, card in hand the following week. Clear and friendly.',
    daysAgo: 11,
  },
  {
    author: 'collaborator@example.com',
    customer_name: 'Tom H.',
    course_name: 'Enter and Work in Confined Spaces',
    rating: 4,
    review_text:
      'Good mix of theory and the practical rescue drill. The gas testing part could have been longer.',
    daysAgo: 19,
  },
  {
    author: 'user@example.com',
    customer_name: 'Priya S.',
    course_name: null,
    rating: 5,
    review_text:
      'Our whole crew did first aid and CPR on site in Mackay. Great value and no lost production day.',
    daysAgo: 26,
  },
  {
    author: 'collaborator@example.com',
    customer_name: 'Dave K.',
    course_name: 'Machinery Training',
    rating: 4,
    review_text: 'Excavator verification of competency done in two days. Assessor was thorough but fair.',
    daysAgo: 40,
  },
] as const;

export type SeedResult = { users: number; slots: number; reviews: number };

/**
 * A confirmed demo account, or the one already there. A plain insert of its own rather than lib/auth's sign-up
 * statement: the data layer seeds below auth (lib/auth/embedded takes its Db type from here), and only the password
 * hash is shared.
 */
async function ensureUser(
  db: Db,
  account: (typeof demoAccounts)[number],
  passwordHash: string,
): Promise<string> {
  const metadata = JSON.stringify({ first_name: account.firstName, last_name: account.lastName });
  const created = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at, raw_app_meta_data)
     values ($1, $2, $3::jsonb, now(), '{"provider":"email","providers":["email"]}'::jsonb)
     on conflict ((lower(email))) do nothing
     returning id`,
    [account.email, passwordHash, metadata],
  );
  if (created[0]) return created[0].id;
  const rows = await db.query<{ id: string }>('select id from auth.users where lower(email) = $1', [
    account.email,
  ]);
  if (!rows[0]) throw new Error(`Demo account ${account.email} could not be created`);
  return rows[0].id;
}

/** Upcoming availability slots built from the sample sessions, moved forward to start after `today`. */
export function demoSlots(today: Date = new Date()) {
  // Slots carry their own price (staff change it per slot); a new slot starts at the course's list price.
  return shiftSessionsToUpcoming(withPrices(sampleSessions, createPriceBook()), today).map(
    (session, index) => {
      const location = findLocation(session.locationSlug);
      if (!location) throw new Error(`Unknown location ${session.locationSlug}`);
      const maxStudents = 12;
      // 'Limited' sample sessions keep 1 to 3 places; 'Available' ones have a few bookings already.
      const currentBookings = session.availability === 'Limited' ? maxStudents - 1 - (index % 3) : index % 6;
      return {
        date: session.date,
        course_name: session.courseName,
        start_time: session.startTime,
        end_time: session.endTime,
        max_students: maxStudents,
        current_bookings: currentBookings,
        location: location.name,
        price: session.price,
        status: session.availability === 'Limited' ? 'limited' : 'available',
      };
    },
  );
}

/**
 * Idempotent: accounts are created when missing, roles set, slots and reviews added only to empty tables.
 * Refuses to run on a database whose `auth` schema is Supabase's own.
 */
export async function seed(database: Database, options: { today?: Date } = {}): Promise<SeedResult> {
  if (!(await hasAuthStub(database))) {
    throw new Error(
      'Refusing to seed demo accounts: this database uses Supabase Auth. Use supabase/seed.sql instead.',
    );
  }
  // Hash the passwords before the transaction: PGlite runs one transaction at a time.
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  const result = await database.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const [index, account] of demoAccounts.entries()) {
      const id = await ensureUser(tx, account, hashes[index]);
      ids.set(account.email, id);
      if (account.role === 'user') {
        await tx.query('delete from public.user_roles where user_id = $1', [id]);
      } else {
        await tx.query(
          `insert into public.user_roles (user_id, role) values ($1, $2::public.app_role)
           on conflict (user_id) do update set role = excluded.role`,
          [id, account.role],
        );
      }
    }

    let slots = 0;
    const [{ count: slotCount }] = await tx.query<{ count: number }>(
      'select count(*) as count from public.availability_slots',
    );
    if (slotCount === 0) {
      for (const slot of demoSlots(options.today)) {
        await tx.query(
          `insert into public.availability_slots
             (date, course_name, start_time, end_time, max_students, current_bookings, location, price, status)
           values ($1::date, $2, $3::time, $4::time, $5, $6, $7, $8, $9)`,
          [
            slot.date,
            slot.course_name,
            slot.start_time,
            slot.end_time,
            slot.max_students,
            slot.current_bookings,
            slot.location,
            slot.price,
            slot.status,
          ],
        );
        slots += 1;
      }
    }

    let reviews = 0;
    const [{ count: reviewCount }] = await tx.query<{ count: number }>(
      'select count(*) as count from public.reviews',
    );
    if (reviewCount === 0) {
      for (const review of demoReviews) {
        await tx.query(
          `insert into public.reviews (user_id, customer_name, course_name, rating, review_text, created_at)
           values ($1, $2, $3, $4, $5, now() - make_interval(days => $6))`,
          [
            ids.get(review.author),
            review.customer_name,
            review.course_name,
            review.rating,
            review.review_text,
            review.daysAgo,
          ],
        );
        reviews += 1;
      }
    }
    return { users: demoAccounts.length, slots, reviews };
  });
  console.info(`[db] seeded ${result.users} demo accounts, ${result.slots} slots, ${result.reviews} reviews`);
  return result;
}
