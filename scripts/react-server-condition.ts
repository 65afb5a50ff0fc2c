import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * lib/ modules start with `import 'server-only'`, which resolves to an empty module only under the react-server
 * condition (as inside Next; the npm scripts pass it to tsx). Run by hand without it, a script calls this first:
 * it runs the script again with the condition and exits with that run's code. Import lib/ dynamically after it.
 */
export function rerunWithReactServerCondition(scriptPath: string): void {
  if (createRequire(scriptPath).resolve('server-only').endsWith('empty.js')) return;
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, '--conditions=react-server', scriptPath, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}

/**
 * Runs a database script's body and exits with its code: an error is printed as one line (code 1), and the
 * database is closed either way (the embedded one holds a lock and keeps the process alive until then).
 */
export function runDatabaseScript(body: () => Promise<number>): void {
  void (async () => {
    const { closeDb } = await import('../lib/db');
    let code = 1;
    try {
      code = await body();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    } finally {
      await closeDb();
    }
    process.exit(code);
  })();
}
