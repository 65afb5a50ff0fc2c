// Plain JavaScript: server.mjs runs it under Node without a TypeScript step.
import { join, normalize, sep } from 'node:path';

/**
 * The file under the build's `static` folder that a `/_next/static/...` URL path names, or null: another prefix, a
 * malformed escape, or a path that climbs out of `static/` (`..`, `%2e%2e`, a sibling folder such as `static-x`).
 * The one place the server maps a public asset URL to a file it may read.
 * @param {string} distDir the build folder (.next)
 * @param {string} urlPath a URL's path, without its query, as it came (percent-escapes are decoded here)
 * @returns {string | null}
 */
export function builtStaticFile(distDir, urlPath) {
  if (!urlPath.startsWith('/_next/static/')) return null;
  let file;
  try {
    file = normalize(join(distDir, decodeURIComponent(urlPath.slice('/_next'.length))));
  } catch {
    return null;
  }
  // A path that ends in a separator names a folder, never a file to read.
  return file.startsWith(join(distDir, 'static') + sep) && !file.endsWith(sep) ? file : null;
}
