-- Newsletter consent by double opt-in. Anyone can type any address into the signup form, so a signup is 'pending'
-- until the link in its welcome mail is confirmed; only 'active' (confirmed) addresses get campaigns and count as
-- subscribers. An address that unsubscribed stays 'unsubscribed' (suppressed) whatever the form receives, until its
-- owner confirms a new opt-in from their own mailbox.

alter table public.newsletter_subscribers drop constraint if exists newsletter_subscribers_status_check;
alter table public.newsletter_subscribers add constraint newsletter_subscribers_status_check
  check (status in ('pending', 'active', 'unsubscribed'));
alter table public.newsletter_subscribers alter column status set default 'pending';

-- Subscribers from before: nobody proved they own those addresses, so they wait for an opt-in like any new signup.
-- Once only, when the column is made: a second run must not undo confirmations made since.
do $$
begin
  if not exists (
    select 1 from information_schema.columns
     where table_schema = 'public' and table_name = 'newsletter_subscribers' and column_name = 'confirmed_at'
  ) then
    alter table public.newsletter_subscribers add column confirmed_at timestamptz;
    update public.newsletter_subscribers set status = 'pending' where status = 'active';
  end if;
end;
$$;

alter table public.newsletter_subscribers
  -- The opt-in waiting for confirmation: its link names it; a confirmation or an unsubscribe clears it.
  add column if not exists confirm_nonce uuid,
  add column if not exists confirm_requested_at timestamptz,
  add column if not exists unsubscribed_at timestamptz;

create unique index if not exists newsletter_subscribers_confirm_nonce_key
  on public.newsletter_subscribers (confirm_nonce) where confirm_nonce is not null;

-- One campaign message per address, in any letter case.
create unique index if not exists campaign_recipients_campaign_address_key
  on public.campaign_recipients (campaign_id, lower(email));
