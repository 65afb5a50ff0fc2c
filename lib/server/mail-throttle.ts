import 'server-only';

import { withService } from '@/lib/db';
import { send, type MailMessage, type SendResult } from '@/lib/mail';

/**
 * Mail the site sends to an address a visitor typed (acknowledgements, welcomes, confirmations): at most one per
 * recipient per hour, whoever asks and from wherever, so the forms cannot be used to flood an inbox. Kept in
 * public.rate_limits (key `mail-to:<address>`, the send time as window_start), so it holds across instances.
 */

export const UNSOLICITED_MAIL_INTERVAL_SECONDS = 3600;

function recipientKey(address: string): string {
  return `mail-to:${address.trim().toLowerCase()}`.slice(0, 300);
}

type Claim = { key: string };

/** Claims the recipient's hourly slot; null when a mail went to the address within the last hour. */
export async function claimRecipient(address: string): Promise<Claim | null> {
  const key = recipientKey(address);
  const rows = await withService('mail: recipient throttle', async (db) => {
    // Serialises claims on one address (two instances, one moment): the second sees the first's row.
    await db.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
    return db.query<Claim>(
      `insert into public.rate_limits (key, window_start, count)
       select $1, now(), 1
        where not exists (
          select 1 from public.rate_limits
           where key = $1 and window_start > now() - make_interval(secs => $2::integer))
       returning key`,
      [key, UNSOLICITED_MAIL_INTERVAL_SECONDS],
    );
  });
  return rows[0] ?? null;
}

/** Gives the slot back when the mail did not go out, so a retry is not refused (the hour's one claim is ours). */
async function releaseClaim(claim: Claim): Promise<void> {
  await withService('mail: recipient throttle released', (db) =>
    db.query(
      `delete from public.rate_limits
        where key = $1 and window_start > now() - make_interval(secs => $2::integer)`,
      [claim.key, UNSOLICITED_MAIL_INTERVAL_SECONDS],
    ),
  );
}

export type ThrottledSendResult = ({ sent: true } & SendResult) | { sent: false; reason: 'throttled' };

/**
 * Sends `message` (one recipient) unless that address already had a mail of this kind within the hour. The caller
 * builds the message from what it may quote (lib/rules/mail-greeting.ts); throws when sending fails, as send() does.
 */
export async function sendToUnprovenAddress(message: MailMessage): Promise<ThrottledSendResult> {
  const recipients = Array.isArray(message.to) ? message.to : [message.to];
  if (recipients.length !== 1) throw new Error('sendToUnprovenAddress sends to exactly one recipient');
  const claim = await claimRecipient(recipients[0]);
  if (!claim) {
    console.info('[mail] skipped: the recipient already had a mail from a form within the hour');
    return { sent: false, reason: 'throttled' };
  }
  try {
    return { sent: true, ...(await send(message)) };
  } catch (error) {
    await releaseClaim(claim).catch(() => undefined);
    throw error;
  }
}
