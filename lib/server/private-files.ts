import 'server-only';

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

import { env, publicEnv } from '@/lib/env';

/**
 * Private files (identification documents): one small interface, two homes. Embedded default: a folder under
 * DATA_DIR (owner-only permissions), never under public/ and never served by a static route. With a Supabase
 * secret key: a private Supabase Storage bucket, reached with that key from the server only. Keys are
 * '<uuid>/<uuid>' made by the server, never a name a visitor typed.
 */
export type PrivateFiles = {
  readonly kind: 'folder' | 'supabase';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
};

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid private file key');
  return key;
}

export function folderFiles(root: string): PrivateFiles {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkedKey(key));
    if (!path.startsWith(base + sep)) throw new Error('Invalid private file key');
    return path;
  };
  return {
    kind: 'folder',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(path, bytes, { mode: 0o600, flag: 'wx' });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export function supabaseFiles(url: string, secretKey: string, bucket: string): PrivateFiles {
  const objectUrl = (key: string) =>
    `${url.replace(/\/$/, '')}/storage/v1/object/${encodeURIComponent(bucket)}/${checkedKey(key)}`;
  const headers = { Authorization: `Bearer ${secretKey}`, apikey: secretKey };
  return {
    kind: 'supabase',
    async put(key, bytes, contentType) {
      const response = await fetch(objectUrl(key), {
        method: 'POST',
        headers: { ...headers, 'Content-Type': contentType, 'x-upsert': 'false' },
        body: Buffer.from(bytes),
      });
      if (!response.ok) throw new Error(`Supabase Storage refused the upload (${response.status})`);
    },
    async get(key) {
      const response = await fetch(objectUrl(key), { headers });
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) throw new Error(`Supabase Storage refused the download (${response.status})`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await fetch(objectUrl(key), { method: 'DELETE', headers });
      if (!response.ok && response.status !== 404 && response.status !== 400) {
        throw new Error(`Supabase Storage refused the deletion (${response.status})`);
      }
    },
  };
}

/** The private file store this server uses. */
export function privateFiles(): PrivateFiles {
  const settings = env();
  const url = publicEnv.NEXT_PUBLIC_SUPABASE_URL;
  if (url && settings.SUPABASE_SECRET_KEY) {
    return supabaseFiles(url, settings.SUPABASE_SECRET_KEY, settings.PRIVATE_FILES_BUCKET);
  }
  return folderFiles(join(settings.DATA_DIR, 'private'));
}
