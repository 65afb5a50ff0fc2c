import { beforeEach, describe, expect, it, vi } from 'vitest';

import { rateLimits } from '@/lib/server/rate-limit';

import { backends, useTestDatabase } from './helpers/database';
import { asRequest } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

// Counts the drawings of the social post (each takes ~120 ms of CPU).
const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/server/marketing-images', async (original) => {
  const actual = await original<typeof import('@/lib/server/marketing-images')>();
  return {
    ...actual,
    socialPng: (...args: Parameters<typeof actual.socialPng>) => {
      drawn.count += 1;
      return actual.socialPng(...args);
    },
  };
});

const { GET } = await import('@/app/api/marketing/promotional/[item]/route');
const { clearSocialImages } = await import('@/lib/server/social-image-cache');

const social = (ip: string, headers: Record<string, string> = {}) =>
  asRequest(
    null,
    () =>
      GET(new Request('http://localhost/api/marketing/promotional/social', { headers }), {
        params: Promise.resolve({ item: 'social' }),
      }),
    { ip },
  );

let counter = 0;
const nextIp = () => `203.0.113.${(counter += 1)}`;

/**
 * The promotional social post (/api/marketing/promotional/social): drawn once per price it shows and kept, with an
 * ETag and a Cache-Control that let caches keep it; requests are rate limited per client.
 */
describe.each(backends())('promotional files (%s)', (backend) => {
  const database = useTestDatabase(backend);

  beforeEach(() => {
    clearSocialImages();
    drawn.count = 0;
  });

  it('draws the social post once per price shown, answers a matching ETag with 304, and draws again when the price changes', async () => {
    const first = await social(nextIp());
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"social-[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(first.headers.get('cache-control')).not.toContain('no-store');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');

    const second = await social(nextIp());
    expect(second.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    const revalidated = await social(nextIp(), { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(drawn.count).toBe(1);

    // An admin changes the price the post shows: a new version, drawn once.
    const { specials } = await import('@/content/specials');
    await database.current().query(
      `insert into public.price_overrides (item_type, item_id, level, price) values ('package', $1, 'standard', 111)
         on conflict (item_type, item_id, level) do update set price = 111`,
      [specials[0].packageId],
    );
    const changed = await social(nextIp(), { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(drawn.count).toBe(2);
  });

  it('is rate limited per client', async () => {
    const ip = nextIp();
    const { limit } = rateLimits['marketing-file'].perIp;
    for (let i = 0; i < limit; i += 1) expect((await social(ip)).status).toBe(200);
    const refused = await social(ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await social(nextIp())).status).toBe(200);
    expect(drawn.count).toBe(1);
  });
});
