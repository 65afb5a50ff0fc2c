import { describe, expect, it } from 'vitest';

import { routeRequest, UNKNOWN_CALENDAR_PATH } from '@/lib/edge/closed-routes';
import { publicRoutes } from '@/lib/edge/public-routes';

const get = (path: string) => routeRequest('GET', path);

describe('routeRequest', () => {
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
      '/account',
      '/staff',
      '/auth',
      '/auth/confirm',
      '/newsletter/unsubscribe',
      '/api/health',
      '/api/calendar/mackay.ics',
      '/api/marketing/logos/full/svg',
      '/opengraph-image',
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/logo.svg',
      '/logo-mark.svg',
    ];
    for (const path of pages) expect(get(path), path).toBeNull();
  });

  it('answers unknown values of closed routes as not found, naming the asked-for path', () => {
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
      expect(get(path), path).toEqual({ kind: 'not-found', path });
    }
  });

  it('answers paths no route claims as not found', () => {
    for (const path of [
      '/no-such-page',
      '/about/team',
      '/courses/nsw-whitecard/extra',
      '/api/nope',
      '/About',
      '/wp-login.php',
      '/.env',
      '/logo.png',
      '/sitemap.xml/extra',
    ]) {
      expect(get(path), path).toEqual({ kind: 'not-found', path });
    }
    expect(get('/no%20such')).toEqual({ kind: 'not-found', path: '/no such' });
  });

  it('gives every unknown calendar location the one shared Unknown Location page', () => {
    expect(get('/calendar/atlantis')).toEqual({ kind: 'rewrite', to: UNKNOWN_CALENDAR_PATH });
    expect(get('/calendar/narnia-2')).toEqual({ kind: 'rewrite', to: UNKNOWN_CALENDAR_PATH });
  });

  it('reads escaped segments as Next does, and leaves malformed ones and Next’s own paths to Next', () => {
    expect(get('/courses/nsw%2Dwhitecard')).toBeNull();
    expect(get('/locations/mack%61y')).toBeNull();
    expect(get('/courses/%E0%A4%A')).toBeNull();
    expect(get('/_not-found')).toBeNull();
    expect(get('/_next/data/x.json')).toBeNull();
  });

  it('answers HEAD like GET and leaves other methods to the routes', () => {
    expect(routeRequest('HEAD', '/no-such-page')).toEqual({ kind: 'not-found', path: '/no-such-page' });
    expect(routeRequest('POST', '/no-such-page')).toBeNull();
    expect(routeRequest('POST', '/courses/no-such-course')).toBeNull();
  });
});
