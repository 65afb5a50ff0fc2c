import 'server-only';

import { createHmac, randomBytes } from 'node:crypto';

import type { Db } from '@/lib/db';

import { EMAIL_NOT_CONFIRMED, INVALID_CREDENTIALS, USER_ALREADY_REGISTERED } from './messages';
import { hashPassword, verifyPassword } from './password';
import { getAuthSecret } from './secret';

/**
 * Database side of the embedded auth adapter: auth.users as Supabase Auth keeps it, and the single-use links of
 * public.auth_tokens (sign-up confirmation, password reset, e-mail change).
 */

export const CONFIRMATION_TTL_HOURS = 24;
export const RECOVERY_TTL_MINUTES = 60;
export const EMAIL_CHANGE_TTL_HOURS = 24;

export type LinkPurpose = 'signup' | 'recovery' | 'email_change';

export type NewUser = { email: string; password: string; firstName: string; lastName: string };

export type CreatedUser = {
  id: string;
  email: string;
  confirmed: boolean;
  /** The raw token of this sign-up's confirmation link; only a keyed hash is stored. Null when confirmed at once. */
  confirmationToken: string | null;
  /** The first name typed in this sign-up, for the mail's greeting. */
  firstName: string;
};

export type CreateUserResult =
  { ok: true; user: CreatedUser } | { ok: false; error: typeof USER_ALREADY_REGISTERED };

export type AuthenticateResult =
  | { ok: true; user: { id: string; email: string } }
  | { ok: false; error: typeof INVALID_CREDENTIALS | typeof EMAIL_NOT_CONFIRMED };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** 256 random bits: the part of a link that nobody can guess. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored of a link's token: keyed with AUTH_SECRET and bound to its purpose, so a copy of the table makes no
 * working link, and a reset token is no confirmation token.
 */
function tokenHash(purpose: LinkPurpose, token: string): string {
  return createHmac('sha256', getAuthSecret()).update(`auth-link|${purpose}|${token}`).digest('hex');
}

/** The lookup key of a link, or null when the token cannot be one of ours (nothing is asked of the database). */
function lookupKey(purpose: LinkPurpose, token: string | null | undefined): string | null {
  return token && TOKEN_SHAPE.test(token) ? tokenHash(purpose, token) : null;
}

/** Hash outside the transaction: bcrypt takes ~70 ms and PGlite runs one transaction at a time. */
export async function prepareUser(input: NewUser, options: { confirmed: boolean }) {
  const firstName = input.firstName.trim();
  return {
    email: normaliseEmail(input.email),
    passwordHash: await hashPassword(input.password),
    metadata: JSON.stringify({ first_name: firstName, last_name: input.lastName.trim() }),
    firstName,
    confirmed: options.confirmed,
  };
}

/** Ends every pending link of `purpose` for the user: only the newest one may ever work. */
async function retireLinks(db: Db, userId: string, purposes: readonly LinkPurpose[]): Promise<void> {
  await db.query(
    `update public.auth_tokens set used_at = now()
      where user_id = $1 and purpose = any($2::text[]) and used_at is null`,
    [userId, purposes],
  );
}

