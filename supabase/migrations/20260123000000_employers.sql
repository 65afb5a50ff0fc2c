-- Employer accounts: the employer (pending until staff approve it and assign an account manager), its managers, the
-- invitations that add managers, its crew (workers the managers typed or imported) and the tickets the managers
-- record from elsewhere. A worker's records are the worker's: an employer reads a worker's certificates only after
-- the worker, signed in, accepted that employer's share request (employer_workers.shared_at).
-- Who reads: staff everything; a manager their own employer's rows; a worker the crew rows that name them. Nobody
-- writes through the Data API: the server writes after re-reading, in the same transaction, that the caller is
-- staff or a manager of that employer (no cached role: a manager removed loses access on the next request).

create table if not exists public.employers (
  id uuid primary key default gen_random_uuid(),
  company text not null,
  abn text not null,
  contact_name text not null,
  contact_email text not null,
  contact_phone text not null,
  sites text[] not null default '{}',
  crew_size integer not null,
  -- Machinery units (content/units.ts machine operation codes) the employer wants in its ticket matrix.
  machinery_units text[] not null default '{}',
  status text not null default 'pending',
  account_manager_id uuid references auth.users (id) on delete set null,
  -- How the employer reaches its account manager, as staff gave it on approval.
  account_manager_name text,
  account_manager_email text,
  account_manager_phone text,
  registered_by uuid references auth.users (id) on delete set null,
  registered_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  constraint employers_company_check check (char_length(btrim(company)) between 1 and 200),
  constraint employers_abn_check check (abn ~ '^[0-9]{11}$'),
  constraint employers_contact_name_check check (char_length(btrim(contact_name)) between 1 and 200),
  constraint employers_contact_email_check
    check (char_length(contact_email) <= 255 and contact_email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint employers_contact_phone_check check (char_length(btrim(contact_phone)) between 6 and 30),
  constraint employers_sites_check check (cardinality(sites) between 1 and 50),
  constraint employers_crew_size_check check (crew_size between 1 and 100000),
  constraint employers_machinery_check check (cardinality(machinery_units) <= 20),
  constraint employers_status_check check (status in ('pending', 'approved', 'declined')),
  constraint employers_approved_check check (
    status <> 'approved'
    or (account_manager_id is not null and account_manager_name is not null and account_manager_email is not null
        and account_manager_phone is not null)),
  constraint employers_manager_contact_check check (
    (account_manager_name is null or char_length(account_manager_name) <= 200)
    and (account_manager_email is null or char_length(account_manager_email) <= 255)
    and (account_manager_phone is null or char_length(btrim(account_manager_phone)) between 6 and 30))
);

-- One live account per ABN; a declined registration does not block a new one.
create unique index if not exists employers_abn_live_key on public.employers (abn) where status <> 'declined';

create table if not exists public.employer_managers (
  employer_id uuid not null references public.employers (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The address the manager signed in with when added, so co-managers see who else manages (auth.users is private).
  email text not null,
  added_at timestamptz not null default now(),
  added_by uuid references auth.users (id) on delete set null,
  primary key (employer_id, user_id)
);

create index if not exists employer_managers_user_idx on public.employer_managers (user_id);

create table if not exists public.employer_invites (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references public.employers (id) on delete cascade,
  email text not null,
  -- sha256 of the link's token: the token itself is only in the mail.
  token_hash text not null,
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  constraint employer_invites_token_key unique (token_hash),
  constraint employer_invites_email_check check (char_length(email) <= 255 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint employer_invites_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint employer_invites_accepted_check check ((accepted_at is null) = (accepted_by is null))
);

create index if not exists employer_invites_employer_idx on public.employer_invites (employer_id);

create table if not exists public.employer_workers (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references public.employers (id) on delete cascade,
  full_name text not null,
  email text not null,
  phone text,
  date_of_birth date,
  usi text,
  site text,
  added_at timestamptz not null default now(),
  added_by uuid references auth.users (id) on delete set null,
  -- Set when the worker, signed in with this address, accepts the share; only then are their tickets read.
  user_id uuid references auth.users (id) on delete set null,
  shared_at timestamptz,
  share_declined_at timestamptz,
  constraint employer_workers_name_check check (char_length(btrim(full_name)) between 1 and 200),
  constraint employer_workers_email_check check (char_length(email) <= 255 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint employer_workers_phone_check check (phone is null or char_length(phone) between 6 and 30),
  constraint employer_workers_usi_check check (usi is null or usi ~ '^[2-9A-HJ-NP-Z]{10}$'),
  constraint employer_workers_site_check check (site is null or char_length(site) <= 200),
  constraint employer_workers_shared_check check (shared_at is null or user_id is not null),
  constraint employer_workers_dob_check check (date_of_birth is null or date_of_birth > date '1900-01-01')
);

create unique index if not exists employer_workers_email_key on public.employer_workers (employer_id, lower(email));
create index if not exists employer_workers_user_idx on public.employer_workers (user_id) where user_id is not null;
create index if not exists employer_workers_email_idx on public.employer_workers (lower(email));

create table if not exists public.employer_tickets (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references public.employers (id) on delete cascade,
  worker_id uuid not null references public.employer_workers (id) on delete cascade,
  unit_code text not null,
  issued_on date not null,
  expires_on date,
  storage_key text not null,
  content_type text not null,
  byte_size integer not null,
  original_name text not null,
  recorded_by uuid references auth.users (id) on delete set null,
  recorded_at timestamptz not null default now(),
  constraint employer_tickets_unit_check check (unit_code ~ '^[A-Z0-9]{4,20}$'),
  constraint employer_tickets_expiry_check check (expires_on is null or expires_on > issued_on),
  constraint employer_tickets_key_check check (storage_key ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}$'),
  constraint employer_tickets_type_check check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  constraint employer_tickets_size_check check (byte_size between 1 and 10485760),
  constraint employer_tickets_name_check check (char_length(original_name) between 1 and 255)
);

create index if not exists employer_tickets_worker_idx on public.employer_tickets (worker_id);

-- Whether the caller manages this employer. SECURITY DEFINER: the policies of employer_managers call it too.
create or replace function public.is_employer_manager(employer uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null
     and exists (select 1 from public.employer_managers m where m.employer_id = employer and m.user_id = auth.uid())
$$;

-- Whether a crew row names the caller: linked to their account, or (not yet answered) sent to their address.
create or replace function public.is_named_worker(worker_user uuid, worker_email text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null
     and (worker_user = auth.uid()
          or exists (select 1 from auth.users u where u.id = auth.uid() and lower(u.email) = lower(worker_email)))
$$;

-- Whether the caller manages an approved employer that this learner agreed to share their tickets with.
create or replace function public.employer_shares_learner(learner uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and learner is not null
     and exists (
       select 1
         from public.employer_workers w
         join public.employer_managers m on m.employer_id = w.employer_id and m.user_id = auth.uid()
         join public.employers e on e.id = w.employer_id and e.status = 'approved'
        where w.user_id = learner and w.shared_at is not null)
$$;

revoke execute on function public.is_employer_manager(uuid) from public;
revoke execute on function public.is_named_worker(uuid, text) from public;
revoke execute on function public.employer_shares_learner(uuid) from public;
grant execute on function public.is_employer_manager(uuid) to authenticated, service_role;
grant execute on function public.is_named_worker(uuid, text) to authenticated, service_role;
grant execute on function public.employer_shares_learner(uuid) to authenticated, service_role;

alter table public.employers enable row level security;
alter table public.employer_managers enable row level security;
alter table public.employer_invites enable row level security;
alter table public.employer_workers enable row level security;
alter table public.employer_tickets enable row level security;

revoke all on table public.employers, public.employer_managers, public.employer_invites, public.employer_workers,
  public.employer_tickets from anon, authenticated;
grant select on table public.employers, public.employer_managers, public.employer_invites, public.employer_workers,
  public.employer_tickets to authenticated;
grant all on table public.employers, public.employer_managers, public.employer_invites, public.employer_workers,
  public.employer_tickets to service_role;

drop policy if exists "Staff and managers read employers" on public.employers;
create policy "Staff and managers read employers" on public.employers
  for select to authenticated
  using ((select public.is_staff()) or public.is_employer_manager(id)
         or exists (select 1 from public.employer_workers w
                     where w.employer_id = employers.id and public.is_named_worker(w.user_id, w.email)));

drop policy if exists "Staff and co-managers read managers" on public.employer_managers;
create policy "Staff and co-managers read managers" on public.employer_managers
  for select to authenticated
  using ((select public.is_staff()) or public.is_employer_manager(employer_id));

drop policy if exists "Staff and managers read invitations" on public.employer_invites;
create policy "Staff and managers read invitations" on public.employer_invites
  for select to authenticated
  using ((select public.is_staff()) or public.is_employer_manager(employer_id));

drop policy if exists "Staff, managers and the worker read crew rows" on public.employer_workers;
create policy "Staff, managers and the worker read crew rows" on public.employer_workers
  for select to authenticated
  using ((select public.is_staff()) or public.is_employer_manager(employer_id) or public.is_named_worker(user_id, email));

drop policy if exists "Staff and managers read recorded tickets" on public.employer_tickets;
create policy "Staff and managers read recorded tickets" on public.employer_tickets
  for select to authenticated
  using ((select public.is_staff()) or public.is_employer_manager(employer_id));

-- A learner's certificates, for the managers of an employer the learner agreed to share them with.
drop policy if exists "Employers read shared certificates" on public.certificates;
create policy "Employers read shared certificates" on public.certificates
  for select to authenticated
  using (public.employer_shares_learner(learner_id));
