export const KEY_PREFIX: string;
export function tagsKey(prefix?: string): string;
export function closeRedisCacheClients(): Promise<void>;

type Entry = { lastModified: number; value: unknown; cacheControl?: unknown };

export class RedisCacheHandler {
  constructor(ctx: { serverDistDir?: string }, options: { url: string; prefix?: string; buildId?: string });
  get(key: string, ctx: Record<string, unknown>): Promise<Entry | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export class MemoryCacheHandler {
  get(key: string, ctx: Record<string, unknown>): Promise<Entry | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

export default class CacheHandler extends RedisCacheHandler {
  constructor(ctx: Record<string, unknown>);
}
