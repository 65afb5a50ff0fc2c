// Runs once when the server starts (`next start` runs it before it answers). A production start with a bad setting,
// a missing AUTH_SECRET or an embedded database held by another process stops here: one line, exit code 1.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'edge') return;
  try {
    const { env } = await import('./lib/env');
    const { checkAuthConfiguration } = await import('./lib/auth/secret');
    // Every variable, listed at once when one is malformed (e.g. a short AUTH_SECRET).
    const settings = env();
    checkAuthConfiguration();
    if (settings.NODE_ENV === 'production' && settings.TRUSTED_PROXY_HOPS === 0) {
      console.warn(
        'TRUSTED_PROXY_HOPS is 0: client addresses are unknown, so every visitor shares one rate-limit counter. ' +
          'Run behind the reverse proxy (deploy/nginx.conf) with TRUSTED_PROXY_HOPS=1 and the app on 127.0.0.1.',
      );
    }
    if (settings.NODE_ENV === 'production' && !settings.DATABASE_URL) {
      // Two processes on one PGlite folder lose writes: hold its lock from the start (released on exit).
      // Production only: scripts and tests take it when they open the database.
      const { acquireLock, embeddedPathsFor } = await import('./lib/db/lock');
      acquireLock(embeddedPathsFor(settings.DATA_DIR).lockPath);
    }
  } catch (error) {
    if (process.env.NODE_ENV !== 'production') throw error;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Cannot start: ${message.replace(/\s*\n\s*/g, ' ')}`);
    process.exit(1);
  }
}
