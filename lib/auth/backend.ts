import 'server-only';

import type { ActiveSession } from '@/lib/server/sessions';
import type { SignUpData } from '@/lib/validation/auth';

import type { Session, SessionUser } from './types';

/** The token's user, and the id of its session (for the "this device" marker) when the backend has one. */
export type VerifiedSession = { user: SessionUser; sessionId: string | null };

/** What a sign-up, confirmation or sign-in comes to, before lib/auth/index.ts words it for the visitor. */
export type BackendOutcome =
  | { ok: true; signedIn: boolean; userId: string | null }
  | { ok: false; error: string };

/**
 * The part of authentication that differs between the embedded backend (PGlite or PostgreSQL, sessions in
 * public.sessions) and Supabase Auth. lib/auth/index.ts holds what both share (schemas, limits, the device cookie,
 * messages) and picks one implementation once, from the environment; callers never ask which one is active.
 */
export interface AuthBackend {
  /** The signed-in user of this request if their session is active, or null. */
  readIdentity(): Promise<VerifiedSession | null>;
  /** Checks the password and starts a session; `error` is the backend's own wording (lib/auth/messages.ts maps it). */
  signIn(email: string, password: string): Promise<BackendOutcome>;
  /** Registers the account; a confirmation link goes out unless the backend confirms at once. */
  signUp(data: SignUpData): Promise<BackendOutcome>;
  /** The link of the confirmation mail: embedded `?token=`, Supabase `?code=` or `?token_hash=&type=`. */
  confirm(params: { token?: string; code?: string; tokenHash?: string; type?: string }): Promise<BackendOutcome>;
  /** Ends this request's session, so a copy of its cookie is refused from now on. */
  signOut(): Promise<void>;
  /** Ends every session of the signed-in user, this one included. */
  signOutEverywhere(session: Session): Promise<void>;
  /** The user's active sessions for /account. */
  listSessions(session: Session): Promise<ActiveSession[]>;
}
