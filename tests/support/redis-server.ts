import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './free-port';

/** Debian's redis-server (`.ci/run` installs it); REDIS_SERVER_BIN overrides. */
export const REDIS_SERVER_BIN = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

export function redisServerAvailable(): boolean {
  return existsSync(REDIS_SERVER_BIN);
}

export type RedisServer = { url: string; port: number; stop(): Promise<void> };

/** A throwaway Redis on a free loopback port, in memory only (never the shared default port 6379). */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER_BIN,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited (${code}) on port ${port}:\n${output}`)),
    );
  });
  child.stdout?.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
