import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('auth backend choice', () => {
  it('is made once for the server and once for the proxy; nothing else asks which backend is active', () => {
    const askers = ['app', 'components', 'lib']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .concat(join(root, 'proxy.ts'))
      .filter((file) => /\bsupabaseConfigured\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
      .sort();
    expect(askers).toEqual([
      // The backend for server code (lib/auth/backend.ts is the interface).
      'lib/auth/index.ts',
      // AUTH_SECRET is optional on Supabase, required for the embedded backend.
      'lib/auth/secret.ts',
      // The backend for the proxy: verify (embedded) or refresh (Supabase).
      'lib/edge/session.ts',
      // Where the setting is read.
      'lib/env.ts',
    ]);
  });
});
