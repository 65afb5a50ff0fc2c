import 'server-only';

import { withService } from '@/lib/db';

/**
 * Claims mail rows before sending them, so that two senders (the request that stored a message, and any number of
 * `npm run mail:retry` runs from cron on several hosts) never mail one twice. One UPDATE over a FOR UPDATE SKIP
 * LOCKED selection sets a lease (`claimed_until`): rows another sender holds are skipped, not waited for, and the
 * lease of a sender that died runs out by itself. The sender clears the lease when it records the outcome.
 */

/** Long enough for one batch of SMTP sends; a crashed sender's messages are sent again after it. */
export const CLAIM_SECONDS = 300;

/** The queues that are claimed this way; names are never taken from input. */
const QUEUES = {
  outbox: { table: 'public.mail_outbox', unsent: `status <> 'sent'`, order: 'position' },
  enquiries: { table: 'public.enquiries', unsent: `mail_status <> 'sent'`, order: 'created_at, id' },
} as const;

export async function claimMail<Row>(
  queue: keyof typeof QUEUES,
  options: { label: string; columns: string; where: string; params: unknown[]; limit: number },
): Promise<Row[]> {
  const { table, unsent, order } = QUEUES[queue];
  const limit = Math.max(1, Math.trunc(options.limit));
  return withService(options.label, (db) =>
    db.query<Row>(
      `with claimed as (
         update ${table} set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
          where id in (
            select id from ${table}
             where ${unsent} and (claimed_until is null or claimed_until < now()) and (${options.where})
             order by ${order}
             limit ${limit}
             for update skip locked)
          returning ${options.columns}, ${order.split(',')[0]} as claim_order)
       select * from claimed order by claim_order`,
      options.params,
    ),
  );
}
