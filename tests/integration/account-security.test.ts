import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEVICE_COOKIE } from '@/lib/auth/device-cookie';
import { SESSION_COOKIE, verifySessionToken } from '@/lib/auth/jwt';
import {
  COMMON_PASSWORD_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  SIGN_UP_SUCCESS_MESSAGE,
} from '@/lib/auth/messages';
import { resetAuthSecretCache } from '@/lib/auth/secret';
import { SESSION_ABSOLUTE_LIFETIME_SECONDS, SESSION_IDLE_TIMEOUT_SECONDS } from '@/lib/auth/session-lifetime';
import { resetEnvCache } from '@/lib/env';
import { confirmationMailLimit } from '@/lib/server/sign-in-limits';

import { backends, useTestDatabase } from './helpers/database';

/**
 * Accounts and sessions: a sign-up takes effect only through its own link (auth-links.test.ts has the squatting
 * cases); wrong passwords from elsewhere cannot lock an owner out of the browser they use, yet neither one address
 * nor many can guess freely; common passwords are refused; sessions live on the server and end for good.
 */

// One browser: its cookie jar and user agent. Tests swap jars to play several browsers.
type Jar = Map<string, string>;
let jar: Jar = new Map();
let userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140 test-browser';
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: () => [...jar.entries()].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => new Headers({ 'user-agent': userAgent }),
}));
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

const { confirm, getSession, listSessions, currentSessionId, signIn, signOut, signUp } =
  await import('@/lib/auth');
const { signOutEverywhereAction } = await import('@/app/account/actions');
const { saveProgressAction } = await import('@/app/elearning/[unit]/actions');

let ipCounter = 0;
const freshIp = () => `192.0.2.${(ipCounter += 1) % 250}`;

function signUpInput(email: string, password: string, firstName: string, lastName: string) {
  return { email, password, confirmPassword: password, firstName, lastName };
}

/** Every confirmation mail written for `to`, oldest first: its greeting and link token. */
function confirmationMails(dataDir: string, to: string): { greeting: string; token: string }[] {
  const dir = join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const decoded = readFileSync(join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!decoded.includes(`To: ${to}`)) return [];
    const token = /\/auth\/confirm\?token=([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
    const greeting = /Hi [^,<\r\n]+/.exec(decoded)?.[0] ?? '';
    return token ? [{ greeting, token }] : [];
  });
}

