import { AsyncLocalStorage } from 'node:async_hooks';

import { SESSION_COOKIE } from '@/lib/auth/jwt';
import type { Session } from '@/lib/auth/types';
import type { AppRole } from '@/lib/rules/roles';

import { sessionTokenFor } from './session-token';

/**
 * Stand-ins for next/headers' cookies() and headers() that several concurrent "requests" can use at once: each
 * runs in its own scope (AsyncLocalStorage), with its own cookie jar and client address. Outside any scope they
 * fall back to one shared default request.
 *
 *   vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
 */

export type RequestScope = { cookies: Map<string, string>; ip: string };

const storage = new AsyncLocalStorage<RequestScope>();

/** The request outside asRequest: sequential tests may set its cookies and address directly. */
export const defaultRequest: RequestScope = { cookies: new Map(), ip: '198.51.100.250' };

function current(): RequestScope {
  return storage.getStore() ?? defaultRequest;
}

export const nextHeadersMock = {
  cookies: async () => {
    const jar = current().cookies;
    return {
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
      getAll: () => [...jar.entries()].map(([name, value]) => ({ name, value })),
      has: (name: string) => jar.has(name),
      set: (name: string, value: string) => void jar.set(name, value),
      delete: (name: string) => void jar.delete(name),
    };
  },
  headers: async () => new Headers({ 'x-forwarded-for': current().ip }),
};

/** next/cache outside Next: revalidation is recorded, unstable_cache runs the function every time. */
export const revalidated: string[] = [];
export const nextCacheMock = {
  revalidatePath: (path: string) => void revalidated.push(path),
  revalidateTag: (tag: string) => void revalidated.push(`tag:${tag}`),
  updateTag: (tag: string) => void revalidated.push(`tag:${tag}`),
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A) =>
      fn(...args),
};

/** The cookie jar of a request signed in as `session` (or of a visitor). */
export async function cookiesFor(
  session: Session | null,
  claimedRole?: AppRole,
): Promise<Map<string, string>> {
  const jar = new Map<string, string>();
  if (session) jar.set(SESSION_COOKIE, await sessionTokenFor(session, claimedRole));
  return jar;
}

/** Runs `fn` as one request of `session` from `ip`; concurrent calls do not see each other's cookies. */
export async function asRequest<T>(
  session: Session | null,
  fn: () => Promise<T>,
  options: { ip?: string; claimedRole?: AppRole } = {},
): Promise<T> {
  const scope: RequestScope = {
    cookies: await cookiesFor(session, options.claimedRole),
    ip: options.ip ?? '198.51.100.251',
  };
  return storage.run(scope, fn);
}

/** Runs `fn` as one request carrying exactly these cookies (e.g. a forged or garbled session cookie). */
export function withCookies<T>(
  cookies: Record<string, string>,
  fn: () => Promise<T>,
  ip = '198.51.100.252',
): Promise<T> {
  return storage.run({ cookies: new Map(Object.entries(cookies)), ip }, fn);
}

/** Makes `session` the default request outside asRequest (sequential tests). */
export async function actAs(session: Session | null, ip = '198.51.100.250'): Promise<void> {
  const cookies = await cookiesFor(session);
  defaultRequest.cookies.clear();
  for (const [name, value] of cookies) defaultRequest.cookies.set(name, value);
  defaultRequest.ip = ip;
}
