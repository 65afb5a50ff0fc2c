import 'server-only';

import { randomUUID } from 'node:crypto';

import { withService, type Db } from '@/lib/db';
import { env, isBuildPhase, siteUrl } from '@/lib/env';
import { classifySendError, createBulkSender, type BulkSender } from '@/lib/mail/bulk';
import { renderCampaign } from '@/lib/rules/campaign-markdown';
import { escapeHtml } from '@/lib/rules/escape-html';
import { oneLine } from '@/lib/rules/mail-layout';
import { CAMPAIGN_MAX_ATTEMPTS } from '@/lib/rules/campaign-status';
import { sweepExpiredOffersEveryMinute } from '@/lib/server/booking-sweep';
import { queueRecipients } from '@/lib/server/campaigns';
import { createOpenToken } from '@/lib/server/campaign-token';
import { logSafeError } from '@/lib/server/log';
import { unsubscribeUrl } from '@/lib/server/subscribers';

/**
 * Sends queued campaign mail. A worker claims a batch of outbox rows with FOR UPDATE SKIP LOCKED and a lease
 * (claimed_by, claimed_until) in one short transaction, then sends each message and records the outcome against
 * its own claim. So two workers (or two instances) never hold one row, and the rows of a worker that died are
 * claimable again once its lease runs out. The one window no queue can close: a process killed after the SMTP
 * server accepted a message and before the row was marked sent sends that one message again on resume.
 */

export type WorkerOptions = {
  /** Names the claims; unique per loop. */
  workerId?: string;
  batchSize?: number;
  /** Messages per second for this worker; 0: unlimited. Default CAMPAIGN_SEND_RATE. */
  ratePerSecond?: number;
  /** How long a claim holds before another worker may take the row. Default: twice a batch's sending time + 30 s. */
  leaseSeconds?: number;
  /** Wait before retrying a transient failure, times the attempts so far. */
  retryDelaySeconds?: number;
  sender?: BulkSender;
  signal?: AbortSignal;
};

export type BatchReport = {
  claimed: number;
  sent: number;
  failed: number;
  bounced: number;
  suppressed: number;
};

type Claimed = {
  id: string;
  campaign_id: string;
  subscriber_id: string | null;
  email: string;
  attempts: number;
  subject: string;
  preheader: string;
  body: string;
  blocked: boolean;
};

// Placeholders filled per recipient. They must pass the layout's link filter (http/https only) and read the same
// escaped or not, so each is a plain https URL on a reserved domain.
const UNSUBSCRIBE_SLOT = 'https://unsubscribe-slot.invalid/';
const PIXEL_SLOT = 'https://open-pixel-slot.invalid/';

type Settings = Required<Omit<WorkerOptions, 'sender' | 'signal'>> & { maxAttempts: number };

function settings(options: WorkerOptions): Settings {
  const rate = options.ratePerSecond ?? env().CAMPAIGN_SEND_RATE;
  const batchSize = options.batchSize ?? (rate > 0 ? Math.max(1, Math.min(50, Math.ceil(rate * 5))) : 50);
  return {
    workerId: options.workerId ?? `worker-${randomUUID()}`,
    batchSize,
    ratePerSecond: rate,
    leaseSeconds: options.leaseSeconds ?? Math.ceil((rate > 0 ? batchSize / rate : 10) * 2 + 30),
    // One limit for the worker and the figures (lib/rules/campaign-status.ts).
    maxAttempts: CAMPAIGN_MAX_ATTEMPTS,
    retryDelaySeconds: options.retryDelaySeconds ?? 60,
  };
}

/** Scheduled campaigns whose time has come: mark them sending and fill their outbox, one at a time. */
async function startDueCampaigns(): Promise<void> {
  await withService('campaigns: start scheduled', async (db) => {
    const due = await db.query<{
      id: string;
      audience_source: string | null;
      audience_domain: string | null;
    }>(
      `update public.mail_campaigns c set status = 'sending', started_at = now()
        where c.id in (select id from public.mail_campaigns
                        where status = 'scheduled' and scheduled_at <= now()
                        for update skip locked)
        returning c.id, c.audience_source, c.audience_domain`,
    );
    for (const campaign of due) {
      await queueRecipients(db, campaign.id, {
        source: campaign.audience_source,
        domain: campaign.audience_domain,
      });
    }
  });
}

