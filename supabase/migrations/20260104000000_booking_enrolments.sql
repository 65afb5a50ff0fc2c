-- Bookings that take places. A booking request gets a status and, once staff act on it, the session
-- (availability slot) it belongs to. A session's current_bookings is kept by the database: the places staff hold by
-- hand (held_places) plus the requests that hold a place (confirmed, or offered to a waitlisted person). Nobody
-- writes current_bookings from JavaScript: the triggers below recompute it, and the CHECK current_bookings <=
-- max_students is the backstop that makes an overbooking fail even if a caller forgot the row lock.

-- Numbers typed by hand before this migration were promises to someone: they stay as held places until staff clear
-- them. Copied once, when the column is made: a second run (the files must be safe to apply twice) would otherwise
-- count confirmed learners again as held places.
do $$
begin
  if not exists (
    select 1 from information_schema.columns
     where table_schema = 'public' and table_name = 'availability_slots' and column_name = 'held_places'
  ) then
    alter table public.availability_slots add column held_places integer not null default 0;
    update public.availability_slots set held_places = current_bookings;
  end if;
end;
$$;
alter table public.availability_slots drop constraint if exists availability_slots_held_places_check;
alter table public.availability_slots
  add constraint availability_slots_held_places_check check (held_places >= 0);

create sequence if not exists public.booking_waitlist_seq;

