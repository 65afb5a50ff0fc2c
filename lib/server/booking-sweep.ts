import 'server-only';

import { queueExpiryReminders } from '@/lib/server/certificates';
import { expireOffers } from '@/lib/server/enrolments';
import { deliverQueued } from '@/lib/server/outbox';
import { logSafeError } from '@/lib/server/log';
import { releaseLapsedHolds } from '@/lib/server/payments';
import { priceBookForCharging } from '@/lib/server/price-overrides';
import { sweepReadiness } from '@/lib/server/readiness';

/** How often a running server passes on waitlist offers whose hold ran out. */
export const BOOKING_SWEEP_INTERVAL_MS = 60_000;

/**
 * Passes on every waitlist offer whose hold (BOOKING_OFFER_HOURS) ran out: the place goes to the next person
 * waiting, with their mail, or back to the session. Safe on several instances at once: each session is handled
 * under its row lock, and an offer already passed on is no longer expired. Never throws.
 */
export async function sweepExpiredOffers(): Promise<number> {
  await sweepLapsedHolds();
  try {
    const expired = await expireOffers({ prices: await priceBookForCharging() });
    if (expired > 0)
      console.info(`[booking] ${expired} expired waitlist ${expired === 1 ? 'offer' : 'offers'} passed on`);
    return expired;
  } catch (error) {
    logSafeError(
      '[booking] Expired waitlist offers could not be passed on; the next sweep tries again',
      error,
    );
    return 0;
  }
}

/** How often certificate expiry reminders are looked for (each goes once, on its day). */
export const REMINDER_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Queues and sends the certificate expiry reminders due today. Never throws. */
export async function sweepExpiryReminders(now: Date = new Date()): Promise<number> {
  try {
    const mailIds = await queueExpiryReminders(now);
    if (mailIds.length > 0) {
      console.info(
        `[certificates] ${mailIds.length} expiry ${mailIds.length === 1 ? 'reminder' : 'reminders'} queued`,
      );
      await deliverQueued(mailIds);
    }
    return mailIds.length;
  } catch (error) {
    logSafeError('[certificates] Expiry reminders could not be queued; the next sweep tries again', error);
    return 0;
  }
}

/**
 * Runs the sweep now and then every minute (expiry reminders every hour) until `signal` aborts; the timers never
 * keep a process alive.
 */
export function sweepExpiredOffersEveryMinute(signal: AbortSignal): void {
  if (signal.aborted) return;
  // The readiness sweep (ID documents due for deletion, reminders two days before) shares the minute.
  const tick = () => {
    void sweepExpiredOffers();
    void sweepReadiness();
  };
  tick();
  void sweepExpiryReminders();
  const timer = setInterval(tick, BOOKING_SWEEP_INTERVAL_MS);
  const reminders = setInterval(() => void sweepExpiryReminders(), REMINDER_SWEEP_INTERVAL_MS);
  timer.unref();
  reminders.unref();
  signal.addEventListener(
    'abort',
    () => {
      clearInterval(timer);
      clearInterval(reminders);
    },
    { once: true },
  );
}

/**
 * Releases Book and pay holds that lapsed (BOOKING_HOLD_MINUTES) and expires their open Checkouts. Runs with the
 * offer sweep; every new hold in a session also releases that session's lapsed holds first. Never throws.
 */
export async function sweepLapsedHolds(): Promise<number> {
  try {
    const released = await releaseLapsedHolds();
    if (released > 0) console.info(`[pay] ${released} lapsed ${released === 1 ? 'hold' : 'holds'} released`);
    return released;
  } catch (error) {
    logSafeError('[pay] Lapsed holds could not be released; the next sweep tries again', error);
    return 0;
  }
}
