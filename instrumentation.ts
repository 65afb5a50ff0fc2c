// Runs once when the server starts: a production start without AUTH_SECRET fails here, loudly, not on a first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkAuthConfiguration } = await import('./lib/auth/secret');
    checkAuthConfiguration();
  }
}
