import { stripeConfigured } from '@/lib/env';
import { logSafeError } from '@/lib/server/log';
import { handleStripeEvent } from '@/lib/server/payments';
import { verifyStripeWebhook } from '@/lib/server/stripe';

// Stripe signs the raw body: read it as text, never as parsed JSON.
export const dynamic = 'force-dynamic';

/**
 * Stripe's webhook. A forged, stale or unsigned body gets 400 and changes nothing. A handled (or replayed) event
 * gets 200. When the database cannot be reached the answer is 500, so Stripe retries the event later (for up to
 * three days): nothing is lost, and handling is idempotent by the event's id.
 */
export async function POST(request: Request) {
  if (!stripeConfigured()) return Response.json({ error: 'Card payment is not configured' }, { status: 404 });
  const payload = await request.text();
  const event = verifyStripeWebhook(payload, request.headers.get('stripe-signature'));
  if (!event) return Response.json({ error: 'Invalid signature' }, { status: 400 });
  try {
    const outcome = await handleStripeEvent(event);
    return Response.json({ received: true, outcome });
  } catch (error) {
    logSafeError(`[pay] Stripe event ${event.id} (${event.type}) not handled; Stripe will retry`, error);
    return Response.json({ error: 'Not handled, please retry' }, { status: 500 });
  }
}
