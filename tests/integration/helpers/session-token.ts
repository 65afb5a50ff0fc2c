import { signSessionToken } from '@/lib/auth/jwt';
import type { Session } from '@/lib/auth/types';
import { withService } from '@/lib/db';
import type { AppRole } from '@/lib/rules/roles';

// One session row per user and test file: created once while the database is up, so a test can still act as
// that user after stopping the database (faults-database.test.ts).
const sessionIds = new Map<string, string>();

/**
 * A session cookie value for `session`, backed by an active public.sessions row in lib/db's current database, as
 * a real sign-in would leave it. A row revoked by an earlier test (a role change) is made active again.
 */
export async function sessionTokenFor(session: Session, claimedRole?: AppRole): Promise<string> {
  let sessionId = sessionIds.get(session.user.id);
  try {
    if (sessionId) {
      const id = sessionId;
      const revived = await withService('test: reuse session', (db) =>
        db.query(
          'update public.sessions set revoked_at = null, last_seen_at = now() where id = $1 returning id',
          [id],
        ),
      );
      if (revived.length === 0) sessionId = undefined;
    }
    if (!sessionId) {
      const [row] = await withService('test: start session', (db) =>
        db.query<{ id: string }>(
          `insert into public.sessions (user_id, user_agent) values ($1, 'integration test') returning id`,
          [session.user.id],
        ),
      );
      sessionId = row.id;
      sessionIds.set(session.user.id, sessionId);
    }
  } catch (error) {
    if (!sessionId) throw error;
  }
  return signSessionToken(session.user, claimedRole ?? session.role ?? 'user', sessionId);
}
