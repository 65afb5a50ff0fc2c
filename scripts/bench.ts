/**
 * npm run bench: the performance figures of docs/performance.md, measured, never asserted.
 *  1. JavaScript each route loads (encoded bytes of script responses in Chromium) against an empty Next.js page
 *     built in the same run: the scripts the route's HTML references (the target), and everything up to network idle
 *     (adds chunks loaded after hydration and Link prefetch of the routes it links to; the empty page links nowhere).
 *  2. Lighthouse 12 mobile and desktop with Debian's Chromium: the median of three runs of each page, chosen by
 *     Lighthouse's own median-run rule, each mobile run right after a run of the floor (the empty page), so every
 *     page is reported beside the floor measured on the same machine at the same moment, with Chromium's version
 *     and Lighthouse's benchmarkIndex (--applied adds mobile with applied throttling). Between the two, a run of the
 *     page's static copy (its HTML without any script, scripts/bench-static-copy.ts): what the content alone allows.
 *  3. Load on loopback (autocannon, bounded): a static page, /reviews, /calendar and the newsletter action, on the
 *     embedded PGlite and, when PostgreSQL 15 is installed, on PostgreSQL; there also the booking confirm action's
 *     p50/p99 at 16 connections (scripts/bench-confirm.ts), Book and pay's card step likewise
 *     (scripts/bench-book-and-pay.ts), and the small seed beside a provider's five years of data
 *     (scripts/bench-scale.ts: pages' first render and p99 at 16 connections, confirm, queueing a campaign).
 *  4. The cluster, on that PostgreSQL, when redis-server is installed too: a static page and /calendar on one
 *     instance with the filesystem cache, one with the Redis cache, and two with the Redis cache (the load split
 *     between them), in the same run.
 *  5. E-mail campaigns (scripts/bench-campaigns.ts): queueing a campaign to 10,000 subscribers and the worker's send
 *     rate against an in-process SMTP server, on PostgreSQL 15 (when installed) and PGlite.
 * Writes bench-results.json and prints Markdown tables for docs/performance.md. Expects `npm run build` to have run.
 * Flags: --skip-lighthouse, --skip-static-copy, --skip-load, --skip-scale, --skip-campaigns, --quick (fewer routes, one Lighthouse run, shorter load
 * runs), --lighthouse-runs=N, --applied, --cluster-only (part 4 alone, merged into an existing bench-results.json),
 * --campaigns-only (part 5 alone, likewise).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';

import { chromeFlags, lighthouseReport, summarise, type LighthouseReport } from './bench-lighthouse';
import { formatScaleTable, type ScaleRow } from './bench-scale';
import { startStaticCopyServer } from './bench-static-copy';
import { redisServerAvailable, startRedisServer } from '../tests/support/redis-server';
import { chromiumPath } from '../tests/support/chromium';
import { freePort } from '../tests/support/free-port';

const root = resolve(__dirname, '..');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const catalogueRoutes = [
  '/',
  '/courses',
  '/courses/nsw-whitecard',
  '/courses/working-at-heights',
  '/packages',
  '/promotions',
  '/locations/mackay',
  '/about',
];
const otherRoutes = [
  '/reviews',
  '/calendar',
  '/booking',
  '/contact',
  '/training-package',
  '/assessments/RIIWHS202E/theory',
];
const lighthouseRoutes = quick
  ? ['/', '/courses/nsw-whitecard']
  : [
      '/',
      '/courses',
      '/courses/nsw-whitecard',
      '/packages',
      '/promotions',
      '/locations/mackay',
      '/about',
      '/calendar',
      '/booking',
      '/reviews',
      '/contact',
    ];

type Results = Record<string, unknown>;
const results: Results = { measuredAt: new Date().toISOString(), machine: machineSummary() };

function machineSummary() {
  const cpus = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.*)$/m)?.[1] ?? 'unknown CPU';
  return `${cpus}, ${execFileSync('nproc').toString().trim()} cores, Node ${process.version}`;
}

async function waitForHttp(url: string, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Server at ${url} did not start`);
}

/** The site and the empty baseline app, each on plain `next start` (what `npm start` runs). */
function startServer(cwd: string, port: number, env: Record<string, string>): ChildProcess {
  const command = [join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)];
  const child = spawn(process.execPath, command, {
    cwd,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Builds a minimal Next.js app (empty page, empty layout) with this project's Next and React. */
function buildEmptyApp(): string {
  // Outside the project: nested inside it, Next would pick up this project's lock file, proxy and instrumentation.
  const dir = join(tmpdir(), 'bench-empty-next');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-empty', private: true }));
  writeFileSync(
    join(dir, 'app/layout.js'),
    'export default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(join(dir, 'app/page.js'), 'export default function Page() { return <p>Empty page</p>; }\n');
  // The symlinked node_modules (same Next and React, no second install) lies outside the app, so Turbopack's root is '/'.
  writeFileSync(join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  execFileSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  return dir;
}

type ScriptFigures = {
  /** Scripts the route's HTML references (script src and script preloads): what the page itself needs. */
  scripts: number;
  encodedBytes: number;
  /** Everything up to network idle: the above, plus chunks loaded after hydration and Link prefetch of linked routes. */
  scriptsToIdle: number;
  encodedBytesToIdle: number;
  /** The HTML document itself. */
  htmlEncodedBytes: number;
};

/** Script URLs (path only) in a page's HTML: `<script src>` and `<link rel="preload" as="script">`. */
function scriptPathsInHtml(html: string): Set<string> {
  const paths = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') || /\bas="script"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (isScript && url) paths.add(new URL(url, 'http://x').pathname);
  }
  return paths;
}

async function scriptBytes(baseUrl: string, routes: string[]): Promise<Record<string, ScriptFigures>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags.slice(1) });
  const figures: Record<string, ScriptFigures> = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      const pending: Promise<{ path: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') {
          const path = new URL(request.url()).pathname;
          pending.push(request.sizes().then((sizes) => ({ path, bytes: sizes.responseBodySize })));
        }
      });
      const response = await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      const htmlEncodedBytes = (await response?.request().sizes())?.responseBodySize ?? 0;
      const own = scriptPathsInHtml((await response?.text()) ?? '');
      const loaded = await Promise.all(pending);
      const sum = (rows: typeof loaded) => rows.reduce((total, row) => total + row.bytes, 0);
      const ownRows = loaded.filter((row) => own.has(row.path));
      figures[route] = {
        scripts: ownRows.length,
        encodedBytes: sum(ownRows),
        scriptsToIdle: loaded.length,
        encodedBytesToIdle: sum(loaded),
        htmlEncodedBytes,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** How many times each page is measured; docs/performance.md reports Lighthouse's own median run (lib/median-run.js). */
const lighthouseRuns = Number(
  process.argv.find((arg) => arg.startsWith('--lighthouse-runs='))?.split('=')[1] ?? (quick ? 1 : 3),
);

/**
 * The median of `lighthouseRuns` runs, picked as Lighthouse itself picks it (the run closest to the median FCP and
 * TTI), so one run's figures stay together. Lighthouse's variability guide asks for this: a single run of the same
 * page differs by seconds in simulated LCP on this machine. The LCP of every run is kept beside it.
 */
async function lighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  throttling: 'simulated' | 'applied' = 'simulated',
) {
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < lighthouseRuns; run += 1) {
    reports.push(await lighthouseReport(url, formFactor, throttling));
  }
  return summarise(reports);
}

