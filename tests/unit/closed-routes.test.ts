import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import {
  closedRoutePrefixes,
  closedRouteRewrite,
  MISSING_PATH_PREFIX,
  requestedMissingPath,
  UNKNOWN_CALENDAR_PATH,
} from '@/lib/closed-routes';
import { publicRoutes } from '@/lib/public-routes';

describe('closedRouteRewrite', () => {
  it('leaves every real page alone, the sitemap included', () => {
    const pages = [
      ...publicRoutes().map((route) => route.path),
      '/elearning/RIIWHS202E',
      '/assessments/RIIWHS204E/theory',
      '/presentations/RIIWHS202E/trainer',
      '/presentations/RIIWHS204E/learner',
      '/calendar/mackay',
      '/calendar/bowen-basin',
      UNKNOWN_CALENDAR_PATH,
    ];
    for (const path of pages) expect(closedRouteRewrite(path), path).toBeNull();
  });

  it('sends unknown values of closed routes to the uncached catch-all, keeping the asked-for path', () => {
    for (const path of [
      '/courses/no-such-course',
      '/courses/wp-login.php',
      '/locations/atlantis',
      '/elearning/RIIWHS999Z',
      '/assessments/RIIWHS999Z/theory',
      '/presentations/RIIWHS202E/everyone',
      '/presentations/RIIWHS999Z/learner',
      '/calendar/mackay/extra',
      '/reviews/foo/bar',
      '/reviews/1',
    ]) {
      expect(closedRouteRewrite(path), path).toBe(`${MISSING_PATH_PREFIX}${path}`);
    }
  });

  it('gives every unknown calendar location the one shared Unknown Location page', () => {
    expect(closedRouteRewrite('/calendar/atlantis')).toBe(UNKNOWN_CALENDAR_PATH);
    expect(closedRouteRewrite('/calendar/narnia-2')).toBe(UNKNOWN_CALENDAR_PATH);
  });

  it('reads escaped segments as Next does, and leaves malformed ones to Next', () => {
    expect(closedRouteRewrite('/courses/nsw%2Dwhitecard')).toBeNull();
    expect(closedRouteRewrite('/locations/mack%61y')).toBeNull();
    expect(closedRouteRewrite('/courses/%E0%A4%A')).toBeNull();
  });

  it('ignores routes outside the closed set', () => {
    for (const path of ['/', '/about', '/courses', '/calendar', '/reviews', '/no-such-page', '/api/health']) {
      expect(closedRouteRewrite(path), path).toBeNull();
    }
  });

  it('is reached by the proxy for every closed route, file extensions included', () => {
    // Next reads the matcher from the source, so it cannot import the list: check the two agree.
    const proxySource = readFileSync('proxy.ts', 'utf8');
    const closedMatcher = /'\/\(([a-z|]+)\)\/:path\*'/.exec(proxySource)?.[1]?.split('|');
    expect(closedMatcher?.sort()).toEqual([...closedRoutePrefixes].sort());
  });
});

describe('requestedMissingPath', () => {
  it('strips the rewrite prefix, and keeps other misses as they came', () => {
    expect(requestedMissingPath(['_missing', 'courses', 'x'])).toBe('/courses/x');
    expect(requestedMissingPath(['no-such-page', 'really'])).toBe('/no-such-page/really');
    expect(requestedMissingPath(['_missing'])).toBe('/_missing');
  });
});
