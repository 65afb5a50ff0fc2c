import 'server-only';

import { createHash, createHmac } from 'node:crypto';

import type { Db } from '@/lib/db';

import { EMAIL_NOT_CONFIRMED, INVALID_CREDENTIALS, USER_ALREADY_REGISTERED } from './messages';
import { hashPassword, verifyPassword } from './password';
import { getAuthSecret } from './secret';

/** Database side of the embedded auth adapter: auth.users as Supabase Auth keeps it. */

export const CONFIRMATION_TTL_HOURS = 24;

export type NewUser = { email: string; password: string; firstName: string; lastName: string };

export type CreatedUser = {
  id: string;
  email: string;
  confirmed: boolean;
  /** The raw token for the confirmation link; only its SHA-256 is stored. Null when confirmed at once. */
  confirmationToken: string | null;
  /** The stored first name: the mail greets whoever registered the account, never a later sign-up. */
  firstName: string;
};

/**
 * 'created': a new account (or one replacing a registration whose link expired unused). 'pending': the address
 * is registered and waits for its still-valid link; nothing was changed, and the caller may re-send that link.
 */
export type CreateUserResult =
  | { ok: true; kind: 'created' | 'pending'; user: CreatedUser }
  | { ok: false; error: typeof USER_ALREADY_REGISTERED };

export type AuthenticateResult =
  | { ok: true; user: { id: string; email: string } }
  | { ok: false; error: typeof INVALID_CREDENTIALS | typeof EMAIL_NOT_CONFIRMED };

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The confirmation link's token, derived from the address and the moment the link was first sent, so the same
 * link can be sent again without storing it (only its SHA-256 is stored, as before).
 */
export function confirmationTokenFor(email: string, sentAtMs: number): string {
  return createHmac('sha256', getAuthSecret())
    .update(`email-confirmation|${normaliseEmail(email)}|${sentAtMs}`)
    .digest('base64url');
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
    // Whole milliseconds, so the moment reads back exactly as it was written.
    sentAtMs: options.confirmed ? null : Date.now(),
  };
}

/**
 * One statement, so parallel sign-ups with one address create one account. A new address is inserted. An address
 * registered but not confirmed keeps its password, names and link untouched (a second sign-up must not take the
 * account over before its owner clicks the first link): the caller gets 'pending' and may re-send that link. Only
 * a registration whose link expired unused is replaced, as nobody can confirm it any more. A confirmed address is
 * refused with 'User already registered'.
 */
export async function insertUser(
  db: Db,
  prepared: Awaited<ReturnType<typeof prepareUser>>,
): Promise<CreateUserResult> {
  const sentAt = prepared.sentAtMs === null ? null : new Date(prepared.sentAtMs).toISOString();
  const token = prepared.sentAtMs === null ? null : confirmationTokenFor(prepared.email, prepared.sentAtMs);
  const rows = await db.query<{ id: string; email: string; confirmed: boolean }>(
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at, confirmation_token,
                             confirmation_sent_at, raw_app_meta_data)
     values ($1, $2, $3::jsonb, case when $4::boolean then now() end, $5::text, $6::timestamptz,
             '{"provider":"email","providers":["email"]}'::jsonb)
     on conflict ((lower(email))) do update
       set encrypted_password = excluded.encrypted_password,
           raw_user_meta_data = excluded.raw_user_meta_data,
           email_confirmed_at = excluded.email_confirmed_at,
           confirmation_token = excluded.confirmation_token,
           confirmation_sent_at = excluded.confirmation_sent_at,
           updated_at = now()
       where auth.users.email_confirmed_at is null
         and (auth.users.confirmation_sent_at is null
              or auth.users.confirmation_sent_at <= now() - make_interval(hours => $7))
     returning id, email, email_confirmed_at is not null as confirmed`,
    [
      prepared.email,
      prepared.passwordHash,
      prepared.metadata,
      prepared.confirmed,
      token ? hashToken(token) : null,
      sentAt,
      CONFIRMATION_TTL_HOURS,
    ],
  );
  const row = rows[0];
  if (row) {
    return {
      ok: true,
      kind: 'created',
      user: {
        id: row.id,
        email: row.email,
        confirmed: row.confirmed,
        confirmationToken: token,
        firstName: prepared.firstName,
      },
    };
  }
  const [existing] = await db.query<{
    id: string;
    email: string;
    confirmed: boolean;
    sent_ms: string | null;
    first_name: string | null;
  }>(
    `select id, email, email_confirmed_at is not null as confirmed,
            round(extract(epoch from confirmation_sent_at) * 1000)::bigint::text as sent_ms,
            raw_user_meta_data ->> 'first_name' as first_name
       from auth.users where lower(email) = $1`,
    [prepared.email],
  );
  if (!existing || existing.confirmed || existing.sent_ms === null) {
    return { ok: false, error: USER_ALREADY_REGISTERED };
  }
  return {
    ok: true,
    kind: 'pending',
    user: {
      id: existing.id,
      email: existing.email,
      confirmed: false,
      confirmationToken: confirmationTokenFor(existing.email, Number(existing.sent_ms)),
      firstName: existing.first_name ?? '',
    },
  };
}

export async function findUserForSignIn(db: Db, email: string) {
  const rows = await db.query<{
    id: string;
    email: string;
    encrypted_password: string | null;
    confirmed: boolean;
    banned: boolean;
  }>(
    `select id, email, encrypted_password, email_confirmed_at is not null as confirmed,
            coalesce(banned_until > now(), false) or deleted_at is not null as banned
     from auth.users where lower(email) = $1`,
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

/** Confirms the address of the link's token (single use, 24 hours) and returns the user, else null. */
export async function confirmUser(db: Db, token: string): Promise<{ id: string; email: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const rows = await db.query<{ id: string; email: string }>(
    `update auth.users
        set email_confirmed_at = now(), confirmation_token = null, updated_at = now()
      where confirmation_token = $1
        and email_confirmed_at is null
        and confirmation_sent_at > now() - make_interval(hours => $2)
      returning id, email`,
    [hashToken(token), CONFIRMATION_TTL_HOURS],
  );
  return rows[0] ?? null;
}

/** The role for the JWT claim; the authority stays user_roles, read under RLS on every request. */
export async function roleClaimFor(db: Db, userId: string): Promise<'admin' | 'collaborator' | 'user'> {
  const rows = await db.query<{ role: 'admin' | 'collaborator' | 'user' }>(
    'select role from public.user_roles where user_id = $1',
    [userId],
  );
  return rows[0]?.role ?? 'user';
}