async function insertLink(
  db: Db,
  link: {
    userId: string;
    purpose: LinkPurpose;
    ttlSeconds: number;
    passwordHash?: string;
    metadata?: string;
    newEmail?: string;
  },
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into public.auth_tokens (user_id, purpose, token_hash, password_hash, user_metadata, new_email, expires_at)
     values ($1, $2, $3, $4, $5::jsonb, $6, now() + make_interval(secs => $7))`,
    [
      link.userId,
      link.purpose,
      tokenHash(link.purpose, token),
      link.passwordHash ?? null,
      link.metadata ?? null,
      link.newEmail ?? null,
      link.ttlSeconds,
    ],
  );
  return token;
}

async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db.query('update public.sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [
    userId,
  ]);
}

/**
 * One upsert, so parallel sign-ups with one address create one account; a confirmed address is refused with
 * 'User already registered'. An unconfirmed address is not refused (its owner may be the one signing up now), but
 * nothing of this sign-up takes effect yet: the account keeps no password and no names until a link is used, and
 * the link carries this sign-up's password and names. Every earlier link of the address stops working, so the
 * newest sign-up's link is the only one, and only whoever reads the mailbox can use it.
 * With AUTH_AUTOCONFIRM (development) the account is confirmed at once with this password.
 */
export async function insertUser(
  db: Db,
  prepared: Awaited<ReturnType<typeof prepareUser>>,
): Promise<CreateUserResult> {
  const rows = await db.query<{ id: string; email: string; confirmed: boolean }>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at, raw_app_meta_data)
     values ($1, case when $4::boolean then $2::text end, case when $4::boolean then $3::jsonb else '{}'::jsonb end,
             case when $4::boolean then now() end, '{"provider":"email","providers":["email"]}'::jsonb)
     on conflict ((lower(email))) do update
       set encrypted_password = excluded.encrypted_password,
           raw_user_meta_data = excluded.raw_user_meta_data,
           email_confirmed_at = excluded.email_confirmed_at,
           confirmation_token = null,
           confirmation_sent_at = null,
           updated_at = now()
       where auth.users.email_confirmed_at is null
     returning id, email, email_confirmed_at is not null as confirmed`,
    [prepared.email, prepared.passwordHash, prepared.metadata, prepared.confirmed],
  );
  const row = rows[0];
  if (!row) return { ok: false, error: USER_ALREADY_REGISTERED };
  await retireLinks(db, row.id, ['signup']);
  const confirmationToken = row.confirmed
    ? null
    : await insertLink(db, {
        userId: row.id,
        purpose: 'signup',
        ttlSeconds: CONFIRMATION_TTL_HOURS * 3600,
        passwordHash: prepared.passwordHash,
        metadata: prepared.metadata,
      });
  return {
    ok: true,
    user: {
      id: row.id,
      email: row.email,
      confirmed: row.confirmed,
      confirmationToken,
      firstName: prepared.firstName,
    },
  };
}

/**
 * The account for a sign-in. An unconfirmed one has no password of its own yet; the newest sign-up's pending one
 * is compared instead, so its author is told 'Email not confirmed' rather than 'Invalid login credentials'.
 */
export async function findUserForSignIn(db: Db, email: string) {
  const rows = await db.query<{
    id: string;
    email: string;
    encrypted_password: string | null;
    confirmed: boolean;
    banned: boolean;
  }>(
    `select u.id, u.email,
            case when u.email_confirmed_at is not null then u.encrypted_password
                 else (select t.password_hash from public.auth_tokens t
                        where t.user_id = u.id and t.purpose = 'signup' and t.used_at is null
                          and t.expires_at > now()
                        order by t.created_at desc limit 1)
            end as encrypted_password,
            u.email_confirmed_at is not null as confirmed,
            coalesce(u.banned_until > now(), false) or u.deleted_at is not null as banned
     from auth.users u where lower(u.email) = $1`,
    [normaliseEmail(email)],
  );
  return rows[0] ?? null;
}

/** Password check with the same timing for unknown addresses. Never logs the password. */
export async function checkPassword(
  user: Awaited<ReturnType<typeof findUserForSignIn>>,
  password: string,
): Promise<AuthenticateResult> {
  const matches = await verifyPassword(password, user?.encrypted_password);
  if (!user || !matches || user.banned) return { ok: false, error: INVALID_CREDENTIALS };
  if (!user.confirmed) return { ok: false, error: EMAIL_NOT_CONFIRMED };
  return { ok: true, user: { id: user.id, email: user.email } };
}

export async function recordSignIn(db: Db, userId: string): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
}

/**
 * Uses a sign-up's link (single use, 24 hours, the newest of its address): the address is confirmed and takes the
 * password and names of the sign-up that sent this link. Every other pending link of the address ends, and every
 * session the account had ends too. Nobody is signed in. Null when the link is unknown, used, replaced or expired.
 */
