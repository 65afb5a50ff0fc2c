// Plain JavaScript: server.mjs and the build's post-step run it under Node without a TypeScript step.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import { builtStaticFile } from './built-static-file.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The encodings written beside each built asset, in the server's order of preference. Brotli at its best quality
 * is 13% smaller than the quality 4 the compression middleware can afford per request, and costs nothing per
 * request once written.
 */
export const PRECOMPRESSED_ENCODINGS = /** @type {const} */ ([
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
]);

/** Text assets worth compressing; fonts and images under /_next/static are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * The first of `offered` (in the server's order) that an Accept-Encoding header allows, or null. A coding listed
 * with q=0 is refused, and `*` stands for every coding the header does not name.
 * @param {string | undefined} header
 * @param {readonly string[]} offered
 * @returns {string | null}
 */
export function acceptedEncoding(header, offered) {
  if (!header) return null;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > 0) return coding;
  }
  return null;
}

/**
 * Writes a brotli and a gzip copy beside every compressible file under `staticDir` (the build's `static` folder),
 * where the copy is smaller. Run once after `next build` (package.json "postbuild").
 * @param {string} staticDir
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>}
 */
export async function compressStaticAssets(staticDir) {
  const names = (await readdir(staticDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    names.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      files += 1;
      bytes += body.length;
      brotliBytes += Math.min(br.length, body.length);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return { files, bytes, brotliBytes };
}

/**
 * Serves the build's precompressed copies of /_next/static assets: Next still answers the request (its headers,
 * ETag, 304s and 404s stay its own), and when that answer is a 200 of the whole file the body it streams from disk
 * is replaced by the compressed copy. Without this the compression middleware compressed the same files again for
 * every request, the largest single part of the server's CPU in the browser suite (zlib: a tenth of its main
 * thread's time in a profile, more in the thread pool). Copies are read once and kept (hashed names never
 * change); an asset without one, a range request or a client that accepts neither coding gets the usual path.
 * @param {string} distDir the build folder (.next)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} true
 *   when it has taken the response's encoding in hand (skip the compression middleware then)
 */
export function precompressedStatic(distDir) {
  const staticDir = join(distDir, 'static');
  /** Each asset that has copies, by its path: its own length and its copies' codings and files. Read at start, so
   * requests for paths that do not exist cost a lookup and never grow it. */
  /** @type {Map<string, { length: number, copies: Map<string, string> }>} */
  const assets = new Map();
  let entries = [];
  try {
    entries = readdirSync(staticDir, { recursive: true, withFileTypes: true });
  } catch {
    entries = []; // No build folder yet: Next will say so.
  }
  for (const entry of entries) {
    const encoding =
      entry.isFile() && PRECOMPRESSED_ENCODINGS.find(({ suffix }) => entry.name.endsWith(suffix));
    if (!encoding) continue;
    const copyFile = join(entry.parentPath, entry.name);
    const asset = copyFile.slice(0, -encoding.suffix.length);
    if (!assets.has(asset)) {
      let length;
      try {
        length = statSync(asset).size;
      } catch {
        continue; // A copy without its asset is never served.
      }
      assets.set(asset, { length, copies: new Map() });
    }
    assets.get(asset)?.copies.set(encoding.name, copyFile);
  }
  /** @type {Map<string, Buffer>} */
  const bodies = new Map();
  /** @param {string} copyFile */
  function body(copyFile) {
    let read = bodies.get(copyFile);
    if (!read) {
      try {
        bodies.set(copyFile, (read = readFileSync(copyFile)));
      } catch {
        return null; // Gone since the start: this request takes the usual path.
      }
    }
    return read;
  }

  return function servePrecompressed(req, res) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false;
    const pathname = (req.url ?? '').split('?')[0];
    if (!COMPRESSIBLE.test(pathname)) return false;
    // Null for anything but a built asset (a malformed escape, a climbing path): Next answers those.
    const file = builtStaticFile(distDir, pathname);
    const asset = file === null ? undefined : assets.get(file);
    if (!asset) return false;
    const offered = PRECOMPRESSED_ENCODINGS.map(({ name }) => name).filter((name) => asset.copies.has(name));
    const coding = acceptedEncoding(req.headers['accept-encoding'], offered);
    const encoded = coding && body(/** @type {string} */ (asset.copies.get(coding)));
    if (!coding || !encoded) return false;
    replaceBodyOfWholeResponse(req, res, { coding, body: encoded, identityLength: asset.length });
    return true;
  };
}

/**
 * From the first write on: a 200 whose headers are not out yet and that declares the asset's whole, unencoded
 * length gets `body`, encoded as `coding`, in place of what the handler writes; any other answer (304, 404, an
 * error, a body that is not that file) passes through untouched.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ coding: string, body: Buffer, identityLength: number }} copy
 */
function replaceBodyOfWholeResponse(req, res, { coding, body, identityLength }) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  /** @type {boolean | undefined} */
  let replacing;
  function decide() {
    if (replacing !== undefined) return replacing;
    replacing =
      res.statusCode === 200 &&
      !res.headersSent &&
      !res.hasHeader('Content-Encoding') &&
      Number(res.getHeader('Content-Length')) === identityLength;
    if (replacing) {
      res.setHeader('Content-Encoding', coding);
      res.setHeader('Content-Length', body.length);
      const vary = String(res.getHeader('Vary') ?? '');
      if (!/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(vary))
        res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    return replacing;
  }
  // The handler streams the file from disk; its chunks are dropped, and the copy goes out whole at the end.
  res.write = /** @type {typeof res.write} */ (
    (chunk, encoding, callback) => {
      if (!decide()) return write(chunk, encoding, callback);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done);
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    (chunk, encoding, callback) => {
      if (!decide()) return end(chunk, encoding, callback);
      const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
      return req.method === 'HEAD' ? end(done) : end(body, done);
    }
  );
}
