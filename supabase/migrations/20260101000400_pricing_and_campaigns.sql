-- Price overrides replace the specification's per-browser price storage: one shared list, readable by everyone,
-- written by admins only. Mail campaigns are the admin-only marketing area.

create table if not exists public.price_overrides (
  id uuid primary key default gen_random_uuid(),
  item_type text not null,
  item_id text not null,
  level text not null default 'standard',
  price numeric(10, 2) not null,
  updated_at timestamptz not null default now(),
  constraint price_overrides_item_key unique (item_type, item_id, level),
  constraint price_overrides_item_type_check check (item_type in ('unit', 'package')),
  constraint price_overrides_item_id_check check (char_length(item_id) between 1 and 100),
  constraint price_overrides_level_check check (level in ('standard', 'experienced')),
  constraint price_overrides_price_check check (price >= 0 and price <= 100000)
);

create or replace trigger price_overrides_set_updated_at
  before update on public.price_overrides
  for each row execute function public.set_updated_at();

alter table public.price_overrides enable row level security;

revoke all on table public.price_overrides from anon, authenticated;
grant select on table public.price_overrides to anon, authenticated;
grant insert, update, delete on table public.price_overrides to authenticated;
grant all on table public.price_overrides to service_role;

drop policy if exists "Anyone reads price overrides" on public.price_overrides;
create policy "Anyone reads price overrides" on public.price_overrides
  for select to anon, authenticated
  using (true);

drop policy if exists "Admins add price overrides" on public.price_overrides;
create policy "Admins add price overrides" on public.price_overrides
  for insert to authenticated
  with check ((select public.is_admin()));

drop policy if exists "Admins change price overrides" on public.price_overrides;
create policy "Admins change price overrides" on public.price_overrides
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

drop policy if exists "Admins remove price overrides" on public.price_overrides;
create policy "Admins remove price overrides" on public.price_overrides
  for delete to authenticated
  using ((select public.is_admin()));

create table if not exists public.mail_campaigns (
  id uuid primary key default gen_random_uuid(),
  subject text not null,
  body text not null,
  status text not null default 'draft',
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint mail_campaigns_subject_check check (char_length(btrim(subject)) between 1 and 200),
  constraint mail_campaigns_body_check check (char_length(btrim(body)) between 1 and 20000),
  constraint mail_campaigns_status_check check (status in ('draft', 'test-sent'))
);

alter table public.mail_campaigns enable row level security;

revoke all on table public.mail_campaigns from anon, authenticated;
grant select, insert, update, delete on table public.mail_campaigns to authenticated;
grant all on table public.mail_campaigns to service_role;

drop policy if exists "Admins read campaigns" on public.mail_campaigns;
create policy "Admins read campaigns" on public.mail_campaigns
  for select to authenticated
  using ((select public.is_admin()));

drop policy if exists "Admins add campaigns" on public.mail_campaigns;
create policy "Admins add campaigns" on public.mail_campaigns
  for insert to authenticated
  with check ((select public.is_admin()));

drop policy if exists "Admins change campaigns" on public.mail_campaigns;
create policy "Admins change campaigns" on public.mail_campaigns
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

drop policy if exists "Admins remove campaigns" on public.mail_campaigns;
create policy "Admins remove campaigns" on public.mail_campaigns
  for delete to authenticated
  using ((select public.is_admin()));
