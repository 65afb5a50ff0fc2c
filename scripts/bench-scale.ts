/**
 * The small seed beside a provider's five years (lib/db/seed-scale.ts), in one run on one PostgreSQL: each page's
 * first render after a start and its latency at 16 connections, and the actions that touch the most rows. Measured,
 * never asserted; the target (DESIGN.md "Budgets") is every figure within 2x of the small seed's.
 * Run by `npm run bench` inside its throwaway PostgreSQL, or alone after `npm run build`:
 *   bash scripts/test-postgres.sh npx tsx --conditions=react-server scripts/bench-scale.ts [--merge] [--quick]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

import autocannon from 'autocannon';

import { cardStepTimes } from './bench-card-step';
import { percentile } from './bench-stats';
import { rerunWithReactServerCondition } from './react-server-condition';

rerunWithReactServerCondition(__filename);

const root = resolve(__dirname, '..');
const quick = process.argv.includes('--quick');
const PORT = 3320;
const BASE = `http://127.0.0.1:${PORT}`;
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const DATASETS = [
  { name: 'small seed', database: 'bench_scale_small', scale: null },
  { name: 'five years', database: 'bench_scale_five_years', scale: 'five-years' },
] as const;

export type ScaleRow = { target: string; measure: string; small: number; fiveYears: number; ratio: number };
type Figures = Map<string, number>;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function startServer(url: string): ChildProcess {
  return spawn(
    process.execPath,
    [join(root, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(PORT)],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: url,
        SITE_URL: BASE,
        AUTH_SECRET,
        DISABLE_HSTS: 'true',
        RATE_LIMIT_MULTIPLIER: '1000000',
        CAMPAIGN_WORKER: 'off',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the server did not start');
}

/** One request: its time and the HTML's size (what a page renders grows with what it shows, not with history). */
async function timedGet(path: string, cookie?: string): Promise<{ ms: number; kib: number }> {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms: performance.now() - started, kib: body.byteLength / 1024 };
}

