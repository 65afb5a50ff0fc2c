import { inject } from 'vitest';

/**
 * Whether this run covers PGlite. Files whose tests do not depend on the backend (the cache handler, mail, the
 * proxy, the worker route) or are about the embedded database itself run only then: `npm test`'s second stage
 * (TEST_BACKENDS=postgres) would repeat them unchanged, about 17 s of its test time.
 */
export function coversPglite(): boolean {
  return inject('testBackends').includes('pglite');
}
