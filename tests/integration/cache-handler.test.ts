import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import CacheHandler, {
  closeRedisCacheClients,
  MemoryCacheHandler,
  RedisCacheHandler,
} from '@/lib/node/cache-handler.mjs';
import { redisServerAvailable, startRedisServer, type RedisServer } from '@/tests/support/redis-server';
import { coversPglite } from './helpers/stage';

/** A page entry as Next hands it to set(): HTML, RSC bytes, per-segment bytes, and its tags in a header. */
function pageEntry(html: string, tags: string[]) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
    postponed: undefined,
  };
}

const PAGE_TAGS = [
  '_N_T_/layout',
  '_N_T_/packages/layout',
  '_N_T_/packages/page',
  '_N_T_/packages',
  'prices',
];
const pageGet = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const pageSet = {
  cacheControl: { revalidate: false, expire: undefined },
  isRoutePPREnabled: false,
  isFallback: false,
};

describe.skipIf(!redisServerAvailable() || !coversPglite())('the shared cache handler (Redis)', () => {
  let redis: RedisServer;
  // Two handlers on two connections (two host names for one server): what two instances of the site do.
  let instanceA: RedisCacheHandler;
  let instanceB: RedisCacheHandler;

  beforeAll(async () => {
    redis = await startRedisServer();
    instanceA = new RedisCacheHandler({}, { url: `redis://127.0.0.1:${redis.port}`, buildId: 'build-1' });
    instanceB = new RedisCacheHandler({}, { url: `redis://localhost:${redis.port}`, buildId: 'build-1' });
  });

  afterAll(async () => {
    await closeRedisCacheClients();
    await redis?.stop();
  });

  it('serves a page stored by one instance to the other, bytes and segments intact', async () => {
    await instanceA.set('/packages', pageEntry('<p>$2,999</p>', PAGE_TAGS), pageSet);
    const entry = await instanceB.get('/packages', pageGet);
    expect(entry).not.toBeNull();
    const value = entry!.value as ReturnType<typeof pageEntry>;
    expect(value.html).toBe('<p>$2,999</p>');
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.rscData.toString()).toBe('rsc:<p>$2,999</p>');
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(entry!.lastModified).toBeGreaterThan(Date.now() - 60_000);
  });

  it('drops the page on every instance when one revalidates a tag it carries, then keeps the new copy', async () => {
    await instanceA.set('/packages', pageEntry('<p>old</p>', PAGE_TAGS), pageSet);
    expect(await instanceB.get('/packages', pageGet)).not.toBeNull();

    await instanceA.revalidateTag(['prices']);
    expect(await instanceB.get('/packages', pageGet)).toBeNull();
    expect(await instanceA.get('/packages', pageGet)).toBeNull();

    // B renders the page again after the change: that copy is fresh for both.
    await instanceB.set('/packages', pageEntry('<p>new</p>', PAGE_TAGS), pageSet);
    expect((await instanceA.get('/packages', pageGet))?.value).toMatchObject({ html: '<p>new</p>' });
  });

  it("revalidatePath's implicit tag reaches other instances too", async () => {
    await instanceA.set('/packages', pageEntry('<p>before</p>', PAGE_TAGS), pageSet);
    await instanceB.revalidateTag('_N_T_/packages');
    expect(await instanceA.get('/packages', pageGet)).toBeNull();
  });

  it('an instance whose estimate of the Redis clock trails it still drops a page changed just before', async () => {
    await instanceA.set('/promotions', pageEntry('<p>before</p>', ['_N_T_/promotions', 'prices']), pageSet);
    await instanceB.revalidateTag('prices');
    // A's last TIME round trip put its estimate a few milliseconds behind Redis, as a busy machine can.
    const shared = (instanceA as unknown as { shared: { offset: number } }).shared;
    shared.offset -= 5;
    try {
      expect(await instanceA.get('/promotions', pageGet)).toBeNull();
    } finally {
      shared.offset += 5;
    }
  });

  it('leaves pages without the tag alone', async () => {
    await instanceA.set('/reviews', pageEntry('<p>reviews</p>', ['_N_T_/reviews', 'reviews']), pageSet);
    await instanceA.revalidateTag('prices');
    expect((await instanceB.get('/reviews', pageGet))?.value).toMatchObject({ html: '<p>reviews</p>' });
  });

  it('drops unstable_cache data by its own tags and by the tags of the page reading it', async () => {
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: '[]', status: 200 },
      revalidate: false,
      tags: ['slots'],
    };
    const fetchGet = { kind: 'FETCH', tags: ['slots'], softTags: ['_N_T_/calendar/layout'] };
    await instanceA.set('upcoming', data, { fetchCache: true, tags: ['slots'] });
    expect((await instanceB.get('upcoming', fetchGet))?.value).toMatchObject({ kind: 'FETCH' });

    await instanceB.revalidateTag('slots');
    expect(await instanceA.get('upcoming', fetchGet)).toBeNull();

    await instanceA.set('upcoming', data, { fetchCache: true, tags: ['slots'] });
    await instanceA.revalidateTag('_N_T_/calendar/layout');
    expect(await instanceB.get('upcoming', fetchGet)).toBeNull();
  });

  it('a profile (revalidateTag(tag, "max")) makes the page stale on every instance: rendered again', async () => {
    await instanceA.set('/reviews', pageEntry('<p>stale soon</p>', ['reviews-stale']), pageSet);
    await instanceA.revalidateTag(['reviews-stale'], { expire: 3600 });
    expect(await instanceB.get('/reviews', pageGet)).toBeNull();
  });

  it("never serves another build's entries", async () => {
    const nextBuild = new RedisCacheHandler(
      {},
      { url: `redis://127.0.0.1:${redis.port}`, buildId: 'build-2' },
    );
    await instanceA.set('/courses', pageEntry('<p>build 1</p>', ['_N_T_/courses']), pageSet);
    expect(await nextBuild.get('/courses', pageGet)).toBeNull();
  });

  it('a deleted entry (set to null) is gone for every instance', async () => {
    await instanceA.set('/gone', pageEntry('<p>x</p>', []), pageSet);
    await instanceB.set('/gone', null, pageSet);
    expect(await instanceA.get('/gone', pageGet)).toBeNull();
  });
});

