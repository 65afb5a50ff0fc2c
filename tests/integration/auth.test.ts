import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SESSION_COOKIE, signSessionToken } from '@/lib/auth/jwt';
import {
  EMAIL_NOT_CONFIRMED,
  INVALID_CREDENTIALS_MESSAGE,
  SIGN_UP_SUCCESS_MESSAGE,
  USER_ALREADY_REGISTERED_MESSAGE,
  CONFIRMATION_FAILED_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
} from '@/lib/auth/messages';
import { resetAuthSecretCache } from '@/lib/auth/secret';
import { setDatabaseForTesting, type Database } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';

import { backends, createUser, useTestDatabase } from './helpers/database';
import { sessionTokenFor } from './helpers/session-token';

// A cookie jar standing in for next/headers' cookies() of one request.
const jar = new Map<string, { value: string; options?: Record<string, unknown> }>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    getAll: () => [...jar.entries()].map(([name, { value }]) => ({ name, value })),
    set: (name: string, value: string, options?: Record<string, unknown>) =>
      void jar.set(name, { value, options }),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => new Headers(),
}));

const { confirm, fetchRole, getProfile, getSession, signIn, signOut, signUp } = await import('@/lib/auth');

let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

const PASSWORD = 'correct-horse-battery';

function signUpInput(email: string, overrides: Record<string, string> = {}) {
  return {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Riley',
    lastName: 'Nguyen',
    ...overrides,
  };
}

/** The confirmation token from the newest .eml written for `to`. */
function confirmationToken(dataDir: string, to: string): string {
  const dir = join(dataDir, 'mail');
  const files = readdirSync(dir).sort().reverse();
  for (const file of files) {
    const raw = readFileSync(join(dir, file), 'utf8');
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!decoded.includes(`To: ${to}`)) continue;
    const match = /\/auth\/confirm\?token=([A-Za-z0-9_-]+)/.exec(decoded);
    if (match) return match[1];
  }
  throw new Error(`no confirmation mail for ${to}`);
}

