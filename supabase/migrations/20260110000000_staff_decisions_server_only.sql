-- A booking's place and the mail the provider sends are decided by the server, never written through the Data API.
-- Before this, `authenticated` could insert into mail_outbox (any recipient, subject and HTML, sent from the
-- provider's server) and update a booking's status and session directly, past the rules in lib/server/enrolments.ts.
-- The server now makes every staff change on its service path after checking the role itself; the API roles keep
-- reading (staff) and the `handled` flag.

-- A place comes from a staff decision: only a request staff put on a session's waitlist is offered a freed place
-- automatically. Requests the public form waitlisted by itself (in the statement that stored them, so their status
-- changed when they were created) go back to the staff's queue with the session they asked for.
do $$
begin
  if not exists (
    select 1 from information_schema.columns
     where table_schema = 'public' and table_name = 'booking_requests' and column_name = 'waitlisted_by_staff'
  ) then
    alter table public.booking_requests add column waitlisted_by_staff boolean not null default false;
    update public.booking_requests set waitlisted_by_staff = true
     where status = 'waitlisted' and status_changed_at is distinct from created_at;
    update public.booking_requests
       set status = 'requested', requested_slot_id = coalesce(requested_slot_id, slot_id), slot_id = null,
           waitlist_position = null, status_changed_at = now()
     where status = 'waitlisted' and not waitlisted_by_staff;
  end if;
end;
$$;

-- The outbox: only the service path writes it.
drop policy if exists "Staff queue mail" on public.mail_outbox;
revoke insert, update, delete on table public.mail_outbox from anon, authenticated;

-- Booking requests: staff may flip `handled` and nothing else (a table-level revoke takes the column grants too).
revoke update on table public.booking_requests from anon, authenticated;
grant update (handled) on table public.booking_requests to authenticated;
revoke usage on sequence public.booking_waitlist_seq from anon, authenticated;

-- The backstop whatever a later grant says: an API role's session cannot queue mail or change an enrolment.
-- Security definer functions (the place-count triggers) and the service path run as the owner and pass.
create or replace function public.refuse_api_role_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'Only the server may change %', tg_table_name using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke execute on function public.refuse_api_role_write() from public, anon, authenticated;

drop trigger if exists mail_outbox_server_only on public.mail_outbox;
create trigger mail_outbox_server_only
  before insert or update or delete on public.mail_outbox
  for each row execute function public.refuse_api_role_write();

drop trigger if exists booking_requests_enrolment_server_only on public.booking_requests;
create trigger booking_requests_enrolment_server_only
  before update of status, slot_id, requested_slot_id, waitlist_position, decline_reason, offer_expires_at,
    invite_sequence, status_changed_at, confirmed_at, cancelled_at, waitlisted_by_staff
  on public.booking_requests
  for each row execute function public.refuse_api_role_write();
