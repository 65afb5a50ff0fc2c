import 'server-only';

import type { ActiveSession } from '@/lib/server/sessions';
import type { SignUpData } from '@/lib/validation/auth';

import type { Session, SessionUser } from './types';

/** The token's user, and the id of its session (for the "this device" marker) when the backend has one. */
export type VerifiedSession = { user: SessionUser; sessionId: string | null };

/** What a sign-up, confirmation or sign-in comes to, before lib/auth/index.ts words it for the visitor. */
export type BackendOutcome =
  { ok: true; signedIn: boolean; userId: string | null } | { ok: false; error: string };

/** A link from a mail: embedded `?token=` (and `&type=` for an e-mail change), Supabase `?code=` or `?token_hash=&type=`. */
export type LinkParams = { token?: string; code?: string; tokenHash?: string; type?: string };

/** What a used confirmation link did: proved a new account's address, or moved an account to a new address. */
export type ConfirmOutcome = { ok: true; kind: 'signup' | 'email_change' } | { ok: false; error: string };

/**
 * The part of authentication that differs between the embedded backend (PGlite or PostgreSQL, sessions in
 * public.sessions) and Supabase Auth. lib/auth/index.ts holds what both share (schemas, limits, the device cookie,
 * messages) and picks one implementation once, from the environment; callers never ask which one is active.
 * No link signs anybody in: a link proves an address, then the visitor signs in with their password.
 */
export interface AuthBackend {
  /** The signed-in user of this request if their session is active, or null. */
  readIdentity(): Promise<VerifiedSession | null>;
  /** Checks the password and starts a session; `error` is the backend's own wording (lib/auth/messages.ts maps it). */
  signIn(email: string, password: string): Promise<BackendOutcome>;
  /** Registers the account; a confirmation link goes out unless the backend confirms at once. */
  signUp(data: SignUpData): Promise<BackendOutcome>;
  /**
   * Whether a sign-up's confirmation page asks for the password. Supabase Auth keeps the first registrant's password
   * of an unconfirmed address and never changes it on confirmation, so there the page asks, and `confirm` sets what
   * the mailbox's reader typed; the embedded backend sets the newest sign-up's own password instead.
   */
  readonly confirmationSetsPassword: boolean;
  /** Uses a confirmation link (sign-up or e-mail change), setting `password` where the page asked for one. Signs nobody in. */
  confirm(params: LinkParams, password?: string): Promise<ConfirmOutcome>;
  /** Whether a reset link would still work, without using it; null when the backend cannot tell beforehand. */
  resetLinkUsable(params: LinkParams): Promise<boolean | null>;
  /** Mails a reset link when `email` has an account; says nothing either way. */
  requestPasswordReset(email: string): Promise<void>;
  /** Uses a reset link: sets `password` and ends every session of the account. Signs nobody in. */
  resetPassword(params: LinkParams, password: string): Promise<BackendOutcome>;
  /**
   * Sets a signed-in user's new password once their current one checks out (`error` 'Invalid login credentials'
   * otherwise); every other session of the account ends, this browser stays signed in.
   */
  changePassword(session: Session, currentPassword: string, password: string): Promise<BackendOutcome>;
  /** Mails a confirmation link to `newEmail` once the current password checks out; the address changes when it is used. */
  requestEmailChange(session: Session, currentPassword: string, newEmail: string): Promise<BackendOutcome>;
  /** Ends this request's session, so a copy of its cookie is refused from now on. */
  signOut(): Promise<void>;
  /** Ends every session of the signed-in user, this one included. */
  signOutEverywhere(session: Session): Promise<void>;
  /** The user's active sessions for /account. */
  listSessions(session: Session): Promise<ActiveSession[]>;
}
