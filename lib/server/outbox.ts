import 'server-only';

import { withService, type Db } from '@/lib/db';
import { send, type MailMessage } from '@/lib/mail';
import { logSafeError } from '@/lib/server/log';
import { claimMail } from '@/lib/server/mail-claim';

/**
 * The mail outbox (public.mail_outbox). A message is stored in the same transaction as the change it reports (a
 * confirmation with the confirmed status), then sent after the commit; one that SMTP refuses stays 'failed' and
 * `npm run mail:retry` sends it later. Nothing a learner must be told is lost while SMTP is down.
 * Every sender (the request after its commit, any number of mail:retry runs) claims the rows it sends first
 * (lib/server/mail-claim.ts), so no message is mailed twice.
 */

type OutboxRow = {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attachments:
    Array<{ filename: string; content: string; contentType: string; encoding?: 'base64' }> | string;
};

export type QueuedMail = Pick<MailMessage, 'subject' | 'text' | 'html' | 'attachments'> & { to: string };

/** Stores one message in the caller's transaction; returns its id for deliverQueued after the commit. */
export async function queueMail(db: Db, message: QueuedMail, topic: string | null = null): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into public.mail_outbox (to_address, subject, body_text, body_html, attachments, topic)
     values ($1, $2, $3, $4, $5::jsonb, $6) returning id`,
    [
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
      JSON.stringify(message.attachments ?? []),
      topic,
    ],
  );
  return row.id;
}

async function deliverRow(row: OutboxRow): Promise<boolean> {
  const attachments = typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments;
  try {
    await send({
      to: row.to_address,
      subject: row.subject,
      text: row.body_text,
      html: row.body_html ?? undefined,
      attachments,
    });
  } catch (error) {
    logSafeError(`Outbox message ${row.id} could not be mailed; kept for npm run mail:retry`, error);
    const reason = error instanceof Error ? error.message : String(error);
    await withService('outbox: mail failed', (db) =>
      db.query(
        `update public.mail_outbox
            set status = 'failed', attempts = attempts + 1, last_error = left($2, 500), claimed_until = null
          where id = $1 and status <> 'sent'`,
        [row.id, reason],
      ),
    ).catch((updateError) =>
      logSafeError(`Outbox message ${row.id}: could not record the failure`, updateError),
    );
    return false;
  }
  await withService('outbox: mail sent', (db) =>
    db.query(
      `update public.mail_outbox
          set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null, claimed_until = null
        where id = $1`,
      [row.id],
    ),
  ).catch((error) => logSafeError(`Outbox message ${row.id} was mailed but not marked sent`, error));
  return true;
}

const COLUMNS = 'id, to_address, subject, body_text, body_html, attachments';

function claim(label: string, where: string, params: unknown[], limit: number): Promise<OutboxRow[]> {
  return claimMail<OutboxRow>('outbox', { label, columns: COLUMNS, where, params, limit });
}

/** Sends the queued messages with these ids that are not sent yet, in the order they were queued. Never throws. */
export async function deliverQueued(ids: readonly string[]): Promise<{ sent: number; failed: number }> {
  const report = { sent: 0, failed: 0 };
  if (ids.length === 0) return report;
  let rows: OutboxRow[];
  try {
    rows = await claim('outbox: claim queued mail', 'id = any($1::uuid[])', [ids], ids.length);
  } catch (error) {
    logSafeError('Queued mail could not be read; npm run mail:retry sends it later', error);
    return { sent: 0, failed: ids.length };
  }
  for (const row of rows) {
    if (await deliverRow(row)) report.sent += 1;
    else report.failed += 1;
  }
  return report;
}

/** `npm run mail:retry`: every failed message, and pending ones older than `minAgeMinutes` (an interrupted send). */
export async function retryOutbox(
  options: { minAgeMinutes?: number; limit?: number } = {},
): Promise<{ attempted: number; sent: number; failed: number }> {
  const minAge = Math.max(0, options.minAgeMinutes ?? 10);
  const limit = Math.max(1, Math.min(options.limit ?? 100, 1000));
  const rows = await claim(
    'outbox: claim unsent mail',
    `status = 'failed' or (status = 'pending' and created_at <= now() - make_interval(mins => $1::integer))`,
    [minAge],
    limit,
  );
  const report = { attempted: rows.length, sent: 0, failed: 0 };
  for (const row of rows) {
    if (await deliverRow(row)) report.sent += 1;
    else report.failed += 1;
  }
  return report;
}
