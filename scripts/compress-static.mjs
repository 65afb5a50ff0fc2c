// After `next build` (package.json "postbuild"): a brotli and a gzip copy beside each built text asset, which
// server.mjs sends in place of compressing the same file again for every request (lib/node/precompressed-static.mjs).
import { join } from 'node:path';

import { compressStaticAssets } from '../lib/node/precompressed-static.mjs';

const distDir = join(import.meta.dirname, '..', process.env.NEXT_DIST_DIR || '.next');
const started = performance.now();
const { files, bytes, brotliBytes } = await compressStaticAssets(join(distDir, 'static'));
const kb = (value) => `${Math.round(value / 1024)} KB`;
console.log(
  `Precompressed ${files} static assets in ${Math.round(performance.now() - started)} ms: ${kb(bytes)} as ${kb(brotliBytes)} with brotli.`,
);
