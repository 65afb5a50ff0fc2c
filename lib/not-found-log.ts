import 'server-only';

/** One server log line per missing page, naming the path, so broken inbound links show up in the logs. */
export function logNotFound(path: string): void {
  // JSON.stringify keeps control characters in a crafted path from forging extra log lines.
  console.warn(`[404] Page not found: ${JSON.stringify(path)}`);
}
