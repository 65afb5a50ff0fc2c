// Runs once when the server starts. server.mjs calls it before listening and exits on a throw, so a production
// start with a bad setting or a held database stops here with one line, not on every request after "Ready".
// Next calls it again (lazily, on the first request): everything here must be safe to repeat.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' || process.env.NEXT_RUNTIME === undefined) {
    const { env } = await import('./lib/env');
    const { checkAuthConfiguration } = await import('./lib/auth/secret');
    // Every variable, listed at once when one is malformed (e.g. a short AUTH_SECRET).
    const settings = env();
    checkAuthConfiguration();
    if (settings.NODE_ENV === 'production' && !settings.DATABASE_URL) {
      // Two processes on one PGlite folder lose writes: hold its lock from the start (released on exit).
      // Production only: scripts and tests take it when they open the database.
      const { acquireLock, embeddedPathsFor } = await import('./lib/db/lock');
      acquireLock(embeddedPathsFor(settings.DATA_DIR).lockPath);
    }
  }
}
