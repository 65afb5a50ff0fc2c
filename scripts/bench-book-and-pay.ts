/**
 * The Book and pay card step's latency on PostgreSQL at 16 connections, measured, never asserted: 16 workers, each a
 * signed-in learner, take a hold and open a Checkout (lock the session row, release lapsed holds, count, hold, then
 * Stripe's call to a local stand-in on loopback, then record it; the enrolment gate first), in two cases: all into one session (every call
 * queues on its row lock) and each worker into its own session. Run by `npm run bench`, or alone:
 *   bash scripts/test-postgres.sh npx tsx --conditions=react-server scripts/bench-book-and-pay.ts
 * Prints a Markdown table; with --merge, adds the figures to bench-results.json under "bookAndPay".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

import { percentile } from './bench-stats';

const root = resolve(__dirname, '..');
const CONNECTIONS = 16;
const PER_WORKER = process.argv.includes('--quick') ? 5 : 20;

type Figure = {
  case: string;
  connections: number;
  calls: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

async function main() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('bench-book-and-pay needs TEST_DATABASE_URL (run through scripts/test-postgres.sh)');
  const { startStripeStandIn } = await import('../tests/support/stripe-stand-in');
  const stripe = await startStripeStandIn('whsec_bench_stand_in');
  process.env.AUTH_SECRET ??= 'bench-secret-bench-secret-bench-secret-0123';
  process.env.SITE_URL ??= 'http://127.0.0.1:3300';
  process.env.STRIPE_SECRET_KEY = 'sk_test_bench';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_bench_stand_in';
  process.env.STRIPE_API_URL = stripe.url;
  const { openPostgres } = await import('../lib/db/postgres');
  const { migrate } = await import('../lib/db/migrate');
  const { setDatabaseForTesting } = await import('../lib/db');
  const { createBookAndPayBooking, startCardPayment } = await import('../lib/server/payments');

  const db = openPostgres(url, { max: CONNECTIONS });
  setDatabaseForTesting(db);
  try {
    await migrate(db);

    async function sessions(count: number, places: number): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `insert into public.availability_slots (date, course_name, location, max_students)
         select current_date + 30, 'Provide First Aid', 'Mackay', $2 from generate_series(1, $1) returning id`,
        [count, places],
      );
      return rows.map((row) => row.id);
    }

    async function learner() {
      const [row] = await db.query<{ id: string; email: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at)
         values ('bench-learner-' || gen_random_uuid() || '@example.com', 'x', now()) returning id, email`,
      );
      return { user: { id: row.id, email: row.email }, role: 'user' as const };
    }

    async function run(name: string, slotOf: (worker: number) => string): Promise<Figure> {
      const times: number[] = [];
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, worker) => {
          for (let index = 0; index < PER_WORKER; index += 1) {
            const who = await learner();
            const created = await createBookAndPayBooking(who, {
              sessionId: slotOf(worker),
              firstName: 'Bench',
              lastName: 'Learner',
              phone: '0491 570 110',
              trainingLevel: 'full-training',
              usi: null,
              usiExempt: true,
            });
            if (!created.ok) throw new Error(created.message);
            // The enrolment form comes first (its own feature): a completed record.
            await db.query(
              `insert into public.enrolment_records (booking_request_id, learner_id, given_names, usi,
                 privacy_notice_agreed_at, declaration_agreed_at, completed_at)
               values ($1, $2, 'Bench', '223456789N', now(), now(), now())`,
              [created.bookingId, who.user.id],
            );
            const started = performance.now();
            const paid = await startCardPayment(who, created.bookingId);
            times.push(performance.now() - started);
            if (!paid.ok) throw new Error(`card step refused: ${paid.message}`);
          }
        }),
      );
      times.sort((a, b) => a - b);
      return {
        case: name,
        connections: CONNECTIONS,
        calls: times.length,
        p50Ms: percentile(times, 50),
        p99Ms: percentile(times, 99),
        maxMs: Number(times.at(-1)!.toFixed(1)),
      };
    }

    const [one] = await sessions(1, CONNECTIONS * PER_WORKER);
    const own = await sessions(CONNECTIONS, PER_WORKER);
    const figures = [
      await run('one session (all holds queue on its row lock)', () => one),
      await run('a session per connection', (worker) => own[worker]),
    ];

    console.log('\n### Book and pay: hold and open Checkout on PostgreSQL 15 (16 pooled connections)\n');
    console.log(
      '| case | connections | calls | p50 ms | p99 ms | max ms |\n| --- | --- | --- | --- | --- | --- |',
    );
    for (const f of figures)
      console.log(`| ${f.case} | ${f.connections} | ${f.calls} | ${f.p50Ms} | ${f.p99Ms} | ${f.maxMs} |`);

    if (process.argv.includes('--merge')) {
      const file = join(root, 'bench-results.json');
      const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      saved.bookAndPay = figures;
      writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`);
    }
  } finally {
    setDatabaseForTesting(null);
    await db.close();
    await stripe.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
