-- Tables only the server writes: newsletter subscribers, enquiries, booking requests and rate limits.
-- RLS is on and there is no insert policy (and no insert grant) for anon or authenticated: the server writes them
-- through its one service path after validation and rate limiting, so the publishable key cannot bypass it.
-- Staff read them; staff may flip `handled` on enquiries and booking requests.

create table if not exists public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  first_name text,
  source text not null default 'website',
  status text not null default 'active',
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_check
    check (char_length(email) <= 255 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint newsletter_subscribers_first_name_check
    check (first_name is null or char_length(btrim(first_name)) between 2 and 100),
  constraint newsletter_subscribers_source_check check (char_length(source) between 1 and 50),
  constraint newsletter_subscribers_status_check check (status in ('active', 'unsubscribed'))
);

-- A duplicate address raises 23505, which the newsletter form reports as 'Already subscribed'.
create unique index if not exists newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));

create table if not exists public.enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  course_interested text not null,
  enquiry text not null,
  state text not null,
  mail_status text not null default 'pending',
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz,
  handled boolean not null default false,
  created_at timestamptz not null default now(),
  constraint enquiries_name_check check (char_length(btrim(name)) between 1 and 200),
  constraint enquiries_email_check check (char_length(email) <= 255 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint enquiries_phone_check check (phone is null or char_length(phone) <= 50),
  constraint enquiries_course_interested_check check (char_length(btrim(course_interested)) between 1 and 200),
  constraint enquiries_enquiry_check check (char_length(btrim(enquiry)) between 1 and 5000),
  constraint enquiries_state_check check (state in ('NSW', 'QLD')),
  constraint enquiries_mail_status_check check (mail_status in ('pending', 'sent', 'failed')),
  constraint enquiries_attempts_check check (attempts >= 0)
);

create index if not exists enquiries_created_at_idx on public.enquiries (created_at desc);
create index if not exists enquiries_mail_pending_idx on public.enquiries (created_at) where mail_status <> 'sent';

create table if not exists public.booking_requests (
  id uuid primary key default gen_random_uuid(),
  reference text not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  usi text,
  usi_exempt boolean not null default false,
  id_documents_count integer not null default 0,
  course text not null,
  training_level text not null,
  delivery_method text not null,
  requires_assistance boolean not null default false,
  assistance_details text,
  preferred_date date,
  preferred_location text,
  message text,
  state text not null default 'NSW',
  handled boolean not null default false,
  created_at timestamptz not null default now(),
  constraint booking_requests_reference_key unique (reference),
  constraint booking_requests_reference_check check (char_length(reference) between 4 and 40),
  constraint booking_requests_first_name_check check (char_length(btrim(first_name)) between 1 and 100),
  constraint booking_requests_last_name_check check (char_length(btrim(last_name)) between 1 and 100),
  constraint booking_requests_email_check
    check (char_length(email) <= 255 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint booking_requests_phone_check check (char_length(btrim(phone)) between 1 and 50),
  constraint booking_requests_usi_check
    check ((usi is not null and usi ~ '^[2-9A-HJ-NP-Z]{10}$') or (usi is null and usi_exempt)),
  constraint booking_requests_id_documents_count_check check (id_documents_count between 0 and 20),
  constraint booking_requests_course_check check (char_length(btrim(course)) between 1 and 200),
  constraint booking_requests_training_level_check check (training_level in ('full-training', 'experienced')),
  constraint booking_requests_delivery_method_check check (delivery_method in ('face-to-face', 'blended', 'elearning')),
  constraint booking_requests_assistance_details_check
    check (assistance_details is null or char_length(assistance_details) <= 2000),
  constraint booking_requests_preferred_location_check
    check (preferred_location is null
      or preferred_location in ('Port Macquarie', 'Mid North Coast', 'Mackay', 'Hunter Valley', 'Bowen Basin')),
  constraint booking_requests_message_check check (message is null or char_length(message) <= 5000),
  constraint booking_requests_state_check check (state in ('NSW', 'QLD'))
);

create index if not exists booking_requests_created_at_idx on public.booking_requests (created_at desc);

-- Fixed-window counters, shared by every app instance. key is e.g. 'sign-in:ip:203.0.113.9'.
create table if not exists public.rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null default 0,
  constraint rate_limits_pkey primary key (key, window_start),
  constraint rate_limits_key_check check (char_length(key) between 1 and 300),
  constraint rate_limits_count_check check (count >= 0)
);

create index if not exists rate_limits_window_start_idx on public.rate_limits (window_start);

alter table public.newsletter_subscribers enable row level security;
alter table public.enquiries enable row level security;
alter table public.booking_requests enable row level security;
alter table public.rate_limits enable row level security;

revoke all on table public.newsletter_subscribers, public.enquiries, public.booking_requests, public.rate_limits
  from anon, authenticated;
grant select on table public.newsletter_subscribers, public.enquiries, public.booking_requests, public.rate_limits
  to authenticated;
grant update (handled) on table public.enquiries, public.booking_requests to authenticated;
grant all on table public.newsletter_subscribers, public.enquiries, public.booking_requests, public.rate_limits
  to service_role;

drop policy if exists "Staff read subscribers" on public.newsletter_subscribers;
create policy "Staff read subscribers" on public.newsletter_subscribers
  for select to authenticated
  using ((select public.is_staff()));

drop policy if exists "Staff read enquiries" on public.enquiries;
create policy "Staff read enquiries" on public.enquiries
  for select to authenticated
  using ((select public.is_staff()));

drop policy if exists "Staff mark enquiries handled" on public.enquiries;
create policy "Staff mark enquiries handled" on public.enquiries
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

drop policy if exists "Staff read booking requests" on public.booking_requests;
create policy "Staff read booking requests" on public.booking_requests
  for select to authenticated
  using ((select public.is_staff()));

drop policy if exists "Staff mark booking requests handled" on public.booking_requests;
create policy "Staff mark booking requests handled" on public.booking_requests
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

drop policy if exists "Staff read rate limits" on public.rate_limits;
create policy "Staff read rate limits" on public.rate_limits
  for select to authenticated
  using ((select public.is_staff()));
