import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server in front of the site that sends one page's HTML in two pieces, cut where the test says, with a
 * pause between them, and passes every other request through. It shows what a visitor sees when the first paint
 * comes before the rest of the document: on a slow network, or a machine too busy to parse it all in one go, which
 * a quiet load does not reproduce.
 */
export async function serveDocumentInPieces(siteOrigin: string, path: string) {
  const html = await (await fetch(siteOrigin + path)).text();
  let cut = html.length;
  let resume = Promise.resolve();
  let release = () => {};

  const server = http.createServer(async (request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.write(html.slice(0, cut));
      await resume;
      response.end(html.slice(cut));
      return;
    }
    const upstream = await fetch(siteOrigin + request.url, {
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    const headers: Record<string, string> = {};
    // fetch has decoded the body already; its length and encoding headers no longer describe what is sent on.
    upstream.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value;
    });
    response.writeHead(upstream.status, headers);
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${path}`,
    /** The next load of the page stops at the end of the tag the first `marker` ends in, until `sendRest()`. */
    stopAfter(marker: string) {
      const at = html.indexOf(marker);
      if (at < 0) throw new Error(`${path} has no ${marker}`);
      cut = html.indexOf('>', at + marker.length - 1) + 1;
      resume = new Promise((resolve) => {
        release = resolve;
      });
    },
    sendRest: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
