/**
 * Campaign figures for `npm run bench` (it runs this under scripts/test-postgres.sh; alone:
 * `bash scripts/test-postgres.sh npx tsx scripts/bench-campaigns.ts`, or without PostgreSQL for PGlite only):
 *  1. Queueing a campaign to 10,000 subscribers: the admin's Send now (one insert ... select under RLS), timed.
 *  2. The worker's send rate with the rate limit off, against an in-process SMTP server (smtp-server), for 20 s.
 * On PostgreSQL (TEST_DATABASE_URL) and on an in-memory PGlite. Merges `campaigns` into bench-results.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

import { rerunWithReactServerCondition } from './react-server-condition';

rerunWithReactServerCondition(__filename);

const root = resolve(__dirname, '..');
const SUBSCRIBERS = 10_000;
const SEND_SECONDS = 20;

type Figure = {
  backend: string;
  subscribers: number;
  queueMs: number;
  sent: number;
  sendSeconds: number;
  perSecond: number;
};

async function main() {
  const { SMTPServer } = await import('smtp-server');
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  process.env.SITE_URL = 'https://training.example.com';
  process.env.AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

  const { setDatabaseForTesting } = await import('@/lib/db');
  const { resetEnvCache } = await import('@/lib/env');
  const { migrate } = await import('@/lib/db/migrate');
  const { openPglite } = await import('@/lib/db/pglite');
  const { openPostgres } = await import('@/lib/db/postgres');
  const { startCampaign } = await import('@/lib/server/campaigns');
  const { runCampaignWorker } = await import('@/lib/server/campaign-worker');
  resetEnvCache();

  type Db = Awaited<ReturnType<typeof openPglite>> | ReturnType<typeof openPostgres>;
  async function measure(backend: string, db: Db): Promise<Figure> {
    await migrate(db);
    setDatabaseForTesting(db);
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at) values ('bench-admin@example.com', 'x', now()) returning id`,
    );
    await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [user.id]);
    const admin = { user: { id: user.id, email: 'bench-admin@example.com' }, role: 'admin' as const };
    await db.query(
      `insert into public.newsletter_subscribers (email, source, status, confirmed_at)
       select 'reader-' || g || '@list.example', case when g % 3 = 0 then 'marketing-page' else 'homepage' end,
              'active', now()
         from generate_series(1, $1::integer) g`,
      [SUBSCRIBERS],
    );
    const [campaign] = await db.query<{ id: string }>(
      `insert into public.mail_campaigns (subject, body) values ('Bench', '# Hello\n\nDates are out. [Book](/booking){button}') returning id`,
    );
    const started = performance.now();
    const outcome = await startCampaign(admin, { id: campaign.id, audience: 'all' });
    const queueMs = Math.round(performance.now() - started);
    if (!outcome.ok || outcome.queued !== SUBSCRIBERS)
      throw new Error(`queueing failed: ${JSON.stringify(outcome)}`);

    const controller = new AbortController();
    const before = received;
    const sendStarted = performance.now();
    const timer = setTimeout(() => controller.abort(), SEND_SECONDS * 1000);
    const report = await runCampaignWorker({
      ratePerSecond: 0,
      batchSize: 50,
      untilIdle: true,
      signal: controller.signal,
    });
    clearTimeout(timer);
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    setDatabaseForTesting(null);
    const figure = {
      backend,
      subscribers: SUBSCRIBERS,
      queueMs,
      sent: report.sent,
      sendSeconds: Number(sendSeconds.toFixed(1)),
      perSecond: Number((report.sent / sendSeconds).toFixed(1)),
    };
    if (received - before < report.sent)
      throw new Error('the SMTP server received fewer messages than were recorded');
    console.log(
      `${backend}: queued ${SUBSCRIBERS.toLocaleString('en-AU')} in ${queueMs} ms; sent ${report.sent} in ${figure.sendSeconds} s (${figure.perSecond}/s)`,
    );
    return figure;
  }

  const figures: Figure[] = [];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = openPostgres(url, { max: 1 });
    await admin.exec('drop database if exists bench_campaigns with (force)');
    await admin.exec('create database bench_campaigns');
    const target = new URL(url);
    target.pathname = '/bench_campaigns';
    const db = openPostgres(target.toString(), { max: 10 });
    try {
      figures.push(await measure('PostgreSQL', db));
    } finally {
      await db.close();
      await admin.exec('drop database if exists bench_campaigns with (force)');
      await admin.close();
    }
  }
  const pglite = await openPglite();
  try {
    figures.push(await measure('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  await new Promise<void>((done) => smtp.close(() => done()));

  const file = join(root, 'bench-results.json');
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  saved.campaigns = figures;
  writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(`bench-campaigns failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
