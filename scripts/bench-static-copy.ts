/**
 * The page without its scripts, for `npm run bench`: the first paint a route's own HTML and stylesheet
 * allow, with nothing of React, Next or our parts in the way. The empty Next.js page is the floor for the machinery;
 * this copy is the floor for the content. A route that paints as early as its static copy has nothing of ours
 * holding its first paint back, whatever the content itself costs to draw.
 *
 * A small proxy in front of the site answers the route itself with the route's HTML, every `<script>` and script
 * preload removed (the RSC payload and React's inline scripts included), and passes every other request (the
 * stylesheet, the font, images) through to the site unchanged, so both are measured from the same origin.
 */
import { request as httpRequest, createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';

/** The route's HTML with every script element and script preload removed; nothing else changes. */
export function htmlWithoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\/?>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi, '');
}

export type StaticCopyServer = { baseUrl: string; close: () => Promise<void> };

/**
 * Serves `routes` of the site at `siteBaseUrl` without their scripts on `port`, everything else proxied. Each route's
 * HTML is fetched once, when the server starts, and sent gzipped to a browser that asks, like the site's own responses.
 */
export async function startStaticCopyServer(
  siteBaseUrl: string,
  port: number,
  routes: string[],
): Promise<StaticCopyServer> {
  // Compressed once here, not per request: the proxy shares the machine with the browser it is measured in.
  const copies = new Map<string, { plain: string; gzipped: Buffer }>();
  for (const route of routes) {
    const response = await fetch(siteBaseUrl + route);
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    const plain = htmlWithoutScripts(await response.text());
    copies.set(route, { plain, gzipped: gzipSync(plain) });
  }
  const site = new URL(siteBaseUrl);
  const server: Server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://copy').pathname;
    const copy = incoming.method === 'GET' ? copies.get(path) : undefined;
    if (copy) {
      const gzip = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
      outgoing.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      outgoing.end(gzip ? copy.gzipped : copy.plain);
      return;
    }
    const upstream = httpRequest(
      {
        host: site.hostname,
        port: site.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
