import 'server-only';

import { databaseErrorSummary } from '@/lib/db/unavailable';

/**
 * The one way server code logs a caught error: name, SQL state and message (a connection string's password
 * masked). Never the error object itself: postgres.js errors carry the query's parameters (addresses, names,
 * messages people typed).
 */
export function logSafeError(context: string, error: unknown, extra: Record<string, unknown> = {}): void {
  console.error(context, { ...extra, ...databaseErrorSummary(error) });
}
