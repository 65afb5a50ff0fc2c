import { afterEach, describe, expect, it } from 'vitest';

import { env, resetEnvCache } from '@/lib/env';

/** REDIS_URL is read by the cache handler itself; lib/env.ts checks it so a malformed one stops the start. */
describe('REDIS_URL', () => {
  const saved = process.env.REDIS_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
    resetEnvCache();
  });

  function parsed(value: string | undefined) {
    if (value === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = value;
    resetEnvCache();
    return env().REDIS_URL;
  }

  it('is optional: unset or blank means each process keeps its own cache', () => {
    expect(parsed(undefined)).toBeUndefined();
    expect(parsed('   ')).toBeUndefined();
  });

  it('takes redis:// and rediss:// (TLS) URLs', () => {
    expect(parsed('redis://127.0.0.1:6380')).toBe('redis://127.0.0.1:6380');
    expect(parsed(' rediss://user:secret@cache.example.com:6380/0 ')).toBe(
      'rediss://user:secret@cache.example.com:6380/0',
    );
  });

  it('refuses anything else with a message naming the variable', () => {
    for (const bad of ['http://cache:6379', 'cache:6379', 'redis://host with space']) {
      expect(() => parsed(bad), bad).toThrow('REDIS_URL must start with redis:// or rediss://');
    }
  });
});
