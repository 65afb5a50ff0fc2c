// The production server: Next's own request handler, plus two things `next start` cannot do.
// 1. The site's one stylesheet is written into every page's head (lib/node/inline-stylesheet.mjs), so the first paint
//    needs no second round trip. Next's `experimental.inlineCss` does the same but also copies the stylesheet three
//    times into each page's RSC data and its client-navigation payloads (README "Performance").
// 2. Responses are compressed here, after that rewrite (next.config.mjs turns Next's compression off).
// Usage: node server.mjs [-p port] [-H hostname]; PORT and HOSTNAME work too. `npm run dev` is plain `next dev`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { parseArgs } from 'node:util';

import compression from 'compression';
import next from 'next';

import { inlineStylesheetInto } from './lib/node/inline-stylesheet.mjs';

process.env.NODE_ENV = 'production';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';

const app = next({ dev: false, hostname, port, dir: import.meta.dirname });
const handle = app.getRequestHandler();
await app.prepare();

const distDir = join(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next');
const stylesheets = new Map();
/** A built stylesheet's text by its public href; only files under the build's static folder. */
function readStylesheet(href) {
  if (!stylesheets.has(href)) {
    const file = normalize(join(distDir, href.replace(/^\/_next\//, '')));
    let css = null;
    if (file.startsWith(join(distDir, 'static')) && file.endsWith('.css')) {
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

createServer((req, res) => {
  compress(req, res, () => {
    inlineStylesheetInto(res, readStylesheet);
    handle(req, res);
  });
}).listen(port, hostname, () => {
  console.log(`Ready on http://${hostname}:${port}`);
});
