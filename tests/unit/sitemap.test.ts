import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import sitemap from '@/app/sitemap';
import { NOINDEX_PATHS, publicRoutes } from '@/lib/edge/public-routes';
import { absoluteUrl } from '@/lib/rules/seo';

/** Every app/**\/page.tsx with the route it serves (route groups dropped). */
function pageFiles(dir = 'app'): { file: string; route: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    if (entry.name !== 'page.tsx') return [];
    const route =
      '/' +
      path
        .dirname(full)
        .split(path.sep)
        .slice(1)
        .filter((part) => !/^\(.*\)$/.test(part))
        .join('/');
    return [{ file: full, route: route === '/' ? '/' : route.replace(/\/$/, '') }];
  });
}

describe('sitemap', () => {
  const urls = sitemap().map((entry) => entry.url);

  it('lists each URL once', () => {
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('holds only indexable public pages: none a page marks noindex', () => {
    const noindexPages = pageFiles()
      .filter(({ file }) => /noIndex:\s*true/.test(readFileSync(file, 'utf8')))
      .map(({ route }) => route);
    expect(noindexPages).toEqual(expect.arrayContaining(['/services', '/resources']));
    for (const route of noindexPages) expect(urls, route).not.toContain(absoluteUrl(route));
    // The list the sitemap filters by is the pages' own: a public page marked noindex is on it, and only those.
    const publicPaths = new Set(publicRoutes().map((route) => route.path));
    expect([...NOINDEX_PATHS].sort()).toEqual(noindexPages.filter((route) => publicPaths.has(route)).sort());
  });

  it('keeps every other public page', () => {
    for (const route of publicRoutes()) {
      if (NOINDEX_PATHS.includes(route.path)) continue;
      expect(urls, route.path).toContain(absoluteUrl(route.path));
    }
  });
});
