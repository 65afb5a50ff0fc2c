// Next's incremental cache (ISR pages, route responses and unstable_cache data) through the `cacheHandler` interface
// Next documents: shared by every instance in Redis when REDIS_URL is set, in this process's memory when it is not.
// next.config.mjs always names this module, so one build serves both: the choice is made when a server starts.
// Why our own handler, and when to revisit: docs/decisions/0003-cache-handler.md.
//
// Entries: one Redis string per cache key, under the build's id (a new deploy never serves the previous build's
// pages). Tags: one hash, tag -> {"expired": ms, "stale": ms}, written by revalidateTag (updateTag, revalidatePath)
// on any instance and read on every get, so a change saved through instance A drops the page on instance B at once.
// Times are on Redis's clock (each process measures its offset), so two machines' clocks cannot disagree about
// whether a page was rendered before or after a change.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';

import { createClient, RESP_TYPES } from '@redis/client';

/** Next's response header that lists a page's tags (its own and the implicit path tags revalidatePath uses). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';
/** Entries without an expiry of their own still leave Redis eventually (they are rendered again on a miss). */
const DEFAULT_TTL_SECONDS = 30 * 24 * 3600;
/** A cache that does not answer within this is treated as a miss: a slow Redis must not hold pages up. */
const COMMAND_TIMEOUT_MS = 1000;
/** How far this process's estimate of Redis's clock may be behind it (see get). */
const CLOCK_SLACK_MS = 50;

export const KEY_PREFIX = 'next-cache';

/** @param {string} prefix */
export function tagsKey(prefix = KEY_PREFIX) {
  return `${prefix}:tags`;
}