async function underLoad(path: string, cookie?: string) {
  const result = await autocannon({
    url: `${BASE}${path}`,
    headers: cookie ? { cookie } : {},
    connections: 16,
    duration: quick ? 3 : 6,
    timeout: 20,
  });
  if (result.non2xx + result.errors + result.timeouts > 0)
    throw new Error(
      `${path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

async function measure(adminUrl: string, dataset: (typeof DATASETS)[number]): Promise<Figures> {
  const figures: Figures = new Map();
  const admin = (await import('../lib/db/postgres')).openPostgres(adminUrl, { max: 1 });
  await admin.exec(`drop database if exists ${dataset.database} with (force)`);
  await admin.exec(`create database ${dataset.database}`);
  await admin.close();
  const url = databaseUrl(adminUrl, dataset.database);

  const seedArgs = ['seed', ...(dataset.scale ? [`--scale=${dataset.scale}`] : [])];
  const seedStarted = performance.now();
  execFileSync(process.execPath, [...process.execArgv, join(root, 'scripts/db.ts'), ...seedArgs], {
    env: { ...process.env, DATABASE_URL: url, AUTH_SECRET },
    stdio: 'inherit',
  });
  console.log(`${dataset.name}: seeded in ${Math.round((performance.now() - seedStarted) / 1000)} s`);

  process.env.AUTH_SECRET = AUTH_SECRET;
  const { openPostgres } = await import('../lib/db/postgres');
  const { setDatabaseForTesting } = await import('../lib/db');
  const { resetEnvCache } = await import('../lib/env');
  resetEnvCache();
  const db = openPostgres(url, { max: 16 });
  setDatabaseForTesting(db);
  try {
    const { signSessionToken } = await import('../lib/auth/jwt');
    const { createSession } = await import('../lib/server/sessions');
    const [staff] = await db.query<{ id: string; email: string }>(
      `select u.id, u.email from auth.users u join public.user_roles r on r.user_id = u.id
        where r.role = 'admin' order by u.email limit 1`,
    );
    const sessionId = await createSession(db, staff.id, 'bench-scale');
    const cookie = `session=${await signSessionToken(staff, 'admin', sessionId)}`;
    // The busiest roster: the latest session with the most learners.
    const [roster] = await db.query<{ id: string }>(
      `select s.id from public.availability_slots s
         left join public.booking_requests b on b.slot_id = s.id
        group by s.id order by count(b.id) desc, s.date desc limit 1`,
    );

    // A certificate to check at the gate: the latest of the five years, or one made here for the small seed.
    let [certificate] = await db.query<{ number: string }>(
      'select number from public.certificates order by issued_at desc limit 1',
    );
    if (!certificate) {
      const [booking] = await db.query<{ id: string }>(
        `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course,
           training_level, delivery_method)
         values ('BR-SCALE-CERT', 'Bench', 'Learner', 'bench-cert@example.com', '0491 570 110', true,
           'Provide First Aid', 'full-training', 'face-to-face') returning id`,
      );
      [certificate] = await db.query<{ number: string }>(
        `insert into public.certificates (number, booking_request_id, learner_name, email, course_id, course_name,
           units, completed_on, expires_on)
         values ('BNCH-0000-0001', $1, 'Bench Learner', 'bench-cert@example.com', 'first-aid', 'Provide First Aid',
           '[{"code":"HLTAID011","title":"Provide First Aid"}]', current_date, current_date + 1095)
         returning number`,
        [booking.id],
      );
    }

    const server = startServer(url);
    try {
      await waitForHealth();
      const pages: Array<{ path: string; label: string; cookie?: string }> = [
        { path: '/calendar', label: '/calendar' },
        { path: '/calendar/mackay', label: '/calendar/mackay' },
        { path: '/reviews', label: '/reviews' },
        { path: '/staff', label: '/staff', cookie },
        { path: `/staff/sessions/${roster.id}`, label: 'a roster', cookie },
        { path: `/verify/${certificate.number}`, label: '/verify/{number}' },
      ];
      // Every first render before any load: requests a load run leaves in flight would slow the next page's.
      for (const page of pages) {
        const first = await timedGet(page.path, page.cookie);
        figures.set(`${page.label}|first render ms`, first.ms);
        figures.set(`${page.label}|HTML KiB`, first.kib);
      }
      for (const page of pages) {
        const load = await underLoad(page.path, page.cookie);
        figures.set(`${page.label}|p50 ms at 16`, load.p50);
        figures.set(`${page.label}|p99 ms at 16`, load.p99);
      }
    } finally {
      await stopServer(server);
    }

    // Confirming a booking into a session (what staff do most), 16 at a time, as the staff action does.
    const { confirmBooking, staffStep } = await import('../lib/server/enrolments');
    const session = { user: staff, role: 'admin' as const };
    const [slot] = await db.query<{ id: string }>(
      `insert into public.availability_slots (date, course_name, location, max_students)
       values (current_date + 30, 'Bench session', 'Mackay', 1000) returning id`,
    );
    const ids = await db.query<{ id: string }>(
      `insert into public.booking_requests (reference, first_name, last_name, email, phone, usi_exempt, course,
         training_level, delivery_method)
       select 'BR-S' || substr(md5(random()::text), 1, 12), 'Bench', 'Learner', 'bench-' || n || '@example.com',
         '0491 570 110', true, 'Provide First Aid', 'full-training', 'face-to-face'
         from generate_series(1, 160) as n returning id`,
    );
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async (_, worker) => {
        for (let index = worker; index < ids.length; index += 16) {
          const started = performance.now();
          const result = await staffStep(session, 'confirm', (tx) =>
            confirmBooking(tx, ids[index].id, slot.id),
          );
          times.push(performance.now() - started);
          if (!result.ok) throw new Error(`confirm refused: ${result.message}`);
        }
      }),
    );
    times.sort((a, b) => a - b);
    figures.set('confirm a booking|p50 ms at 16', percentile(times, 50));
    figures.set('confirm a booking|p99 ms at 16', percentile(times, 99));

    // Book and pay's card step (hold and open Checkout), 16 learners at once, each into a session of its own.
    const cardSlots = await db.query<{ id: string }>(
      `insert into public.availability_slots (date, course_name, location, max_students)
       select current_date + 30, 'Provide First Aid', 'Mackay', 20 from generate_series(1, 16) returning id`,
    );
    const card = await cardStepTimes(db, (worker) => cardSlots[worker].id, {
      connections: 16,
      perWorker: quick ? 2 : 5,
    });
    figures.set('book and pay: hold and Checkout|p50 ms at 16', percentile(card, 50));
    figures.set('book and pay: hold and Checkout|p99 ms at 16', percentile(card, 99));

    // The RTO's yearly NAT submission: every enrolment of last calendar year gathered and written as the ten files.
    const { natExport } = await import('../lib/server/avetmiss');
    const year = new Date().getFullYear() - 1;
    const natStarted = performance.now();
    const nat = await natExport(session, { from: `${year}-01-01`, to: `${year}-12-31` });
    if (!nat.ok) throw new Error(`NAT export refused: ${nat.message}`);
    figures.set('NAT export of last year|ms', performance.now() - natStarted);
    figures.set(
      'NAT export of last year|enrolment lines',
      nat.value.files.NAT00120.split('\n').filter((line) => line.trim() !== '').length,
    );

    // A campaign to every subscriber: one INSERT ... SELECT, so it grows with the list by nature. The demo seed has
    // no subscribers: the small case gets a thousand, a young provider's list.
    if (!dataset.scale) {
      await db.query(
        `insert into public.newsletter_subscribers (email, status, confirmed_at)
         select 'bench-reader-' || g || '@example.com', 'active', now() from generate_series(1, 1000) g
         on conflict do nothing`,
      );
    }
    const { startCampaign } = await import('../lib/server/campaigns');
    const [campaign] = await db.query<{ id: string }>(
      `insert into public.mail_campaigns (subject, body) values ('Bench', '# Hello\n\nDates are out.') returning id`,
    );
    const queueStarted = performance.now();
    const queued = await startCampaign(session, { id: campaign.id, audience: 'all' });
    if (!queued.ok) throw new Error(`queueing failed: ${queued.reason}`);
    figures.set('queue a campaign to everyone|ms', performance.now() - queueStarted);
    figures.set('queue a campaign to everyone|recipients', queued.queued);
  } finally {
    setDatabaseForTesting(null);
    await db.close();
  }
  return figures;
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('bench-scale needs TEST_DATABASE_URL (run through scripts/test-postgres.sh)');
  if (!existsSync(join(root, '.next/BUILD_ID'))) throw new Error('run npm run build first');
  // Stripe's API is out of reach here: the card step talks to the package's local stand-in.
  const { startStripeStandIn } = await import('../tests/support/stripe-stand-in');
  const stripe = await startStripeStandIn('whsec_bench_stand_in');
  process.env.STRIPE_SECRET_KEY = 'sk_test_bench';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_bench_stand_in';
  process.env.STRIPE_API_URL = stripe.url;
  process.env.SITE_URL ??= BASE;
  const small = await measure(adminUrl, DATASETS[0]);
  const fiveYears = await measure(adminUrl, DATASETS[1]).finally(() => stripe.close());
  const rows: ScaleRow[] = [...small.keys()].map((key) => {
    const [target, what] = key.split('|');
    const a = small.get(key) ?? 0;
    const b = fiveYears.get(key) ?? 0;
    return {
      target,
      measure: what,
      small: Number(a.toFixed(1)),
      fiveYears: Number(b.toFixed(1)),
      ratio: Number((b / Math.max(a, 0.1)).toFixed(2)),
    };
  });
  console.log(formatScaleTable(rows));
  if (process.argv.includes('--merge')) {
    const file = join(root, 'bench-results.json');
    const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    saved.scale = { measuredAt: new Date().toISOString(), rows };
    writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`);
  }
}

export function formatScaleTable(rows: ScaleRow[]): string {
  const lines = [
    '\n### Five years of data beside the small seed (PostgreSQL 15, one instance)\n',
    '| target | measure | small seed | five years | ratio |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.target} | ${row.measure} | ${row.small} | ${row.fiveYears} | ${row.ratio}${
          row.ratio > 2 && !['recipients', 'HTML KiB'].includes(row.measure) ? ' (over 2x)' : ''
        } |`,
    ),
  ];
  return lines.join('\n');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`bench-scale failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
}
