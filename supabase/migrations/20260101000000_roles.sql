-- Roles: user_roles is the authority for admin / collaborator / user. No row means 'user'.
-- Every migration is safe to run again on a database that already has it.

do $$
begin
  create type public.app_role as enum ('admin', 'collaborator', 'user');
exception
  when duplicate_object then null;
end
$$;

create table if not exists public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null default 'user',
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_key unique (user_id)
);

alter table public.user_roles enable row level security;

-- Shared trigger function for updated_at columns.
create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- The one role check used by every policy. SECURITY DEFINER so that policies on user_roles can call it without
-- recursing into their own RLS; it only ever answers for the current JWT subject.
create or replace function public.has_role(roles public.app_role[]) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when auth.uid() is null then false
    else coalesce(
      (select ur.role from public.user_roles ur where ur.user_id = auth.uid()),
      'user'::public.app_role
    ) = any (roles)
  end
$$;

create or replace function public.is_staff() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_role(array['admin', 'collaborator']::public.app_role[])
$$;

create or replace function public.is_admin() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_role(array['admin']::public.app_role[])
$$;

revoke execute on function public.has_role(public.app_role[]) from public;
revoke execute on function public.is_staff() from public;
revoke execute on function public.is_admin() from public;
grant execute on function public.has_role(public.app_role[]) to anon, authenticated, service_role;
grant execute on function public.is_staff() to anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;

revoke all on table public.user_roles from anon, authenticated;
grant select, insert, update, delete on table public.user_roles to authenticated;
grant all on table public.user_roles to service_role;

drop policy if exists "Users read their own role; admins read all" on public.user_roles;
create policy "Users read their own role; admins read all" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

drop policy if exists "Admins insert roles" on public.user_roles;
create policy "Admins insert roles" on public.user_roles
  for insert to authenticated
  with check ((select public.is_admin()));

drop policy if exists "Admins update roles" on public.user_roles;
create policy "Admins update roles" on public.user_roles
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

drop policy if exists "Admins delete roles" on public.user_roles;
create policy "Admins delete roles" on public.user_roles
  for delete to authenticated
  using ((select public.is_admin()));

-- Supabase custom access token hook (RBAC pattern): puts user_role into every issued JWT. Enabled through
-- supabase/config.toml [auth.hook.custom_access_token] or the dashboard. The claim is a hint for the proxy and UI;
-- policies read user_roles.
create or replace function public.custom_access_token_hook(event jsonb) returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  claims jsonb;
  found_role public.app_role;
begin
  select ur.role into found_role
  from public.user_roles ur
  where ur.user_id = (event ->> 'user_id')::uuid;

  claims := coalesce(event -> 'claims', '{}'::jsonb);
  claims := jsonb_set(claims, '{user_role}', to_jsonb(coalesce(found_role, 'user'::public.app_role)::text));
  return jsonb_set(event, '{claims}', claims);
end;
$$;

grant usage on schema public to supabase_auth_admin;
grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
revoke execute on function public.custom_access_token_hook(jsonb) from public, anon, authenticated;
grant select on table public.user_roles to supabase_auth_admin;

drop policy if exists "Auth admin reads user roles" on public.user_roles;
create policy "Auth admin reads user roles" on public.user_roles
  as permissive for select to supabase_auth_admin
  using (true);

-- Customer profile from the sign-up metadata. Answers only for the caller themself or for staff.
create or replace function public.get_customer_profile(_user_id uuid)
returns table (id uuid, email text, first_name text, last_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    u.id,
    u.email::text,
    nullif(u.raw_user_meta_data ->> 'first_name', ''),
    nullif(u.raw_user_meta_data ->> 'last_name', '')
  from auth.users u
  where u.id = _user_id
    and (u.id = (select auth.uid()) or (select public.is_staff()))
$$;

revoke execute on function public.get_customer_profile(uuid) from public, anon;
grant execute on function public.get_customer_profile(uuid) to authenticated, service_role;
