import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  htmlWithoutScripts,
  startStaticCopyServer,
  type StaticCopyServer,
} from '@/scripts/bench-static-copy';
import { freePort } from '@/tests/support/free-port';

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<link rel="modulepreload" href="/_next/static/chunks/m.js"/>' +
  '<style>p{color:red}</style><link rel="stylesheet" href="/s.css" disabled=""/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/n.js" noModule=""></script>' +
  '<title>T</title></head><body><p>Hi</p><script>self.__next_f.push([1,"<p>x</p>"])</script>' +
  '<SCRIPT id="_R_">document.body.dataset.x="1"</SCRIPT><img src="/i.png" alt=""/></body></html>';

describe('htmlWithoutScripts', () => {
  it('removes every script element and script preload, and nothing else', () => {
    expect(htmlWithoutScripts(page)).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
        '<style>p{color:red}</style><link rel="stylesheet" href="/s.css" disabled=""/>' +
        '<title>T</title></head><body><p>Hi</p><img src="/i.png" alt=""/></body></html>',
    );
  });
});

describe('startStaticCopyServer', () => {
  let site: Server;
  let copy: StaticCopyServer;
  const seen: string[] = [];

  beforeAll(async () => {
    site = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      if (request.url === '/about') {
        response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      } else {
        response.writeHead(200, { 'content-type': 'text/css', 'x-from': 'site' }).end('p{color:blue}');
      }
    });
    const sitePort = await freePort();
    await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
    copy = await startStaticCopyServer(`http://127.0.0.1:${sitePort}`, await freePort(), ['/about']);
  });

  afterAll(async () => {
    await copy.close();
    await new Promise((resolve) => site.close(resolve));
  });

  it("answers the route with the site's HTML, fetched once and without scripts, gzipped when asked", async () => {
    const plain = await fetch(`${copy.baseUrl}/about`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(htmlWithoutScripts(page));

    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      const request = get(
        `${copy.baseUrl}/about?x=1`,
        { headers: { 'accept-encoding': 'gzip, br' } },
        (response: IncomingMessage) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(parts) }),
          );
        },
      );
      request.on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe(htmlWithoutScripts(page));
    expect(seen.filter((line) => line === 'GET /about')).toHaveLength(1);
  });

  it("passes every other request through to the site, with the site's answer", async () => {
    const response = await fetch(`${copy.baseUrl}/_next/static/chunks/s.css?v=2`);
    expect(response.headers.get('x-from')).toBe('site');
    expect(await response.text()).toBe('p{color:blue}');
    expect(seen).toContain('GET /_next/static/chunks/s.css?v=2');
  });
});
