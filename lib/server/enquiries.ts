import 'server-only';

import { coordinators } from '@/content/contacts';
import { withService } from '@/lib/db';
import { deliverInline, type Deliver } from '@/lib/mail/deliver';
import { logSafeError } from '@/lib/server/log';
import { claimMail } from '@/lib/server/mail-claim';
import { sendToUnprovenAddress } from '@/lib/server/mail-throttle';
import { acknowledgementMail, coordinatorMail, enquiryState } from '@/lib/rules/enquiry-mail';
import { send } from '@/lib/mail';
import type { EnquiryData } from '@/lib/validation/enquiry';

/**
 * Course enquiries (spec 000: the send-enquiry call). Stored first, through the service path, then mailed to the
 * routed coordinator with an acknowledgement to the visitor. A mail failure leaves the enquiry stored and marked
 * 'failed' for `npm run mail:retry`; only an enquiry that could not be stored falls back to the visitor's mail app.
 */

type EnquiryRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  course_interested: string;
  enquiry: string;
  state: 'NSW' | 'QLD';
  created_at: Date | string;
};

const COLUMNS = 'id, name, email, phone, course_interested, enquiry, state, created_at';

/** Claims enquiries to mail (lib/server/mail-claim.ts): no other sender mails them until the outcome is recorded. */
function claimEnquiries(
  label: string,
  where: string,
  params: unknown[],
  limit: number,
): Promise<EnquiryRow[]> {
  return claimMail<EnquiryRow>('enquiries', { label, columns: COLUMNS, where, params, limit });
}

/**
 * Stores a parsed enquiry through the service path and hands its mailing to `deliver` (after the response in the
 * action, awaited in scripts). The honeypot, the schema and the rate limit are the action's (app/contact/actions.ts,
 * through serverAction). Throws when it cannot be stored: the form then falls back to the visitor's mail app.
 */
export async function storeEnquiry(
  data: EnquiryData,
  deliver: Deliver = deliverInline,
): Promise<{ id: string }> {
  const [row] = await withService('enquiry: store', (db) =>
    db.query<EnquiryRow>(
      `insert into public.enquiries (name, email, phone, course_interested, enquiry, state)
       values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
      [data.name, data.email, data.phone || null, data.courseInterested, data.enquiry, enquiryState(data)],
    ),
  );
  if (!row) throw new Error('The enquiry insert returned no row');
  const stored = row;
  await deliver(async () => {
    // Claimed first: a mail:retry that already took it (a delivery held up for minutes) is not doubled.
    let claimed: EnquiryRow[];
    try {
      claimed = await claimEnquiries('enquiry: claim for delivery', 'id = $1', [stored.id], 1);
    } catch (error) {
      // The enquiry is stored and still pending: npm run mail:retry sends it once the database answers again.
      logSafeError(
        `Enquiry ${stored.id} could not be claimed for mailing; kept for npm run mail:retry`,
        error,
      );
      return;
    }
    if (claimed.length > 0) await deliverEnquiry(stored);
  });
  return { id: stored.id };
}

/**
 * Mails one stored enquiry to its coordinator, records the outcome, then acknowledges it to the visitor.
 * Returns whether the coordinator's copy went out. Never throws.
 */
async function deliverEnquiry(row: EnquiryRow): Promise<boolean> {
  const coordinator = coordinators[row.state];
  const content = {
    name: row.name,
    email: row.email,
    phone: row.phone,
    courseInterested: row.course_interested,
    enquiry: row.enquiry,
  };
  try {
    await send(coordinatorMail({ ...content, id: row.id, createdAt: new Date(row.created_at) }, coordinator));
  } catch (error) {
    logSafeError(`Enquiry ${row.id} could not be mailed; kept for npm run mail:retry`, error);
    const reason = error instanceof Error ? error.message : String(error);
    try {
      await withService('enquiry: mail failed', (db) =>
        db.query(
          `update public.enquiries
              set mail_status = 'failed', attempts = attempts + 1, last_error = left($2, 500), claimed_until = null
            where id = $1`,
          [row.id, reason],
        ),
      );
    } catch (updateError) {
      logSafeError(`Enquiry ${row.id}: could not record the mail failure`, updateError);
    }
    return false;
  }
  try {
    await withService('enquiry: mail sent', (db) =>
      db.query(
        `update public.enquiries
            set mail_status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null,
                claimed_until = null
          where id = $1`,
        [row.id],
      ),
    );
  } catch (error) {
    logSafeError(`Enquiry ${row.id} was mailed but not marked sent`, error);
  }
  try {
    await sendToUnprovenAddress(acknowledgementMail(content, coordinator));
  } catch (error) {
    logSafeError(`Enquiry ${row.id}: the acknowledgement could not be mailed`, error);
  }
  return true;
}

export type RetryReport = { attempted: number; sent: number; failed: number };

/**
 * `npm run mail:retry`: mails every enquiry that failed, and those still pending after `minAgeMinutes` (a delivery
 * interrupted by a restart), oldest first.
 */
export async function retryUnsentEnquiries(
  options: { minAgeMinutes?: number; limit?: number } = {},
): Promise<RetryReport> {
  const minAge = Math.max(0, options.minAgeMinutes ?? 10);
  const limit = Math.max(1, Math.min(options.limit ?? 100, 1000));
  const rows = await claimEnquiries(
    'enquiry: claim unsent mail',
    `mail_status = 'failed' or (mail_status = 'pending' and created_at <= now() - make_interval(mins => $1::integer))`,
    [minAge],
    limit,
  );
  const report: RetryReport = { attempted: rows.length, sent: 0, failed: 0 };
  for (const row of rows) {
    if (await deliverEnquiry(row)) report.sent += 1;
    else report.failed += 1;
  }
  return report;
}
