import { afterAll, describe, expect, it, vi } from 'vitest';
import { coversPglite } from './helpers/stage';

// Only server.mjs knows the key it generated; anyone else who finds the route gets a plain 404 and starts nothing.
const KEY = 'a'.repeat(64);
process.env.CAMPAIGN_WORKER_START_KEY = KEY;
const started = vi.fn();
vi.mock('@/lib/server/campaign-worker', () => ({ startEmbeddedCampaignWorker: started }));

const { POST } = await import('@/app/api/internal/campaign-worker/route');

const post = (headers: Record<string, string>) =>
  POST(new Request('http://127.0.0.1/api/internal/campaign-worker', { method: 'POST', headers }));

describe.runIf(coversPglite())('the internal campaign-worker start route', () => {
  afterAll(() => {
    delete process.env.CAMPAIGN_WORKER_START_KEY;
  });

  it('answers 404 and starts nothing without the key, with a forged one, or one of another length', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-campaign-worker-key': 'b'.repeat(64) },
      { 'x-campaign-worker-key': KEY.slice(1) },
      { 'x-campaign-worker-key': `${KEY}a` },
      { 'x-campaign-worker-key': '' },
      // A spoofed forwarding header changes nothing: only the key counts.
      { 'x-forwarded-for': '127.0.0.1', 'x-campaign-worker-key': 'c'.repeat(64) },
    ];
    for (const headers of attempts) {
      expect((await post(headers)).status).toBe(404);
    }
    expect(started).not.toHaveBeenCalled();
  });

  it("starts the worker for server.mjs's own key", async () => {
    expect((await post({ 'x-campaign-worker-key': KEY })).status).toBe(204);
    expect(started).toHaveBeenCalledTimes(1);
  });
});
