import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { withService } from '@/lib/db';
import { holdsStaffRole } from '@/lib/server/staff-role';

import { backends, createUser, useTestDatabase } from './helpers/database';

/**
 * The one check every staff step on the service connection asks (payments, enrolments, enrolment records,
 * invoices, employers): admins and collaborators hold a staff role, a learner, a user with no role row and an
 * unknown id do not, and a role taken away is gone at the next question.
 */
describe.each(backends())('holdsStaffRole (%s)', (backend) => {
  const database = useTestDatabase(backend);
  const ask = (userId: string) => withService('test: staff role', (db) => holdsStaffRole(db, userId));

  it('is true for admins and collaborators only', async () => {
    const admin = await createUser(database.current(), { role: 'admin' });
    const collaborator = await createUser(database.current(), { role: 'collaborator' });
    const learner = await createUser(database.current(), { role: 'user' });
    expect(await ask(admin.user.id)).toBe(true);
    expect(await ask(collaborator.user.id)).toBe(true);
    expect(await ask(learner.user.id)).toBe(false);
    expect(await ask(randomUUID())).toBe(false);
  });

  it('reads the role now: a collaborator whose row is removed is no longer staff', async () => {
    const collaborator = await createUser(database.current(), { role: 'collaborator' });
    expect(await ask(collaborator.user.id)).toBe(true);
    await database
      .current()
      .query('delete from public.user_roles where user_id = $1', [collaborator.user.id]);
    expect(await ask(collaborator.user.id)).toBe(false);
  });
});
