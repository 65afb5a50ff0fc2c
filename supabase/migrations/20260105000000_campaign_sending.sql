-- Sending campaigns to the list: one outbox row per recipient, claimed by workers with FOR UPDATE SKIP LOCKED,
-- and a suppression list of addresses no campaign may mail again (hard bounces).

alter table public.mail_campaigns add column if not exists preheader text not null default '';
-- null: every active subscriber; otherwise only those who signed up through this source.
alter table public.mail_campaigns add column if not exists audience_source text;
-- null: any address; otherwise only addresses at this domain (e.g. everyone at one client company).
alter table public.mail_campaigns add column if not exists audience_domain text;
alter table public.mail_campaigns add column if not exists scheduled_at timestamptz;
alter table public.mail_campaigns add column if not exists started_at timestamptz;
alter table public.mail_campaigns add column if not exists finished_at timestamptz;

alter table public.mail_campaigns drop constraint if exists mail_campaigns_status_check;
alter table public.mail_campaigns add constraint mail_campaigns_status_check
  check (status in ('draft', 'test-sent', 'scheduled', 'sending', 'paused', 'sent'));
alter table public.mail_campaigns drop constraint if exists mail_campaigns_preheader_check;
alter table public.mail_campaigns add constraint mail_campaigns_preheader_check check (char_length(preheader) <= 200);
alter table public.mail_campaigns drop constraint if exists mail_campaigns_audience_source_check;
alter table public.mail_campaigns add constraint mail_campaigns_audience_source_check
  check (audience_source is null or char_length(audience_source) between 1 and 50);
alter table public.mail_campaigns drop constraint if exists mail_campaigns_audience_domain_check;
alter table public.mail_campaigns add constraint mail_campaigns_audience_domain_check
  check (audience_domain is null or (audience_domain = lower(audience_domain) and char_length(audience_domain) between 3 and 100));
alter table public.mail_campaigns drop constraint if exists mail_campaigns_scheduled_check;
alter table public.mail_campaigns add constraint mail_campaigns_scheduled_check
  check (status <> 'scheduled' or scheduled_at is not null);

-- Addresses (lower case) that no campaign mails again. Unsubscribes live on the subscriber row (a new signup
-- lifts them); a hard bounce stays here whatever happens to the subscriber.
create table if not exists public.mail_suppressions (
  email text primary key,
  reason text not null,
  detail text,
  created_at timestamptz not null default now(),
  constraint mail_suppressions_email_check check (email = lower(email) and char_length(email) <= 255),
  constraint mail_suppressions_reason_check check (reason in ('bounced', 'complained', 'manual')),
  constraint mail_suppressions_detail_check check (detail is null or char_length(detail) <= 500)
);

create table if not exists public.campaign_recipients (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.mail_campaigns (id) on delete cascade,
  subscriber_id uuid references public.newsletter_subscribers (id) on delete set null,
  email text not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  last_error text,
  message_id text,
  next_attempt_at timestamptz not null default now(),
  claimed_by text,
  claimed_until timestamptz,
  sent_at timestamptz,
  opened_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint campaign_recipients_status_check
    check (status in ('pending', 'sent', 'failed', 'bounced', 'suppressed')),
  constraint campaign_recipients_attempts_check check (attempts >= 0),
  constraint campaign_recipients_email_check check (char_length(email) <= 255),
  constraint campaign_recipients_last_error_check check (last_error is null or char_length(last_error) <= 500),
  -- One message per address per campaign, whatever happens to the queue.
  constraint campaign_recipients_unique unique (campaign_id, email)
);

-- What workers claim: rows still to send, oldest due first.
create index if not exists campaign_recipients_due_idx on public.campaign_recipients (next_attempt_at)
  where status in ('pending', 'failed');
create index if not exists campaign_recipients_campaign_idx on public.campaign_recipients (campaign_id, status);
create index if not exists campaign_recipients_subscriber_idx on public.campaign_recipients (subscriber_id, sent_at);

alter table public.mail_suppressions enable row level security;
alter table public.campaign_recipients enable row level security;

revoke all on table public.mail_suppressions, public.campaign_recipients from anon, authenticated;
grant select on table public.mail_suppressions to authenticated;
-- Admins queue a campaign (insert ... select under their own role); only the worker (service path) updates rows.
grant select, insert on table public.campaign_recipients to authenticated;
grant all on table public.mail_suppressions, public.campaign_recipients to service_role;

drop policy if exists "Admins read suppressions" on public.mail_suppressions;
create policy "Admins read suppressions" on public.mail_suppressions
  for select to authenticated
  using ((select public.is_admin()));

drop policy if exists "Admins read campaign recipients" on public.campaign_recipients;
create policy "Admins read campaign recipients" on public.campaign_recipients
  for select to authenticated
  using ((select public.is_admin()));

drop policy if exists "Admins queue campaign recipients" on public.campaign_recipients;
create policy "Admins queue campaign recipients" on public.campaign_recipients
  for insert to authenticated
  with check ((select public.is_admin()) and status = 'pending' and attempts = 0 and sent_at is null);
