import { DatabaseLockedError } from './lock';

/**
 * Telling "the database is not there right now" (server down or restarting, network, pool timeout, the embedded
 * database locked by another process) apart from "the database answered, and said no" (a missing table, a
 * constraint, a permission). The first is worth a "try again shortly" with the phone numbers; the second is not.
 */

// Node's socket errors and postgres.js's own connection errors (node_modules/postgres/src/errors.js).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

// SQLSTATEs of a server that is going away, starting up, full or too slow to answer.
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown (pg_ctl stop -m fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '57P05', // idle_session_timeout
  '57014', // query_canceled, i.e. statement_timeout
  '55P03', // lock_not_available (lock_timeout)
  '53300', // too_many_connections
  '53100', // disk_full
  '53200', // out_of_memory
]);

const MISSING_TABLE = '42P01'; // undefined_table

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The error and what it wraps (`cause`, AggregateError's `errors`), a few levels deep. */
function* chain(error: unknown, depth = 0): Generator<unknown> {
  if (error === null || error === undefined || depth > 4) return;
  yield error;
  if (typeof error !== 'object') return;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && cause !== error) yield* chain(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* chain(inner, depth + 1);
}

function isLocked(error: unknown): boolean {
  return (
    error instanceof DatabaseLockedError ||
    (error as { name?: unknown } | null)?.name === 'DatabaseLockedError'
  );
}

/** Whether `error` means the database cannot be reached or used right now (as opposed to a refusal or a bug). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of chain(error)) {
    if (isLocked(item)) return true;
    const code = codeOf(item);
    if (!code) continue;
    if (CONNECTION_CODES.has(code)) return true;
    // Class 08: connection exceptions (08006 connection_failure, 08001 unable to connect, ...).
    if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_STATES.has(code)) return true;
  }
  return false;
}

/** Whether `error` is PostgreSQL's "relation does not exist": the schema has not been set up. */
export function isMissingTableError(error: unknown): boolean {
  for (const item of chain(error)) if (codeOf(item) === MISSING_TABLE) return true;
  return false;
}

export type DatabaseProblem = 'missing-table' | 'unavailable' | 'failed';

/** How a page should answer a database error: the setup card, "unavailable right now", or a plain failure. */
export function classifyDatabaseError(error: unknown): DatabaseProblem {
  if (isMissingTableError(error)) return 'missing-table';
  if (isDatabaseUnavailable(error)) return 'unavailable';
  return 'failed';
}

/**
 * What may be logged of a database error: its name, code and message with any credentials in a URL masked.
 * Never the error object itself, which for postgres.js carries the query's parameters.
 */
export function databaseErrorSummary(error: unknown): { name?: string; code?: string; message?: string } {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return {
    name: typeof name === 'string' ? name : undefined,
    code: codeOf(error),
    message: typeof message === 'string' ? message.replace(/(\/\/[^:/@\s]+:)[^@\s]*@/g, '$1***@') : undefined,
  };
}