/** @param {string | undefined} serverDistDir */
function readBuildId(serverDistDir) {
  if (!serverDistDir) return 'dev';
  try {
    return readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

/** Tags an entry answers to: a page's header tags, or a data entry's tags plus the page's implicit ones. */
function tagsOf(entry, ctx) {
  const value = entry.value;
  if (value && (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE' || value.kind === 'PAGES')) {
    const header = value.headers?.[CACHE_TAGS_HEADER];
    return typeof header === 'string' && header !== '' ? header.split(',') : [];
  }
  return [...(ctx?.tags ?? entry.tags ?? []), ...(ctx?.softTags ?? [])];
}

let loggedAt = 0;
/** One line per 30 s at most: a Redis outage must not flood the log with one line per request. */
function logProblem(what, error) {
  const now = Date.now();
  if (now - loggedAt < 30_000) return;
  loggedAt = now;
  console.error(
    `[cache] ${what}; serving without the shared cache:`,
    error instanceof Error ? error.message : error,
  );
}

function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`)),
      COMMAND_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const CLIENTS = Symbol.for('ridgeline.redisCacheClients');
/** One connection per process and URL: Next makes a handler per request. */
function sharedClient(url) {
  const clients = (globalThis[CLIENTS] ??= new Map());
  let shared = clients.get(url);
  if (!shared) {
    const client = createClient({
      url,
      // Fail fast while reconnecting rather than queue requests behind an outage.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    client.on('error', (error) => logProblem('Redis connection error', error));
    shared = { client, ready: client.connect().then(() => client), offset: 0, firstWaitOver: false };
    // A failed first connect is retried by the client itself; keep the rejection from going unhandled.
    shared.ready.catch((error) => logProblem('Redis is unreachable', error));
    clients.set(url, shared);
  }
  return shared;
}

/** Closes every shared connection (tests, and a server that stops). */
export async function closeRedisCacheClients() {
  const clients = globalThis[CLIENTS];
  if (!clients) return;
  globalThis[CLIENTS] = undefined;
  await Promise.all(
    [...clients.values()].map(async ({ client }) => {
      // close() lets pending replies arrive; a client still trying to connect has none, and stops at once.
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    }),
  );
}

export class RedisCacheHandler {
  /**
   * @param {{ serverDistDir?: string }} ctx Next's handler context
   * @param {{ url: string, prefix?: string, buildId?: string }} options
   */
  constructor(ctx, options) {
    this.shared = sharedClient(options.url);
    this.prefix = options.prefix ?? KEY_PREFIX;
    this.entryPrefix = `${this.prefix}:${options.buildId ?? readBuildId(ctx?.serverDistDir)}:`;
  }

  async client() {
    // Only the first request waits for the connection; while it is down later ones are misses at once.
    if (this.shared.firstWaitOver && !this.shared.client.isReady) throw new Error('Redis is not connected');
    try {
      return await withTimeout(this.shared.ready);
    } finally {
      this.shared.firstWaitOver = true;
    }
  }

  /** Redis's clock now, in ms, from the offset measured at the last TIME. */
  redisNow() {
    return Date.now() + this.shared.offset;
  }

  async measureClock(client) {
    const before = Date.now();
    const [seconds, micros] = await withTimeout(client.time());
    const after = Date.now();
    // Microseconds kept: a change and a render in the same millisecond must still be ordered (Redis runs one
    // command at a time, so two TIME answers always differ).
    const redisMs = Number(seconds) * 1000 + Number(micros) / 1000;
    this.shared.offset = redisMs - (before + after) / 2;
    return redisMs;
  }

  async get(key, ctx) {
    try {
      const client = await this.client();
      const raw = await withTimeout(client.get(this.entryPrefix + key));
      if (!raw) return null;
      const entry = deserialize(raw);
      const tags = tagsOf(entry, ctx);
      if (tags.length > 0) {
        const states = await withTimeout(client.hmGet(tagsKey(this.prefix), tags));
        const now = this.redisNow();
        for (const state of states) {
          if (!state) continue;
          const { expired, stale } = JSON.parse(String(state));
          // Expired after this entry was made and the expiry has come: render again before answering. `now` is this
          // process's estimate of Redis's clock, off by up to its last round trip: an expiry another instance wrote
          // just before this read may look a millisecond ahead of it, and must still count.
          if (typeof expired === 'number' && expired > entry.lastModified && expired <= now + CLOCK_SLACK_MS)
            return null;
          // Stale (revalidateTag with a profile): rendered again before answering too. Serving the stale copy once
          // would need Next's own in-process tag list, which is not part of the handler interface.
          if (typeof stale === 'number' && stale > entry.lastModified) return null;
        }
      }
      return { ...entry, lastModified: entry.lastModified - this.shared.offset };
    } catch (error) {
      logProblem(`Reading ${key} failed`, error);
      return null;
    }
  }

  async set(key, data, ctx) {
    try {
      const client = await this.client();
      const lastModified = await this.measureClock(client);
      const expire = ctx?.cacheControl?.expire;
      const ttl =
        typeof expire === 'number' && Number.isFinite(expire) && expire > 0
          ? Math.min(Math.ceil(expire), DEFAULT_TTL_SECONDS)
          : DEFAULT_TTL_SECONDS;
      if (data === null) {
        await withTimeout(client.del(this.entryPrefix + key));
        return;
      }
      const entry = {
        lastModified,
        value: data,
        cacheControl: ctx?.cacheControl,
        tags: ctx?.tags ?? data.tags,
      };
      await withTimeout(client.set(this.entryPrefix + key, serialize(entry), { EX: ttl }));
    } catch (error) {
      logProblem(`Writing ${key} failed`, error);
    }
  }

  /**
   * Without durations (updateTag, revalidatePath, revalidateTag with an immediate profile) the tags expire now;
   * with a profile they turn stale now and expire when it says.
   */
  async revalidateTag(tags, durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    try {
      const client = await this.client();
      const now = await this.measureClock(client);
      const current = await withTimeout(client.hmGet(tagsKey(this.prefix), list));
      const updates = {};
      list.forEach((tag, index) => {
        const previous = current[index] ? JSON.parse(String(current[index])) : {};
        updates[tag] = JSON.stringify(
          durations
            ? {
                ...previous,
                stale: now,
                ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
              }
            : { ...previous, expired: now },
        );
      });
      await withTimeout(client.hSet(tagsKey(this.prefix), updates));
    } catch (error) {
      // The change itself is saved; other instances keep their copy until its own time runs out.
      console.error('[cache] Revalidating tags in Redis failed:', list.join(', '), error);
    }
  }

  resetRequestCache() {}
}

const MEMORY = Symbol.for('ridgeline.memoryCache');
/** Enough for every page and route response of the site several times over; the oldest goes first beyond it. */
const MEMORY_ENTRIES = 2000;

/**
 * One process's cache in memory, the handler Next's documentation gives as its example. Nothing on disk is trusted:
 * a page the build or an earlier process rendered may carry prices or sessions that changed since (a price saved
 * while no server ran, a restore), so the first request for each page after a start renders it again, once.
 * The build itself writes through this handler too and its entries die with it.
 */
export class MemoryCacheHandler {
  constructor() {
    // Next makes a handler per request: the entries and tag times live once per process.
    this.store = globalThis[MEMORY] ??= { entries: new Map(), expired: new Map() };
  }

  async get(key, ctx) {
    const entry = this.store.entries.get(key);
    if (!entry) return null;
    for (const tag of tagsOf(entry, ctx)) {
      const expired = this.store.expired.get(tag);
      if (expired !== undefined && expired >= entry.lastModified) return null;
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (data === null) {
      this.store.entries.delete(key);
      return;
    }
    this.store.entries.delete(key);
    if (this.store.entries.size >= MEMORY_ENTRIES)
      this.store.entries.delete(this.store.entries.keys().next().value);
    this.store.entries.set(key, {
      lastModified: Date.now(),
      value: data,
      cacheControl: ctx?.cacheControl,
      tags: ctx?.tags ?? data.tags,
    });
  }

  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) if (tag) this.store.expired.set(tag, now);
  }

  resetRequestCache() {}
}

/**
 * The class Next constructs (once per request): the Redis handler when REDIS_URL is set at run time, else the
 * in-memory one. The build never uses Redis: it must not need it.
 */
export default class CacheHandler {
  constructor(ctx) {
    const url = process.env.REDIS_URL?.trim();
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    // Returning an object from a constructor makes `new` give that object.
    if (url && !building) return new RedisCacheHandler(ctx, { url });
    return new MemoryCacheHandler();
  }
}
