import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { setDatabaseForTesting, type Database } from '@/lib/db';
import { openPostgres } from '@/lib/db/postgres';
import { resetEnvCache } from '@/lib/env';
import { startCampaign } from '@/lib/server/campaigns';

import { backends, createUser } from './helpers/database';

/**
 * `npm run mail:worker` as real processes on one PostgreSQL (the deployment with several instances): two workers
 * send one campaign, one is killed with SIGKILL mid-send, the other finishes. PostgreSQL only: PGlite is one process.
 */

const COUNT = 240;
const AUTH_SECRET = 'integration-test-secret-integration-test-secret';

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

describe.skipIf(!backends().includes('postgres'))('mail:worker processes (postgres)', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let admin: Database;
  let db: Database;
  let url: string;
  const name = `app_workers_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.on('data', () => {});
        stream.on('end', () => {
          for (const rcpt of session.envelope.rcptTo) received.push(rcpt.address);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const template = inject('postgresTemplate')!;
    admin = openPostgres(template.url, { max: 1 });
    await admin.exec(`create database ${name} template ${template.template}`);
    url = withDatabaseName(template.url, name);
    db = openPostgres(url, { max: 4 });
    setDatabaseForTesting(db);
    process.env.AUTH_SECRET = AUTH_SECRET;
    process.env.SITE_URL = 'https://training.example.com';
    resetEnvCache();
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    setDatabaseForTesting(null);
    await db?.close();
    await admin?.exec(`drop database if exists ${name} with (force)`);
    await admin?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    delete process.env.SITE_URL;
    delete process.env.AUTH_SECRET;
    resetEnvCache();
  });

  function worker(): ChildProcess & { exited: Promise<number | null> } {
    const child = spawn(
      process.execPath,
      [
        join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'),
        '--conditions=react-server',
        'scripts/mail-worker.ts',
        '--lease=3',
        '--batch=20',
      ],
      {
        cwd: process.cwd(),
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: url,
          SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
          CAMPAIGN_SEND_RATE: '40',
          AUTH_SECRET,
          SITE_URL: 'https://training.example.com',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return Object.assign(child, { exited });
  }

  async function until(check: () => Promise<boolean> | boolean, what: string, ms = 90_000) {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('two workers share a campaign; one killed mid-send, the other finishes it; each address gets it once', async () => {
    const session = await createUser(db, { role: 'admin' });
    await db.query(
      `insert into public.newsletter_subscribers (email, source, status, confirmed_at)
       select 'proc-' || g || '@proc.example', 'homepage', 'active', now() from generate_series(1, $1::integer) g`,
      [COUNT],
    );
    const [campaign] = await db.query<{ id: string }>(
      `insert into public.mail_campaigns (subject, body) values ('Processes', 'Hello') returning id`,
    );
    expect(await startCampaign(session, { id: campaign.id, audience: 'all' })).toMatchObject({
      queued: COUNT,
    });

    const doomed = worker();
    const survivor = worker();
    // Both are sending (each has recorded mail of its own) before one dies.
    await until(async () => {
      const rows = await db.query<{ n: number }>(
        `select count(distinct claimed_by)::integer as n from public.campaign_recipients where claimed_by is not null`,
      );
      return rows[0].n === 2 && received.length >= 40;
    }, 'both workers sending');
    doomed.kill('SIGKILL');
    await doomed.exited;

    await until(async () => {
      const [row] = await db.query<{ status: string }>(
        'select status from public.mail_campaigns where id = $1',
        [campaign.id],
      );
      return row.status === 'sent';
    }, 'the survivor to finish');
    survivor.kill('SIGTERM');
    expect(await survivor.exited).toBe(0);

    const counts = new Map<string, number>();
    for (const address of received) counts.set(address, (counts.get(address) ?? 0) + 1);
    expect(counts.size).toBe(COUNT);
    // The one duplicate a kill can cause: a message the SMTP server accepted just before the process died, not yet
    // marked sent. A worker sends one message at a time, so at most one.
    const duplicates = [...counts.values()].filter((count) => count > 1);
    expect(duplicates.length).toBeLessThanOrEqual(1);
    const [{ sent }] = await db.query<{ sent: number }>(
      `select count(*)::integer as sent from public.campaign_recipients where campaign_id = $1 and status = 'sent'`,
      [campaign.id],
    );
    expect(sent).toBe(COUNT);
  }, 150_000);
});
