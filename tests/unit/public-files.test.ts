import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

import { isPublicFile, PUBLIC_FOLDERS_SKIPPED_BY_PROXY, publicFiles } from '@/lib/edge/public-files';
import { config } from '@/proxy';

const publicDir = join(process.cwd(), 'public');

/** Every file under public/ as the URL path it is served at. */
function servedPaths(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return servedPaths(full);
    return [`/${relative(publicDir, full).split(sep).join('/')}`];
  });
}

describe('public files and the proxy', () => {
  const skippedFolders = PUBLIC_FOLDERS_SKIPPED_BY_PROXY.map((folder) => `/${folder}/`);
  const seenByProxy = servedPaths(publicDir).filter(
    (path) => !skippedFolders.some((f) => path.startsWith(f)),
  );

  it('lists exactly the files of public/ that the proxy sees (a file added there must be listed, or it 404s)', () => {
    expect(seenByProxy.sort()).toEqual([...publicFiles].sort());
    for (const path of seenByProxy) expect(isPublicFile(path), path).toBe(true);
  });

  it('skips the folders it says it skips, and sees the other files', () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    for (const folder of PUBLIC_FOLDERS_SKIPPED_BY_PROXY)
      expect(matcher.test(`/${folder}/x.svg`), folder).toBe(false);
    for (const path of publicFiles) expect(matcher.test(path), path).toBe(true);
  });

  it('knows no other path', () => {
    for (const path of ['/logo.png', '/wp-login.php', '/images', '/logo.svg/x'])
      expect(isPublicFile(path), path).toBe(false);
  });
});
