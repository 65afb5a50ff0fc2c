import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

/**
 * A local stand-in of the parts of Stripe's HTTP API the site calls (Checkout Sessions: create, retrieve, expire;
 * Refunds: create), reached through the stripe package's own host/port/protocol options, since the real API cannot
 * be reached from CI. It records every call's parameters (as Stripe receives them: form-encoded, flattened keys) so
 * tests assert what the site asked for. It also serves a hosted "Checkout" page: pressing Pay sends the signed
 * checkout.session.completed webhook to the site (signed with the package's own test-header helper) and goes back
 * to the success URL, as Stripe would.
 */

export type RecordedCall = {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

type CheckoutRecord = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  params: Record<string, string>;
  paymentIntent: string;
};

export type StripeStandIn = {
  /** http://127.0.0.1:PORT, for STRIPE_API_URL. */
  url: string;
  calls: RecordedCall[];
  checkouts: Map<string, CheckoutRecord>;
  /** Answer the next N calls with a 500 (Stripe down). */
  failNext(count: number): void;
  /** Carry out the next N calls but drop the connection before answering (the answer lost on the way back). */
  dropNextAnswers(count: number): void;
  /** The refunds made (one per idempotency key, as Stripe replays a repeated key's first answer). */
  refunds: Array<{ id: string; paymentIntent: string; amount: number }>;
  /** The checkout.session.* event Stripe would send for one of its sessions, and its signature header. */
  event(
    checkoutId: string,
    type: 'checkout.session.completed' | 'checkout.session.expired',
    options?: { eventId?: string; secret?: string; timestamp?: number },
  ): { payload: string; signature: string; eventId: string };
  /** Where the hosted page sends its webhooks (the site's /api/stripe/webhook) and with which secret. */
  webhook: { url: string | null; secret: string };
  close(): Promise<void>;
};

let eventCounter = 0;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${Date.now()}` });
  response.end(JSON.stringify(body));
}

export async function startStripeStandIn(
  webhookSecret = 'whsec_test_stand_in_secret',
  port = 0,
): Promise<StripeStandIn> {
  const calls: RecordedCall[] = [];
  const checkouts = new Map<string, CheckoutRecord>();
  let failures = 0;
  let drops = 0;
  let counter = 0;
  const refunds: StripeStandIn['refunds'] = [];
  // Stripe keeps the first answer to a POST per idempotency key and replays it for a repeat of that key.
  const answered = new Map<string, unknown>();
  let origin = '';
  const webhook: StripeStandIn['webhook'] = { url: null, secret: webhookSecret };

  function sessionObject(record: CheckoutRecord) {
    const amount = Number(record.params['line_items[0][price_data][unit_amount]'] ?? 0);
    return {
      id: record.id,
      object: 'checkout.session',
      status: record.status,
      mode: 'payment',
      currency: 'aud',
      amount_total: amount,
      amount_subtotal: amount,
      client_reference_id: record.params.client_reference_id ?? null,
      customer_email: record.params.customer_email ?? null,
      metadata: {
        booking_id: record.params['metadata[booking_id]'],
        reference: record.params['metadata[reference]'],
      },
      payment_status: record.status === 'complete' ? 'paid' : 'unpaid',
      payment_intent: record.status === 'complete' ? record.paymentIntent : null,
      success_url: record.params.success_url,
      cancel_url: record.params.cancel_url,
      expires_at: Number(record.params.expires_at ?? 0),
      url: record.status === 'open' ? `${origin}/pay/${record.id}` : null,
    };
  }

  function event(
    checkoutId: string,
    type: 'checkout.session.completed' | 'checkout.session.expired',
    options: { eventId?: string; secret?: string; timestamp?: number } = {},
  ) {
    const record = checkouts.get(checkoutId);
    if (!record) throw new Error(`No Checkout ${checkoutId} in the stand-in`);
    if (type === 'checkout.session.completed') record.status = 'complete';
    if (type === 'checkout.session.expired' && record.status === 'open') record.status = 'expired';
    eventCounter += 1;
    const eventId = options.eventId ?? `evt_test_${Date.now()}_${eventCounter}`;
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: sessionObject(record) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhook.secret,
      timestamp: options.timestamp,
    });
    return { payload, signature, eventId };
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const body = await readBody(request);
    // The hosted Checkout page: one button, as a form; its POST "pays".
    const page = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (page) {
      const record = checkouts.get(page[1]);
      if (!record) return json(response, 404, { error: 'No such Checkout' });
      if (request.method === 'GET') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        const amount = Number(record.params['line_items[0][price_data][unit_amount]'] ?? 0);
        response.end(
          `<!doctype html><html lang="en"><head><title>Checkout stand-in</title><meta name="viewport" content="width=device-width"></head><body><main><h1>Checkout stand-in</h1><p>Pay A$${(amount / 100).toFixed(2)} for ${record.params['line_items[0][price_data][product_data][name]'] ?? ''}</p><form method="post"><button type="submit">Pay</button></form></main></body></html>`,
        );
        return;
      }
      const signed = event(record.id, 'checkout.session.completed');
      if (webhook.url) {
        await fetch(webhook.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signed.signature },
          body: signed.payload,
        });
      }
      response.writeHead(303, {
        Location: record.params.success_url.replace('{CHECKOUT_SESSION_ID}', record.id),
      });
      response.end();
      return;
    }

    const params = Object.fromEntries(new URLSearchParams(body));
    calls.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      params,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      authorization: request.headers.authorization,
    });
    if (failures > 0) {
      failures -= 1;
      return json(response, 500, { error: { type: 'api_error', message: 'Stand-in failure' } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      counter += 1;
      const record: CheckoutRecord = {
        id: `cs_test_${counter}_${Date.now()}`,
        status: 'open',
        params,
        paymentIntent: `pi_test_${counter}_${Date.now()}`,
      };
      checkouts.set(record.id, record);
      return json(response, 200, sessionObject(record));
    }
    const one = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)(\/expire)?$/.exec(url.pathname);
    if (one) {
      const record = checkouts.get(one[1]);
      if (!record)
        return json(response, 404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      if (one[2] && request.method === 'POST') {
        if (record.status !== 'open')
          return json(response, 400, {
            error: { type: 'invalid_request_error', message: 'Session is not open' },
          });
        record.status = 'expired';
      }
      return json(response, 200, sessionObject(record));
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = request.headers['idempotency-key'] as string | undefined;
      let refund = key ? answered.get(key) : undefined;
      if (!refund) {
        counter += 1;
        refund = {
          id: `re_test_${counter}`,
          object: 'refund',
          amount: Number(params.amount ?? 0),
          currency: 'aud',
          payment_intent: params.payment_intent,
          status: 'succeeded',
        };
        refunds.push({
          id: `re_test_${counter}`,
          paymentIntent: params.payment_intent,
          amount: Number(params.amount ?? 0),
        });
        if (key) answered.set(key, refund);
      }
      if (drops > 0) {
        drops -= 1;
        request.socket.destroy();
        return;
      }
      return json(response, 200, refund);
    }
    return json(response, 404, {
      error: { type: 'invalid_request_error', message: `Unknown ${url.pathname}` },
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    calls,
    checkouts,
    failNext(count) {
      failures = count;
    },
    dropNextAnswers(count) {
      drops = count;
    },
    refunds,
    event,
    webhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
