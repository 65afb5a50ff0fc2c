/**
 * npm run user:role -- <email> <admin|collaborator|user>
 * Grants a role on any backend (embedded, PostgreSQL or Supabase through DATABASE_URL). The user must exist.
 */
import { rerunWithReactServerCondition, runDatabaseScript } from './react-server-condition';

rerunWithReactServerCondition(__filename);

async function main(): Promise<number> {
  const [email, role] = process.argv.slice(2);
  const { isAppRole } = await import('../lib/rules/roles');
  if (!email || !role || !isAppRole(role)) {
    console.error('Usage: npm run user:role -- <email> <admin|collaborator|user>');
    return 2;
  }
  const { withService } = await import('../lib/db');
  const { supabaseConfigured } = await import('../lib/env');
  const user = await withService(`user:role script sets ${role}`, async (db) => {
    const [found] = await db.query<{ id: string; email: string }>(
      'select id, email from auth.users where lower(email) = lower($1)',
      [email.trim()],
    );
    if (!found) return null;
    await db.query(
      `insert into public.user_roles (user_id, role) values ($1, $2::public.app_role)
         on conflict (user_id) do update set role = excluded.role`,
      [found.id, role],
    );
    // Embedded and PostgreSQL: a trigger on user_roles revokes the user's sessions. On Supabase, Auth keeps its
    // own: deleting them ends each at its next token refresh (access tokens live up to an hour; permission
    // checks read user_roles anyway).
    if (supabaseConfigured) await db.query('delete from auth.sessions where user_id = $1', [found.id]);
    return found;
  });
  if (!user) {
    console.error(`No account with the e-mail ${email}. The person must sign up first.`);
    return 1;
  }
  console.info(`${user.email} is now ${role}. Their sessions have ended: they sign in again to continue.`);
  return 0;
}

runDatabaseScript(main);
