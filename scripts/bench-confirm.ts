/**
 * The confirm action's latency on PostgreSQL at 16 connections, measured, never asserted.
 * 16 workers, one pooled connection each, confirm booking requests as the staff action does (staffStep: the role
 * read from user_roles, then on the service path: lock the session row, count, write, recount by trigger, queue the
 * mail), in two cases: all into one
 * session (every call queues on its row lock: the worst case) and each worker into its own session.
 * Run by `npm run bench` on its PostgreSQL cluster, or alone:
 *   bash scripts/test-postgres.sh npx tsx --conditions=react-server scripts/bench-confirm.ts
 * Prints a Markdown table; with --merge, adds the figures to bench-results.json under "confirm".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

import { percentile } from './bench-stats';

const root = resolve(__dirname, '..');
const CONNECTIONS = 16;
const PER_WORKER = process.argv.includes('--quick') ? 10 : 40;

type Figure = {
  case: string;
  connections: number;
  confirmations: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

async function main() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('bench-confirm needs TEST_DATABASE_URL (run through scripts/test-postgres.sh)');
  process.env.AUTH_SECRET ??= 'bench-secret-bench-secret-bench-secret-0123';
  process.env.SITE_URL ??= 'http://127.0.0.1:3300';
  const { openPostgres } = await import('../lib/db/postgres');
  const { migrate } = await import('../lib/db/migrate');
  const { setDatabaseForTesting } = await import('../lib/db');
  const { confirmBooking, staffStep } = await import('../lib/server/enrolments');

  const db = openPostgres(url, { max: CONNECTIONS });
  setDatabaseForTesting(db);
  try {
    await migrate(db);
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at)
       values ('bench-staff-' || gen_random_uuid() || '@example.com', 'x', now()) returning id`,
    );
    await db.query(`insert into public.user_roles (user_id, role) values ($1, 'collaborator')`, [user.id]);
    const staff = { user: { id: user.id, email: 'bench-staff@example.com' }, role: 'collaborator' as const };

    async function sessions(count: number, places: number): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `insert into public.availability_slots (date, course_name, location, max_students)
         select current_date + 30, 'Bench session', 'Mackay', $2 from generate_series(1, $1) returning id`,
        [count, places],
      );
      return rows.map((row) => row.id);
    }

    async function bookings(count: number): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course,
           training_level, delivery_method)
         select 'BR-B' || substr(md5(random()::text), 1, 12), 'Bench', 'Learner', 'bench-' || n || '@example.com',
           '0491 570 110', true, 'Provide First Aid', 'full-training', 'face-to-face'
           from generate_series(1, $1) as n returning id`,
        [count],
      );
      return rows.map((row) => row.id);
    }

    async function run(name: string, slotOf: (worker: number) => string): Promise<Figure> {
      const ids = await bookings(CONNECTIONS * PER_WORKER);
      const times: number[] = [];
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, worker) => {
          for (let index = 0; index < PER_WORKER; index += 1) {
            const id = ids[worker * PER_WORKER + index];
            const started = performance.now();
            const result = await staffStep(staff, 'confirm', (tx) => confirmBooking(tx, id, slotOf(worker)));
            times.push(performance.now() - started);
            if (!result.ok) throw new Error(`confirm refused: ${result.message}`);
          }
        }),
      );
      times.sort((a, b) => a - b);
      return {
        case: name,
        connections: CONNECTIONS,
        confirmations: times.length,
        p50Ms: percentile(times, 50),
        p99Ms: percentile(times, 99),
        maxMs: Number(times.at(-1)!.toFixed(1)),
      };
    }

    // Half the calls get a place, half join the waitlist: both paths are in the figures.
    const [one] = await sessions(1, (CONNECTIONS * PER_WORKER) / 2);
    const own = await sessions(CONNECTIONS, PER_WORKER / 2);
    const figures = [
      await run('one session (all calls queue on its row lock)', () => one),
      await run('a session per connection', (worker) => own[worker]),
    ];

    console.log('\n### Confirm action on PostgreSQL 15 (staffStep, 16 pooled connections)\n');
    console.log(
      '| case | connections | confirmations | p50 ms | p99 ms | max ms |\n| --- | --- | --- | --- | --- | --- |',
    );
    for (const f of figures)
      console.log(
        `| ${f.case} | ${f.connections} | ${f.confirmations} | ${f.p50Ms} | ${f.p99Ms} | ${f.maxMs} |`,
      );

    if (process.argv.includes('--merge')) {
      const file = join(root, 'bench-results.json');
      const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      saved.confirm = figures;
      writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`);
    }
  } finally {
    setDatabaseForTesting(null);
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
