import { beforeEach, describe, expect, it, vi } from 'vitest';

import { siteUrl } from '@/lib/env';
import { INVALID_CREDENTIALS, INVALID_LINK } from '@/lib/auth/messages';

/**
 * The Supabase adapter's account links and changes, against a stand-in Supabase client: which Supabase Auth calls
 * each flow makes, in which order, and what it answers. Supabase itself cannot be reached from the tests.
 */

const ok = { data: { user: { id: 'user-1' }, session: null }, error: null };
const auth = {
  verifyOtp: vi.fn(),
  exchangeCodeForSession: vi.fn(),
  signOut: vi.fn(),
  resetPasswordForEmail: vi.fn(),
  updateUser: vi.fn(),
  signInWithPassword: vi.fn(),
};
vi.mock('@/lib/supabase/server', () => ({ createClient: async () => ({ auth }) }));
vi.mock('@/lib/server/sessions', () => ({ listSupabaseSessions: vi.fn() }));

const { supabaseBackend } = await import('@/lib/auth/supabase-backend');

const session = { user: { id: 'user-1', email: 'owner@example.com' }, role: 'user' as const };

beforeEach(() => {
  for (const fn of Object.values(auth)) fn.mockReset().mockResolvedValue(ok);
  auth.signOut.mockResolvedValue({ error: null });
  auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
});