describe.each(backends())('embedded auth (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const logged: string[] = [];

  beforeAll(() => {
    resetAuthSecretCache();
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
      });
    }
  });

  afterAll(() => {
    vi.restoreAllMocks();
    resetAuthSecretCache();
  });

  beforeEach(() => jar.clear());

  afterEach(() => {
    delete process.env.AUTH_AUTOCONFIRM;
    delete process.env.RATE_LIMIT_MULTIPLIER;
    resetEnvCache();
  });

  it('sign-up mails a confirmation link; the link confirms once, then the user signs in', async () => {
    const email = `riley-${backend}@example.com`;
    expect(await signUp(signUpInput(email), { ip: freshIp() })).toEqual({
      ok: true,
      message: SIGN_UP_SUCCESS_MESSAGE,
      signedIn: false,
    });
    expect(jar.has(SESSION_COOKIE)).toBe(false);

    expect(await signIn({ email, password: PASSWORD }, { ip: freshIp() })).toEqual({
      ok: false,
      message: EMAIL_NOT_CONFIRMED,
    });

    const token = confirmationToken(database.dataDir(), email);
    expect(await confirm({ token })).toEqual({ ok: true, signedIn: false, message: EMAIL_CONFIRMED_MESSAGE });
    // The link proves the address; signing in is the visitor's next step.
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    expect(await signIn({ email, password: PASSWORD }, { ip: freshIp() })).toEqual({
      ok: true,
      signedIn: true,
    });
    expect(jar.get(SESSION_COOKIE)?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });

    const session = await getSession();
    expect(session).toMatchObject({ user: { email }, role: 'user' });
    expect(await getProfile(session!)).toMatchObject({ email, first_name: 'Riley', last_name: 'Nguyen' });

    jar.clear();
    expect(await confirm({ token })).toEqual({ ok: false, message: CONFIRMATION_FAILED_MESSAGE });
    expect(await confirm({ token: 'not a token' })).toEqual({
      ok: false,
      message: CONFIRMATION_FAILED_MESSAGE,
    });

    expect(await signIn({ email: email.toUpperCase(), password: PASSWORD }, { ip: freshIp() })).toEqual({
      ok: true,
      signedIn: true,
    });
    expect(await getSession()).toMatchObject({ user: { email } });
    await signOut();
    expect(jar.has(SESSION_COOKIE)).toBe(false);
    expect(await getSession()).toBeNull();
  });

  it('maps auth errors to the spec texts and validates first', async () => {
    const email = `known-${backend}@example.com`;
    process.env.AUTH_AUTOCONFIRM = 'true';
    resetEnvCache();
    expect(await signUp(signUpInput(email), { ip: freshIp() })).toEqual({ ok: true, signedIn: true });
    jar.clear();

    expect(await signIn({ email, password: 'wrong-password' }, { ip: freshIp() })).toEqual({
      ok: false,
      message: INVALID_CREDENTIALS_MESSAGE,
    });
    expect(
      await signIn({ email: `nobody-${backend}@example.com`, password: PASSWORD }, { ip: freshIp() }),
    ).toEqual({
      ok: false,
      message: INVALID_CREDENTIALS_MESSAGE,
    });
    expect(await signUp(signUpInput(email), { ip: freshIp() })).toEqual({
      ok: false,
      message: USER_ALREADY_REGISTERED_MESSAGE,
    });
    expect(await signIn({ email: 'not-an-email', password: PASSWORD }, { ip: freshIp() })).toMatchObject({
      ok: false,
      message: 'Invalid email address',
      fieldErrors: { email: 'Invalid email address' },
    });
    expect(
      await signUp(signUpInput(email, { confirmPassword: 'different' }), { ip: freshIp() }),
    ).toMatchObject({
      ok: false,
      message: "Passwords don't match",
      fieldErrors: { confirmPassword: "Passwords don't match" },
    });
    expect(jar.has(SESSION_COOKIE)).toBe(false);
  });

  it('50 parallel sign-ups with one e-mail create one account', async () => {
    const email = `parallel-${backend}@example.com`;
    process.env.AUTH_AUTOCONFIRM = 'true';
    process.env.RATE_LIMIT_MULTIPLIER = '100';
    resetEnvCache();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => signUp(signUpInput(email), { ip: freshIp() })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => result.message)).toEqual(
      Array(49).fill(USER_ALREADY_REGISTERED_MESSAGE),
    );
    const rows = await database.current().query('select id from auth.users where lower(email) = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it('with the normal limits, a burst of sign-ups for one address from one client is cut off with a clear message', async () => {
    const email = `burst-${backend}@example.com`;
    // Counted per address and client together (lib/server/rate-limit.ts), so nobody can lock someone's address out.
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 50 }, () => signUp(signUpInput(email), { ip })));
    const limited = results.filter((result) => !result.ok && /^Too many attempts\./.test(result.message));
    expect(limited.length).toBeGreaterThanOrEqual(45);
    const rows = await database.current().query('select id from auth.users where lower(email) = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it('sign-in is rate limited per e-mail address', async () => {
    const email = `limited-${backend}@example.com`;
    const results = [];
    for (let i = 0; i < 11; i += 1)
      results.push(await signIn({ email, password: 'wrong-password' }, { ip: freshIp() }));
    expect(results.slice(0, 10).every((result) => result.message === INVALID_CREDENTIALS_MESSAGE)).toBe(true);
    expect(results[10]).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too many attempts\. Please wait/),
    });
  });

  it('reads the role from user_roles, not from the token', async () => {
    const admin = await createUser(database.current(), { role: 'admin' });
    jar.set(SESSION_COOKIE, { value: await sessionTokenFor(admin, 'user') });
    expect(await getSession()).toEqual({ user: admin.user, role: 'admin' });

    const plain = await createUser(database.current());
    jar.set(SESSION_COOKIE, { value: await sessionTokenFor(plain, 'admin') });
    expect(await getSession()).toEqual({ user: plain.user, role: 'user' });
  });

  it('a tampered, expired or foreign token means signed out', async () => {
    const person = await createUser(database.current());
    const valid = await sessionTokenFor(person, 'user');
    const [header, payload, signature] = valid.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        email: 'admin@example.com',
      }),
    ).toString('base64url');

    const expired = await signSessionToken(
      person.user,
      'user',
      '00000000-0000-4000-8000-000000000002',
      Math.floor(Date.now() / 1000) - 31 * 24 * 3600,
    );
    const foreign = await new SignJWT({ email: person.user.email, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(person.user.id)
      .setIssuer('embedded-auth')
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret-123'));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;

    for (const token of [`${header}.${forgedPayload}.${signature}`, expired, foreign, unsigned, 'garbage']) {
      jar.set(SESSION_COOKIE, { value: token });
      expect(await getSession()).toBeNull();
    }
  });

  it('role lookup failures: a database error gives null, any other exception gives user; both are logged', async () => {
    const person = { id: '00000000-0000-4000-8000-000000000001', email: 'x@example.com' };
    const failing = (error: unknown): Database => ({
      kind: 'pglite',
      description: 'failing',
      query: () => Promise.reject(error),
      exec: () => Promise.reject(error),
      transaction: () => Promise.reject(error),
      close: async () => {},
    });
    try {
      logged.length = 0;
      setDatabaseForTesting(
        failing(Object.assign(new Error('relation "user_roles" does not exist'), { code: '42P01' })),
      );
      expect(await fetchRole(person)).toBeNull();
      expect(logged.some((line) => line.startsWith('Error fetching user role'))).toBe(true);

      logged.length = 0;
      setDatabaseForTesting(failing(new TypeError('fetch failed')));
      expect(await fetchRole(person)).toBe('user');
      expect(logged.some((line) => line.startsWith('Error fetching user role'))).toBe(true);

      logged.length = 0;
      expect(await getProfile({ user: person, role: 'user' })).toBeNull();
      expect(logged.some((line) => line.startsWith('Error fetching customer profile'))).toBe(true);
    } finally {
      setDatabaseForTesting(database.current());
    }
  });

  it('never logs a password', () => {
    expect(logged.filter((line) => line.includes(PASSWORD) || line.includes('wrong-password'))).toEqual([]);
  });
});
