-- Book the gaps: a manager of an approved employer books workers of its crew into a session in one step, on one tax
-- invoice carrying the purchase-order number, and may hold places in a session for a set time first (priority
-- booking). Every write is the server's (service path, after re-reading that the caller manages the employer); the
-- API roles read what is theirs (RLS).

create table if not exists public.employer_group_bookings (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references public.employers (id) on delete restrict,
  slot_id uuid references public.availability_slots (id) on delete set null,
  purchase_order text not null,
  accounts_email text not null,
  places integer not null,
  -- The group discount applied to each place (content/marketing-packages.ts), in whole percent.
  discount_percent integer not null default 0,
  total_cents integer not null,
  booked_by uuid references auth.users (id) on delete set null,
  booked_at timestamptz not null default now(),
  constraint employer_group_bookings_po_check check (char_length(btrim(purchase_order)) between 1 and 60),
  constraint employer_group_bookings_email_check
    check (char_length(accounts_email) <= 255 and accounts_email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint employer_group_bookings_places_check check (places between 1 and 200),
  constraint employer_group_bookings_discount_check check (discount_percent between 0 and 100),
  constraint employer_group_bookings_total_check check (total_cents >= 0)
);

create index if not exists employer_group_bookings_employer_idx
  on public.employer_group_bookings (employer_id, booked_at desc);

-- Places an approved employer holds in a session until expires_at; counted in the session's places like a booking.
create table if not exists public.employer_place_holds (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references public.employers (id) on delete cascade,
  slot_id uuid not null references public.availability_slots (id) on delete cascade,
  places integer not null,
  expires_at timestamptz not null,
  held_by uuid references auth.users (id) on delete set null,
  held_at timestamptz not null default now(),
  -- Set when the hold lapses, is booked into or is given back; a released hold counts no place.
  released_at timestamptz,
  constraint employer_place_holds_places_check check (places between 1 and 200),
  constraint employer_place_holds_expiry_check check (expires_at > held_at)
);

-- One live hold per employer and session: a second hold adds to it.
create unique index if not exists employer_place_holds_live_key
  on public.employer_place_holds (employer_id, slot_id) where released_at is null;
create index if not exists employer_place_holds_expiry_idx
  on public.employer_place_holds (expires_at) where released_at is null;

alter table public.booking_requests
  add column if not exists employer_id uuid references public.employers (id) on delete set null,
  add column if not exists employer_worker_id uuid references public.employer_workers (id) on delete set null,
  add column if not exists employer_group_id uuid references public.employer_group_bookings (id) on delete set null;

create index if not exists booking_requests_employer_idx on public.booking_requests (employer_id) where employer_id is not null;
create index if not exists booking_requests_employer_worker_idx
  on public.booking_requests (employer_worker_id) where employer_worker_id is not null;

alter table public.booking_requests drop constraint if exists booking_requests_channel_check;
alter table public.booking_requests add constraint booking_requests_channel_check
  check (channel in ('request', 'book-and-pay', 'employer'));

alter table public.invoices
  add column if not exists employer_id uuid references public.employers (id) on delete set null,
  add column if not exists employer_group_id uuid references public.employer_group_bookings (id) on delete set null;
create index if not exists invoices_employer_idx on public.invoices (employer_id) where employer_id is not null;

-- Places: confirmed, offered and held bookings, plus places employers hold (the server releases lapsed holds before
-- it counts; so does the minute sweep).
create or replace function public.availability_slots_count_places() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken integer;
begin
  select count(*) into taken from public.booking_requests b
   where b.slot_id = new.id and b.status in ('confirmed', 'offered', 'held');
  taken := taken + coalesce((select sum(h.places) from public.employer_place_holds h
                              where h.slot_id = new.id and h.released_at is null), 0);
  if tg_op = 'INSERT' then
    if new.held_places = 0 then new.held_places := greatest(0, new.current_bookings - taken); end if;
  elsif new.current_bookings is distinct from old.current_bookings and new.held_places = old.held_places then
    new.held_places := greatest(0, new.current_bookings - taken);
  end if;
  new.current_bookings := new.held_places + taken;
  return new;
end;
$$;

create or replace function public.employer_place_holds_recount_slots() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.availability_slots set held_places = held_places where id = old.slot_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.slot_id is distinct from old.slot_id) then
    update public.availability_slots set held_places = held_places where id = new.slot_id;
  end if;
  return null;
end;
$$;

revoke execute on function public.employer_place_holds_recount_slots() from public, anon, authenticated;

drop trigger if exists employer_place_holds_recount on public.employer_place_holds;
create trigger employer_place_holds_recount
  after insert or update or delete on public.employer_place_holds
  for each row execute function public.employer_place_holds_recount_slots();

alter table public.employer_group_bookings enable row level security;
alter table public.employer_place_holds enable row level security;
revoke all on table public.employer_group_bookings, public.employer_place_holds from anon, authenticated;
grant select on table public.employer_group_bookings, public.employer_place_holds to authenticated;
grant all on table public.employer_group_bookings, public.employer_place_holds to service_role;

drop policy if exists "Staff and managers read group bookings" on public.employer_group_bookings;
create policy "Staff and managers read group bookings" on public.employer_group_bookings
  for select to authenticated
  using ((select public.is_staff()) or public.is_employer_manager(employer_id));

drop policy if exists "Staff and managers read place holds" on public.employer_place_holds;
create policy "Staff and managers read place holds" on public.employer_place_holds
  for select to authenticated
  using ((select public.is_staff()) or public.is_employer_manager(employer_id));

-- A manager reads the bookings made through their employer (the worker's own stay theirs) and its invoices.
drop policy if exists "Managers read bookings made through their employer" on public.booking_requests;
create policy "Managers read bookings made through their employer" on public.booking_requests
  for select to authenticated
  using (employer_id is not null and public.is_employer_manager(employer_id));

drop policy if exists "Managers read their employer's invoices" on public.invoices;
create policy "Managers read their employer's invoices" on public.invoices
  for select to authenticated
  using (employer_id is not null and public.is_employer_manager(employer_id));

-- A group's invoice is credited worker by worker: one credit note per invoice and booking (a single booking's
-- invoice still takes one).
drop index if exists public.invoices_one_credit_note_idx;
create unique index if not exists invoices_one_credit_note_per_booking_idx
  on public.invoices (credits_invoice_id, booking_id) where kind = 'credit-note';

-- A worker booked by their employer gives their USI on their own enrolment form; the crew list may not know it.
alter table public.booking_requests drop constraint if exists booking_requests_usi_check;
alter table public.booking_requests add constraint booking_requests_usi_check
  check ((usi is not null and usi ~ '^[2-9A-HJ-NP-Z]{10}$') or (usi is null and (usi_exempt or channel = 'employer')));
