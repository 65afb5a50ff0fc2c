// The production server: Next's own request handler, plus what `next start` cannot do.
// 1. The site's one stylesheet is written into every page's head (lib/node/inline-stylesheet.mjs), so the first paint
//    needs no second round trip. Next's `experimental.inlineCss` does the same but also copies the stylesheet three
//    times into each page's RSC data and its client-navigation payloads (README "Performance"). In the same pass
//    Next's script chunks leave the head and are fetched after the first frame, not preloaded
//    (lib/node/scripts-after-first-paint.mjs), so a page paints before React hydrates it.
// 2. Responses are compressed here, after that rewrite (next.config.mjs turns Next's compression off); built assets
//    under /_next/static go out as the copies compressed once after the build (lib/node/precompressed-static.mjs).
// 3. The client's socket address is handed to the app in a header of our own (lib/node/client-address.mjs), since
//    server actions cannot see the socket; rate limits read it with TRUSTED_PROXY_HOPS.
// 4. It fails loudly: instrumentation.ts `register()` (settings, AUTH_SECRET, the embedded database's lock) runs
//    before listening and a failure exits with one line; bodies over 1 MB get 413 and TRACE 405 (Next would 500);
//    SIGTERM/SIGINT drain requests, close the database and release its lock.
// Usage: node server.mjs [-p port] [-H hostname]; PORT and HOSTNAME work too. `npm run dev` is plain `next dev`.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import compression from 'compression';
import next from 'next';

import { builtStaticFile } from './lib/node/built-static-file.mjs';
import { SOCKET_ADDRESS_HEADER, trustSocketAddressHeader } from './lib/node/client-address.mjs';
import { inlineStylesheetInto } from './lib/node/inline-stylesheet.mjs';
import { precompressedStatic } from './lib/node/precompressed-static.mjs';
import { limitRequestBody, refuseUnservedMethod } from './lib/node/request-limits.mjs';

process.env.NODE_ENV = 'production';
// Lets this process, and only it, start the campaign worker inside the app (app/api/internal/campaign-worker).
const campaignWorkerKey = randomBytes(32).toString('hex');
process.env.CAMPAIGN_WORKER_START_KEY = campaignWorkerKey;

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';
const distDir = join(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next');

/** Prints one line and exits non-zero: a server that cannot work must not print "Ready". */
function refuseToStart(error) {
  const message = (error instanceof Error ? error.message : String(error))
    .replace(/^An error occurred while loading instrumentation hook: /, '')
    .replace(/\s*\n\s*/g, ' ');
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

const app = next({ dev: false, hostname, port, dir: import.meta.dirname });
const handle = app.getRequestHandler();
try {
  await app.prepare();
  // Next runs register() lazily, on the first request; run it now (it is safe to repeat) so problems stop the start.
  const instrumentationFile = join(distDir, 'server', 'instrumentation.js');
  if (existsSync(instrumentationFile)) {
    const instrumentation = createRequire(import.meta.url)(instrumentationFile);
    await (instrumentation.register ?? instrumentation.default?.register)?.();
  }
} catch (error) {
  refuseToStart(error);
}
trustSocketAddressHeader();

const stylesheets = new Map();
/** A built stylesheet's text by its public href; only files under the build's static folder. */
function readStylesheet(href) {
  if (!stylesheets.has(href)) {
    const file = builtStaticFile(distDir, href);
    let css = null;
    if (file?.endsWith('.css')) {
      try {
        css = readFileSync(file, 'utf8');
      } catch {
        css = null; // Leave the link as it is.
      }
    }
    stylesheets.set(href, css);
  }
  return stylesheets.get(href);
}

const compress = compression();
const servePrecompressed = precompressedStatic(distDir);
let stopping = false;

const server = createServer((req, res) => {
  // Only our own copy of this header may reach the app.
  delete req.headers[SOCKET_ADDRESS_HEADER];
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  if (stopping) res.setHeader('Connection', 'close');
  if (!refuseUnservedMethod(req, res) || !limitRequestBody(req, res)) return;
  if (servePrecompressed(req, res)) {
    handle(req, res);
    return;
  }
  compress(req, res, () => {
    inlineStylesheetInto(res, readStylesheet);
    handle(req, res);
  });
});
// Node closes an idle keep-alive socket after 5 s. A client that picks that socket for its next request in the same
// instant (a load balancer, whose idle timeout is usually 60 s, or any busy client) gets ECONNRESET for a request the
// server never saw. Outlive the usual balancer timeout instead; headers must be allowed at least as long.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('error', refuseToStart);
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname}:${port}`);
  void startCampaignWorker();
});

/** The embedded campaign worker lives in the app's bundle: ask the app to start it (CAMPAIGN_WORKER=off: it won't). */
async function startCampaignWorker() {
  const host = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  try {
    const response = await fetch(
      `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/internal/campaign-worker`,
      {
        method: 'POST',
        headers: { 'x-campaign-worker-key': campaignWorkerKey },
      },
    );
    if (!response.ok)
      console.error(`[campaigns] Starting the sending worker failed: HTTP ${response.status}`);
  } catch (error) {
    console.error(
      `[campaigns] Starting the sending worker failed: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** Stop accepting, let in-flight requests finish (10 s at most), close the database (its lock goes with it), exit. */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests, then closing the database`);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearInterval(idle);
  clearTimeout(force);
  let code = 0;
  try {
    // The campaign worker finishes the message in hand and hands its unsent claims back.
    await globalThis[Symbol.for('ridgeline.stopCampaignWorker')]?.();
  } catch (error) {
    console.error('Stopping the campaign worker failed:', error);
  }
  try {
    await globalThis[Symbol.for('ridgeline.closeDatabase')]?.();
  } catch (error) {
    console.error('Closing the database failed:', error);
    code = 1;
  }
  try {
    await app.close();
  } catch {
    // Next has nothing more to flush.
  }
  // The lock file is removed by lib/db/lock.ts's exit hook (it checks the pid inside is ours).
  process.exit(code);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
