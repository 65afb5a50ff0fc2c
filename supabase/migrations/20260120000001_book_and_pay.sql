-- Book and pay: a signed-in learner books a session, the place is held while they pay (card through Stripe Checkout)
-- or is confirmed on an employer's invoice. Money in integer cents, GST-inclusive. Every write is the server's
-- (service path, after its own checks); the API roles read what is theirs (RLS), and nothing else.

-- The learner who booked (enrol adds the same column identically).
alter table public.booking_requests
  add column if not exists learner_id uuid references auth.users (id) on delete set null;

alter table public.booking_requests
  -- 'request': the specification's form; 'book-and-pay': a learner's own booking from a session.
  add column if not exists channel text not null default 'request',
  -- Until when a held place stays held while the learner pays (status 'held').
  add column if not exists hold_expires_at timestamptz,
  -- 'card' or 'invoice', once chosen on the payment step.
  add column if not exists payment_method text,
  -- unpaid | awaiting-approval | invoiced | paid | refunded
  add column if not exists payment_status text not null default 'unpaid',
  add column if not exists promotion_code_id uuid,
  -- The price as quoted on the payment step (GST included), the discount of the promotion code, what is charged.
  add column if not exists price_cents integer,
  add column if not exists discount_cents integer not null default 0,
  add column if not exists amount_cents integer,
  add column if not exists refunded_cents integer not null default 0,
  add column if not exists paid_at timestamptz,
  -- Employer invoice details.
  add column if not exists employer_company text,
  add column if not exists employer_abn text,
  add column if not exists employer_po text,
  add column if not exists employer_accounts_email text;

create index if not exists booking_requests_learner_idx on public.booking_requests (learner_id, created_at desc);
create index if not exists booking_requests_hold_idx on public.booking_requests (hold_expires_at) where status = 'held';

-- 'pending': a book-and-pay booking that holds no place yet; 'held': a place held while the learner pays.
alter table public.booking_requests drop constraint if exists booking_requests_status_check;
alter table public.booking_requests add constraint booking_requests_status_check
  check (status in ('requested', 'pending', 'held', 'confirmed', 'waitlisted', 'offered', 'declined', 'cancelled'));
alter table public.booking_requests drop constraint if exists booking_requests_slot_check;
alter table public.booking_requests add constraint booking_requests_slot_check
  check (status not in ('confirmed', 'waitlisted', 'offered', 'held') or slot_id is not null);
alter table public.booking_requests drop constraint if exists booking_requests_hold_check;
alter table public.booking_requests add constraint booking_requests_hold_check
  check (status <> 'held' or hold_expires_at is not null);
alter table public.booking_requests drop constraint if exists booking_requests_channel_check;
alter table public.booking_requests add constraint booking_requests_channel_check
  check (channel in ('request', 'book-and-pay'));
alter table public.booking_requests drop constraint if exists booking_requests_payment_method_check;
alter table public.booking_requests add constraint booking_requests_payment_method_check
  check (payment_method is null or payment_method in ('card', 'invoice'));
alter table public.booking_requests drop constraint if exists booking_requests_payment_status_check;
alter table public.booking_requests add constraint booking_requests_payment_status_check
  check (payment_status in ('unpaid', 'awaiting-approval', 'invoiced', 'paid', 'refunded'));
alter table public.booking_requests drop constraint if exists booking_requests_money_check;
alter table public.booking_requests add constraint booking_requests_money_check
  check ((price_cents is null or price_cents >= 0) and discount_cents >= 0 and (amount_cents is null or amount_cents >= 0)
    and refunded_cents >= 0);
alter table public.booking_requests drop constraint if exists booking_requests_employer_check;
alter table public.booking_requests add constraint booking_requests_employer_check
  check ((employer_company is null or char_length(employer_company) <= 200)
    and (employer_abn is null or employer_abn ~ '^[0-9]{11}$')
    and (employer_po is null or char_length(employer_po) <= 60)
    and (employer_accounts_email is null or char_length(employer_accounts_email) <= 255));

-- Places: a held place counts like a confirmed one (the sweep and every new hold release lapsed ones first).
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
  if tg_op = 'INSERT' then
    if new.held_places = 0 then new.held_places := greatest(0, new.current_bookings - taken); end if;
  elsif new.current_bookings is distinct from old.current_bookings and new.held_places = old.held_places then
    new.held_places := greatest(0, new.current_bookings - taken);
  end if;
  new.current_bookings := new.held_places + taken;
  return new;
end;
$$;

create or replace function public.booking_requests_recount_slots() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.slot_id is not null and old.status in ('confirmed', 'offered', 'held')
     and (tg_op = 'DELETE' or new.slot_id is distinct from old.slot_id or new.status is distinct from old.status) then
    update public.availability_slots set held_places = held_places where id = old.slot_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.slot_id is not null and new.status in ('confirmed', 'offered', 'held')
     and (tg_op = 'INSERT' or new.slot_id is distinct from old.slot_id or new.status is distinct from old.status) then
    update public.availability_slots set held_places = held_places where id = new.slot_id;
  end if;
  return null;
end;
$$;

create or replace function public.availability_slots_guard_delete() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken integer;
begin
  select count(*) into taken from public.booking_requests b
   where b.slot_id = old.id and b.status in ('confirmed', 'offered', 'held');
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
revoke execute on function public.availability_slots_count_places() from public, anon, authenticated;
revoke execute on function public.booking_requests_recount_slots() from public, anon, authenticated;
revoke execute on function public.availability_slots_guard_delete() from public, anon, authenticated;

