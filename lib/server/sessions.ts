import 'server-only';

import type { Session } from '@/lib/auth/types';
import {
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  SESSION_IDLE_TIMEOUT_SECONDS,
  SESSION_TOUCH_INTERVAL_SECONDS,
} from '@/lib/auth/session-lifetime';
import { withService, withUser, type Db } from '@/lib/db';

/**
 * Embedded sessions (public.sessions). Only the server writes them, through the service path; a user reads their
 * own under RLS. A session is active while it is not revoked, younger than the absolute lifetime and used within
 * the idle timeout: the one SQL condition below says so for every question asked here.
 */

const ACTIVE = `s.revoked_at is null
  and s.created_at > now() - make_interval(secs => ${SESSION_ABSOLUTE_LIFETIME_SECONDS})
  and s.last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_TIMEOUT_SECONDS})`;

export type ActiveSession = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
};

type SessionRow = {
  id: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  user_agent: string | null;
};

function toActiveSession(row: SessionRow): ActiveSession {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    userAgent: row.user_agent,
  };
}

/** User agents are kept for the person's own list only, cut to the column's limit and stripped of controls. */
export function cleanUserAgent(value: string | null | undefined): string | null {
  const text = (value ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 300);
  return text || null;
}

export async function createSession(db: Db, userId: string, userAgent: string | null): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into public.sessions (user_id, user_agent) values ($1, $2) returning id',
    [userId, cleanUserAgent(userAgent)],
  );
  return row.id;
}

/**
 * Whether the token's session is active for this user; marks it used (at most once a minute) in the same round
 * trip, which is what slides the idle timeout.
 */
export async function touchSession(sessionId: string, userId: string): Promise<boolean> {
  const rows = await withService('auth: check session', (db) =>
    db.query<{ id: string }>(
      `with active as (
         select s.id, s.last_seen_at from public.sessions s where s.id = $1 and s.user_id = $2 and ${ACTIVE}
       ), touched as (
         update public.sessions set last_seen_at = now()
          where id in (select id from active
                        where last_seen_at < now() - make_interval(secs => ${SESSION_TOUCH_INTERVAL_SECONDS}))
       )
       select id from active`,
      [sessionId, userId],
    ),
  );
  return rows.length > 0;
}

export async function revokeSession(sessionId: string): Promise<void> {
  await withService('auth: sign out', (db) =>
    db.query('update public.sessions set revoked_at = now() where id = $1 and revoked_at is null', [
      sessionId,
    ]),
  );
}

/** Ends every session of the user ("sign out of all devices"); role and password changes do this by trigger. */
export async function revokeUserSessions(userId: string): Promise<number> {
  const rows = await withService('auth: sign out of all devices', (db) =>
    db.query<{ id: string }>(
      'update public.sessions set revoked_at = now() where user_id = $1 and revoked_at is null returning id',
      [userId],
    ),
  );
  return rows.length;
}

/** The signed-in user's active sessions, most recently used first, read as that user under RLS. */
export async function listActiveSessions(session: Session): Promise<ActiveSession[]> {
  const rows = await withUser(session, (db) =>
    db.query<SessionRow>(
      `select s.id, s.created_at, s.last_seen_at, s.user_agent from public.sessions s
        where s.user_id = $1 and ${ACTIVE}
        order by s.last_seen_at desc limit 50`,
      [session.user.id],
    ),
  );
  return rows.map(toActiveSession);
}

/**
 * Supabase keeps its sessions in auth.sessions (the access token's session_id names one); the server's own
 * connection reads them for the user's list.
 */
export async function listSupabaseSessions(userId: string): Promise<ActiveSession[]> {
  const rows = await withService('auth: list Supabase sessions', (db) =>
    db.query<SessionRow>(
      `select id, created_at, coalesce(refreshed_at::timestamptz, updated_at, created_at) as last_seen_at, user_agent
         from auth.sessions
        where user_id = $1 and (not_after is null or not_after > now())
        order by 3 desc limit 50`,
      [userId],
    ),
  );
  return rows.map(toActiveSession);
}
