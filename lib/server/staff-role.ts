import 'server-only';

import type { Db } from '@/lib/db';

/**
 * Whether the user holds a staff role (admin or collaborator) now, read in the database. Server modules that act
 * on the service connection ask this before a staff step: the role in a session may be stale, and RLS does not
 * guard the service connection.
 */
export async function holdsStaffRole(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.query<{ staff: boolean }>(
    `select exists (select 1 from public.user_roles
                     where user_id = $1 and role::text in ('admin', 'collaborator')) as staff`,
    [userId],
  );
  return Boolean(row?.staff);
}
