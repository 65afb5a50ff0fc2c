// No 'server-only' import: instrumentation.ts takes this lock at start, outside React Server Components. It touches
// only its own file; nothing here reaches the database, a secret or mail.
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// PGlite does not lock its data folder, and two processes writing one folder silently lose data.
// This file, created exclusively and holding the owner's pid, is the lock every process takes first.

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dirname(lockPath)} is in use by another process ` +
        `(pid ${pid === -1 ? 'unknown' : pid}, lock file ${lockPath}). ` +
        'Stop that process (a running `npm run dev` or `npm start`, or a db script) and try again, ' +
        'or set DATABASE_URL to use a PostgreSQL server instead.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** A lock file without a pid yet may belong to a process that is writing it right now. */
function isFresh(lockPath: string): boolean {
  try {
    return Date.now() - statSync(lockPath).mtimeMs < 2_000;
  } catch {
    return false;
  }
}

const held = new Set<string>();

function releaseAllOnExit() {
  for (const lockPath of held) {
    try {
      if (readPid(lockPath) === process.pid) unlinkSync(lockPath);
    } catch {
      // already gone
    }
  }
  held.clear();
}

let exitHookInstalled = false;

/** Takes the lock or throws DatabaseLockedError. A lock left by a dead process is taken over. */
export function acquireLock(lockPath: string): void {
  if (held.has(lockPath)) return;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      held.add(lockPath);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.once('exit', releaseAllOnExit);
      }
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(lockPath);
      if (owner === process.pid) {
        held.add(lockPath);
        return;
      }
      if (owner !== null && isAlive(owner)) throw new DatabaseLockedError(lockPath, owner);
      if (owner === null && isFresh(lockPath)) throw new DatabaseLockedError(lockPath, -1);
      // Stale (owner gone, or the file was half written): remove it and try again.
      try {
        unlinkSync(lockPath);
      } catch {
        // another process removed it first
      }
    }
  }
  const owner = readPid(lockPath);
  throw new DatabaseLockedError(lockPath, owner ?? -1);
}

export function releaseLock(lockPath: string): void {
  if (!held.delete(lockPath)) return;
  try {
    if (readPid(lockPath) === process.pid) unlinkSync(lockPath);
  } catch {
    // already gone
  }
}

/** Where the embedded database of `dataDir` lives and the lock file every process takes before opening it. */
export function embeddedPathsFor(dataDir: string) {
  const root = resolve(/*turbopackIgnore: true*/ dataDir);
  return { dataDir: root, pgliteDir: join(root, 'pglite'), lockPath: join(root, 'pglite.lock') };
}
