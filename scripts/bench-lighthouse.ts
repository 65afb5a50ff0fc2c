/**
 * One Lighthouse run and the figures kept of several (Lighthouse's own median run), shared by `npm run bench`
 * (scripts/bench.ts) and the A/B of two builds (scripts/bench-ab.ts).
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { chromiumArgs, chromiumPath } from '../tests/support/chromium';

const root = resolve(__dirname, '..');

/**
 * Paint holding off for Lighthouse. Lighthouse opens about:blank and then navigates, so Chromium keeps showing the
 * blank page until the new one has a contentful frame. Headless, the renderer meanwhile submits frames that the
 * display never draws, and viz then sends that renderer one BeginFrame a second. So any page whose first frame
 * comes later than about 50 ms after the navigation commits stalls to 1.25 s or 2.25 s of observed FCP. The empty
 * page padded with 20 KB of plain paragraphs already does; without paint holding it paints at 0.3 s.
 */
export const chromeFlags = ['--headless=new', ...chromiumArgs, '--disable-features=PaintHolding'];

/**
 * One Lighthouse report. `simulated` is Lighthouse's default: it loads the page unthrottled and estimates the
 * throttled timings from the observed request graph. `applied` has the browser really slow its network and CPU
 * (DevTools throttling) and reports what it observed. On loopback the simulation counts every async script that
 * finished downloading before the first paint as needed for LCP, so the two can differ by seconds.
 */
export async function lighthouseReport(
  url: string,
  formFactor: 'mobile' | 'desktop',
  throttling: 'simulated' | 'applied',
) {
  const output = join(tmpdir(), `lh-${formFactor}-${throttling}-${Date.now()}.json`);
  const lhArgs = [
    join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${chromeFlags.join(' ')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ...(throttling === 'applied' ? ['--throttling-method=devtools'] : []),
  ];
  // Not execFileSync: the static copy's proxy runs in this process and must answer while Lighthouse loads it.
  await promisify(execFile)(process.execPath, lhArgs, {
    env: { ...process.env, CHROME_PATH: chromiumPath },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  rmSync(output, { force: true });
  return report;
}

export type LighthouseReport = {
  categories: Record<
    string,
    { score: number | null; auditRefs?: Array<{ id: string; weight: number }> } | undefined
  >;
  audits: Record<
    string,
    | {
        score?: number | null;
        numericValue?: number;
        details?: { items?: Array<Record<string, number | undefined>> };
      }
    | undefined
  >;
  /** benchmarkIndex: Lighthouse's CPU score of the machine during that run (higher is faster). */
  environment?: { benchmarkIndex?: number; hostUserAgent?: string };
};

/** Lighthouse's own unthrottled observation of the first contentful paint (what Chromium saw, no simulation). */
function observedFcpMs(report: LighthouseReport): number {
  return Math.round(report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? 0);
}

/**
 * The audits that cost a run points outside performance ('accessibility: target-size'), so a score under 100 in the
 * table says why without the report, which the bench does not keep.
 */
function failedAudits(report: LighthouseReport): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

/** Lighthouse's own median-run rule: the run closest to the median FCP and TTI. */
async function medianRun(reports: LighthouseReport[]): Promise<LighthouseReport> {
  const { computeMedianRun } = (await import('lighthouse/core/lib/median-run.js')) as unknown as {
    computeMedianRun: (runs: LighthouseReport[]) => LighthouseReport;
  };
  return computeMedianRun(reports);
}

export async function summarise(reports: LighthouseReport[]) {
  const report = await medianRun(reports);
  const score = (r: LighthouseReport, id: string) => Math.round((r.categories[id]?.score ?? 0) * 100);
  const ms = (r: LighthouseReport, audit: string) => Math.round(r.audits[audit]?.numericValue ?? 0);
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    fcpMs: ms(report, 'first-contentful-paint'),
    lcpMs: ms(report, 'largest-contentful-paint'),
    tbtMs: ms(report, 'total-blocking-time'),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    observedFcpMs: observedFcpMs(report),
    runs: reports.length,
    lcpMsEachRun: reports.map((r) => ms(r, 'largest-contentful-paint')),
    performanceEachRun: reports.map((r) => score(r, 'performance')),
    observedFcpMsEachRun: reports.map(observedFcpMs),
    tbtMsEachRun: reports.map((r) => ms(r, 'total-blocking-time')),
    // Lighthouse's CPU index of the machine during each run: figures from different days compare only beside it.
    benchmarkIndexEachRun: reports.map((r) => Math.round(r.environment?.benchmarkIndex ?? 0)),
    failedAuditsEachRun: reports.map(failedAudits),
  };
}
