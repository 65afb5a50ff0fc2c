import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SESSION_COOKIE } from '@/lib/auth/jwt';
import {
  COMMON_PASSWORD_MESSAGE,
  CONFIRMATION_FAILED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  EMAIL_CHANGE_FAILED_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  emailChangeRequestedMessage,
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  RESET_LINK_FAILED_MESSAGE,
  SAME_EMAIL_MESSAGE,
  SIGN_UP_SUCCESS_MESSAGE,
} from '@/lib/auth/messages';
import { resetAuthSecretCache } from '@/lib/auth/secret';
import { resetEnvCache } from '@/lib/env';
import { rateLimits } from '@/lib/server/rate-limit';
import { resetMailLimit } from '@/lib/server/sign-in-limits';

import { backends, useTestDatabase } from './helpers/database';

/**
 * The single-use links of an account, as Supabase Auth has them: a confirmation link proves an address and never
 * adopts a password someone else chose, and signs nobody in; opening a link changes nothing until its page's
 * button is pressed; a password can be reset by mail and changed with the current one; an address changes only
 * once the new one proves it is read.
 */

// One browser: its cookie jar, user agent and whether its posts come from React's script (the Next-Action header).
type Jar = Map<string, string>;
let jar: Jar = new Map();
let scripted = true;
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    getAll: () => [...jar.entries()].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () =>
    new Headers({
      'user-agent': 'Mozilla/5.0 test-browser',
      ...(scripted ? { 'next-action': 'test-action-id' } : {}),
    }),
}));
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  ...(await import('./helpers/after')).nextServerMock,
}));

const { settleAfter } = await import('./helpers/after');
const {
  changeEmail,
  changePassword,
  confirm,
  confirmationAsksForPassword,
  getProfile,
  getSession,
  requestPasswordReset,
  resetLinkUsable,
  resetPassword,
  signIn,
  signOut,
  signUp,
} = await import('@/lib/auth');
const {
  confirmFormAction,
  forgotPasswordFormAction,
  resetPasswordFormAction,
  signInFormAction,
  signUpFormAction,
} = await import('@/app/auth/actions');
const { changePasswordFormAction } = await import('@/app/account/actions');
const { default: ConfirmPage } = await import('@/app/auth/confirm/page');
const { default: ResetPasswordPage } = await import('@/app/auth/reset/page');

let ipCounter = 0;
const freshIp = () => `198.18.${Math.floor((ipCounter += 1) / 250)}.${(ipCounter % 250) + 1}`;

function signUpInput(email: string, password: string, firstName = 'Riley', lastName = 'Nguyen') {
  return { email, password, confirmPassword: password, firstName, lastName };
}

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** Where Next's redirect() pointed, or null when the call returned. */
async function redirectOf(call: () => Promise<unknown>): Promise<string | null> {
  try {
    await call();
    return null;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? '');
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2];
  }
}

type Mail = { subject: string; text: string; link: string | null };

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/((?:=[0-9A-F]{2})+)/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

