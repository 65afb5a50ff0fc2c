import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { builtStaticFile } from '@/lib/node/built-static-file.mjs';

describe('builtStaticFile', () => {
  const distDir = join('/srv', 'site', '.next');

  it.each([
    ['/_next/static/chunks/app.css', 'static/chunks/app.css'],
    ['/_next/static/media/inter.p.0ab.woff2', 'static/media/inter.p.0ab.woff2'],
    ['/_next/static/chunks/a%20b.js', 'static/chunks/a b.js'],
    ['/_next/static/chunks/../media/x.css', 'static/media/x.css'],
  ])('maps %s to the build file under static/', (urlPath, file) => {
    expect(builtStaticFile(distDir, urlPath)).toBe(join(distDir, file));
  });

  it.each([
    ['another prefix', '/static/chunks/app.css'],
    ['the build folder beside static/', '/_next/server/app/page.js'],
    ['a climbing path', '/_next/static/../server/app/page.js'],
    ['an escaped climbing path', '/_next/static/%2e%2e/%2e%2e/package.json'],
    ['an escaped slash that climbs', '/_next/static/..%2f..%2fpackage.json'],
    ['a malformed escape', '/_next/static/chunks/%E0%A4%A.css'],
    ['the static folder itself', '/_next/static/'],
  ])('refuses %s', (_case, urlPath) => {
    expect(builtStaticFile(distDir, urlPath)).toBeNull();
  });

  it('refuses a sibling folder whose name starts like static', () => {
    // The check is on the folder, not on the string: `.next/static-x` is not under `.next/static`.
    expect(builtStaticFile(distDir, '/_next/static/../static-x/app.css')).toBeNull();
  });
});
