import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GET as openPixel } from '@/app/newsletter/open/route';
import type { Session } from '@/lib/auth/types';
import { resetEnvCache } from '@/lib/env';
import type { BulkSender } from '@/lib/mail/bulk';
import { CAMPAIGN_MAX_ATTEMPTS } from '@/lib/rules/campaign-status';
import { createBulkSender } from '@/lib/mail/bulk';
import {
  audienceOptions,
  campaignDetail,
  countAudience,
  campaignStats,
  createCampaignDraft,
  recordOpen,
  setCampaignPaused,
  startCampaign,
  unscheduleCampaign,
} from '@/lib/server/campaigns';
import { createOpenToken } from '@/lib/server/campaign-token';
import { runCampaignBatch, runCampaignWorker } from '@/lib/server/campaign-worker';
import { unsubscribe } from '@/lib/server/subscribers';
import { createUnsubscribeToken } from '@/lib/server/unsubscribe-token';

import { attempt, backends, createUser, useTestDatabase } from './helpers/database';

type Received = { to: string; raw: string };

/** A real SMTP server in this process: records every message, refuses @bounce.example with a permanent 550. */
function startSmtp() {
  const received: Received[] = [];
  const rcptAttempts: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      rcptAttempts.push(address.address);
      if (address.address.endsWith('@bounce.example')) {
        const error = new Error('5.1.1 Mailbox does not exist') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) {
          received.push({ to: rcpt.address, raw: Buffer.concat(chunks).toString('utf8') });
        }
        callback();
      });
    },
  });
  return {
    received,
    rcptAttempts,
    server,
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function countsFor(received: Received[], domain: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of received) {
    if (message.to.endsWith(`@${domain}`)) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
  }
  return counts;
}

function unfold(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
}