drop trigger if exists booking_requests_payment_server_only on public.booking_requests;
create trigger booking_requests_payment_server_only
  before update of learner_id, channel, hold_expires_at, payment_method, payment_status, promotion_code_id, price_cents,
    discount_cents, amount_cents, refunded_cents, paid_at, employer_company, employer_abn, employer_po,
    employer_accounts_email
  on public.booking_requests
  for each row execute function public.refuse_api_role_write();

-- A learner reads their own bookings (staff read all through the existing policy).
drop policy if exists "Learners read their own bookings" on public.booking_requests;
create policy "Learners read their own bookings" on public.booking_requests
  for select to authenticated
  using (learner_id = (select auth.uid()));

-- Promotion codes staff switch on and off. Percent (1-100) or an amount off in cents; valid between two dates.
create table if not exists public.promotion_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null,
  description text not null default '',
  kind text not null,
  value integer not null,
  valid_from date not null,
  valid_until date not null,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint promotion_codes_code_key unique (code),
  constraint promotion_codes_code_check check (code ~ '^[A-Z0-9-]{3,30}$'),
  constraint promotion_codes_description_check check (char_length(description) <= 200),
  constraint promotion_codes_kind_check check (kind in ('percent', 'amount')),
  constraint promotion_codes_value_check
    check ((kind = 'percent' and value between 1 and 100) or (kind = 'amount' and value between 1 and 10000000)),
  constraint promotion_codes_dates_check check (valid_until >= valid_from)
);

alter table public.booking_requests drop constraint if exists booking_requests_promotion_code_fkey;
alter table public.booking_requests add constraint booking_requests_promotion_code_fkey
  foreign key (promotion_code_id) references public.promotion_codes (id) on delete restrict;

-- Stripe Checkout sessions the site opened, one per payment attempt (a learner may try again after one expires).
create table if not exists public.card_payments (
  id text primary key,
  booking_id uuid not null references public.booking_requests (id) on delete restrict,
  amount_cents integer not null,
  status text not null default 'open',
  payment_intent_id text,
  refunded_cents integer not null default 0,
  refund_reason text,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint card_payments_id_check check (char_length(id) between 3 and 255),
  constraint card_payments_amount_check check (amount_cents >= 0 and refunded_cents between 0 and amount_cents),
  constraint card_payments_status_check check (status in ('open', 'paid', 'expired', 'refunded'))
);
create index if not exists card_payments_booking_idx on public.card_payments (booking_id);

-- Stripe events handled: the id is taken in the transaction that acts on the event, so a replay changes nothing.
create table if not exists public.stripe_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

-- Gapless numbers: the counter row is updated in the transaction that issues the document, so a rollback takes
-- the number back with it (a sequence would skip it).
create table if not exists public.document_counters (
  series text primary key,
  last_number integer not null default 0,
  constraint document_counters_series_check check (series in ('invoice', 'credit-note')),
  constraint document_counters_last_check check (last_number >= 0)
);
insert into public.document_counters (series) values ('invoice'), ('credit-note') on conflict do nothing;

-- Tax invoices and credit notes (adjustment notes) for employer bookings. Items as issued (jsonb), never recomputed.
create table if not exists public.invoices (
  id uuid primary key default gen_random_uuid(),
  kind text not null default 'invoice',
  number integer not null,
  booking_id uuid not null references public.booking_requests (id) on delete restrict,
  credits_invoice_id uuid references public.invoices (id) on delete restrict,
  buyer_company text not null,
  buyer_abn text,
  purchase_order text,
  accounts_email text not null,
  items jsonb not null,
  total_cents integer not null,
  gst_cents integer not null,
  issued_at timestamptz not null default now(),
  due_date date,
  status text not null default 'issued',
  paid_at timestamptz,
  constraint invoices_kind_number_key unique (kind, number),
  constraint invoices_kind_check check (kind in ('invoice', 'credit-note')),
  constraint invoices_number_check check (number >= 1),
  constraint invoices_credit_check check ((kind = 'credit-note') = (credits_invoice_id is not null)),
  constraint invoices_money_check check (total_cents >= 0 and gst_cents between 0 and total_cents),
  constraint invoices_status_check check (status in ('issued', 'paid', 'credited')),
  constraint invoices_abn_check check (buyer_abn is null or buyer_abn ~ '^[0-9]{11}$')
);
create index if not exists invoices_booking_idx on public.invoices (booking_id);
create unique index if not exists invoices_one_credit_note_idx on public.invoices (credits_invoice_id)
  where kind = 'credit-note';

alter table public.promotion_codes enable row level security;
alter table public.card_payments enable row level security;
alter table public.stripe_events enable row level security;
alter table public.document_counters enable row level security;
alter table public.invoices enable row level security;

revoke all on table public.promotion_codes, public.card_payments, public.stripe_events, public.document_counters,
  public.invoices from anon, authenticated;
grant select on table public.promotion_codes, public.card_payments, public.invoices to authenticated;
grant all on table public.promotion_codes, public.card_payments, public.stripe_events, public.document_counters,
  public.invoices to service_role;

drop policy if exists "Staff read promotion codes" on public.promotion_codes;
create policy "Staff read promotion codes" on public.promotion_codes
  for select to authenticated using ((select public.is_staff()));

drop policy if exists "Staff and the learner read card payments" on public.card_payments;
create policy "Staff and the learner read card payments" on public.card_payments
  for select to authenticated
  using ((select public.is_staff()) or exists (
    select 1 from public.booking_requests b where b.id = booking_id and b.learner_id = (select auth.uid())));

drop policy if exists "Staff and the learner read invoices" on public.invoices;
create policy "Staff and the learner read invoices" on public.invoices
  for select to authenticated
  using ((select public.is_staff()) or exists (
    select 1 from public.booking_requests b where b.id = booking_id and b.learner_id = (select auth.uid())));
