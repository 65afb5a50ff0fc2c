import 'server-only';

import Stripe from 'stripe';

import { env, stripeConfigured } from '@/lib/env';

/**
 * The Stripe client, made once per process from the settings. STRIPE_API_URL points it at a local stand-in of
 * Stripe's HTTP API (tests: the real API cannot be reached from CI), through the package's own host/port/protocol
 * options. Null when card payment is off (no keys): callers offer the employer invoice only.
 */
const holder = globalThis as { __stripeClient?: { key: string; client: Stripe } };

export function stripeClient(): Stripe | null {
  if (!stripeConfigured()) return null;
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = env();
  const key = `${STRIPE_SECRET_KEY}|${STRIPE_API_URL ?? ''}`;
  if (holder.__stripeClient?.key === key) return holder.__stripeClient.client;
  const api = STRIPE_API_URL ? new URL(STRIPE_API_URL) : null;
  const client = new Stripe(STRIPE_SECRET_KEY as string, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  holder.__stripeClient = { key, client };
  return client;
}

/** A webhook's event when its signature is good and fresh (Stripe's five-minute tolerance); null when forged. */
export function verifyStripeWebhook(payload: string, signature: string | null): Stripe.Event | null {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret || !signature) return null;
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    return null;
  }
}

export type { Stripe };
