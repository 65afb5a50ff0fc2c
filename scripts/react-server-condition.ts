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
