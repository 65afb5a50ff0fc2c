-- Availability slots: everyone reads; only staff (admin, collaborator) add, edit or delete.
-- The specification's setup opened public write access; that is closed here.

create table if not exists public.availability_slots (
  id uuid primary key default gen_random_uuid(),
  date date not null,
  course_name text not null,
  start_time time not null default '09:00',
  end_time time not null default '17:00',
  max_students integer not null default 12,
  current_bookings integer not null default 0,
  location text not null,
  price numeric(10, 2) not null default 149,
  status text not null default 'available',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint availability_slots_course_name_check check (char_length(btrim(course_name)) between 1 and 200),
  constraint availability_slots_max_students_check check (max_students >= 1),
  constraint availability_slots_current_bookings_check check (current_bookings between 0 and max_students),
  constraint availability_slots_location_check
    check (location in ('Port Macquarie', 'Mid North Coast', 'Mackay', 'Hunter Valley', 'Bowen Basin')),
  constraint availability_slots_price_check check (price >= 0),
  constraint availability_slots_status_check check (status in ('available', 'limited', 'full')),
  constraint availability_slots_times_check check (end_time > start_time)
);

create index if not exists availability_slots_location_date_idx on public.availability_slots (location, date);
create index if not exists availability_slots_date_idx on public.availability_slots (date);

create or replace trigger availability_slots_set_updated_at
  before update on public.availability_slots
  for each row execute function public.set_updated_at();

alter table public.availability_slots enable row level security;

revoke all on table public.availability_slots from anon, authenticated;
grant select on table public.availability_slots to anon, authenticated;
grant insert, update, delete on table public.availability_slots to authenticated;
grant all on table public.availability_slots to service_role;

drop policy if exists "Anyone reads slots" on public.availability_slots;
create policy "Anyone reads slots" on public.availability_slots
  for select to anon, authenticated
  using (true);

drop policy if exists "Staff add slots" on public.availability_slots;
create policy "Staff add slots" on public.availability_slots
  for insert to authenticated
  with check ((select public.is_staff()));

drop policy if exists "Staff edit slots" on public.availability_slots;
create policy "Staff edit slots" on public.availability_slots
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

drop policy if exists "Staff delete slots" on public.availability_slots;
create policy "Staff delete slots" on public.availability_slots
  for delete to authenticated
  using ((select public.is_staff()));