/**
 * The floor: an empty Next.js page measured by the same Lighthouse, each of its runs right before a run of the
 * route it is compared with, so both see the same machine at the same moment. Between them, when given,
 * a run of the route's static copy (scripts/bench-static-copy.ts): the same HTML without any script, so the table
 * can tell what the content costs the first paint from what our scripts cost it.
 */
async function lighthouseAgainstFloor(url: string, floorUrl: string, staticCopyUrl?: string) {
  const floorReports: LighthouseReport[] = [];
  const staticCopyReports: LighthouseReport[] = [];
  const routeReports: LighthouseReport[] = [];
  for (let run = 0; run < lighthouseRuns; run += 1) {
    floorReports.push(await lighthouseReport(floorUrl, 'mobile', 'simulated'));
    if (staticCopyUrl) staticCopyReports.push(await lighthouseReport(staticCopyUrl, 'mobile', 'simulated'));
    routeReports.push(await lighthouseReport(url, 'mobile', 'simulated'));
  }
  return {
    floor: await summarise(floorReports),
    staticCopy: staticCopyUrl ? await summarise(staticCopyReports) : undefined,
    route: await summarise(routeReports),
  };
}

/**
 * The targets (docs/performance.md): a catalogue route scores at least 90 and within 5 points of the floor; the
 * per-request and form pages at least 85; CLS under 0.05 everywhere.
 */
