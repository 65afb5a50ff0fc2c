import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { freePort } from '../../support/free-port';

export { freePort };

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster of the fault tests' own, so stopping it mid-test never disturbs the shared server
 * the other integration files use. scripts/test-postgres.sh exports TEST_PG_BIN (and TEST_PG_RUN_AS=postgres when
 * running as root, since initdb refuses root).
 */

export type Cluster = {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
};

/** Available when the run has PostgreSQL (TEST_DATABASE_URL) and the script told us where its binaries are. */
export function clusterAvailable(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_PG_BIN);
}

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await run('id', ['-u', name]);
  const { stdout: gid } = await run('id', ['-g', name]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

export async function startCluster(): Promise<Cluster> {
  const bin = process.env.TEST_PG_BIN;
  if (!bin) throw new Error('TEST_PG_BIN is not set (run through scripts/test-postgres.sh)');
  const runAs = process.env.TEST_PG_RUN_AS;
  const dir = mkdtempSync(join(tmpdir(), 'fault-postgres-'));
  if (runAs) {
    const { uid, gid } = await userIds(runAs);
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = join(dir, 'data');
  const pg = (tool: string, args: string[]) =>
    runAs ? run('runuser', ['-u', runAs, '--', join(bin, tool), ...args]) : run(join(bin, tool), args);

  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
  };
  // 'fast' ends every session, as a crash or a maintenance restart would for the app's pool.
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
