import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import { inlineStylesheet, inlineStylesheetInto } from '@/lib/node/inline-stylesheet.mjs';

const href = '/_next/static/chunks/site.css';
const link = `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const css = '@font-face{src:url(../media/inter.woff2)}body{color:red}.x::after{content:"</style>"}';
const readCss = (asked: string) => (asked === href ? css : null);
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${link}</head><body>${body}</body></html>`;

describe('inlineStylesheet', () => {
  it('writes the rules into the head and keeps the link for React, disabled so the browser neither waits for nor fetches it', () => {
    const html = inlineStylesheet(page('<p>Hi</p>'), readCss)!;
    expect(html).toContain(
      `<style data-inlined-href="${href}">@font-face{src:url(/_next/static/media/inter.woff2)}`,
    );
    expect(html).toContain(`<link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`);
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('<link'));
    // A rule cannot close the element early.
    expect(html).toContain('content:"<\\/style>"');
    expect(html).toContain('<body><p>Hi</p></body>');
  });

  it('leaves pages without the link, and links it cannot read, alone', () => {
    expect(inlineStylesheet('<html><head></head><body></body></html>', readCss)).toBeNull();
    expect(inlineStylesheet(page(''), () => null)).toBeNull();
  });
});

describe('inlineStylesheetInto (a real HTTP server)', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serve(respond: (res: ServerResponse) => void) {
    server = createServer((_req, res) => {
      inlineStylesheetInto(res, readCss);
      respond(res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return fetch(`http://127.0.0.1:${port}/`);
  }

  it('rewrites a streamed page whose link is split across chunks, and streams the rest', async () => {
    const html = page('<p>Grüße – ✓</p>');
    const cut = html.indexOf('stylesheet');
    const body = Buffer.from(html);
    // Split inside the link and inside a multi-byte character.
    const umlaut = body.indexOf(Buffer.from('ü')) + 1;
    const response = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(html.slice(0, cut));
      res.write(body.subarray(Buffer.byteLength(html.slice(0, cut)), umlaut));
      res.end(body.subarray(umlaut));
    });
    const text = await response.text();
    expect(text).toContain('<style data-inlined-href=');
    expect(text).toContain('disabled=""');
    expect(text).toContain('<p>Grüße – ✓</p>');
  });

  it('drops a Content-Length given to writeHead, since the page grows', async () => {
    const html = page('<p>Static</p>');
    const response = await serve((res) => {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(html),
      });
      res.end(html);
    });
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.text()).toBe(inlineStylesheet(html, readCss));
  });

  it('passes anything but HTML through untouched', async () => {
    const json = JSON.stringify({ link });
    const response = await serve((res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Content-Length', Buffer.byteLength(json));
      res.end(json);
    });
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
    expect(await response.text()).toBe(json);
  });

  it('sends a page without the link as it was', async () => {
    const html = '<!DOCTYPE html><html><head><title>x</title></head><body>plain</body></html>';
    const response = await serve((res) => {
      res.setHeader('Content-Type', 'text/html');
      res.write(html.slice(0, 20));
      res.end(html.slice(20));
    });
    expect(await response.text()).toBe(html);
  });

  it("starts the head's scripts after the first paint, with the head split inside a script tag", async () => {
    const script = '<script src="/_next/static/chunks/main.js" async=""></script>';
    const html = `<!DOCTYPE html><html><head>${link}${script}</head><body><p>Grüße</p></body></html>`;
    const at = html.indexOf('main.js');
    const response = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(html.slice(0, at));
      res.end(html.slice(at));
    });
    const text = await response.text();
    expect(text).toContain('<style data-inlined-href=');
    expect(text).toContain('disabled=""/><script>(function(s){');
    expect(text).toContain('(["/_next/static/chunks/main.js"])</script></head>');
    expect(text).not.toContain(script);
    expect(text).toContain('<p>Grüße</p>');
  });
});
