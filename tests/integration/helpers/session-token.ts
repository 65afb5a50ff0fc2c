import { randomUUID } from 'node:crypto';

import { signSessionToken } from '@/lib/auth/jwt';
import type { Session } from '@/lib/auth/types';
import { isDatabaseUnavailable, withService } from '@/lib/db';
import type { AppRole } from '@/lib/rules/roles';

// One session row per user and test file, created on first use: later requests (thousands in the fuzz tests)
// cost no extra query, and a test can still act as that user after stopping the database.
const sessionIds = new Map<string, string>();

/**
 * A session cookie value for `session`, backed by an active public.sessions row in lib/db's current database, as
 * a real sign-in would leave it. A test that changes the user's role or password ends that row, as it should.
 */
export async function sessionTokenFor(session: Session, claimedRole?: AppRole): Promise<string> {
  let sessionId = sessionIds.get(session.user.id);
  if (!sessionId) {
    try {
      const [row] = await withService('test: start session', (db) =>
        db.query<{ id: string }>(
          `insert into public.sessions (user_id, user_agent) values ($1, 'integration test') returning id`,
          [session.user.id],
        ),
      );
      sessionId = row.id;
      sessionIds.set(session.user.id, sessionId);
    } catch (error) {
      // The database is down (faults-database.test.ts): the app cannot check any session then, and lets the
      // signed token speak for the user; a row is made on the next call once it is back.
      if (!isDatabaseUnavailable(error)) throw error;
      sessionId = randomUUID();
    }
  }
  return signSessionToken(session.user, claimedRole ?? session.role ?? 'user', sessionId);
}
