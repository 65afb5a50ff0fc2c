/**
 * npm run mail:worker [-- --once] [-- --rate=N] [-- --batch=N] [-- --lease=SECONDS]
 * Sends queued campaign mail: claims outbox rows (FOR UPDATE SKIP LOCKED, with a lease), sends them through SMTP_URL
 * at CAMPAIGN_SEND_RATE (or --rate) messages per second, and records each outcome. Runs until SIGTERM/SIGINT, or
 * with --once until nothing is due. Start as many as you like against one DATABASE_URL: no row is sent twice.
 * On the embedded database the server already runs a worker and holds the database's lock: use this with
 * DATABASE_URL (and CAMPAIGN_WORKER=off on the web instances if only these should send).
 */

import { rerunWithReactServerCondition } from './react-server-condition';

rerunWithReactServerCondition(__filename);

function numberArg(args: string[], name: string): number | undefined {
  const arg = args.find((item) => item.startsWith(`--${name}=`));
  if (!arg) return undefined;
  const value = Number(arg.slice(name.length + 3));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number, 0 or more`);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const rate = numberArg(args, 'rate');
  const batch = numberArg(args, 'batch');
  // How long a claim holds before other workers may take the rows of a worker that died (default: twice a batch's
  // sending time plus 30 s).
  const lease = numberArg(args, 'lease');
  if (lease !== undefined && lease < 1) throw new Error('--lease must be 1 second or more');
  if (batch !== undefined && (!Number.isInteger(batch) || batch < 1))
    throw new Error('--batch must be 1 or more');

  const { closeDb } = await import('@/lib/db');
  const { runCampaignWorker } = await import('@/lib/server/campaign-worker');
  const { sweepExpiredOffers, sweepExpiredOffersEveryMinute } = await import('@/lib/server/booking-sweep');
  const controller = new AbortController();
  const stop = (signal: string) => {
    if (controller.signal.aborted) return;
    console.info(`mail:worker: ${signal}, finishing the message in hand and handing the rest back`);
    controller.abort();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  try {
    const once = args.includes('--once');
    console.info(`mail:worker: started${once ? ' (until nothing is due)' : ''}`);
    // With CAMPAIGN_WORKER=off the servers leave timed work to these workers: waitlist offers whose hold ran out.
    if (once) await sweepExpiredOffers();
    else sweepExpiredOffersEveryMinute(controller.signal);
    const total = await runCampaignWorker({
      signal: controller.signal,
      untilIdle: once,
      ratePerSecond: rate,
      batchSize: batch,
      leaseSeconds: lease,
      workerId: `mail-worker-${process.pid}`,
      onBatch: (report) => {
        if (report.claimed > 0) {
          console.info(
            `mail:worker: ${report.sent} sent, ${report.failed} failed, ${report.bounced} bounced, ${report.suppressed} suppressed`,
          );
        }
      },
    });
    console.info(
      `mail:worker: stopped; ${total.sent} sent in all, ${total.failed} failed, ${total.bounced} bounced.`,
    );
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(`mail:worker failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
