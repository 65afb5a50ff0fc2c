// No 'server-only' import: proxy.ts uses this module, and the proxy is not a React Server Component.
// Nothing here is reachable from client components.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

import { env, supabaseConfigured } from '@/lib/env';

let cached: Uint8Array | undefined;

export class MissingAuthSecretError extends Error {
  constructor() {
    super(
      'AUTH_SECRET is not set. In production the embedded sign-in needs a secret of at least 32 characters ' +
        '(generate one with `openssl rand -base64 32`), or configure Supabase (NEXT_PUBLIC_SUPABASE_URL and ' +
        'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY).',
    );
    this.name = 'MissingAuthSecretError';
  }
}

/**
 * The HS256 key of embedded sessions: AUTH_SECRET, or in development a random secret kept in DATA_DIR/auth-secret
 * so sessions survive restarts. A production start without AUTH_SECRET fails here, loudly.
 */
export function getAuthSecret(): Uint8Array {
  if (cached) return cached;
  const { AUTH_SECRET, NODE_ENV, DATA_DIR } = env();
  if (AUTH_SECRET) {
    cached = new TextEncoder().encode(AUTH_SECRET);
    return cached;
  }
  if (NODE_ENV === 'production') throw new MissingAuthSecretError();

  const file = join(resolve(/*turbopackIgnore: true*/ DATA_DIR), 'auth-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = '';
  }
  if (secret.length < 32) {
    secret = randomBytes(32).toString('base64url');
    mkdirSync(resolve(/*turbopackIgnore: true*/ DATA_DIR), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  cached = new TextEncoder().encode(secret);
  return cached;
}

/** Tests switch secrets between cases. */
export function resetAuthSecretCache(): void {
  cached = undefined;
}

/**
 * Fails at start rather than at the first signed-in request: call from instrumentation.ts `register()`.
 * Only the embedded adapter needs AUTH_SECRET; with Supabase configured there is nothing to check.
 */
export function checkAuthConfiguration(): void {
  if (supabaseConfigured) return;
  getAuthSecret();
}