export async function confirmSignUp(db: Db, token: string): Promise<{ id: string; email: string } | null> {
  const key = lookupKey('signup', token);
  if (!key) return null;
  const [link] = await db.query<{ user_id: string; password_hash: string; user_metadata: unknown }>(
    `update public.auth_tokens set used_at = now()
      where token_hash = $1 and purpose = 'signup' and used_at is null and expires_at > now()
      returning user_id, password_hash, user_metadata`,
    [key],
  );
  if (!link) return null;
  const [user] = await db.query<{ id: string; email: string }>(
    `update auth.users
        set email_confirmed_at = now(), encrypted_password = $2,
            raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data), updated_at = now()
      where id = $1 and email_confirmed_at is null
      returning id, email`,
    [
      link.user_id,
      link.password_hash,
      link.user_metadata === null ? null : JSON.stringify(link.user_metadata),
    ],
  );
  if (!user) return null;
  await retireLinks(db, user.id, ['signup']);
  await revokeSessions(db, user.id);
  return user;
}

export type LinkOwner = { id: string; email: string; firstName: string | null };

/**
 * A new password reset link for the account of `email` (any earlier one stops working), or null when there is no
 * such account. Unconfirmed accounts get one too: the link proves the mailbox, which is all a confirmation proves.
 */
export async function createRecoveryLink(
  db: Db,
  email: string,
): Promise<{ token: string; user: LinkOwner } | null> {
  const [user] = await db.query<{ id: string; email: string; first_name: string | null }>(
    `select id, email, raw_user_meta_data ->> 'first_name' as first_name
       from auth.users where lower(email) = $1 and deleted_at is null
       for update`,
    [normaliseEmail(email)],
  );
  if (!user) return null;
  await retireLinks(db, user.id, ['recovery']);
  const token = await insertLink(db, {
    userId: user.id,
    purpose: 'recovery',
    ttlSeconds: RECOVERY_TTL_MINUTES * 60,
  });
  return { token, user: { id: user.id, email: user.email, firstName: user.first_name } };
}

/** Whether a link would still work now; reads only (a mail scanner's GET must change nothing). */
export async function linkIsUsable(
  db: Db,
  purpose: LinkPurpose,
  token: string | null | undefined,
): Promise<boolean> {
  const key = lookupKey(purpose, token);
  if (!key) return false;
  const rows = await db.query(
    `select 1 from public.auth_tokens
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()`,
    [key, purpose],
  );
  return rows.length > 0;
}

/**
 * Uses a reset link (single use, one hour, the newest of its account): sets the new password, confirms the address
 * (the link proved it) and ends every pending link and every session of the account. Null when the link does not work.
 */
