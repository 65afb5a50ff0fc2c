/**
 * The Stripe stand-in as a process, for the browser tests (scripts/e2e-server.sh starts it beside the site):
 *   tsx scripts/stripe-stand-in.ts PORT WEBHOOK_URL WEBHOOK_SECRET
 * Its hosted Checkout page's Pay button sends the signed checkout.session.completed webhook to WEBHOOK_URL.
 */
import { startStripeStandIn } from '../tests/support/stripe-stand-in';

async function main() {
  const [port, webhookUrl, secret] = process.argv.slice(2);
  const standIn = await startStripeStandIn(secret, Number(port));
  standIn.webhook.url = webhookUrl;
  console.info(`[stripe stand-in] ${standIn.url}, webhooks to ${webhookUrl}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}

void main();
