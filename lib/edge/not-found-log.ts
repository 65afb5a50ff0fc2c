import 'server-only';

import { notFound } from 'next/navigation';

/** One server log line per missing page, naming the path, so broken inbound links show up in the logs. */
export function logNotFound(path: string): void {
  // JSON.stringify keeps control characters in a crafted path from forging extra log lines.
  console.warn(`[404] Page not found: ${JSON.stringify(path)}`);
}

/** Logs the miss, then renders the not-found page with a 404 status. */
export function missingPage(path: string): never {
  logNotFound(path);
  notFound();
}