alter table public.booking_requests
  add column if not exists status text not null default 'requested',
  -- The session the visitor picked on the calendar (prefills the staff's choice); null for a plain request.
  add column if not exists requested_slot_id uuid references public.availability_slots (id) on delete set null,
  -- The session the request is confirmed, waitlisted or offered into.
  add column if not exists slot_id uuid references public.availability_slots (id) on delete restrict,
  add column if not exists waitlist_position bigint,
  add column if not exists decline_reason text,
  add column if not exists offer_expires_at timestamptz,
  -- iCalendar SEQUENCE of the last invite sent for this booking (0 = the first).
  add column if not exists invite_sequence integer not null default 0,
  add column if not exists status_changed_at timestamptz,
  add column if not exists confirmed_at timestamptz,
  add column if not exists cancelled_at timestamptz;

alter table public.booking_requests drop constraint if exists booking_requests_status_check;
alter table public.booking_requests add constraint booking_requests_status_check
  check (status in ('requested', 'confirmed', 'waitlisted', 'offered', 'declined', 'cancelled'));
alter table public.booking_requests drop constraint if exists booking_requests_slot_check;
alter table public.booking_requests add constraint booking_requests_slot_check
  check (status not in ('confirmed', 'waitlisted', 'offered') or slot_id is not null);
alter table public.booking_requests drop constraint if exists booking_requests_offer_check;
alter table public.booking_requests add constraint booking_requests_offer_check
  check (status <> 'offered' or offer_expires_at is not null);
alter table public.booking_requests drop constraint if exists booking_requests_decline_reason_check;
alter table public.booking_requests add constraint booking_requests_decline_reason_check
  check (decline_reason is null or char_length(decline_reason) <= 1000);
alter table public.booking_requests drop constraint if exists booking_requests_invite_sequence_check;
alter table public.booking_requests add constraint booking_requests_invite_sequence_check
  check (invite_sequence >= 0);

create index if not exists booking_requests_slot_status_idx on public.booking_requests (slot_id, status);
create index if not exists booking_requests_waitlist_idx
  on public.booking_requests (slot_id, waitlist_position) where status = 'waitlisted';

-- current_bookings = held places + places taken by requests. An explicit change of current_bookings (the slot
-- form's field, older clients) is read as a change of the held places, never below what requests already take.
create or replace function public.availability_slots_count_places() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken integer;
begin
  select count(*) into taken from public.booking_requests b
   where b.slot_id = new.id and b.status in ('confirmed', 'offered');
  if tg_op = 'INSERT' then
    if new.held_places = 0 then new.held_places := greatest(0, new.current_bookings - taken); end if;
  elsif new.current_bookings is distinct from old.current_bookings and new.held_places = old.held_places then
    new.held_places := greatest(0, new.current_bookings - taken);
  end if;
  new.current_bookings := new.held_places + taken;
  return new;
end;
$$;

drop trigger if exists availability_slots_count_places on public.availability_slots;
create trigger availability_slots_count_places
  before insert or update on public.availability_slots
  for each row execute function public.availability_slots_count_places();

-- A request entering or leaving a place recounts its session(s).
create or replace function public.booking_requests_recount_slots() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only a change that takes or frees a place recounts (a recount of a session being deleted would fail).
  if tg_op in ('UPDATE', 'DELETE') and old.slot_id is not null and old.status in ('confirmed', 'offered')
     and (tg_op = 'DELETE' or new.slot_id is distinct from old.slot_id or new.status is distinct from old.status) then
    update public.availability_slots set held_places = held_places where id = old.slot_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.slot_id is not null and new.status in ('confirmed', 'offered')
     and (tg_op = 'INSERT' or new.slot_id is distinct from old.slot_id or new.status is distinct from old.status) then
    update public.availability_slots set held_places = held_places where id = new.slot_id;
  end if;
  return null;
end;
$$;

drop trigger if exists booking_requests_recount_slots on public.booking_requests;
create trigger booking_requests_recount_slots
  after insert or delete or update of status, slot_id on public.booking_requests
  for each row execute function public.booking_requests_recount_slots();

-- A session with confirmed learners (or a place offered) is never deleted silently: staff cancel the session,
-- which tells each learner. Waitlisted requests go back to the staff's queue.
create or replace function public.availability_slots_guard_delete() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken integer;
begin
  select count(*) into taken from public.booking_requests b
   where b.slot_id = old.id and b.status in ('confirmed', 'offered');
  if taken > 0 then
    raise exception 'This session has % confirmed learner(s). Cancel the session from the staff roster so they are told, then delete it.', taken
      using errcode = 'P0001', hint = 'session-has-learners';
  end if;
  update public.booking_requests
     set status = case when status = 'waitlisted' then 'requested' else status end,
         slot_id = null, waitlist_position = null, status_changed_at = now()
   where slot_id = old.id;
  return old;
end;
$$;

drop trigger if exists availability_slots_guard_delete on public.availability_slots;
create trigger availability_slots_guard_delete
  before delete on public.availability_slots
  for each row execute function public.availability_slots_guard_delete();

revoke execute on function public.availability_slots_count_places() from public, anon, authenticated;
revoke execute on function public.booking_requests_recount_slots() from public, anon, authenticated;
revoke execute on function public.availability_slots_guard_delete() from public, anon, authenticated;

-- Staff (RLS policy "Staff mark booking requests handled" covers every column) change a request's enrolment; the
-- public key still cannot insert or touch anything.
grant update (handled, status, slot_id, waitlist_position, decline_reason, offer_expires_at, invite_sequence,
  status_changed_at, confirmed_at, cancelled_at) on table public.booking_requests to authenticated;
grant usage on sequence public.booking_waitlist_seq to authenticated, service_role;

-- Mail outbox: a message is stored in the same transaction as the change it reports, then sent; what SMTP refuses
-- stays 'failed' for the retry (npm run mail:retry). Staff may queue (their confirmations mail the learner) and
-- read; only the server's own path marks messages sent.
create table if not exists public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  -- Send order: messages queued in one transaction share created_at.
  position bigint generated always as identity,
  to_address text not null,
  subject text not null,
  body_text text not null,
  body_html text,
  -- [{ "filename", "contentType", "content" }], e.g. the invite (.ics) of a confirmation.
  attachments jsonb not null default '[]'::jsonb,
  -- What the message is about, e.g. 'booking:<id>'.
  topic text,
  status text not null default 'pending',
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint mail_outbox_to_check check (char_length(to_address) <= 255 and to_address ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint mail_outbox_subject_check check (char_length(subject) between 1 and 300),
  constraint mail_outbox_body_check check (char_length(body_text) <= 100000),
  constraint mail_outbox_status_check check (status in ('pending', 'sent', 'failed')),
  constraint mail_outbox_attempts_check check (attempts >= 0)
);

create index if not exists mail_outbox_unsent_idx on public.mail_outbox (created_at) where status <> 'sent';

alter table public.mail_outbox enable row level security;
revoke all on table public.mail_outbox from anon, authenticated;
grant select, insert on table public.mail_outbox to authenticated;
grant all on table public.mail_outbox to service_role;

drop policy if exists "Staff read the outbox" on public.mail_outbox;
create policy "Staff read the outbox" on public.mail_outbox
  for select to authenticated
  using ((select public.is_staff()));

drop policy if exists "Staff queue mail" on public.mail_outbox;
create policy "Staff queue mail" on public.mail_outbox
  for insert to authenticated
  with check ((select public.is_staff()) and status = 'pending' and attempts = 0);