describe.runIf(coversPglite())('the cache handler without Redis', () => {
  it('a Redis that does not answer is a miss, never an error or a hang', async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    const down = new RedisCacheHandler({}, { url: 'redis://127.0.0.1:9', buildId: 'x' });
    const started = Date.now();
    await expect(down.get('/packages', pageGet)).resolves.toBeNull();
    await expect(down.set('/packages', pageEntry('<p>x</p>', []), pageSet)).resolves.toBeUndefined();
    await expect(down.revalidateTag('prices')).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
    await closeRedisCacheClients();
  });

  it('is chosen at run time: memory without REDIS_URL and while building, Redis with it', async () => {
    const saved = { url: process.env.REDIS_URL, phase: process.env.NEXT_PHASE };
    try {
      delete process.env.REDIS_URL;
      expect(new CacheHandler({})).toBeInstanceOf(MemoryCacheHandler);

      process.env.REDIS_URL = 'redis://127.0.0.1:9';
      expect(new CacheHandler({})).toBeInstanceOf(RedisCacheHandler);

      process.env.NEXT_PHASE = 'phase-production-build';
      expect(new CacheHandler({})).toBeInstanceOf(MemoryCacheHandler);
    } finally {
      if (saved.url === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved.url;
      if (saved.phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = saved.phase;
      await closeRedisCacheClients();
    }
  });

  it('in memory: one store per process across handlers, a page dropped by its tags, and nothing from disk', async () => {
    const html = async (key: string) =>
      ((await new MemoryCacheHandler().get(key, pageGet)) as { value: { html: string } } | null)?.value.html;
    // Nothing the build or an earlier process rendered is served: the first request renders again.
    expect(await html('/packages-memory')).toBeUndefined();
    await new MemoryCacheHandler().set('/packages-memory', pageEntry('<p>$1,234</p>', PAGE_TAGS), pageSet);
    expect(await html('/packages-memory')).toBe('<p>$1,234</p>');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await new MemoryCacheHandler().revalidateTag('prices');
    expect(await html('/packages-memory')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await new MemoryCacheHandler().set('/packages-memory', pageEntry('<p>$1,300</p>', PAGE_TAGS), pageSet);
    expect(await html('/packages-memory')).toBe('<p>$1,300</p>');
    await new MemoryCacheHandler().set('/packages-memory', null, pageSet);
    expect(await html('/packages-memory')).toBeUndefined();
  });
});
