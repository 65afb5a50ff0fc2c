import { fileURLToPath } from 'node:url';

const isProduction = process.env.NODE_ENV === 'production';

// Static pages cannot carry per-request nonces, so scripts are limited to our own origin plus the
// inline bootstrap the App Router emits. React's dev overlay needs eval in development only.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://i.ytimg.com",
  "font-src 'self'",
  "connect-src 'self'",
  // Course overview videos load from YouTube's privacy-enhanced host, and only after the visitor presses play.
  'frame-src https://www.youtube-nocookie.com',
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  ...(isProduction ? ['upgrade-insecure-requests'] : []),
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  ...(isProduction && process.env.DISABLE_HSTS !== 'true'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
    : []),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // A second build folder lets a benchmark or experiment build without disturbing a running test server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` type-checks the whole tree once before it builds; the build need not do it again.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === 'true' },
  reactStrictMode: true,
  // Pages, route responses and unstable_cache data: in Redis when REDIS_URL is set where the server runs (every
  // instance sees one cache, and a tag revalidated on one is fresh on all), on local disk otherwise. The module
  // chooses at start, so one build serves both. `cacheHandlers` (plural) is for 'use cache', which this site does
  // not use. Next's in-memory copy lives inside its filesystem handler only, so Redis is never shadowed by it.
  cacheHandler: fileURLToPath(new URL('./lib/node/cache-handler.mjs', import.meta.url)),
  // PGlite ships wasm and data files that must stay in node_modules, not be copied per route.
  serverExternalPackages: ['@electric-sql/pglite'],
  // Migrations (embedded start, setup card) and the PDF faces are read at run time, so deployments must carry them.
  outputFileTracingIncludes: {
    '/**': ['./supabase/migrations/**', './supabase/bootstrap/**', './assets/pdf-fonts/**'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
