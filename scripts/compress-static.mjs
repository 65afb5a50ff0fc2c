// After `next build`: a .gz and a .br beside every compressible file of the build's hashed assets, for nginx's
// gzip_static and brotli_static (deploy/nginx.conf), so the proxy never compresses the same file per request and
// the app never sees those requests. `next start` alone ignores these files. Node's own zlib, best quality: it runs
// once per build.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? path.join(process.env.NEXT_DIST_DIR ?? '.next', 'static'));
const compressible = /\.(js|mjs|css|json|svg|txt|map|html|xml|webmanifest)$/;
// Below this nginx's gzip_min_length sends the file as it is anyway.
const minimumBytes = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && compressible.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
try {
  await stat(root);
} catch {
  console.error(`compress-static: ${root} does not exist (run next build first).`);
  process.exit(1);
}
for await (const file of files(root)) {
  const body = await readFile(file);
  if (body.length < minimumBytes) continue;
  const gz = gzipSync(body, { level: 9 });
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  await writeFile(`${file}.gz`, gz);
  await writeFile(`${file}.br`, br);
  count += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `compress-static: ${count} files in ${path.relative(process.cwd(), root) || root}, ` +
    `${Math.round(before / 1024)} KiB -> ${Math.round(after / 1024)} KiB brotli`,
);