const FORM_AND_DATA_ROUTES = new Set(['/calendar', '/booking', '/reviews', '/contact']);
function targetOf(route: string): { minimum: number; floorPoints: number | null } {
  return FORM_AND_DATA_ROUTES.has(route)
    ? { minimum: 85, floorPoints: null }
    : { minimum: 90, floorPoints: 5 };
}
const CLS_LIMIT = 0.05;

const ratio = (value: number, base: number) => Number((value / Math.max(1, base)).toFixed(2));
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function againstFloor(route: string, figures: Awaited<ReturnType<typeof lighthouseAgainstFloor>>) {
  const { floor, staticCopy, route: page } = figures;
  const target = targetOf(route);
  const allowedPoints = target.floorPoints;
  const points = page.performance - floor.performance;
  const fcpRatio = ratio(page.observedFcpMs, floor.observedFcpMs);
  const tbtRatio = ratio(page.tbtMs, floor.tbtMs);
  // Not targets: the page against its own HTML without scripts, and that copy against the empty page
  // (above 1.5, no script work can meet the FCP target), as medians of each one's observed FCP runs (Lighthouse's
  // median run is chosen by simulated timings, which a page without scripts barely has).
  const staticCopyFcp = staticCopy && {
    pageMedianMs: medianOf(page.observedFcpMsEachRun),
    copyMedianMs: medianOf(staticCopy.observedFcpMsEachRun),
  };
  return {
    ...figures,
    points,
    fcpRatio,
    tbtRatio,
    staticCopyFcp,
    fcpRatioToStaticCopy: staticCopyFcp && ratio(staticCopyFcp.pageMedianMs, staticCopyFcp.copyMedianMs),
    staticCopyFcpRatioToFloor:
      staticCopyFcp && ratio(staticCopyFcp.copyMedianMs, medianOf(floor.observedFcpMsEachRun)),
    allowedPoints,
    minimum: target.minimum,
    met:
      page.performance >= target.minimum &&
      (allowedPoints === null || points >= -allowedPoints) &&
      page.cls < CLS_LIMIT,
  };
}

/** Chromium's version, as docs/performance.md reports it beside every Lighthouse figure. */
function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** The server action id of the newsletter form, read from the build's manifest. */
function newsletterActionId(): string | null {
  const manifestPath = join(root, '.next/server/server-reference-manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    node?: Record<string, { exportedName?: string }>;
  };
  for (const [id, entry] of Object.entries(manifest.node ?? {})) {
    if (entry.exportedName === 'subscribeAction') return id;
  }
  return null;
}

