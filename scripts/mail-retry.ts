/**
 * npm run mail:retry [-- --all] [-- --limit=N]
 * Mails every stored enquiry whose mail failed (and those still pending after 10 minutes, or all pending with --all)
 * to its coordinator, with the visitor's acknowledgement. Uses DATABASE_URL or the embedded database; the embedded
 * one is locked while the app runs, so stop `npm run dev`/`start` first.
 */

import { rerunWithReactServerCondition } from './react-server-condition';

rerunWithReactServerCondition(__filename);

async function main() {
  const args = process.argv.slice(2);
  const limitArg = args.find((arg) => arg.startsWith('--limit='));
  const limit = limitArg ? Number(limitArg.slice('--limit='.length)) : 100;
  if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a positive whole number');

  const { closeDb } = await import('@/lib/db');
  const { retryUnsentEnquiries } = await import('@/lib/server/enquiries');
  const { retryOutbox } = await import('@/lib/server/outbox');
  const { expireOffers } = await import('@/lib/server/enrolments');
  try {
    const minAgeMinutes = args.includes('--all') ? 0 : 10;
    const report = await retryUnsentEnquiries({ minAgeMinutes, limit });
    console.info(
      report.attempted === 0
        ? 'mail:retry: no unsent enquiries.'
        : `mail:retry: ${report.attempted} unsent ${report.attempted === 1 ? 'enquiry' : 'enquiries'}: ${report.sent} sent, ${report.failed} failed again.`,
    );
    // Offers of a waitlisted place that ran out pass the place on (and queue that mail) before the outbox is sent.
    const expired = await expireOffers();
    if (expired > 0)
      console.info(
        `mail:retry: ${expired} expired waitlist ${expired === 1 ? 'offer' : 'offers'} passed on.`,
      );
    // Verified ID documents whose time has come are deleted; reminders two days before are queued and sent.
    const { sendReadinessReminders, sweepIdDocuments } = await import('@/lib/server/readiness');
    const deleted = await sweepIdDocuments();
    if (deleted > 0) console.info(`mail:retry: ${deleted} verified ID document(s) deleted.`);
    const reminded = await sendReadinessReminders();
    if (reminded > 0) console.info(`mail:retry: ${reminded} readiness reminder(s) sent.`);
    const outbox = await retryOutbox({ minAgeMinutes, limit });
    console.info(
      outbox.attempted === 0
        ? 'mail:retry: no unsent booking mail.'
        : `mail:retry: ${outbox.attempted} unsent booking ${outbox.attempted === 1 ? 'message' : 'messages'}: ${outbox.sent} sent, ${outbox.failed} failed again.`,
    );
    process.exitCode = report.failed > 0 || outbox.failed > 0 ? 1 : 0;
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(`mail:retry failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