export async function resetPasswordWithLink(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<LinkOwner | null> {
  const key = lookupKey('recovery', token);
  if (!key) return null;
  const [link] = await db.query<{ user_id: string }>(
    `update public.auth_tokens set used_at = now()
      where token_hash = $1 and purpose = 'recovery' and used_at is null and expires_at > now()
      returning user_id`,
    [key],
  );
  if (!link) return null;
  const [user] = await db.query<{ id: string; email: string; first_name: string | null }>(
    `update auth.users
        set encrypted_password = $2, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1 and deleted_at is null
      returning id, email, raw_user_meta_data ->> 'first_name' as first_name`,
    [link.user_id, passwordHash],
  );
  if (!user) return null;
  await retireLinks(db, user.id, ['signup', 'recovery']);
  await revokeSessions(db, user.id);
  return { id: user.id, email: user.email, firstName: user.first_name };
}

/**
 * A signed-in user's new password: every session of the account ends (the caller starts a new one for this
 * browser), and so does any pending reset link.
 */
export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<LinkOwner | null> {
  const [user] = await db.query<{ id: string; email: string; first_name: string | null }>(
    `update auth.users set encrypted_password = $2, updated_at = now()
      where id = $1 and email_confirmed_at is not null and deleted_at is null
      returning id, email, raw_user_meta_data ->> 'first_name' as first_name`,
    [userId, passwordHash],
  );
  if (!user) return null;
  await retireLinks(db, userId, ['recovery']);
  await revokeSessions(db, userId);
  return { id: user.id, email: user.email, firstName: user.first_name };
}

/** The stored password hash and first name of a signed-in user, to check their current password. */
export async function findUserById(
  db: Db,
  userId: string,
): Promise<{
  id: string;
  email: string;
  encrypted_password: string | null;
  firstName: string | null;
} | null> {
  const [user] = await db.query<{
    id: string;
    email: string;
    encrypted_password: string | null;
    first_name: string | null;
  }>(
    `select id, email, encrypted_password, raw_user_meta_data ->> 'first_name' as first_name
       from auth.users where id = $1 and email_confirmed_at is not null and deleted_at is null`,
    [userId],
  );
  return user
    ? {
        id: user.id,
        email: user.email,
        encrypted_password: user.encrypted_password,
        firstName: user.first_name,
      }
    : null;
}

/**
 * A link that moves the account to `newEmail` once that address proves it is read (earlier such links stop working);
 * null when a confirmed account already has the address, so nothing is sent.
 */
export async function createEmailChangeLink(
  db: Db,
  userId: string,
  newEmail: string,
): Promise<string | null> {
  const address = normaliseEmail(newEmail);
  const taken = await db.query(
    `select 1 from auth.users where lower(email) = $1 and id <> $2 and email_confirmed_at is not null`,
    [address, userId],
  );
  if (taken.length > 0) return null;
  await retireLinks(db, userId, ['email_change']);
  return insertLink(db, {
    userId,
    purpose: 'email_change',
    ttlSeconds: EMAIL_CHANGE_TTL_HOURS * 3600,
    newEmail: address,
  });
}

/**
 * Uses an e-mail change link (single use, the newest of its account): the account's address becomes the proven one.
 * An unconfirmed registration of that address is dropped (nobody proved it); a confirmed one makes the link fail.
 * Every session of the account ends, since each names the old address.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
): Promise<{ id: string; oldEmail: string; newEmail: string; firstName: string | null } | null> {
  const key = lookupKey('email_change', token);
  if (!key) return null;
  const [link] = await db.query<{ user_id: string; new_email: string }>(
    `update public.auth_tokens set used_at = now()
      where token_hash = $1 and purpose = 'email_change' and used_at is null and expires_at > now()
      returning user_id, new_email`,
    [key],
  );
  if (!link) return null;
  const [current] = await db.query<{ email: string; first_name: string | null }>(
    `select email, raw_user_meta_data ->> 'first_name' as first_name
       from auth.users where id = $1 and email_confirmed_at is not null and deleted_at is null for update`,
    [link.user_id],
  );
  if (!current) return null;
  await db.query(
    `delete from auth.users where lower(email) = $1 and id <> $2 and email_confirmed_at is null`,
    [link.new_email, link.user_id],
  );
  const taken = await db.query(`select 1 from auth.users where lower(email) = $1 and id <> $2`, [
    link.new_email,
    link.user_id,
  ]);
  if (taken.length > 0) return null;
  await db.query(
    `update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1`,
    [link.user_id, link.new_email],
  );
  await retireLinks(db, link.user_id, ['email_change', 'recovery']);
  await revokeSessions(db, link.user_id);
  return {
    id: link.user_id,
    oldEmail: current.email,
    newEmail: link.new_email,
    firstName: current.first_name,
  };
}

/** The role for the JWT claim; the authority stays user_roles, read under RLS on every request. */
export async function roleClaimFor(db: Db, userId: string): Promise<'admin' | 'collaborator' | 'user'> {
  const rows = await db.query<{ role: 'admin' | 'collaborator' | 'user' }>(
    'select role from public.user_roles where user_id = $1',
    [userId],
  );
  return rows[0]?.role ?? 'user';
}
