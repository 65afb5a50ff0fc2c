import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import CacheHandler, { closeRedisCacheClients, RedisCacheHandler } from '@/lib/node/cache-handler.mjs';
import { redisServerAvailable, startRedisServer, type RedisServer } from '@/tests/support/redis-server';
import { coversPglite } from './helpers/stage';

const require = createRequire(import.meta.url);
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
};

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

  it('a profile (revalidateTag(tag, "max")) makes the page stale, served once while it renders again', async () => {
    await instanceA.set('/reviews', pageEntry('<p>stale soon</p>', ['reviews-stale']), pageSet);
    await instanceA.revalidateTag(['reviews-stale'], { expire: 3600 });
    const entry = await instanceB.get('/reviews', pageGet);
    expect(entry?.value).toMatchObject({ html: '<p>stale soon</p>' });
    // Next's own tag list now says so, and Next decides to render again in the background.
    expect(tagsManifest.get('reviews-stale')?.stale).toBeGreaterThan(entry!.lastModified - 1);
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

  it('is chosen at run time: filesystem without REDIS_URL and while building, Redis with it', async () => {
    const serverDistDir = mkdtempSync(join(tmpdir(), 'cache-handler-'));
    const saved = { url: process.env.REDIS_URL, phase: process.env.NEXT_PHASE };
    const ctx = { fs: require('node:fs'), serverDistDir, revalidatedTags: [], _requestHeaders: {} };
    try {
      delete process.env.REDIS_URL;
      expect(new CacheHandler(ctx).constructor.name).toBe('ThisProcessFileSystemCache');

      process.env.REDIS_URL = 'redis://127.0.0.1:9';
      expect(new CacheHandler(ctx)).toBeInstanceOf(RedisCacheHandler);

      process.env.NEXT_PHASE = 'phase-production-build';
      expect(new CacheHandler(ctx).constructor.name).toBe('FileSystemCache');
    } finally {
      if (saved.url === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved.url;
      if (saved.phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = saved.phase;
      rmSync(serverDistDir, { recursive: true, force: true });
      await closeRedisCacheClients();
    }
  });

  it("on disk, serves only what this process wrote: the build's copy and an earlier run's are misses", async () => {
    const serverDistDir = mkdtempSync(join(tmpdir(), 'cache-handler-'));
    const saved = { url: process.env.REDIS_URL, phase: process.env.NEXT_PHASE };
    const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js');
    const ctx = { fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [], _requestHeaders: {} };
    const html = async () =>
      ((await new CacheHandler(ctx).get('/packages', pageGet)) as { value: { html: string } } | null)?.value
        .html;
    try {
      delete process.env.REDIS_URL;
      // The build (or a server before this one) leaves a page on disk, rendered with the prices of its day.
      process.env.NEXT_PHASE = 'phase-production-build';
      await new CacheHandler(ctx).set('/packages', pageEntry('<p>$1,950</p>', PAGE_TAGS), pageSet);
      expect(await html()).toBe('<p>$1,950</p>');

      // This process starts serving: the copy on disk is not its own, so the page is rendered again.
      delete process.env.NEXT_PHASE;
      expect(await html()).toBeUndefined();
      await new CacheHandler(ctx).set('/packages', pageEntry('<p>$1,234</p>', PAGE_TAGS), pageSet);
      expect(await html()).toBe('<p>$1,234</p>');
      // Tags still decide as before: a saved price drops the page.
      tagsManifest.set('prices', { expired: Date.now() + 1 });
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await html()).toBeUndefined();
    } finally {
      tagsManifest.delete('prices');
      if (saved.url === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved.url;
      if (saved.phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = saved.phase;
      rmSync(serverDistDir, { recursive: true, force: true });
    }
  });
});
