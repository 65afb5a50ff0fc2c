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
