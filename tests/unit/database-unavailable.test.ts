import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';

import { acquireLock, DatabaseLockedError } from '@/lib/db/lock';

import { freePort } from '../integration/helpers/postgres-cluster';
import {
  classifyDatabaseError,
  databaseErrorSummary,
  isDatabaseUnavailable,
  isMissingTableError,
} from '@/lib/db/unavailable';

/** The error postgres.js rejects a query with when nothing listens on the server's port. */
async function refusedQueryError(): Promise<unknown> {
  const port = await freePort();
  const sql = postgres(`postgres://app:s3cret-password@127.0.0.1:${port}/app`, {
    max: 1,
    connect_timeout: 2,
    onnotice: () => {},
  });
  try {
    await sql`select 1`;
    throw new Error('expected the query to fail');
  } catch (error) {
    return error;
  } finally {
    await sql.end({ timeout: 0 });
  }
}

/** A server error as postgres.js builds it from the ErrorResponse message (fields as PostgreSQL sends them). */
function serverError(code: string, message: string, severity = 'ERROR') {
  return new postgres.PostgresError({
    severity_local: severity,
    severity,
    code,
    message,
    file: 'postgres.c',
    line: '3300',
    routine: 'ProcessInterrupts',
  } as unknown as string);
}

describe('isDatabaseUnavailable', () => {
  const dir = mkdtempSync(join(tmpdir(), 'unavailable-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('recognises a refused connection from postgres.js', async () => {
    const error = await refusedQueryError();
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isMissingTableError(error)).toBe(false);
    expect(classifyDatabaseError(error)).toBe('unavailable');
  });

  it('recognises a refused socket, also when Node reports every address it tried (AggregateError)', async () => {
    const port = await freePort();
    const error = await new Promise<unknown>((resolve) => {
      const socket = connect({ host: 'localhost', port, autoSelectFamily: true });
      socket.once('error', resolve);
      socket.once('connect', () => {
        socket.destroy();
        resolve(new Error('connected'));
      });
    });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([error], 'all attempts failed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: error }))).toBe(true);
  });

  it('recognises a server shutting down, a broken connection and timeouts', () => {
    const shutdown = serverError('57P01', 'terminating connection due to administrator command', 'FATAL');
    expect(shutdown).toBeInstanceOf(postgres.PostgresError);
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(serverError('08006', 'connection failure', 'FATAL'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P03', 'the database system is starting up', 'FATAL'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(serverError('53300', 'sorry, too many clients already', 'FATAL'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(serverError('57014', 'canceling statement due to statement timeout'))).toBe(
      true,
    );
    // postgres.js's own connection errors (src/errors.js: Errors.connection).
    for (const code of ['CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECTION_ENDED']) {
      const error = Object.assign(new Error(`write ${code} 127.0.0.1:5432`), {
        code,
        errno: code,
        address: '127.0.0.1',
        port: 5432,
      });
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  it('recognises the embedded database locked by another process', () => {
    const lockPath = join(dir, 'pglite.lock');
    writeFileSync(lockPath, `${process.ppid}\n`);
    let error: unknown;
    try {
      acquireLock(lockPath);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(classifyDatabaseError(error)).toBe('unavailable');
    // The same class from a second copy of the module (Next's development reloads) still counts.
    const copy = Object.assign(new Error('in use'), { name: 'DatabaseLockedError' });
    expect(isDatabaseUnavailable(copy)).toBe(true);
  });

  it('does not take a refusal or a bug for an outage', () => {
    const missing = serverError('42P01', 'relation "public.availability_slots" does not exist');
    expect(isDatabaseUnavailable(missing)).toBe(false);
    expect(isMissingTableError(missing)).toBe(true);
    expect(classifyDatabaseError(missing)).toBe('missing-table');

    for (const error of [
      serverError('23505', 'duplicate key value violates unique constraint "subscribers_email_key"'),
      serverError('42501', 'permission denied for table availability_slots'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('something else'),
      'a string',
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(isMissingTableError(error)).toBe(false);
      expect(classifyDatabaseError(error)).toBe('failed');
    }
  });

  it('sums an error up for the log without its parameters or a password in a URL', async () => {
    const refused = await refusedQueryError();
    const summary = databaseErrorSummary(refused);
    expect(summary).toMatchObject({ name: 'Error', code: 'ECONNREFUSED' });
    expect(JSON.stringify(summary)).not.toContain('s3cret-password');

    const withUrl = Object.assign(
      new Error('could not connect to postgres://app:s3cret-password@db:5432/app'),
      {
        code: 'ECONNREFUSED',
        parameters: ['someone@example.com'],
      },
    );
    const masked = databaseErrorSummary(withUrl);
    expect(masked.message).toBe('could not connect to postgres://app:***@db:5432/app');
    expect(JSON.stringify(masked)).not.toContain('someone@example.com');
    expect(databaseErrorSummary(null)).toEqual({ name: undefined, code: undefined, message: undefined });
  });
});

describe('sqlState', async () => {
  const { sqlState } = await import('@/lib/db');

  it('reads a SQLSTATE and ignores Node error codes of the same length', () => {
    expect(sqlState({ code: '23505' })).toBe('23505');
    expect(sqlState({ code: '42P01' })).toBe('42P01');
    expect(sqlState({ code: 'XX000' })).toBe('XX000');
    expect(sqlState({ code: 'EPIPE' })).toBeUndefined();
    expect(sqlState({ code: 'EPERM' })).toBeUndefined();
    expect(sqlState({ code: 'ECONNREFUSED' })).toBeUndefined();
    expect(sqlState(null)).toBeUndefined();
  });
});