async function claimBatch(db: Db, s: Settings): Promise<Claimed[]> {
  const rows = await db.query<{ id: string }>(
    `with due as (
       select r.id
         from public.campaign_recipients r
         join public.mail_campaigns c on c.id = r.campaign_id
        where c.status = 'sending'
          and r.status in ('pending', 'failed')
          and r.attempts < $3
          and r.next_attempt_at <= now()
          and (r.claimed_until is null or r.claimed_until < now())
        order by r.next_attempt_at, r.id
        limit $2
        for update of r skip locked
     )
     update public.campaign_recipients r
        set claimed_by = $1, claimed_until = now() + make_interval(secs => $4)
       from due
      where r.id = due.id
      returning r.id`,
    [s.workerId, s.batchSize, s.maxAttempts, s.leaseSeconds],
  );
  if (rows.length === 0) return [];
  // Checked at send time, not only at queue time: whoever unsubscribed or bounced since is left out. Only a
  // confirmed subscriber's own address is mailed, whatever a queued row says (addresses in any letter case).
  return db.query<Claimed>(
    `select r.id, r.campaign_id, r.subscriber_id, r.email, r.attempts, c.subject, c.preheader, c.body,
            (s.id is null or s.status <> 'active' or lower(s.email) <> lower(r.email)
              or exists (select 1 from public.mail_suppressions m where m.email = lower(r.email))) as blocked
       from public.campaign_recipients r
       join public.mail_campaigns c on c.id = r.campaign_id
       left join public.newsletter_subscribers s on s.id = r.subscriber_id
      where r.id = any($1::uuid[])
      order by r.next_attempt_at, r.id`,
    [rows.map((row) => row.id)],
  );
}

/** Marks campaigns whose outbox has nothing left to try as sent. */
async function finishCampaigns(maxAttempts: number): Promise<void> {
  await withService('campaigns: finish', (db) =>
    db.query(
      `update public.mail_campaigns c set status = 'sent', finished_at = now()
        where c.status = 'sending'
          and not exists (select 1 from public.campaign_recipients r
                           where r.campaign_id = c.id and r.status in ('pending', 'failed') and r.attempts < $1)`,
      [maxAttempts],
    ),
  );
}

