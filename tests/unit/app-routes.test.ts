import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

import { appRoutes, isAppRoute, isPageRoute, pageRoutes } from '@/lib/edge/app-routes';

/**
 * Route files of app/ as Next names their URLs (only its pages with `pagesOnly`); `(group)` folders add no segment
 * and `_private` ones no route.
 */
function routesInAppFolder({ pagesOnly = false } = {}): string[] {
  const root = 'app';
  const routes: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_')) visit(path);
        continue;
      }
      const segments = relative(root, dir)
        .split(sep)
        .filter((segment) => segment && !/^\(.*\)$/.test(segment));
      const base = `/${segments.join('/')}`.replace(/\/$/, '') || '';
      if (/^page\.(tsx?|jsx?)$/.test(entry.name)) routes.push(base || '/');
      else if (pagesOnly) continue;
      else if (/^route\.(tsx?|jsx?)$/.test(entry.name)) routes.push(base || '/');
      else if (/^(opengraph-image|twitter-image)\.(tsx?|jsx?)$/.test(entry.name))
        routes.push(`${base}/${entry.name.split('.')[0]}`);
      else if (/^icon\.(svg|png|ico)$/.test(entry.name)) routes.push(`${base}/${entry.name}`);
      else if (entry.name === 'robots.ts') routes.push(`${base}/robots.txt`);
      else if (entry.name === 'sitemap.ts') routes.push(`${base}/sitemap.xml`);
    }
  };
  visit(root);
  return routes.filter((route) => route !== '/[...missing]').sort();
}

describe('appRoutes', () => {
  it('lists exactly the routes in app/ (the root catch-all aside)', () => {
    expect([...appRoutes].sort()).toEqual(routesInAppFolder());
  });

  it('lists exactly the pages in pageRoutes: a link to a route handler is never followed as a page', () => {
    expect([...pageRoutes].sort()).toEqual(routesInAppFolder({ pagesOnly: true }));
  });
});

describe('isPageRoute', () => {
  const isPage = (path: string) => isPageRoute(path.split('/').filter(Boolean));

  it('claims pages and leaves route handlers, metadata routes and unknown paths out', () => {
    for (const page of [
      '/',
      '/courses/nsw-whitecard',
      '/calendar/nsw',
      '/reviews',
      '/staff/sessions/4',
      '/auth/confirm',
      '/auth/reset',
    ])
      expect(isPage(page), page).toBe(true);
    for (const other of [
      '/api/calendar/nsw.ics',
      '/newsletter/unsubscribe',
      '/newsletter/open',
      '/staff/sessions/4/roster',
      '/sitemap.xml',
      '/logo.svg',
      '/nope',
    ])
      expect(isPage(other), other).toBe(false);
  });
});

describe('isAppRoute', () => {
  const claims = (path: string) => isAppRoute(path.split('/').filter(Boolean));

  it('matches static segments exactly and dynamic ones by position', () => {
    expect(claims('/')).toBe(true);
    expect(claims('/about')).toBe(true);
    expect(claims('/courses/anything')).toBe(true);
    expect(claims('/presentations/a/b')).toBe(true);
    expect(claims('/presentations/a')).toBe(false);
    expect(claims('/about/more')).toBe(false);
    expect(claims('/nope')).toBe(false);
  });

  it('lets optional catch-alls take any depth, none included', () => {
    expect(claims('/calendar')).toBe(true);
    expect(claims('/calendar/a/b/c')).toBe(true);
    expect(claims('/reviews')).toBe(true);
  });
});
