import { describe, expect, it } from 'vitest';

import { lazyOnce } from '@/lib/client/lazy-once';

describe('lazyOnce', () => {
  it('starts the download once and shares it between callers', async () => {
    let calls = 0;
    const load = lazyOnce(async () => {
      calls += 1;
      return 'module';
    });
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual(['module', 'module', 'module']);
    expect(calls).toBe(1);
  });

  it('tries again after a failed download', async () => {
    let calls = 0;
    const load = lazyOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('module');
    await expect(load()).resolves.toBe('module');
    expect(calls).toBe(2);
  });
});
