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

import { cardStepTimes } from './bench-card-step';
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

    async function run(name: string, slotOf: (worker: number) => string): Promise<Figure> {
      const times = await cardStepTimes(db, slotOf, { connections: CONNECTIONS, perWorker: PER_WORKER });
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