async function load(baseUrl: string, label: string) {
  const duration = quick ? 3 : 8;
  const actionId = newsletterActionId();
  const targets: Array<{ name: string; opts: Partial<autocannon.Options> }> = [
    { name: 'static /courses/nsw-whitecard', opts: { url: `${baseUrl}/courses/nsw-whitecard` } },
    // What a browser asks for: the server then gzips every response itself (a CDN or reverse proxy would cache it).
    {
      name: 'static /courses/nsw-whitecard, gzip',
      opts: { url: `${baseUrl}/courses/nsw-whitecard`, headers: { 'accept-encoding': 'gzip' } },
    },
    { name: '/reviews', opts: { url: `${baseUrl}/reviews` } },
    { name: '/calendar', opts: { url: `${baseUrl}/calendar` } },
  ];
  if (actionId) {
    let n = 0;
    targets.push({
      name: 'newsletter action',
      opts: {
        url: `${baseUrl}/`,
        method: 'POST',
        headers: { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8', Origin: baseUrl },
        // A new address per request: every call validates, inserts and queues a welcome mail.
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify([
                { email: `bench-${Date.now()}-${n++}@example.com`, firstName: '', source: 'homepage' },
              ]),
            }),
          },
        ],
      },
    });
  }
  const rows: Array<Record<string, number | string>> = [];
  for (const target of targets) {
    for (const connections of [1, 16, 64]) {
      const result = await autocannon({
        ...target.opts,
        url: target.opts.url!,
        connections,
        duration,
        timeout: 10,
      });
      rows.push({
        database: label,
        target: target.name,
        connections,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
  }
  const staticRps = new Map(
    rows.filter((r) => r.target === targets[0].name).map((r) => [r.connections, Number(r.requestsPerSecond)]),
  );
  for (const row of rows) {
    row.ratioToStatic = Number(
      (Number(row.requestsPerSecond) / (staticRps.get(row.connections) || 1)).toFixed(2),
    );
  }
  return rows;
}

/** Child mode: load figures on the PostgreSQL of TEST_DATABASE_URL, merged into bench-results.json. */
async function postgresLoad() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('--postgres-load needs TEST_DATABASE_URL (run through scripts/test-postgres.sh)');
  const port = 3300;
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...serverEnv(baseUrl), DATABASE_URL: url };
  execFileSync(process.execPath, [...process.execArgv, join(root, 'scripts/db.ts'), 'seed'], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  if (!args.has('--cluster-only')) {
    const server = startServer(root, port, env);
    try {
      await waitForHttp(`${baseUrl}/api/health`);
      console.log('Load on PostgreSQL 15...');
      const saved = JSON.parse(readFileSync(join(root, 'bench-results.json'), 'utf8')) as Results;
      saved.load = [...((saved.load as unknown[]) ?? []), ...(await load(baseUrl, 'PostgreSQL 15'))];
      writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(saved, null, 2)}\n`);
    } finally {
      await stopServer(server);
    }
  }
  if (!args.has('--cluster-only')) {
    // The confirm action's latency at 16 connections, on the same cluster; merged as "confirm".
    console.log('Confirm action on PostgreSQL 15...');
    execFileSync(
      process.execPath,
      [...process.execArgv, join(root, 'scripts/bench-confirm.ts'), '--merge', ...(quick ? ['--quick'] : [])],
      { stdio: 'inherit' },
    );
  }
  if (!args.has('--cluster-only')) {
    // Book and pay's card step (hold + Checkout against a local Stripe stand-in) at 16 connections; "bookAndPay".
    console.log('Book and pay card step on PostgreSQL 15...');
    execFileSync(
      process.execPath,
      [
        ...process.execArgv,
        join(root, 'scripts/bench-book-and-pay.ts'),
        '--merge',
        ...(quick ? ['--quick'] : []),
      ],
      { stdio: 'inherit' },
    );
  }
  if (!args.has('--cluster-only') && !args.has('--skip-scale')) {
    // The small seed beside five years of a provider's data, on the same cluster; merged as "scale".
    console.log('Five years of data beside the small seed on PostgreSQL 15...');
    execFileSync(
      process.execPath,
      [...process.execArgv, join(root, 'scripts/bench-scale.ts'), '--merge', ...(quick ? ['--quick'] : [])],
      { stdio: 'inherit' },
    );
  }
  if (redisServerAvailable()) {
    console.log('Cluster: one and two instances, filesystem and Redis cache, on PostgreSQL 15...');
    const saved = JSON.parse(readFileSync(join(root, 'bench-results.json'), 'utf8')) as Results;
    saved.cluster = { measuredAt: new Date().toISOString(), rows: await clusterLoad(url) };
    writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(saved, null, 2)}\n`);
  } else {
    console.log('redis-server not found: no cluster figures.');
  }
}

