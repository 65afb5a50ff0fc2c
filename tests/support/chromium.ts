import { existsSync } from 'node:fs';

/** Debian's Chromium (a downloaded browser cannot be fetched on these machines). Lighthouse (npm run bench) runs it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell, which .ci/run installs): the
 * browser suites run in it. It is the same Blink and V8 without the browser around them, the build Playwright itself
 * uses for headless tests; on two cores it opens a context about three times and loads a page about twice as fast,
 * and the whole browser suite took 15.2 min in it against 21.2 in the full browser. Falls back to the full browser.
 */
const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';
export const testBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

/** Quiet and deterministic: no GPU, no background traffic, no QUIC. The browser suites, cluster tests and bench. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser suites' flags: V8 runs page scripts in its interpreter and baseline compiler only (Sparkplug, tier 1),
 * without the optimising compilers. A test page lives a few seconds, too short for Maglev's and TurboFan's work to pay
 * back, and on two cores that work competes with the other worker and the server. Measured with two workers:
 * the route sweep's course and location pages with the theory assessments (104 tests, runs alternated) took 137 to
 * 159 s with every tier, 123 to 131 s with tier 1 only and 139 s with Maglev; in a whole run the sweep's test time
 * went from 321 to 242 s (one tab per worker runs axe on every route) and the other specs moved within noise. The
 * tiers are invisible to the page. Not for the bench, which measures what visitors' browsers do.
 */
export const testBrowserArgs = [...chromiumArgs, '--js-flags=--max-opt=1'];