describe.each(backends())('account links (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const db = () => database.current();

  /** Every mail written for `to`, oldest first, with the first link to one of the auth pages. */
  function mailsTo(to: string): Mail[] {
    const dir = join(database.dataDir(), 'mail');
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort();
    } catch {
      return [];
    }
    return files.flatMap((file) => {
      const decoded = decodeQuotedPrintable(readFileSync(join(dir, file), 'utf8'));
      if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'im').test(decoded)) return [];
      const subject = /^Subject: (.*)$/m.exec(decoded)?.[1] ?? '';
      // The plain-text part comes first: its link is the one a reader sees.
      const link = /https?:\/\/[^\s"'<>]+\/auth\/(?:confirm|reset)\?[^\s"'<>]+/.exec(decoded)?.[0] ?? null;
      return [{ subject, text: decoded, link }];
    });
  }

  const linkOf = (mail: Mail | undefined) => {
    if (!mail?.link) throw new Error('no link in the mail');
    const url = new URL(mail.link.replace(/&amp;/g, '&'));
    return { token: url.searchParams.get('token') ?? '', type: url.searchParams.get('type') ?? undefined };
  };

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
    scripted = true;
  });

  afterEach(() => {
    delete process.env.AUTH_AUTOCONFIRM;
    resetEnvCache();
  });

  async function userId(email: string): Promise<string> {
    const [row] = await db().query<{ id: string }>('select id from auth.users where lower(email) = $1', [
      email,
    ]);
    return row.id;
  }

  /** A confirmed account, signed in in a browser of its own (returned). */
  async function signedInAccount(email: string, password: string): Promise<Jar> {
    process.env.AUTH_AUTOCONFIRM = 'true';
    resetEnvCache();
    jar = new Map();
    expect(await signUp(signUpInput(email, password, 'Owner', 'Person'), { ip: freshIp() })).toEqual({
      ok: true,
      signedIn: true,
    });
    delete process.env.AUTH_AUTOCONFIRM;
    resetEnvCache();
    return jar;
  }

  async function sessionOf(browser: Jar) {
    jar = browser;
    return getSession();
  }

  describe('sign-up of an address someone else registered first', () => {
    it("the victim's link sets the victim's password; the attacker's link and password never work; earlier sessions end", async () => {
      const email = `squatted-${backend}@example.com`;
      const attacker: Jar = new Map();
      const victim: Jar = new Map();

      jar = attacker;
      expect(
        await signUp(signUpInput(email, 'attacker-chose-this-1', 'Mallory', 'Evil'), { ip: freshIp() }),
      ).toEqual({ ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false });
      jar = victim;
      expect(
        await signUp(signUpInput(email, 'victim-chose-this-1', 'Victoria', 'Owner'), { ip: freshIp() }),
      ).toEqual({ ok: true, message: SIGN_UP_SUCCESS_MESSAGE, signedIn: false });

      // Each sign-up mailed its own link to the address; only the newest works.
      const mails = mailsTo(email);
      expect(mails).toHaveLength(2);
      const [attackerLink, victimLink] = mails.map(linkOf);
      expect(attackerLink.token).not.toBe(victimLink.token);

      // A session of the account from before the confirmation, however it came to be, must not outlive it.
      const [earlier] = await db().query<{ id: string }>(
        `insert into public.sessions (user_id, user_agent) values ($1, 'from before') returning id`,
        [await userId(email)],
      );

      jar = attacker;
      expect(await confirm({ token: attackerLink.token })).toEqual({
        ok: false,
        message: CONFIRMATION_FAILED_MESSAGE,
      });

      jar = victim;
      expect(await confirm({ token: victimLink.token })).toEqual({
        ok: true,
        signedIn: false,
        message: EMAIL_CONFIRMED_MESSAGE,
      });
      // The link confirmed; it signed nobody in.
      expect(victim.has(SESSION_COOKIE)).toBe(false);
      const [ended] = await db().query<{ revoked: boolean }>(
        'select revoked_at is not null as revoked from public.sessions where id = $1',
        [earlier.id],
      );
      expect(ended.revoked).toBe(true);

      jar = attacker;
      expect(await signIn({ email, password: 'attacker-chose-this-1' }, { ip: freshIp() })).toEqual({
        ok: false,
        message: INVALID_CREDENTIALS_MESSAGE,
      });
      expect(attacker.has(SESSION_COOKIE)).toBe(false);
      // The old link stays dead after the confirmation too.
      expect(await confirm({ token: attackerLink.token })).toMatchObject({ ok: false });

      jar = victim;
      expect(await signIn({ email, password: 'victim-chose-this-1' }, { ip: freshIp() })).toEqual({
        ok: true,
        signedIn: true,
      });
      const session = await getSession();
      expect(await getProfile(session!)).toMatchObject({ email, first_name: 'Victoria', last_name: 'Owner' });
    });

    it('only the newest of several sign-ups has a working link, and its password is the one set', async () => {
      const email = `newest-${backend}@example.com`;
      for (const [i, name] of ['First', 'Second', 'Third'].entries()) {
        expect(
          await signUp(signUpInput(email, `password-number-${i}`, name), { ip: freshIp() }),
        ).toMatchObject({
          ok: true,
        });
      }
      const links = mailsTo(email).map(linkOf);
      expect(links).toHaveLength(3);
      expect(await confirm({ token: links[1].token })).toMatchObject({ ok: false });
      expect(await confirm({ token: links[0].token })).toMatchObject({ ok: false });
      expect(await confirm({ token: links[2].token })).toMatchObject({ ok: true, signedIn: false });
      for (const i of [0, 1]) {
        expect(await signIn({ email, password: `password-number-${i}` }, { ip: freshIp() })).toEqual({
          ok: false,
          message: INVALID_CREDENTIALS_MESSAGE,
        });
      }
      expect(await signIn({ email, password: 'password-number-2' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
      const [row] = await db().query<{ first_name: string }>(
        `select raw_user_meta_data ->> 'first_name' as first_name from auth.users where lower(email) = $1`,
        [email],
      );
      expect(row.first_name).toBe('Third');
    });

    it('a confirmation link opened in another browser confirms without signing that browser in (no login CSRF)', async () => {
      const email = `csrf-attacker-${backend}@example.com`;
      expect(await signUp(signUpInput(email, 'attacker-own-password'), { ip: freshIp() })).toMatchObject({
        ok: true,
      });
      const { token } = linkOf(mailsTo(email)[0]);
      // The attacker sends their own link to a victim, whose browser opens it and presses the button.
      const victim: Jar = new Map();
      jar = victim;
      expect(await redirectOf(() => confirmFormAction(null, formData({ token })))).toBe(
        '/auth?notice=confirmed',
      );
      expect(victim.has(SESSION_COOKIE)).toBe(false);
      expect(await getSession()).toBeNull();
      // Used once.
      expect(await confirmFormAction(null, formData({ token }))).toMatchObject({
        ok: false,
        message: CONFIRMATION_FAILED_MESSAGE,
      });
    });

    it('opening the confirmation page (GET) changes nothing; its button (POST) confirms and goes on to sign in', async () => {
      const email = `scanner-${backend}@example.com`;
      await signUp(signUpInput(email, 'scanned-password-1'), { ip: freshIp() });
      const { token } = linkOf(mailsTo(email)[0]);
      const state = () =>
        db().query(
          `select u.email_confirmed_at, u.encrypted_password, t.used_at
             from auth.users u join public.auth_tokens t on t.user_id = u.id where lower(u.email) = $1`,
          [email],
        );
      const before = await state();
      // The embedded backend's page is one button: the link's own sign-up chose the password.
      expect(await confirmationAsksForPassword(undefined)).toBe(false);
      // A mail scanner opens the link, twice.
      for (let i = 0; i < 2; i += 1)
        await ConfirmPage({ searchParams: Promise.resolve({ token, next: '/reviews' }) });
      expect(await state()).toEqual(before);
      expect(await signIn({ email, password: 'scanned-password-1' }, { ip: freshIp() })).toMatchObject({
        ok: false,
        message: 'Email not confirmed',
      });

      expect(await redirectOf(() => confirmFormAction(null, formData({ token, next: '/reviews' })))).toBe(
        '/auth?notice=confirmed&next=%2Freviews',
      );
      expect(await signIn({ email, password: 'scanned-password-1' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
    });

    it('an expired link does not work, and signing up again sends one that does', async () => {
      const email = `late-${backend}@example.com`;
      await signUp(signUpInput(email, 'late-password-1'), { ip: freshIp() });
      await db().query(
        `update public.auth_tokens set expires_at = now() - interval '1 minute'
          where user_id = (select id from auth.users where lower(email) = $1)`,
        [email],
      );
      expect(await confirm({ token: linkOf(mailsTo(email)[0]).token })).toMatchObject({ ok: false });
      await signUp(signUpInput(email, 'late-password-2'), { ip: freshIp() });
      expect(await confirm({ token: linkOf(mailsTo(email)[1]).token })).toMatchObject({ ok: true });
      expect(await signIn({ email, password: 'late-password-2' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
    });
  });

  describe('password reset', () => {
    /** Asks for a reset link; the lookup and the mail run after the answer, and are awaited here. */
    async function requestReset(email: string, ip = freshIp()) {
      const deferred: Promise<void>[] = [];
      const result = await requestPasswordReset(
        { email },
        { ip, defer: (task) => void deferred.push(task()) },
      );
      await Promise.all(deferred);
      return result;
    }

    const waitForMails = async (to: string, count: number): Promise<Mail[]> => {
      const mails = mailsTo(to);
      expect(mails).toHaveLength(count);
      return mails;
    };

    it('answers the same with or without an account, and mails only the account', async () => {
      const email = `reset-owner-${backend}@example.com`;
      await signedInAccount(email, 'owner-password-2026');
      const nobody = `reset-nobody-${backend}@example.com`;
      const known = await requestReset(email);
      const unknown = await requestReset(nobody);
      expect(known).toEqual({ ok: true, signedIn: false, message: PASSWORD_RESET_REQUESTED_MESSAGE });
      expect(unknown).toEqual(known);
      expect(await waitForMails(email, 1)).toHaveLength(1);
      expect(mailsTo(nobody)).toHaveLength(0);
      // The form's answer is the same for both too.
      scripted = false;
      const answers = [];
      for (const address of [email, nobody]) {
        const state = await forgotPasswordFormAction(null, formData({ email: address }));
        await settleAfter();
        answers.push({ ...state, values: undefined });
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toMatchObject({ ok: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
    });

    it('the link: opening it changes nothing; using it sets the password once, ends every session and tells the owner', async () => {
      const email = `reset-${backend}@example.com`;
      const laptop = await signedInAccount(email, 'forgotten-password-1');
      jar = new Map();
      expect(await signIn({ email, password: 'forgotten-password-1' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
      const phone = jar;
      expect(await sessionOf(laptop)).not.toBeNull();

      jar = new Map();
      await requestReset(email);
      const [mail] = await waitForMails(email, 1);
      expect(mail.subject).toMatch(/^Reset your password/);
      const { token } = linkOf(mail);

      // A scanner opens the page: it only reads whether the link works.
      await ResetPasswordPage({ searchParams: Promise.resolve({ token }) });
      expect(await resetLinkUsable({ token })).toBe(true);
      expect(await signIn({ email, password: 'forgotten-password-1' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
      await signOut();

      // The same password rules as sign-up.
      expect(await resetPassword({ token, password: 'short', confirmPassword: 'short' })).toMatchObject({
        ok: false,
        fieldErrors: { password: 'Password must be at least 6 characters' },
      });
      expect(await resetPassword({ token, password: 'password1', confirmPassword: 'password1' })).toEqual({
        ok: false,
        message: COMMON_PASSWORD_MESSAGE,
        fieldErrors: { password: COMMON_PASSWORD_MESSAGE },
      });
      expect(
        await resetPassword({
          token,
          password: 'brand-new-password-1',
          confirmPassword: 'brand-new-password-2',
        }),
      ).toMatchObject({ ok: false, fieldErrors: { confirmPassword: "Passwords don't match" } });

      jar = new Map();
      expect(
        await redirectOf(() =>
          resetPasswordFormAction(
            null,
            formData({ token, password: 'brand-new-password-1', confirmPassword: 'brand-new-password-1' }),
          ),
        ),
      ).toBe('/auth?notice=password-reset');
      expect(jar.has(SESSION_COOKIE)).toBe(false);

      // Every session of the account ended.
      expect(await sessionOf(laptop)).toBeNull();
      expect(await sessionOf(phone)).toBeNull();
      jar = new Map();
      expect(await signIn({ email, password: 'forgotten-password-1' }, { ip: freshIp() })).toEqual({
        ok: false,
        message: INVALID_CREDENTIALS_MESSAGE,
      });
      expect(await signIn({ email, password: 'brand-new-password-1' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });

      // Single use.
      expect(await resetLinkUsable({ token })).toBe(false);
      expect(
        await resetPassword({ token, password: 'third-password-123', confirmPassword: 'third-password-123' }),
      ).toEqual({ ok: false, message: RESET_LINK_FAILED_MESSAGE });

      // The owner is told.
      const notices = mailsTo(email).filter((each) => /password was changed/.test(each.subject));
      expect(notices).toHaveLength(1);
      expect(notices[0].text).toContain('every device signed in to it was signed out');
    });

    it('a link expires after an hour, a newer one replaces it, and forged or borrowed tokens are refused', async () => {
      const email = `reset-expiry-${backend}@example.com`;
      await signedInAccount(email, 'expiry-password-1');
      jar = new Map();
      await requestReset(email);
      const first = linkOf((await waitForMails(email, 1))[0]);
      const [link] = await db().query<{ expires_in_minutes: number }>(
        `select round(extract(epoch from expires_at - created_at) / 60)::integer as expires_in_minutes
           from public.auth_tokens where purpose = 'recovery' and used_at is null
            and user_id = (select id from auth.users where lower(email) = $1)`,
        [email],
      );
      expect(link.expires_in_minutes).toBe(60);

      await requestReset(email);
      const second = linkOf((await waitForMails(email, 2))[1]);
      const newPassword = { password: 'replaced-password-1', confirmPassword: 'replaced-password-1' };
      expect(await resetPassword({ token: first.token, ...newPassword })).toEqual({
        ok: false,
        message: RESET_LINK_FAILED_MESSAGE,
      });

      await db().query(
        `update public.auth_tokens set expires_at = now() - interval '1 second'
          where purpose = 'recovery' and user_id = (select id from auth.users where lower(email) = $1)`,
        [email],
      );
      expect(await resetLinkUsable({ token: second.token })).toBe(false);
      expect(await resetPassword({ token: second.token, ...newPassword })).toMatchObject({ ok: false });

      // Made up, of the right shape; and a sign-up link's token used as a reset token.
      const forged = randomBytes(32).toString('base64url');
      expect(await resetPassword({ token: forged, ...newPassword })).toMatchObject({ ok: false });
      const other = `reset-borrowed-${backend}@example.com`;
      await signUp(signUpInput(other, 'borrowed-password-1'), { ip: freshIp() });
      const signUpToken = linkOf(mailsTo(other)[0]).token;
      expect(await resetPassword({ token: signUpToken, ...newPassword })).toMatchObject({ ok: false });
      expect(await signIn({ email, password: 'expiry-password-1' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
    });

    it('is limited per address and client and per client; an address gets a few mails an hour whoever asks', async () => {
      const email = `reset-limits-${backend}@example.com`;
      await signedInAccount(email, 'limits-password-1');
      jar = new Map();
      const ip = freshIp();
      const perSubject = rateLimits['password-reset'].perSubject.limit;
      for (let i = 0; i < perSubject; i += 1)
        expect(await requestReset(email, ip)).toMatchObject({ ok: true });
      const limited = await requestReset(email, ip);
      expect(limited).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many attempts\./) });
      // An address without an account is limited alike: the limit tells nothing either.
      const nobody = `reset-limits-nobody-${backend}@example.com`;
      for (let i = 0; i < perSubject; i += 1) await requestReset(nobody, ip);
      expect(await requestReset(nobody, ip)).toEqual(limited);

      // From other clients the owner can still ask; the mails to the address stay capped.
      for (let i = 0; i < 3; i += 1) expect(await requestReset(email)).toMatchObject({ ok: true });
      expect(mailsTo(email)).toHaveLength(resetMailLimit.limit);

      // One client, many addresses.
      const busy = freshIp();
      const results = [];
      for (let i = 0; i <= rateLimits['password-reset'].perIp.limit; i += 1) {
        results.push(await requestReset(`spray-${i}-${backend}@example.com`, busy));
      }
      expect(results.slice(0, -1).every((result) => result.ok)).toBe(true);
      expect(results.at(-1)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^Too many attempts\./),
      });
    });

    it('the owner of a squatted address takes it over by resetting the password', async () => {
      const email = `reclaim-${backend}@example.com`;
      await signUp(signUpInput(email, 'attacker-password-9', 'Mallory'), { ip: freshIp() });
      const attackerLink = linkOf(mailsTo(email)[0]);
      await requestReset(email);
      const reset = linkOf((await waitForMails(email, 2))[1]);
      expect(
        await resetPassword({
          token: reset.token,
          password: 'owner-password-9',
          confirmPassword: 'owner-password-9',
        }),
      ).toEqual({ ok: true, signedIn: false, message: PASSWORD_RESET_MESSAGE });
      expect(await confirm({ token: attackerLink.token })).toMatchObject({ ok: false });
      expect(await signIn({ email, password: 'attacker-password-9' }, { ip: freshIp() })).toEqual({
        ok: false,
        message: INVALID_CREDENTIALS_MESSAGE,
      });
      expect(await signIn({ email, password: 'owner-password-9' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
    });
  });

  describe('change password', () => {
    it('needs the current password; ends every other session, this one carries on; tells the owner', async () => {
      const email = `change-password-${backend}@example.com`;
      const laptop = await signedInAccount(email, 'current-password-1');
      jar = new Map();
      await signIn({ email, password: 'current-password-1' }, { ip: freshIp() });
      const phone = jar;
      const session = (await sessionOf(phone))!;

      const input = {
        currentPassword: 'not-my-password',
        password: 'changed-password-1',
        confirmPassword: 'changed-password-1',
      };
      expect(await changePassword(session, input, { ip: freshIp() })).toEqual({
        ok: false,
        message: CURRENT_PASSWORD_WRONG_MESSAGE,
        fieldErrors: { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE },
      });
      expect(await sessionOf(laptop)).not.toBeNull();
      expect(
        await changePassword(
          session,
          {
            ...input,
            currentPassword: 'current-password-1',
            password: 'password1',
            confirmPassword: 'password1',
          },
          { ip: freshIp() },
        ),
      ).toMatchObject({ ok: false, message: COMMON_PASSWORD_MESSAGE });

      jar = phone;
      const state = await changePasswordFormAction(
        null,
        formData({ ...input, currentPassword: 'current-password-1' }),
      );
      expect(state).toMatchObject({ ok: true, message: PASSWORD_CHANGED_MESSAGE });
      // No password is sent back to the page.
      expect(state?.values).toEqual({});

      expect(await sessionOf(phone)).toMatchObject({ user: { email } });
      expect(await sessionOf(laptop)).toBeNull();
      jar = new Map();
      expect(await signIn({ email, password: 'current-password-1' }, { ip: freshIp() })).toMatchObject({
        ok: false,
      });
      expect(await signIn({ email, password: 'changed-password-1' }, { ip: freshIp() })).toMatchObject({
        ok: true,
      });
      expect(mailsTo(email).filter((mail) => /password was changed/.test(mail.subject))).toHaveLength(1);
    });

    it('wrong current passwords are limited per account', async () => {
      const email = `change-limit-${backend}@example.com`;
      await signedInAccount(email, 'limit-password-1');
      const session = (await getSession())!;
      const results = [];
      for (let i = 0; i <= rateLimits['password-change'].perSubject.limit; i += 1) {
        results.push(
          await changePassword(
            session,
            {
              currentPassword: `guess-${i}`,
              password: 'another-password-1',
              confirmPassword: 'another-password-1',
            },
            { ip: freshIp() },
          ),
        );
      }
      expect(results.at(-1)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^Too many attempts\./),
      });
    });
  });

  describe('change e-mail', () => {
    it('the new address proves itself by its link; the old one is told; every session ends', async () => {
      const oldEmail = `moving-${backend}@example.com`;
      const newEmail = `moved-${backend}@example.com`;
      const browser = await signedInAccount(oldEmail, 'moving-password-1');
      const session = (await sessionOf(browser))!;

      expect(
        await changeEmail(session, { email: newEmail, currentPassword: 'wrong-password' }, { ip: freshIp() }),
      ).toEqual({
        ok: false,
        message: CURRENT_PASSWORD_WRONG_MESSAGE,
        fieldErrors: { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE },
      });
      expect(
        await changeEmail(
          session,
          { email: oldEmail.toUpperCase(), currentPassword: 'moving-password-1' },
          { ip: freshIp() },
        ),
      ).toMatchObject({ ok: false, fieldErrors: { email: SAME_EMAIL_MESSAGE } });
      expect(mailsTo(newEmail)).toHaveLength(0);

      expect(
        await changeEmail(
          session,
          { email: newEmail, currentPassword: 'moving-password-1' },
          { ip: freshIp() },
        ),
      ).toEqual({ ok: true, signedIn: true, message: emailChangeRequestedMessage(newEmail) });
      const [mail] = mailsTo(newEmail);
      const link = linkOf(mail);
      expect(link.type).toBe('email_change');
      // Nothing changes until the link is used; opening its page changes nothing either.
      await ConfirmPage({ searchParams: Promise.resolve({ token: link.token, type: 'email_change' }) });
      expect(await sessionOf(browser)).toMatchObject({ user: { email: oldEmail } });
      // A sign-up link's page cannot use it.
      expect(await confirm({ token: link.token })).toMatchObject({ ok: false });

      jar = new Map();
      expect(
        await redirectOf(() =>
          confirmFormAction(null, formData({ token: link.token, type: 'email_change' })),
        ),
      ).toBe('/auth?notice=email-changed');
      expect(await sessionOf(browser)).toBeNull();
      jar = new Map();
      expect(
        await signIn({ email: oldEmail, password: 'moving-password-1' }, { ip: freshIp() }),
      ).toMatchObject({
        ok: false,
      });
      expect(
        await signIn({ email: newEmail, password: 'moving-password-1' }, { ip: freshIp() }),
      ).toMatchObject({
        ok: true,
      });
      const told = mailsTo(oldEmail).filter((each) => /email was changed/.test(each.subject));
      expect(told).toHaveLength(1);
      expect(told[0].text).toContain(newEmail);
      // Single use.
      expect(await confirm({ token: link.token, type: 'email_change' })).toEqual({
        ok: false,
        message: EMAIL_CHANGE_FAILED_MESSAGE,
      });
    });

    it("an address another account holds gets no mail and the same answer; a pending sign-up's address can be taken", async () => {
      const email = `holder-${backend}@example.com`;
      const taken = `taken-${backend}@example.com`;
      await signedInAccount(taken, 'taken-password-1');
      const browser = await signedInAccount(email, 'holder-password-1');
      const session = (await sessionOf(browser))!;
      const before = mailsTo(taken).length;
      expect(
        await changeEmail(session, { email: taken, currentPassword: 'holder-password-1' }, { ip: freshIp() }),
      ).toEqual({
        ok: true,
        signedIn: true,
        message: emailChangeRequestedMessage(taken),
      });
      expect(mailsTo(taken)).toHaveLength(before);

      // Someone registered this address without confirming it: the owner proving it by the link wins.
      const pending = `pending-${backend}@example.com`;
      await signUp(signUpInput(pending, 'squatter-password-1', 'Mallory'), { ip: freshIp() });
      const squatterLink = linkOf(mailsTo(pending)[0]);
      await changeEmail(session, { email: pending, currentPassword: 'holder-password-1' }, { ip: freshIp() });
      const link = linkOf(mailsTo(pending).at(-1));
      expect(await confirm({ token: link.token, type: 'email_change' })).toEqual({
        ok: true,
        signedIn: false,
        message: EMAIL_CHANGED_MESSAGE,
      });
      expect(await confirm({ token: squatterLink.token })).toMatchObject({ ok: false });
      expect(
        await signIn({ email: pending, password: 'holder-password-1' }, { ip: freshIp() }),
      ).toMatchObject({
        ok: true,
      });
    });
  });

  describe('the forms', () => {
    it('sign-in without JavaScript redirects to `next`; with it, the state says signed in; no password is echoed', async () => {
      const email = `form-${backend}@example.com`;
      await signedInAccount(email, 'form-password-1');
      await signOut();

      scripted = false;
      jar = new Map();
      expect(
        await redirectOf(() =>
          signInFormAction(null, formData({ email, password: 'form-password-1', next: '/reviews' })),
        ),
      ).toBe('/reviews');
      expect(jar.has(SESSION_COOKIE)).toBe(true);

      scripted = true;
      jar = new Map();
      const state = await signInFormAction(
        null,
        formData({ email, password: 'form-password-1', next: '/reviews' }),
      );
      expect(state).toMatchObject({ ok: true, data: { signedIn: true } });

      const refused = await signInFormAction(
        null,
        formData({ email, password: 'wrong-password-1', next: '/' }),
      );
      expect(refused).toMatchObject({ ok: false, message: INVALID_CREDENTIALS_MESSAGE });
      expect(refused?.values).toEqual({ email, next: '/' });
    });

    it('sign-up through its form: field errors by name, the notice, and a bot filling the hidden field gets it too', async () => {
      scripted = false;
      const email = `form-signup-${backend}@example.com`;
      const invalid = await signUpFormAction(
        null,
        formData({ ...signUpInput(email, 'form-signup-1'), confirmPassword: 'form-signup-2', next: '/' }),
      );
      expect(invalid).toMatchObject({ ok: false, fieldErrors: { confirmPassword: "Passwords don't match" } });
      expect(invalid?.values).toMatchObject({ email, firstName: 'Riley' });
      expect(invalid?.values).not.toHaveProperty('password');

      expect(
        await signUpFormAction(null, formData({ ...signUpInput(email, 'form-signup-1'), next: '/' })),
      ).toMatchObject({
        ok: true,
        message: SIGN_UP_SUCCESS_MESSAGE,
        data: { signedIn: false },
      });
      const bot = `form-bot-${backend}@example.com`;
      expect(
        await signUpFormAction(
          null,
          formData({ ...signUpInput(bot, 'form-signup-1'), website: 'https://spam.example' }),
        ),
      ).toMatchObject({ ok: true, message: SIGN_UP_SUCCESS_MESSAGE });
      expect(await db().query('select 1 from auth.users where lower(email) = $1', [bot])).toEqual([]);
    });
  });
});