for (const backend of backends()) {
  describe(`campaign sending (${backend})`, () => {
    const database = useTestDatabase(backend);
    const smtp = startSmtp();
    let smtpUrl: string;
    let admin: Session;
    let collaborator: Session;

    beforeAll(async () => {
      smtpUrl = `smtp://127.0.0.1:${await smtp.listen()}`;
      process.env.SMTP_URL = smtpUrl;
      process.env.SITE_URL = 'https://training.example.com';
      process.env.MAIL_FROM = 'Ridgeline <news@training.example.com>';
      resetEnvCache();
      admin = await createUser(database.current(), { role: 'admin' });
      collaborator = await createUser(database.current(), { role: 'collaborator' });
    });

    afterAll(async () => {
      await smtp.close();
      delete process.env.SMTP_URL;
      delete process.env.SITE_URL;
      delete process.env.MAIL_FROM;
      resetEnvCache();
    });

    /** `count` active subscribers at <source>-N@<domain>, in one statement. */
    async function subscribers(source: string, domain: string, count: number): Promise<string[]> {
      const rows = await database.current().query<{ email: string }>(
        `insert into public.newsletter_subscribers (email, source, status, confirmed_at)
         select $1 || '-' || g || '@' || $2, $1, 'active', now() from generate_series(1, $3::integer) g returning email`,
        [source, domain, count],
      );
      return rows.map((row) => row.email);
    }

    async function draft(subject: string, body = 'Hello from Ridgeline.'): Promise<string> {
      const result = await createCampaignDraft(admin, { subject, preheader: 'New dates inside', body });
      if (!result.ok) throw new Error(result.message);
      return result.id;
    }

    async function status(id: string) {
      return (await campaignDetail(admin, id))!;
    }

    /** Runs workers until the campaign is sent: a lease left by a dead worker ends by time, so this waits it out. */
    async function drain(id: string, options: Parameters<typeof runCampaignWorker>[0] = {}) {
      const deadline = Date.now() + 30_000;
      while ((await status(id)).status !== 'sent') {
        if (Date.now() > deadline) throw new Error(`campaign ${id} not sent in 30 s`);
        const report = await runCampaignWorker({ ratePerSecond: 0, untilIdle: true, ...options });
        if (report.claimed === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }

    it('1,000 subscribers each get exactly one message with unsubscribe headers, a Message-ID and the address', async () => {
      const emails = await subscribers('bulk', 'bulk.example', 1000);
      const id = await draft(
        'Winter course dates',
        '# New dates\n\nBook [online](/courses) today.\n\n[Book now](https://training.example.com/booking){button}',
      );
      const options = await audienceOptions(admin);
      expect(options.find((option) => option.value === 'bulk')?.count).toBe(1000);

      const started = await startCampaign(admin, { id, audience: 'bulk' });
      expect(started).toEqual({ ok: true, status: 'sending', queued: 1000 });
      // A second click queues nothing more.
      expect(await startCampaign(admin, { id, audience: 'bulk' })).toEqual({
        ok: false,
        reason: 'not-draft',
      });

      await drain(id, { batchSize: 100 });
      const counts = countsFor(smtp.received, 'bulk.example');
      expect(counts.size).toBe(1000);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      expect(new Set(counts.keys())).toEqual(new Set(emails));

      const detail = await status(id);
      expect(detail.status).toBe('sent');
      expect(detail.figures).toMatchObject({ recipients: 1000, delivered: 1000, failed: 0, remaining: 0 });

      const message = unfold(smtp.received.find((item) => item.to === emails[0])!.raw);
      const [subscriber] = await database
        .current()
        .query<{ id: string }>('select id from public.newsletter_subscribers where email = $1', [emails[0]]);
      const unsubscribeLink = `https://training.example.com/newsletter/unsubscribe?token=${createUnsubscribeToken(subscriber.id)}`;
      expect(message).toContain(`List-Unsubscribe: <${unsubscribeLink}>`);
      expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(message).toMatch(/Message-ID: <[0-9a-f-]{36}@training\.example\.com>/);
      expect(message).toContain('Content-Type: text/plain');
      expect(message).toContain('Content-Type: text/html');
      expect(message).toContain('PO Box 1234, Newcastle NSW 2300');
      expect(message).toContain('Book online (https://training.example.com/courses) today.');
      expect(message).toContain('/newsletter/open?t=');
      // The HTML part's own unsubscribe link is the personal one too (quoted-printable decoded).
      const html = message.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
      expect(html).toContain(`<a href="${unsubscribeLink}"`);
      expect(html).not.toContain('slot.invalid');
    }, 120_000);

    it('a worker that dies mid-send leaves its rows to the next one after its lease: each gets exactly one', async () => {
      await subscribers('crash', 'crash.example', 120);
      const id = await draft('Crash test');
      await startCampaign(admin, { id, audience: 'crash' });

      // The first worker's process "dies" on its 11th message: that send never returns and nothing is recorded.
      const real = createBulkSender();
      let sent = 0;
      let hang: (() => void) | undefined;
      const dying: BulkSender = {
        async send(message) {
          if (sent >= 10) {
            await new Promise<void>((_, reject) => (hang = () => reject(new Error('process gone'))));
          }
          sent += 1;
          await real.send(message);
        },
        close: () => real.close(),
      };
      const dead = runCampaignBatch({
        workerId: 'dying',
        sender: dying,
        batchSize: 60,
        ratePerSecond: 0,
        leaseSeconds: 5,
      });
      while (!hang) await new Promise((resolve) => setTimeout(resolve, 20));

      await drain(id, { workerId: 'successor', batchSize: 50 });
      const counts = countsFor(smtp.received, 'crash.example');
      expect(counts.size).toBe(120);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);

      // Should the dead worker wake up past its lease, it sends nothing more and records nothing over the
      // successor's work.
      const before = smtp.received.length;
      hang?.();
      expect(await dead).toMatchObject({ sent: 10 });
      real.close();
      expect(smtp.received.length).toBe(before);
      expect((await status(id)).figures).toMatchObject({ delivered: 120, failed: 0, remaining: 0 });
    }, 60_000);

    it('a worker stopped mid-send hands its claims back; the restart sends each exactly once', async () => {
      await subscribers('stop', 'stop.example', 80);
      const id = await draft('Stop test');
      await startCampaign(admin, { id, audience: 'stop' });
      const controller = new AbortController();
      const real = createBulkSender();
      let sent = 0;
      const stopping: BulkSender = {
        async send(message) {
          await real.send(message);
          sent += 1;
          if (sent === 25) controller.abort();
        },
        close: () => real.close(),
      };
      await runCampaignWorker({
        sender: stopping,
        signal: controller.signal,
        batchSize: 40,
        ratePerSecond: 0,
      });
      real.close();
      expect((await status(id)).figures).toMatchObject({ delivered: 25, remaining: 55 });
      const [{ claimed }] = await database
        .current()
        .query<{ claimed: number }>(
          `select count(*)::integer as claimed from public.campaign_recipients where campaign_id = $1 and claimed_by is not null`,
          [id],
        );
      expect(claimed).toBe(0);

      await drain(id);
      const counts = countsFor(smtp.received, 'stop.example');
      expect(counts.size).toBe(80);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
    });

    it('two workers at once send each message exactly once', async () => {
      await subscribers('pair', 'pair.example', 300);
      const id = await draft('Two workers');
      await startCampaign(admin, { id, audience: 'pair' });
      // On PostgreSQL each worker's claims run on their own pool connections; on PGlite the two loops interleave.
      const [first, second] = await Promise.all([
        runCampaignWorker({ workerId: 'first', batchSize: 10, ratePerSecond: 0, untilIdle: true }),
        runCampaignWorker({ workerId: 'second', batchSize: 10, ratePerSecond: 0, untilIdle: true }),
      ]);
      await drain(id);
      expect(first.sent).toBeGreaterThan(0);
      expect(second.sent).toBeGreaterThan(0);
      expect(first.sent + second.sent).toBe(300);
      const counts = countsFor(smtp.received, 'pair.example');
      expect(counts.size).toBe(300);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
    }, 60_000);

    it('unsubscribed and hard-bounced addresses get nothing, now or from any later campaign', async () => {
      const db = database.current();
      const [keep, gone, late] = await subscribers('supp', 'supp.example', 3);
      await db.query(
        `insert into public.newsletter_subscribers (email, source, status, confirmed_at) values ('nobody@bounce.example', 'supp', 'active', now())`,
      );
      await db.query(`update public.newsletter_subscribers set status = 'unsubscribed' where email = $1`, [
        gone,
      ]);
      expect((await audienceOptions(admin)).find((option) => option.value === 'supp')?.count).toBe(3);

      const first = await draft('Suppression one');
      expect(await startCampaign(admin, { id: first, audience: 'supp' })).toMatchObject({ queued: 3 });
      // Unsubscribes after queueing and before sending: left out at send time.
      const [lateRow] = await db.query<{ id: string }>(
        'select id from public.newsletter_subscribers where email = $1',
        [late],
      );
      expect(await unsubscribe(createUnsubscribeToken(lateRow.id))).toEqual({ ok: true });
      await drain(first);

      expect(smtp.received.filter((message) => message.to === gone || message.to === late)).toEqual([]);
      expect(smtp.received.filter((message) => message.to === 'nobody@bounce.example')).toEqual([]);
      expect(smtp.received.filter((message) => message.to === keep)).toHaveLength(1);
      expect((await status(first)).figures).toMatchObject({
        recipients: 3,
        delivered: 1,
        bounced: 1,
        suppressed: 1,
        failed: 1,
      });
      const suppressions = await db.query<{ email: string; reason: string }>(
        'select email, reason from public.mail_suppressions',
      );
      expect(suppressions).toEqual([{ email: 'nobody@bounce.example', reason: 'bounced' }]);

      // The one who got it unsubscribes from the mail: counted against this campaign, once.
      const [keepRow] = await db.query<{ id: string }>(
        'select id from public.newsletter_subscribers where email = $1',
        [keep],
      );
      await unsubscribe(createUnsubscribeToken(keepRow.id));
      await unsubscribe(createUnsubscribeToken(keepRow.id));
      expect((await status(first)).figures.unsubscribes).toBe(1);

      // The bounced address is never queued again, even though its subscriber row is still active.
      const before = smtp.rcptAttempts.filter((address) => address === 'nobody@bounce.example').length;
      const second = await draft('Suppression two');
      expect(await startCampaign(admin, { id: second, audience: 'supp' })).toEqual({
        ok: false,
        reason: 'empty',
      });
      expect(smtp.rcptAttempts.filter((address) => address === 'nobody@bounce.example').length).toBe(before);
    });

    it('SMTP down marks rows failed with the error; a retry sends them', async () => {
      await subscribers('down', 'down.example', 20);
      const id = await draft('Outage');
      await startCampaign(admin, { id, audience: 'down' });

      process.env.SMTP_URL = 'smtp://127.0.0.1:1';
      resetEnvCache();
      const failedRun = await runCampaignBatch({ batchSize: 50, ratePerSecond: 0, retryDelaySeconds: 0 });
      expect(failedRun).toMatchObject({ claimed: 20, failed: 20, sent: 0 });
      const rows = await database
        .current()
        .query<{ status: string; attempts: number; last_error: string | null }>(
          'select status, attempts, last_error from public.campaign_recipients where campaign_id = $1',
          [id],
        );
      expect(rows.every((row) => row.status === 'failed' && row.attempts === 1 && row.last_error)).toBe(true);
      expect(await status(id)).toMatchObject({ status: 'sending', figures: { remaining: 20, delivered: 0 } });

      process.env.SMTP_URL = smtpUrl;
      resetEnvCache();
      const retry = await runCampaignBatch({ batchSize: 50, ratePerSecond: 0, retryDelaySeconds: 0 });
      expect(retry).toMatchObject({ claimed: 20, sent: 20 });
      await drain(id);
      expect(countsFor(smtp.received, 'down.example').size).toBe(20);
    });

    it('a failure is given up after the last attempt and the campaign finishes', async () => {
      await subscribers('giveup', 'giveup.example', 3);
      const id = await draft('Give up');
      await startCampaign(admin, { id, audience: 'giveup' });
      process.env.SMTP_URL = 'smtp://127.0.0.1:1';
      resetEnvCache();
      try {
        const report = await runCampaignWorker({ untilIdle: true, ratePerSecond: 0, retryDelaySeconds: 0 });
        expect(report).toMatchObject({ failed: 3 * CAMPAIGN_MAX_ATTEMPTS, sent: 0 });
      } finally {
        process.env.SMTP_URL = smtpUrl;
        resetEnvCache();
      }
      expect(await status(id)).toMatchObject({ status: 'sent', figures: { failed: 3, remaining: 0 } });
    });

    it('pause stops claiming; resume sends the rest', async () => {
      await subscribers('pause', 'pause.example', 10);
      const id = await draft('Pause');
      await startCampaign(admin, { id, audience: 'pause' });
      expect(await setCampaignPaused(admin, id, true)).toBe('paused');
      expect(await runCampaignBatch({ ratePerSecond: 0 })).toMatchObject({ claimed: 0 });
      expect((await status(id)).figures.remaining).toBe(10);
      expect(await setCampaignPaused(admin, id, true)).toBeNull();
      expect(await setCampaignPaused(admin, id, false)).toBe('sending');
      await drain(id);
      expect(countsFor(smtp.received, 'pause.example').size).toBe(10);
    });

    it('a scheduled campaign is queued and sent once its time comes', async () => {
      await subscribers('sched', 'sched.example', 5);
      const id = await draft('Scheduled');
      const later = new Date(Date.now() + 3_600_000).toISOString();
      expect(await startCampaign(admin, { id, audience: 'sched', scheduledAt: later })).toEqual({
        ok: true,
        status: 'scheduled',
        queued: 0,
      });
      expect(await runCampaignBatch({ ratePerSecond: 0 })).toMatchObject({ claimed: 0 });
      // A schedule can be cancelled (by admins only) and set again.
      expect(await unscheduleCampaign(collaborator, id)).toBe(false);
      expect(await unscheduleCampaign(admin, id)).toBe(true);
      expect((await status(id)).status).toBe('draft');
      expect(await unscheduleCampaign(admin, id)).toBe(false);
      await startCampaign(admin, { id, audience: 'sched', scheduledAt: later });
      // Subscribes after scheduling, before the time: included.
      await subscribers('sched', 'sched-late.example', 1);
      await database
        .current()
        .query(`update public.mail_campaigns set scheduled_at = now() - interval '1 second' where id = $1`, [
          id,
        ]);
      await drain(id);
      expect(countsFor(smtp.received, 'sched.example').size).toBe(5);
      expect(countsFor(smtp.received, 'sched-late.example').size).toBe(1);
    });

    it('reaches confirmed subscribers only: pending opt-ins are not queued, and a queued row is mailed only to its subscriber', async () => {
      const db = database.current();
      const [confirmed, other] = await subscribers('optin', 'optin.example', 2);
      await db.query(
        `insert into public.newsletter_subscribers (email, source, status) values ('typed-by-anyone@optin.example', 'optin', 'pending')`,
      );
      expect(await countAudience(admin, { source: 'optin', domain: null })).toBe(2);
      const id = await draft('Confirmed only');
      expect(await startCampaign(admin, { id, audience: 'optin' })).toMatchObject({ queued: 2 });
      // A row that names a confirmed subscriber but another address (as an admin's Data API insert could) is not
      // mailed to that address.
      await db.query(
        `update public.campaign_recipients set email = 'someone-else@elsewhere.example'
          where campaign_id = $1 and email = $2`,
        [id, other],
      );
      await drain(id);
      expect(countsFor(smtp.received, 'optin.example')).toEqual(new Map([[confirmed, 1]]));
      expect(countsFor(smtp.received, 'elsewhere.example').size).toBe(0);
    });

    it('a domain segment reaches only addresses at that domain, in any letter case', async () => {
      await subscribers('dom', 'client.example', 4);
      await subscribers('dom', 'other.example', 3);
      await database
        .current()
        .query(
          `update public.newsletter_subscribers set email = upper(email) where email = 'dom-1@client.example'`,
        );
      expect(await countAudience(admin, { source: null, domain: 'client.example' })).toBe(4);
      const id = await draft('Domain');
      expect(await startCampaign(admin, { id, audience: '@client.example' })).toMatchObject({ queued: 4 });
      await drain(id);
      expect(countsFor(smtp.received, 'client.example').size).toBe(4);
      expect(countsFor(smtp.received, 'other.example').size).toBe(0);
    });

    it('the open pixel counts a signed first open only; forged and replayed tokens change nothing', async () => {
      await subscribers('open', 'open.example', 2);
      const id = await draft('Opens');
      await startCampaign(admin, { id, audience: 'open' });
      const [pendingRow] = await database
        .current()
        .query<{ id: string; subscriber_id: string }>(
          'select id, subscriber_id from public.campaign_recipients where campaign_id = $1 limit 1',
          [id],
        );
      // Not delivered yet: an open of a pending row is not an open.
      expect(await recordOpen(createOpenToken(pendingRow.id))).toBe('ignored');
      await drain(id);

      const token = createOpenToken(pendingRow.id);
      const forged = `${pendingRow.id}.${'A'.repeat(43)}`;
      expect(await recordOpen(forged)).toBe('ignored');
      // An unsubscribe token for the same id is not an open token.
      expect(await recordOpen(createUnsubscribeToken(pendingRow.subscriber_id))).toBe('ignored');
      expect((await status(id)).figures.opens).toBe(0);

      const response = await openPixel(
        new Request(`https://training.example.com/newsletter/open?t=${token}`),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/gif');
      expect((await status(id)).figures.opens).toBe(1);
      const [{ opened_at: firstOpen }] = await database
        .current()
        .query<{ opened_at: Date }>('select opened_at from public.campaign_recipients where id = $1', [
          pendingRow.id,
        ]);

      expect(await recordOpen(token)).toBe('ignored');
      for (const bad of [token, forged, '', 'x'.repeat(5000), '%00', `${token}.extra`]) {
        const again = await openPixel(
          new Request(`https://training.example.com/newsletter/open?t=${encodeURIComponent(bad)}`),
        );
        expect(again.status).toBe(200);
        expect(again.headers.get('content-type')).toBe('image/gif');
      }
      const [{ opened_at: stillFirst }] = await database
        .current()
        .query<{ opened_at: Date }>('select opened_at from public.campaign_recipients where id = $1', [
          pendingRow.id,
        ]);
      expect(new Date(stillFirst).getTime()).toBe(new Date(firstOpen).getTime());
      expect((await status(id)).figures).toMatchObject({ delivered: 2, opens: 1 });
    });

    it('the tab counters come from the outbox', async () => {
      const stats = await campaignStats(admin);
      // Every campaign above that reached someone; the open test's campaign is the only one with an open (1 of 2).
      expect(stats.campaignsSent).toBeGreaterThanOrEqual(8);
      expect(stats.averageOpenRate).toBeGreaterThan(0);
      expect(stats.averageOpenRate).toBeLessThanOrEqual(50);
    });

    it('only admins queue, pause or read the outbox: refused in code and by RLS', async () => {
      const id = await draft('Access');
      expect(await startCampaign(collaborator, { id, audience: 'all' })).toEqual({
        ok: false,
        reason: 'not-found',
      });
      expect(await setCampaignPaused(collaborator, id, true)).toBeNull();
      expect(await campaignDetail(collaborator, id)).toBeNull();
      for (const session of [collaborator, null]) {
        const insert = await attempt(
          session,
          `insert into public.campaign_recipients (campaign_id, email) values ($1, 'x@example.com') returning id`,
          [id],
        );
        expect(insert.ok).toBe(false);
        const read = await attempt(session, 'select id from public.campaign_recipients');
        expect(read.ok ? read.rows : []).toEqual([]);
      }
      // Even an admin cannot write outbox rows as already sent, nor change one.
      const sentRow = await attempt(
        admin,
        `insert into public.campaign_recipients (campaign_id, email, status) values ($1, 'y@example.com', 'sent') returning id`,
        [id],
      );
      expect(sentRow.ok).toBe(false);
      const change = await attempt(
        admin,
        `update public.campaign_recipients set status = 'sent' returning id`,
      );
      expect(change.ok).toBe(false);
    });
  });
}