describe('confirmation links on Supabase', () => {
  it("a sign-up's link sets the password its page asked for, then every session ends: nobody is signed in", async () => {
    expect(supabaseBackend.confirmationSetsPassword).toBe(true);
    expect(await supabaseBackend.confirm({ tokenHash: 'hash-1', type: 'email' }, 'owner-typed-1')).toEqual({
      ok: true,
      kind: 'signup',
    });
    expect(auth.verifyOtp).toHaveBeenCalledWith({ type: 'email', token_hash: 'hash-1' });
    // Supabase kept the first registrant's password: the one typed on the link's page replaces it.
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'owner-typed-1' });
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
    const order = [auth.verifyOtp, auth.updateUser, auth.signOut].map((fn) => fn.mock.invocationCallOrder[0]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("without the page's password nothing is verified", async () => {
    expect(await supabaseBackend.confirm({ tokenHash: 'hash-1', type: 'signup' })).toEqual({
      ok: false,
      error: INVALID_LINK,
    });
    expect(auth.verifyOtp).not.toHaveBeenCalled();
  });

  it('an e-mail change link ends the session it made and sets no password; a PKCE code is exchanged', async () => {
    expect(await supabaseBackend.confirm({ tokenHash: 'hash-2', type: 'email_change' })).toEqual({
      ok: true,
      kind: 'email_change',
    });
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(auth.updateUser).not.toHaveBeenCalled();
    expect(await supabaseBackend.confirm({ code: 'code-1' }, 'owner-typed-2')).toEqual({
      ok: true,
      kind: 'signup',
    });
    expect(auth.exchangeCodeForSession).toHaveBeenCalledWith('code-1');
  });

  it('a reset link, an unknown type or a refused token confirms nothing', async () => {
    expect(await supabaseBackend.confirm({ tokenHash: 'hash-3', type: 'recovery' }, 'owner-typed-3')).toEqual(
      {
        ok: false,
        error: INVALID_LINK,
      },
    );
    expect(
      await supabaseBackend.confirm({ tokenHash: 'hash-3', type: 'whatever' }, 'owner-typed-3'),
    ).toMatchObject({
      ok: false,
    });
    expect(auth.verifyOtp).not.toHaveBeenCalled();
    auth.verifyOtp.mockResolvedValue({
      data: {},
      error: { message: 'Email link is invalid or has expired' },
    });
    expect(await supabaseBackend.confirm({ tokenHash: 'hash-4', type: 'signup' }, 'owner-typed-3')).toEqual({
      ok: false,
      error: 'Email link is invalid or has expired',
    });
    expect(auth.updateUser).not.toHaveBeenCalled();
    expect(auth.signOut).not.toHaveBeenCalled();
  });
});

describe('password reset on Supabase', () => {
  it('asks Supabase to mail a link to the reset page', async () => {
    await supabaseBackend.requestPasswordReset('owner@example.com');
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('owner@example.com', {
      redirectTo: `${siteUrl()}/auth/reset`,
    });
    auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: new Error('rate limited') });
    await expect(supabaseBackend.requestPasswordReset('owner@example.com')).rejects.toThrow('rate limited');
  });

  it('cannot tell beforehand whether a link works (checking would use it up)', async () => {
    expect(await supabaseBackend.resetLinkUsable({ tokenHash: 'hash-5', type: 'recovery' })).toBeNull();
    expect(auth.verifyOtp).not.toHaveBeenCalled();
  });

  it("verifies the recovery link, sets the password, then ends every session, the link's own included", async () => {
    expect(
      await supabaseBackend.resetPassword({ tokenHash: 'hash-6', type: 'recovery' }, 'new-password-1'),
    ).toEqual({
      ok: true,
      signedIn: false,
      userId: 'user-1',
    });
    expect(auth.verifyOtp).toHaveBeenCalledWith({ type: 'recovery', token_hash: 'hash-6' });
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'new-password-1' });
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
    const order = [auth.verifyOtp, auth.updateUser, auth.signOut].map((fn) => fn.mock.invocationCallOrder[0]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('a confirmation link or a refused one sets no password', async () => {
    expect(
      await supabaseBackend.resetPassword({ tokenHash: 'hash-7', type: 'email' }, 'new-password-1'),
    ).toEqual({
      ok: false,
      error: INVALID_LINK,
    });
    auth.verifyOtp.mockResolvedValue({ data: {}, error: { message: 'Token has expired or is invalid' } });
    expect(
      await supabaseBackend.resetPassword({ tokenHash: 'hash-8', type: 'recovery' }, 'new-password-1'),
    ).toEqual({
      ok: false,
      error: INVALID_LINK,
    });
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it("a password Supabase refuses is reported as Supabase words it, and the link's session ends", async () => {
    auth.updateUser.mockResolvedValue({ data: {}, error: { message: 'Password is known to be weak' } });
    expect(
      await supabaseBackend.resetPassword({ tokenHash: 'hash-9', type: 'recovery' }, 'weak-one-1'),
    ).toEqual({
      ok: false,
      error: 'Password is known to be weak',
    });
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });
});

describe('changes from /account on Supabase', () => {
  it('a new password needs the current one; other sessions end', async () => {
    auth.signInWithPassword.mockResolvedValueOnce({
      data: {},
      error: { message: 'Invalid login credentials' },
    });
    expect(await supabaseBackend.changePassword(session, 'wrong-one', 'new-password-1')).toEqual({
      ok: false,
      error: INVALID_CREDENTIALS,
    });
    expect(auth.updateUser).not.toHaveBeenCalled();

    expect(await supabaseBackend.changePassword(session, 'current-one', 'new-password-1')).toEqual({
      ok: true,
      signedIn: true,
      userId: 'user-1',
    });
    expect(auth.signInWithPassword).toHaveBeenLastCalledWith({
      email: 'owner@example.com',
      password: 'current-one',
    });
    expect(auth.updateUser).toHaveBeenCalledWith({
      password: 'new-password-1',
      current_password: 'current-one',
    });
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'others' });
  });

  it('a new address needs the current password; Supabase mails the link to it', async () => {
    auth.signInWithPassword.mockResolvedValueOnce({
      data: {},
      error: { message: 'Invalid login credentials' },
    });
    expect(await supabaseBackend.requestEmailChange(session, 'wrong-one', 'new@example.com')).toMatchObject({
      ok: false,
      error: INVALID_CREDENTIALS,
    });
    expect(auth.updateUser).not.toHaveBeenCalled();
    expect(await supabaseBackend.requestEmailChange(session, 'current-one', 'new@example.com')).toMatchObject(
      {
        ok: true,
      },
    );
    expect(auth.updateUser).toHaveBeenCalledWith(
      { email: 'new@example.com' },
      { emailRedirectTo: `${siteUrl()}/auth/confirm` },
    );
  });
});
