import { describe, expect, it } from 'vitest';

import { LIVE_PAGE_CACHE_CONTROL, liveCacheControl } from '@/lib/rules/cache-policy';

describe('liveCacheControl', () => {
  it('covers the cached pages that change when someone acts', () => {
    for (const path of ['/reviews', '/reviews/', '/calendar', '/calendar/mackay', '/calendar/atlantis']) {
      expect(liveCacheControl('GET', path), path).toBe(LIVE_PAGE_CACHE_CONTROL);
    }
    expect(liveCacheControl('HEAD', '/calendar')).toBe(LIVE_PAGE_CACHE_CONTROL);
  });

  it("leaves every other page, and anything but a read, to Next's own header", () => {
    for (const path of [
      '/',
      '/courses',
      '/reviews/x/y',
      '/calendar/mackay/extra',
      '/api/calendar/mackay.ics',
      '/reviewsx',
    ]) {
      expect(liveCacheControl('GET', path), path).toBeNull();
    }
    expect(liveCacheControl('POST', '/reviews')).toBeNull();
  });

  it('never lets a browser reuse a stored copy without asking, while shared caches keep the minute', () => {
    expect(LIVE_PAGE_CACHE_CONTROL).toContain('max-age=0');
    expect(LIVE_PAGE_CACHE_CONTROL).toContain('must-revalidate');
    expect(LIVE_PAGE_CACHE_CONTROL).toContain('s-maxage=60');
    expect(LIVE_PAGE_CACHE_CONTROL).not.toContain('stale-while-revalidate');
  });
});
