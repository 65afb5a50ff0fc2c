-- Server-side sessions of the embedded sign-in: the token carries the session id, and the server checks this row
-- wherever it reads the session, so sign-out, "sign out of all devices", a role change and a password change end
-- a session for good. On Supabase, Auth keeps its own sessions (auth.sessions); this table stays empty there.
-- Safe to run again.

create table if not exists public.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  user_agent text,
  revoked_at timestamptz,
  constraint sessions_user_agent_check check (user_agent is null or char_length(user_agent) <= 300)
);

create index if not exists sessions_user_active_idx on public.sessions (user_id) where revoked_at is null;

alter table public.sessions enable row level security;

-- Only the server writes sessions (sign-in, sign-out, revocation); a user may read their own to list them.
revoke all on table public.sessions from anon, authenticated;
grant select on table public.sessions to authenticated;
grant all on table public.sessions to service_role;

drop policy if exists "Users read their own sessions" on public.sessions;
create policy "Users read their own sessions" on public.sessions
  for select to authenticated
  using (user_id = (select auth.uid()));

-- A change of role or password ends every session of that user, whichever path made the change (the app,
-- npm run user:role, SQL by hand). SECURITY DEFINER: the trigger fires for admins changing roles under RLS, who
-- hold no privilege on sessions.
create or replace function public.revoke_user_sessions() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  affected uuid;
begin
  if tg_table_name = 'users' then
    affected := new.id;
  elsif tg_op = 'DELETE' then
    affected := old.user_id;
  else
    affected := new.user_id;
  end if;
  update public.sessions set revoked_at = now() where user_id = affected and revoked_at is null;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

revoke all on function public.revoke_user_sessions() from public, anon, authenticated;

drop trigger if exists user_roles_revoke_sessions_on_change on public.user_roles;
create trigger user_roles_revoke_sessions_on_change
  after update of role on public.user_roles
  for each row
  when (old.role is distinct from new.role)
  execute function public.revoke_user_sessions();

drop trigger if exists user_roles_revoke_sessions_on_grant on public.user_roles;
create trigger user_roles_revoke_sessions_on_grant
  after insert or delete on public.user_roles
  for each row
  execute function public.revoke_user_sessions();

drop trigger if exists users_revoke_sessions_on_password_change on auth.users;
create trigger users_revoke_sessions_on_password_change
  after update of encrypted_password on auth.users
  for each row
  when (old.encrypted_password is distinct from new.encrypted_password)
  execute function public.revoke_user_sessions();