describe.each(backends())('account security (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database.current();

  beforeAll(() => {
    resetAuthSecretCache();
    for (const method of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
  });

  afterAll(() => {
    vi.restoreAllMocks();
    resetAuthSecretCache();
  });

  beforeEach(() => {
    jar = new Map();
  });

  afterEach(() => {
    delete process.env.AUTH_AUTOCONFIRM;
    resetEnvCache();
  });

  /** A confirmed account made through sign-up with AUTH_AUTOCONFIRM (then signed out); returns its id. */
  async function account(email: string, password: string): Promise<string> {
    process.env.AUTH_AUTOCONFIRM = 'true';
    resetEnvCache();
    expect(await signUp(signUpInput(email, password, 'Owner', 'Person'), { ip: freshIp() })).toEqual({
      ok: true,
      signedIn: true,
    });
    delete process.env.AUTH_AUTOCONFIRM;
    resetEnvCache();
    await signOut();
    jar = new Map();
    const [row] = await db().query<{ id: string }>('select id from auth.users where lower(email) = $1', [
      email,
    ]);
    return row.id;
  }

  describe('unconfirmed accounts', () => {
    it('nothing of a sign-up takes effect before its link is used; each mail greets its own sign-up', async () => {
      const email = `victim-${backend}@example.com`;
      expect(
        await signUp(signUpInput(email, 'victim-chose-this-1', 'Victoria', 'Owner'), { ip: freshIp() }),
      ).toEqual({ ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false });
      // The attacker signs the same address up with their own password and name: the same neutral answer.
      expect(
        await signUp(signUpInput(email, 'attacker-chose-this-0', 'Attacker', 'Evil'), { ip: freshIp() }),
      ).toEqual({ ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false });
      // The account holds no password and no names of either: only a used link sets them.
      const [row] = await db().query<{ encrypted_password: string | null; raw_user_meta_data: unknown }>(
        'select encrypted_password, raw_user_meta_data from auth.users where lower(email) = $1',
        [email],
      );
      expect(row).toEqual({ encrypted_password: null, raw_user_meta_data: {} });
      // Each sign-up mailed its own link, greeting the name typed in it.
      const mails = confirmationMails(database.dataDir(), email);
      expect(mails.map((mail) => mail.greeting)).toEqual(['Hi Victoria', 'Hi Attacker']);
      expect(mails[1].token).not.toBe(mails[0].token);
      expect(await confirm({ token: mails[0].token })).toMatchObject({ ok: false });
    });

    it('the confirmation mails one address receives are capped, from however many clients, without a refusal', async () => {
      const email = `resend-${backend}@example.com`;
      const { limit } = confirmationMailLimit;
      for (let i = 0; i < limit + 2; i += 1) {
        // Every sign-up gets the same answer: nobody can make the owner's own sign-up say 'too many attempts'.
        expect(
          await signUp(signUpInput(email, `resend-password-${i}x`, 'Robin', 'Resend'), { ip: freshIp() }),
        ).toEqual({ ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false });
      }
      // ... but the mailbox receives no more than the cap.
      expect(confirmationMails(database.dataDir(), email)).toHaveLength(limit);
    });

    it('a registration whose link expired unused may be made again', async () => {
      const email = `expired-${backend}@example.com`;
      await signUp(signUpInput(email, 'first-try-password', 'First', 'Try'), { ip: freshIp() });
      await db().query(
        `update public.auth_tokens set expires_at = now() - interval '1 second'
          where user_id = (select id from auth.users where lower(email) = $1)`,
        [email],
      );
      expect(
        await signUp(signUpInput(email, 'second-try-password', 'Second', 'Try'), { ip: freshIp() }),
      ).toEqual({ ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false });
      const mails = confirmationMails(database.dataDir(), email);
      expect(mails.map((mail) => mail.greeting)).toEqual(['Hi First', 'Hi Second']);
      expect(await confirm({ token: mails[0].token })).toMatchObject({ ok: false });
      expect(await confirm({ token: mails[1].token })).toEqual({
        ok: true,
        signedIn: false,
        message: EMAIL_CONFIRMED_MESSAGE,
      });
      jar = new Map();
      expect(await signIn({ email, password: 'second-try-password' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
    });
  });

  describe('common passwords', () => {
    it('sign-up refuses a common password with a field message, whatever its case', async () => {
      for (const password of ['password1', 'Qwerty123', 'iloveyou']) {
        expect(
          await signUp(signUpInput(`common-${backend}@example.com`, password, 'Casey', 'Common'), {
            ip: freshIp(),
          }),
        ).toEqual({
          ok: false,
          message: COMMON_PASSWORD_MESSAGE,
          fieldErrors: { password: COMMON_PASSWORD_MESSAGE },
        });
      }
      expect(
        await db().query('select 1 from auth.users where lower(email) = $1', [
          `common-${backend}@example.com`,
        ]),
      ).toEqual([]);
    });
  });

  describe('sign-in limits', () => {
    it('wrong passwords from anywhere do not lock the owner out of a browser that signed in before', async () => {
      const email = `owner-${backend}@example.com`;
      await account(email, 'owner-password-2026');

      // The owner signs in once on their phone: it now holds a device cookie for this account.
      const phone: Jar = new Map();
      jar = phone;
      expect(await signIn({ email, password: 'owner-password-2026' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
      expect(phone.get(DEVICE_COOKIE)).toBeTruthy();
      await signOut();

      // An attacker tries passwords for the account from many addresses, without the cookie, and is cut off.
      const attacker: Jar = new Map();
      const attempts = [];
      for (let i = 0; i < 12; i += 1) {
        jar = attacker;
        attempts.push(await signIn({ email, password: `guess-number-${i}` }, { ip: freshIp() }));
      }
      expect(attempts.slice(0, 9).every((result) => result.message === INVALID_CREDENTIALS_MESSAGE)).toBe(
        true,
      );
      expect(attempts.at(-1)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^Too many attempts\./),
      });
      // Even the right password is refused to an untrusted browser now.
      jar = attacker;
      expect(await signIn({ email, password: 'owner-password-2026' }, { ip: freshIp() })).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^Too many attempts\./),
      });
      // A device cookie copied from another account, or forged, does not help.
      const forged = (phone.get(DEVICE_COOKIE) ?? '').replace(/~[^~]+$/, '~AAAA');
      jar = new Map([[DEVICE_COOKIE, forged]]);
      expect(await signIn({ email, password: 'owner-password-2026' }, { ip: freshIp() })).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^Too many attempts\./),
      });

      // The owner's phone still signs in.
      jar = phone;
      expect(await signIn({ email, password: 'owner-password-2026' }, { ip: freshIp() })).toEqual({
        ok: true,
        signedIn: true,
      });
    });

    it('a trusted browser has its own limit, so a stolen device cookie does not give unlimited guesses', async () => {
      const email = `device-${backend}@example.com`;
      await account(email, 'device-password-2026');
      expect(await signIn({ email, password: 'device-password-2026' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
      const trusted = jar;
      const results = [];
      for (let i = 0; i < 11; i += 1) {
        jar = trusted;
        results.push(await signIn({ email, password: `wrong-${i}-password` }, { ip: freshIp() }));
      }
      expect(results.slice(0, 9).every((result) => result.message === INVALID_CREDENTIALS_MESSAGE)).toBe(
        true,
      );
      expect(results.at(-1)).toMatchObject({ message: expect.stringMatching(/^Too many attempts\./) });
    });

    it('one address cannot spray a password across many accounts', async () => {
      const ip = '198.18.0.7';
      const results = [];
      for (let i = 0; i < 32; i += 1) {
        jar = new Map();
        results.push(
          await signIn({ email: `spray-${i}-${backend}@example.com`, password: 'Summer2026!' }, { ip }),
        );
      }
      expect(results.slice(0, 30).every((result) => result.message === INVALID_CREDENTIALS_MESSAGE)).toBe(
        true,
      );
      expect(results.at(-1)).toMatchObject({ message: expect.stringMatching(/^Too many attempts\./) });
      // Another address is not affected.
      expect(
        await signIn({ email: `spray-0-${backend}@example.com`, password: 'Summer2026!' }, { ip: freshIp() }),
      ).toEqual({ ok: false, message: INVALID_CREDENTIALS_MESSAGE });
    });
  });

  describe('server-side sessions', () => {
    async function signedIn(email: string, password: string): Promise<{ jar: Jar; userId: string }> {
      const userId = await account(email, password);
      jar = new Map();
      expect(await signIn({ email, password }, { ip: freshIp() })).toMatchObject({ ok: true });
      return { jar, userId };
    }

    it('sign-out revokes the session: a copied cookie is refused afterwards, and cannot call a server action', async () => {
      const { jar: browser } = await signedIn(`copy-${backend}@example.com`, 'copy-password-2026');
      const copied: Jar = new Map([[SESSION_COOKIE, browser.get(SESSION_COOKIE)!]]);

      jar = copied;
      expect(await getSession()).toMatchObject({ user: { email: `copy-${backend}@example.com` } });
      expect(await saveProgressAction({ unitCode: 'RIIWHS202E', moduleIndexes: [0] })).toMatchObject({
        ok: true,
        data: [0],
      });

      jar = browser;
      await signOut();
      expect(browser.has(SESSION_COOKIE)).toBe(false);

      jar = copied;
      expect(await getSession()).toBeNull();
      expect(await saveProgressAction({ unitCode: 'RIIWHS202E', moduleIndexes: [1] })).toMatchObject({
        ok: false,
        code: 'signed-out',
      });
      // The refused cookie is dropped where the response can carry that.
      expect(copied.has(SESSION_COOKIE)).toBe(false);
    });

    it('a role change or a password change ends every session of that user', async () => {
      const { jar: browser, userId } = await signedIn(
        `promote-${backend}@example.com`,
        'promote-password-2026',
      );
      jar = browser;
      expect(await getSession()).toMatchObject({ role: 'user' });

      // What `npm run user:role` runs.
      await db().query(
        `insert into public.user_roles (user_id, role) values ($1, 'collaborator')
         on conflict (user_id) do update set role = excluded.role`,
        [userId],
      );
      jar = browser;
      expect(await getSession()).toBeNull();

      jar = new Map();
      expect(
        await signIn(
          { email: `promote-${backend}@example.com`, password: 'promote-password-2026' },
          { ip: freshIp() },
        ),
      ).toMatchObject({ ok: true });
      const second = jar;
      expect(await getSession()).toMatchObject({ role: 'collaborator' });
      // Granting the role it already has changes nothing.
      await db().query(`update public.user_roles set role = 'collaborator' where user_id = $1`, [userId]);
      jar = second;
      expect(await getSession()).toMatchObject({ role: 'collaborator' });

      await db().query(`update auth.users set encrypted_password = 'changed' where id = $1`, [userId]);
      jar = second;
      expect(await getSession()).toBeNull();
    });

    it('a session ends after the idle timeout and after the absolute lifetime; use slides the idle timeout', async () => {
      const { jar: browser } = await signedIn(`idle-${backend}@example.com`, 'idle-password-2026');
      const claims = await verifySessionToken(browser.get(SESSION_COOKIE));
      const sid = claims!.session_id;
      expect(claims!.exp - claims!.iat).toBe(SESSION_ABSOLUTE_LIFETIME_SECONDS);

      // Nearly idle for too long, then used: last_seen_at moves on.
      await db().query(
        `update public.sessions set last_seen_at = now() - make_interval(secs => $2) where id = $1`,
        [sid, SESSION_IDLE_TIMEOUT_SECONDS - 600],
      );
      jar = browser;
      expect(await getSession()).not.toBeNull();
      const [seen] = await db().query<{ recent: boolean }>(
        `select last_seen_at > now() - interval '1 minute' as recent from public.sessions where id = $1`,
        [sid],
      );
      expect(seen.recent).toBe(true);

      await db().query(
        `update public.sessions set last_seen_at = now() - make_interval(secs => $2) where id = $1`,
        [sid, SESSION_IDLE_TIMEOUT_SECONDS + 60],
      );
      jar = browser;
      expect(await getSession()).toBeNull();

      const { jar: other } = await signedIn(`absolute-${backend}@example.com`, 'absolute-password-2026');
      const otherSid = (await verifySessionToken(other.get(SESSION_COOKIE)))!.session_id;
      await db().query(
        `update public.sessions set created_at = now() - make_interval(secs => $2) where id = $1`,
        [otherSid, SESSION_ABSOLUTE_LIFETIME_SECONDS + 60],
      );
      jar = other;
      expect(await getSession()).toBeNull();
    });

    it('lists the active sessions with this device marked, and signs out of all devices', async () => {
      const email = `everywhere-${backend}@example.com`;
      userAgent = 'Laptop browser';
      const { jar: laptop } = await signedIn(email, 'everywhere-password-2026');
      userAgent = 'Phone browser';
      const phone: Jar = new Map();
      jar = phone;
      expect(await signIn({ email, password: 'everywhere-password-2026' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
      const session = (await getSession())!;
      const sessions = await listSessions(session);
      expect(sessions?.map((row) => row.userAgent).sort()).toEqual(['Laptop browser', 'Phone browser']);
      const here = await currentSessionId();
      expect(sessions?.find((row) => row.id === here)?.userAgent).toBe('Phone browser');

      expect(await signOutEverywhereAction()).toEqual({
        ok: true,
        message: 'You have been signed out of all devices.',
        data: null,
      });
      for (const browser of [laptop, phone]) {
        jar = new Map([[SESSION_COOKIE, browser.get(SESSION_COOKIE) ?? '']]);
        expect(await getSession()).toBeNull();
      }
      jar = laptop;
      expect(await getSession()).toBeNull();
      // Signed out now: the button's second press is refused, with the line it always showed.
      expect(await signOutEverywhereAction()).toMatchObject({
        ok: false,
        code: 'signed-out',
        detail: 'You are not signed in.',
      });
    });
  });
});
