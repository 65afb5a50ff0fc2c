import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { serveStatic } from 'next/dist/server/serve-static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  acceptedEncoding,
  compressStaticAssets,
  precompressedStatic,
} from '@/lib/node/precompressed-static.mjs';

describe('acceptedEncoding', () => {
  const offered = ['br', 'gzip'];
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0.1, gzip', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', null],
    ['identity', null],
    ['deflate, zstd', null],
    ['br;q=nonsense, gzip', 'gzip'],
    ['', null],
    [undefined, null],
  ])('%j gives %j', (header, expected) => {
    expect(acceptedEncoding(header, offered)).toBe(expected);
  });

  it('offers only what the asset has a copy in', () => {
    expect(acceptedEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(acceptedEncoding('br', ['gzip'])).toBeNull();
  });
});

describe('precompressed /_next/static assets (Next’s own static handler on a real HTTP server)', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'precompressed-'));
  const chunks = join(distDir, 'static', 'chunks');
  const script = `${'export const words = "brotli and gzip copies";\n'.repeat(200)}`;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    mkdirSync(chunks, { recursive: true });
    mkdirSync(join(distDir, 'server'), { recursive: true });
    writeFileSync(join(chunks, 'page.js'), script);
    writeFileSync(join(chunks, 'tiny.js'), 'export {};\n');
    writeFileSync(join(chunks, 'font.woff2'), Buffer.alloc(4096, 7));
    writeFileSync(join(distDir, 'server', 'secret.js'), script);
    await compressStaticAssets(join(distDir, 'static'));
    // A copy outside static/ is never served, even when a path climbs to it.
    writeFileSync(join(distDir, 'server', 'secret.js.br'), readFileSync(join(chunks, 'page.js.br')));

    const servePrecompressed = precompressedStatic(distDir);
    server = createServer((req, res) => {
      const taken = servePrecompressed(req, res);
      res.setHeader('X-Path', taken ? 'precompressed' : 'usual');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // A handler that answers the asset's path with another body (a rewrite, say).
      if (req.url!.endsWith('?other')) {
        res.setHeader('Content-Type', 'text/plain');
        res.setHeader('Content-Length', 10);
        res.end('other body');
        return;
      }
      let file: string;
      try {
        file = join(distDir, decodeURIComponent(req.url!.split('?')[0].replace(/^\/_next/, '')));
      } catch {
        res.statusCode = 400;
        res.end('malformed');
        return;
      }
      serveStatic(req, res, file).catch(() => {
        res.statusCode = 404;
        res.end('missing');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    rmSync(distDir, { recursive: true, force: true });
  });

  /** The raw response: fetch would decode the body and hide the encoding. */
  function get(path: string, headers: Record<string, string>, method = 'GET') {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('writes brotli and gzip copies of text assets of 1 KB or more, and none of fonts or tiny files', () => {
    expect(brotliDecompressSync(readFileSync(join(chunks, 'page.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(chunks, 'page.js.gz'))).toString()).toBe(script);
    for (const name of ['tiny.js.br', 'tiny.js.gz', 'font.woff2.br', 'font.woff2.gz'])
      expect(existsSync(join(chunks, name)), name).toBe(false);
  });

  it('sends the brotli copy, with the handler’s own headers and the copy’s length', async () => {
    const response = await get('/_next/static/chunks/page.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.status).toBe(200);
    expect(response.headers['x-path']).toBe('precompressed');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends the gzip copy to a client without brotli', async () => {
    const response = await get('/_next/static/chunks/page.js?v=1', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('answers HEAD with the copy’s headers and no body', async () => {
    const response = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(readFileSync(join(chunks, 'page.js.br')).length);
    expect(response.body.length).toBe(0);
  });

  it('leaves a 304 to a revalidation alone', async () => {
    const first = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'br' });
    const again = await get('/_next/static/chunks/page.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body.length).toBe(0);
  });

  it('takes the usual path for ranges, other bodies, clients that accept neither coding, files without copies and paths that leave static/', async () => {
    const range = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.toString()).toBe(script.slice(0, 10));

    const identity = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['x-path']).toBe('usual');
    expect(identity.body.toString()).toBe(script);

    const tiny = await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['x-path']).toBe('usual');
    expect(tiny.body.toString()).toBe('export {};\n');

    for (const path of [
      '/_next/static/../server/secret.js',
      '/_next/static/chunks/%2e%2e/%2e%2e/server/secret.js',
    ]) {
      const climbing = await get(path, { 'accept-encoding': 'br' });
      expect(climbing.headers['x-path'], path).toBe('usual');
      expect(climbing.headers['content-encoding'], path).toBeUndefined();
    }

    const other = await get('/_next/static/chunks/page.js?other', { 'accept-encoding': 'br' });
    expect(other.headers['x-path']).toBe('precompressed');
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.body.toString()).toBe('other body');

    const missing = await get('/_next/static/chunks/nope.js', { 'accept-encoding': 'br' });
    expect(missing.headers['x-path']).toBe('usual');
    expect(missing.status).toBe(404);

    const malformed = await get('/_next/static/chunks/%E0%A4%A.js', { 'accept-encoding': 'br' });
    expect(malformed.headers['x-path']).toBe('usual');
  });
});