function messageDomain(): string {
  try {
    return new URL(siteUrl()).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** One campaign rendered once per batch; each recipient's links are put into the slots. */
function templateFor(row: Claimed) {
  const rendered = renderCampaign({
    subject: row.subject,
    preheader: row.preheader,
    body: row.body,
    origin: siteUrl(),
    unsubscribeUrl: UNSUBSCRIBE_SLOT,
    openPixelUrl: PIXEL_SLOT,
  });
  return (recipient: Claimed) => {
    const unsubscribe = recipient.subscriber_id ? unsubscribeUrl(recipient.subscriber_id) : siteUrl();
    const pixel = `${siteUrl()}/newsletter/open?t=${encodeURIComponent(createOpenToken(recipient.id))}`;
    return {
      unsubscribe,
      html: rendered.html
        .replaceAll(UNSUBSCRIBE_SLOT, escapeHtml(unsubscribe))
        .replaceAll(PIXEL_SLOT, escapeHtml(pixel)),
      text: rendered.text.replaceAll(UNSUBSCRIBE_SLOT, unsubscribe),
    };
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

async function record(sql: string, params: unknown[], reason: string): Promise<void> {
  await withService(reason, (db) => db.query(sql, params));
}

/**
 * Claims one batch and sends it. Returns what happened; claimed 0 means nothing is due. Stopping (signal) between
 * messages hands the batch's unsent rows back at once.
 */
export async function runCampaignBatch(options: WorkerOptions = {}): Promise<BatchReport> {
  const s = settings(options);
  const report: BatchReport = { claimed: 0, sent: 0, failed: 0, bounced: 0, suppressed: 0 };
  await startDueCampaigns();
  // Past its lease another worker may own these rows: stop sending a little before that (measured on this clock
  // from before the claim, so never later than the database's).
  const leaseEnds = Date.now() + s.leaseSeconds * 1000 - Math.min(5000, s.leaseSeconds * 200);
  const batch = await withService('campaigns: claim', (db) => claimBatch(db, s));
  report.claimed = batch.length;
  if (batch.length === 0) {
    await finishCampaigns(s.maxAttempts);
    return report;
  }

  const sender = options.sender ?? createBulkSender();
  const templates = new Map<string, ReturnType<typeof templateFor>>();
  const domain = messageDomain();
  const started = Date.now();
  let index = 0;
  let stoppedEarly = false;
  try {
    for (const row of batch) {
      if (options.signal?.aborted || Date.now() > leaseEnds) {
        stoppedEarly = true;
        break;
      }
      index += 1;
      const mine = [row.id, s.workerId];
      if (row.blocked) {
        await record(
          `update public.campaign_recipients set status = 'suppressed', claimed_by = null, claimed_until = null
            where id = $1 and claimed_by = $2`,
          mine,
          'campaigns: suppressed at send time',
        );
        report.suppressed += 1;
        continue;
      }
      if (s.ratePerSecond > 0)
        await sleep(started + ((index - 1) * 1000) / s.ratePerSecond - Date.now(), options.signal);
      if (options.signal?.aborted || Date.now() > leaseEnds) {
        stoppedEarly = true;
        break;
      }

      let template = templates.get(row.campaign_id);
      if (!template) templates.set(row.campaign_id, (template = templateFor(row)));
      const message = template(row);
      const messageId = `<${row.id}@${domain}>`;
      try {
        await sender.send({
          to: row.email,
          subject: oneLine(row.subject),
          text: message.text,
          html: message.html,
          messageId,
          headers: {
            'List-Unsubscribe': `<${message.unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            'X-Campaign-Id': row.campaign_id,
          },
        });
      } catch (error) {
        const failure = classifySendError(error);
        if (failure.kind === 'bounce') {
          await withService('campaigns: hard bounce', async (db) => {
            await db.query(
              `update public.campaign_recipients
                  set status = 'bounced', attempts = attempts + 1, last_error = $3, claimed_by = null, claimed_until = null
                where id = $1 and claimed_by = $2`,
              [...mine, failure.detail],
            );
            await db.query(
              `insert into public.mail_suppressions (email, reason, detail) values ($1, 'bounced', $2)
               on conflict (email) do nothing`,
              [row.email, failure.detail],
            );
          });
          report.bounced += 1;
        } else {
          await record(
            `update public.campaign_recipients
                set status = 'failed', attempts = attempts + 1, last_error = $3, claimed_by = null, claimed_until = null,
                    next_attempt_at = now() + make_interval(secs => $4 * (attempts + 1))
              where id = $1 and claimed_by = $2`,
            [...mine, failure.detail, s.retryDelaySeconds],
            'campaigns: send failed',
          );
          report.failed += 1;
        }
        continue;
      }
      await record(
        `update public.campaign_recipients
            set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null, message_id = $3,
                claimed_by = null, claimed_until = null
          where id = $1 and claimed_by = $2`,
        [...mine, messageId],
        'campaigns: sent',
      );
      report.sent += 1;
    }
  } finally {
    if (!options.sender) sender.close();
    if (stoppedEarly) {
      // A clean stop hands back what it did not send, so another worker need not wait out the lease.
      await record(
        `update public.campaign_recipients set claimed_by = null, claimed_until = null
          where claimed_by = $1 and status in ('pending', 'failed')`,
        [s.workerId],
        'campaigns: release claims',
      ).catch((error: unknown) => logSafeError('[campaigns] Releasing claims failed', error));
    }
  }
  await finishCampaigns(s.maxAttempts);
  return report;
}

/**
 * Runs batches until stopped (signal), or until nothing is due when `untilIdle` (scripts with --once, tests).
 * Between idle polls it waits `idleMs`, or less when wakeCampaignWorkers() is called in this process.
 */
export async function runCampaignWorker(
  options: WorkerOptions & {
    untilIdle?: boolean;
    idleMs?: number;
    onBatch?: (report: BatchReport) => void;
  } = {},
): Promise<BatchReport> {
  const s = settings(options);
  const total: BatchReport = { claimed: 0, sent: 0, failed: 0, bounced: 0, suppressed: 0 };
  // One pooled SMTP connection set for the loop's life, not a handshake per batch.
  const sender = options.sender ?? createBulkSender();
  try {
    await loop();
  } finally {
    if (!options.sender) sender.close();
  }
  return total;

  async function loop() {
    while (!options.signal?.aborted) {
      let report: BatchReport;
      try {
        report = await runCampaignBatch({ ...options, ...s, sender });
      } catch (error) {
        logSafeError('[campaigns] Worker batch failed', error);
        if (options.untilIdle) throw error;
        await idle(options.idleMs ?? 5000, options.signal);
        continue;
      }
      options.onBatch?.(report);
      for (const key of Object.keys(total) as (keyof BatchReport)[]) total[key] += report[key];
      if (report.claimed === 0) {
        if (options.untilIdle) break;
        await idle(options.idleMs ?? 5000, options.signal);
      }
    }
  }
}

type Wakers = Set<() => void>;
const wakers: Wakers = ((globalThis as { __campaignWakers?: Wakers }).__campaignWakers ??= new Set());

function idle(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      wakers.delete(wake);
      controller.abort();
    };
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    wakers.add(wake);
    void sleep(ms, controller.signal).then(() => {
      wakers.delete(wake);
      signal?.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

/** Ends the idle wait of this process's workers (a campaign was just queued or resumed here). */
export function wakeCampaignWorkers(): void {
  for (const wake of [...wakers]) wake();
}

type Embedded = { stop?: () => Promise<void> };
const embedded: Embedded = ((globalThis as { __campaignWorker?: Embedded }).__campaignWorker ??= {});

/**
 * The server's own worker (CAMPAIGN_WORKER=embedded): one loop per process, started once, stopped on shutdown.
 * /api/health starts it (monitors ask it from the start); admin campaign pages and actions start it too
 * (idempotent).
 */
export function startEmbeddedCampaignWorker(): void {
  // Never inside `next build` (a loop would keep the build process alive) or when deployed with separate workers.
  if (embedded.stop || isBuildPhase() || env().CAMPAIGN_WORKER !== 'embedded') return;
  const controller = new AbortController();
  const done = runCampaignWorker({
    signal: controller.signal,
    workerId: `server-${process.pid}-${randomUUID().slice(0, 8)}`,
  });
  // The server's other timed work rides on the same switch: waitlist offers whose hold ran out pass on.
  sweepExpiredOffersEveryMinute(controller.signal);
  embedded.stop = async () => {
    controller.abort();
    await done.catch(() => undefined);
    embedded.stop = undefined;
  };
  console.info(
    '[campaigns] Sending worker and the waitlist-offer sweep started inside the server (CAMPAIGN_WORKER=embedded)',
  );
}