type ClusterRow = {
  setup: string;
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

/**
 * Drives `connections` connections at `path`, split evenly over `origins` (one autocannon each, at the same time);
 * requests per second are summed, latency percentiles are the worst of the parts.
 */
async function spreadLoad(
  origins: string[],
  path: string,
  connections: number,
): Promise<Omit<ClusterRow, 'setup'>> {
  const duration = quick ? 3 : 8;
  const parts = await Promise.all(
    origins.map((origin) =>
      autocannon({
        url: `${origin}${path}`,
        connections: connections / origins.length,
        duration,
        timeout: 10,
      }),
    ),
  );
  return {
    target: path,
    connections,
    requestsPerSecond: Math.round(parts.reduce((sum, part) => sum + part.requests.average, 0)),
    p50Ms: Math.max(...parts.map((part) => part.latency.p50)),
    p99Ms: Math.max(...parts.map((part) => part.latency.p99)),
    errors: parts.reduce((sum, part) => sum + part.errors + part.timeouts + part.non2xx, 0),
  };
}

/**
 * Part 4, on the PostgreSQL of TEST_DATABASE_URL: one instance with each cache, then two sharing Redis. Every setup
 * is warmed (its first request renders into an empty cache) before it is measured.
 */
async function clusterLoad(databaseUrl: string): Promise<ClusterRow[]> {
  const redis = await startRedisServer();
  const ports = [await freePort(), await freePort()];
  const origins = ports.map((port) => `http://127.0.0.1:${port}`);
  const setups = [
    { setup: '1 instance, filesystem cache', instances: 1, redis: false },
    { setup: '1 instance, Redis cache', instances: 1, redis: true },
    { setup: '2 instances, Redis cache', instances: 2, redis: true },
  ];
  const paths = ['/courses/nsw-whitecard', '/calendar'];
  const rows: ClusterRow[] = [];
  try {
    for (const setup of setups) {
      const servers = ports.slice(0, setup.instances).map((port) =>
        startServer(root, port, {
          ...serverEnv(origins[0]),
          DATABASE_URL: databaseUrl,
          DATA_DIR: join(tmpdir(), `bench-cluster-${port}-${Date.now()}`),
          ...(setup.redis ? { REDIS_URL: redis.url } : {}),
        }),
      );
      try {
        const used = origins.slice(0, setup.instances);
        for (const origin of used) await waitForHttp(`${origin}/api/health`);
        for (const origin of used)
          for (const path of paths) await fetch(`${origin}${path}`).then((r) => r.text());
        for (const path of paths) {
          for (const connections of [16, 64]) {
            rows.push({ setup: setup.setup, ...(await spreadLoad(used, path, connections)) });
          }
        }
      } finally {
        await Promise.all(servers.map(stopServer));
      }
    }
  } finally {
    await redis.stop();
  }
  return rows;
}

function serverEnv(baseUrl: string): Record<string, string> {
  return {
    SITE_URL: baseUrl,
    DISABLE_HSTS: 'true',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    // The load test posts from one address: measure the action, not the rate limiter.
    RATE_LIMIT_MULTIPLIER: '1000000',
  };
}

/** Runs the PostgreSQL part of the bench again in a throwaway cluster (scripts/test-postgres.sh). */
function inThrowawayPostgres(extra: string[]) {
  execFileSync(
    'bash',
    [
      join(root, 'scripts/test-postgres.sh'),
      process.execPath,
      ...process.execArgv,
      __filename,
      '--postgres-load',
      ...extra,
      ...(quick ? ['--quick'] : []),
    ],
    { stdio: 'inherit' },
  );
}

/** Campaign figures in their own process (under a throwaway PostgreSQL when installed), merged into the results. */
function campaignBench() {
  const script = [process.execPath, ...process.execArgv, join(root, 'scripts/bench-campaigns.ts')];
  const withPostgres = existsSync('/usr/lib/postgresql/15/bin/postgres');
  console.log('Campaign queueing and sending...');
  execFileSync(
    withPostgres ? 'bash' : script[0],
    withPostgres ? [join(root, 'scripts/test-postgres.sh'), ...script] : script.slice(1),
    {
      stdio: 'inherit',
    },
  );
}

async function main() {
  if (args.has('--postgres-load')) return postgresLoad();
  if (args.has('--campaigns-only')) {
    campaignBench();
    return printCampaigns(JSON.parse(readFileSync(join(root, 'bench-results.json'), 'utf8')) as Results);
  }
  if (!existsSync(join(root, '.next/BUILD_ID'))) throw new Error('Run `npm run build` first.');
  if (args.has('--cluster-only')) {
    const file = join(root, 'bench-results.json');
    if (!existsSync(file)) writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    inThrowawayPostgres(['--cluster-only']);
    Object.assign(results, JSON.parse(readFileSync(file, 'utf8')));
    return;
  }
  const port = 3300;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = join(tmpdir(), `bench-data-${Date.now()}`);
  const env = { ...serverEnv(baseUrl), DATA_DIR: dataDir };

  console.log('Building an empty Next.js app for the JavaScript baseline...');
  const emptyDir = buildEmptyApp();
  const emptyServer = startServer(emptyDir, port + 1, {});
  await waitForHttp(`http://127.0.0.1:${port + 1}/`);
  const floorUrl = `http://127.0.0.1:${port + 1}/`;
  const baseline = await scriptBytes(`http://127.0.0.1:${port + 1}`, ['/']);
  const baselineBytes = baseline['/'].encodedBytes;

  const server = startServer(root, port, env);
  try {
    await waitForHttp(`${baseUrl}/api/health`);
    console.log('Measuring JavaScript per route...');
    const js = await scriptBytes(
      baseUrl,
      quick ? catalogueRoutes.slice(0, 3) : [...catalogueRoutes, ...otherRoutes],
    );
    results.javascript = {
      emptyPageBytes: baselineBytes,
      routes: Object.fromEntries(
        Object.entries(js).map(([route, figure]) => [
          route,
          {
            ...figure,
            ratio: Number((figure.encodedBytes / baselineBytes).toFixed(2)),
            ratioToIdle: Number((figure.encodedBytesToIdle / baselineBytes).toFixed(2)),
          },
        ]),
      ),
    };

    if (!args.has('--skip-lighthouse')) {
      console.log('Running Lighthouse...');
      results.chromium = chromiumVersion();
      const lh: Record<string, unknown> = {};
      const floor: Record<string, ReturnType<typeof againstFloor>> = {};
      // --skip-static-copy: only the floor and the page, a third fewer runs.
      const staticCopy = args.has('--skip-static-copy')
        ? null
        : await startStaticCopyServer(baseUrl, port + 2, lighthouseRoutes);
      try {
        for (const route of lighthouseRoutes) {
          floor[route] = againstFloor(
            route,
            await lighthouseAgainstFloor(
              baseUrl + route,
              floorUrl,
              staticCopy ? staticCopy.baseUrl + route : undefined,
            ),
          );
          lh[route] = {
            mobile: floor[route].route,
            ...(args.has('--applied')
              ? { mobileApplied: await lighthouse(baseUrl + route, 'mobile', 'applied') }
              : {}),
            desktop: await lighthouse(baseUrl + route, 'desktop'),
          };
        }
      } finally {
        await staticCopy?.close();
      }
      results.lighthouse = lh;
      results.floor = floor;
    }

    if (!args.has('--skip-load')) {
      console.log('Load on PGlite...');
      results.load = await load(baseUrl, 'PGlite');
    }
  } finally {
    await stopServer(server);
    await stopServer(emptyServer);
  }

  if (!args.has('--skip-load') && existsSync('/usr/lib/postgresql/15/bin/postgres')) {
    // A throwaway PostgreSQL 15 cluster (scripts/test-postgres.sh) runs this script again for the load part only.
    writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
    inThrowawayPostgres([]);
    Object.assign(results, JSON.parse(readFileSync(join(root, 'bench-results.json'), 'utf8')));
  }

  writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (!args.has('--skip-campaigns')) {
    campaignBench();
    Object.assign(results, JSON.parse(readFileSync(join(root, 'bench-results.json'), 'utf8')));
  }
}

function printCampaigns(saved: Results) {
  const rows = saved.campaigns as
    | Array<{ backend: string; subscribers: number; queueMs: number; sent: number; perSecond: number }>
    | undefined;
  if (!rows) return;
  console.log(
    '\n| backend | queue 10,000 subscribers | worker send rate (rate limit off) |\n| --- | --- | --- |',
  );
  for (const row of rows)
    console.log(`| ${row.backend} | ${row.queueMs} ms | ${row.perSecond} messages/s (${row.sent} sent) |`);
}

function printTables() {
  printClusterTable();
  const scale = (results.scale as { rows?: ScaleRow[] } | undefined)?.rows;
  if (scale) console.log(formatScaleTable(scale));
  if (args.has('--cluster-only')) return;
  if (args.has('--campaigns-only')) return;
  const js = results.javascript as {
    emptyPageBytes: number;
    routes: Record<string, ScriptFigures & { ratio: number; ratioToIdle: number }>;
  };
  console.log(`\n### JavaScript per route (encoded bytes; empty Next.js page: ${js.emptyPageBytes} B)\n`);
  console.log(
    '| route | own scripts | own bytes | ratio to empty page | scripts to network idle | bytes to network idle | ratio | HTML bytes |\n| --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const [route, f] of Object.entries(js.routes)) {
    console.log(
      `| ${route} | ${f.scripts} | ${f.encodedBytes} | ${f.ratio} | ${f.scriptsToIdle} | ${f.encodedBytesToIdle} | ${f.ratioToIdle} | ${f.htmlEncodedBytes} |`,
    );
  }
  if (results.lighthouse) {
    console.log(`\n### Lighthouse 12 (mobile / desktop), median of ${lighthouseRuns} runs\n`);
    console.log(
      '| route | performance | accessibility | best practices | SEO | mobile LCP ms (each run) | mobile TBT ms | mobile CLS | mobile performance, applied throttling | mobile FCP / LCP ms, applied throttling |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    type Run = Awaited<ReturnType<typeof lighthouse>>;
    // Printed under the table: which audits any run failed outside performance (none in results written before
    // the bench recorded them), per route and form factor.
    const failures: string[] = [];
    for (const [route, r] of Object.entries(
      results.lighthouse as Record<string, { mobile: Run; mobileApplied?: Run; desktop: Run }>,
    )) {
      const applied = r.mobileApplied
        ? `| ${r.mobileApplied.performance} | ${r.mobileApplied.fcpMs} / ${r.mobileApplied.lcpMs} |`
        : '| – | – |';
      console.log(
        `| ${route} | ${r.mobile.performance} / ${r.desktop.performance} | ${r.mobile.accessibility} / ${r.desktop.accessibility} | ${r.mobile.bestPractices} / ${r.desktop.bestPractices} | ${r.mobile.seo} / ${r.desktop.seo} | ${r.mobile.lcpMs} (${r.mobile.lcpMsEachRun?.join(', ') ?? '–'}) | ${r.mobile.tbtMs ?? '–'} | ${r.mobile.cls} ${applied}`,
      );
      for (const [formFactor, run] of Object.entries(r)) {
        const failed = (run.failedAuditsEachRun ?? []).flatMap((audits, index) =>
          audits.map((audit) => `${audit} (run ${index + 1})`),
        );
        if (failed.length > 0) failures.push(`- ${route}, ${formFactor}: ${failed.join(', ')}`);
      }
    }
    if (failures.length > 0) console.log(failures.join('\n'));
  }
  if (results.floor) {
    type Floor = ReturnType<typeof againstFloor>;
    const floors = Object.values(results.floor as Record<string, Floor>);
    const indexes = floors.flatMap((f) => [
      ...f.floor.benchmarkIndexEachRun,
      ...(f.staticCopy?.benchmarkIndexEachRun ?? []),
      ...f.route.benchmarkIndexEachRun,
    ]);
    console.log(
      `\n### Against the floor: an empty Next.js page, mobile, median of ${lighthouseRuns} alternating runs\n\n` +
        `${results.chromium}; Lighthouse benchmarkIndex ${Math.min(...indexes)} to ${Math.max(...indexes)} ` +
        `(median ${medianOf(indexes)}).\n`,
    );
    console.log(
      '| route | performance (floor) | points | observed FCP ms (floor) | FCP ratio | TBT ms (floor) | TBT ratio | target met |\n| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const [route, f] of Object.entries(results.floor as Record<string, Floor>)) {
      console.log(
        `| ${route} | ${f.route.performance} (${f.floor.performance}) | ${f.points}${f.allowedPoints === null ? '' : ` (≥ −${f.allowedPoints})`}, score ≥ ${f.minimum}, CLS ${f.route.cls} | ${f.route.observedFcpMs} (${f.floor.observedFcpMs}) | ${f.fcpRatio} | ${f.route.tbtMs} (${f.floor.tbtMs}) | ${f.tbtRatio} | ${f.met ? 'yes' : 'no'} |`,
      );
    }
    if (floors.some((f) => f.staticCopy)) {
      console.log(
        '\n#### The same runs: each page against its static copy (its own HTML without any script)\n\n' +
          '| route | performance (static copy) | observed FCP ms, median of the runs (static copy) | FCP ratio to the static copy | observed FCP ms of the static copy, each run | of the page, each run | FCP ratio of the static copy to the floor |\n| --- | --- | --- | --- | --- | --- | --- |',
      );
      for (const [route, f] of Object.entries(results.floor as Record<string, Floor>)) {
        if (!f.staticCopy || !f.staticCopyFcp) continue;
        console.log(
          `| ${route} | ${f.route.performance} (${f.staticCopy.performance}) | ${f.staticCopyFcp.pageMedianMs} (${f.staticCopyFcp.copyMedianMs}) | ${f.fcpRatioToStaticCopy} | ${f.staticCopy.observedFcpMsEachRun.join(', ')} | ${f.route.observedFcpMsEachRun.join(', ')} | ${f.staticCopyFcpRatioToFloor} |`,
        );
      }
    }
  }
  if (results.confirm) {
    console.log('\n### Confirm action on PostgreSQL 15 (16 pooled connections)\n');
    console.log(
      '| case | connections | confirmations | p50 ms | p99 ms | max ms |\n| --- | --- | --- | --- | --- | --- |',
    );
    for (const f of results.confirm as Array<Record<string, unknown>>) {
      console.log(
        `| ${f.case} | ${f.connections} | ${f.confirmations} | ${f.p50Ms} | ${f.p99Ms} | ${f.maxMs} |`,
      );
    }
  }
  if (results.bookAndPay) {
    console.log('\n### Book and pay: hold and open Checkout on PostgreSQL 15 (16 pooled connections)\n');
    console.log(
      '| case | connections | calls | p50 ms | p99 ms | max ms |\n| --- | --- | --- | --- | --- | --- |',
    );
    for (const f of results.bookAndPay as Array<Record<string, unknown>>)
      console.log(`| ${f.case} | ${f.connections} | ${f.calls} | ${f.p50Ms} | ${f.p99Ms} | ${f.maxMs} |`);
  }
  if (results.load) {
    console.log('\n### Load (autocannon on loopback)\n');
    console.log(
      '| database | target | connections | req/s | p50 ms | p99 ms | errors | ratio to static |\n| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const r of results.load as Array<Record<string, unknown>>) {
      console.log(
        `| ${r.database} | ${r.target} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.ratioToStatic} |`,
      );
    }
  }
  printCampaigns(results);
}

function printClusterTable() {
  const cluster = results.cluster as { measuredAt: string; rows: ClusterRow[] } | undefined;
  if (!cluster) return;
  console.log(`\n### Cluster (PostgreSQL 15, autocannon on loopback, ${cluster.measuredAt})\n`);
  console.log(
    '| setup | target | connections | req/s | p50 ms | p99 ms | errors |\n| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const r of cluster.rows) {
    console.log(
      `| ${r.setup} | ${r.target} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`,
    );
  }
}

main()
  .then(() => {
    if (!args.has('--postgres-load')) printTables();
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
