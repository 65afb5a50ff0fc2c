/** Debian's Chromium (a downloaded browser cannot be fetched on these machines), as every browser run starts it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
