import { timingSafeEqual } from 'node:crypto';

import { startEmbeddedCampaignWorker } from '@/lib/server/campaign-worker';

/**
 * server.mjs calls this once after it starts listening, with a key only that process knows, to start the embedded
 * campaign worker inside the app's own server bundle (instrumentation.ts cannot load server-only modules).
 * Anyone else gets 404. Starting is idempotent: a second call changes nothing.
 */

export const dynamic = 'force-dynamic';

function keyMatches(given: string | null): boolean {
  const expected = process.env.CAMPAIGN_WORKER_START_KEY;
  if (!expected || !given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

export async function POST(request: Request) {
  if (!keyMatches(request.headers.get('x-campaign-worker-key')))
    return new Response('Not found', { status: 404 });
  startEmbeddedCampaignWorker();
  return new Response(null, { status: 204 });
}
