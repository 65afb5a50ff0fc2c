-- Why staff declined an employer's registration: the registrant's contact reads it in the mail, staff keep it with
-- the row. A declined registration frees its ABN (employers_abn_live_key) for a new one.
alter table public.employers add column if not exists decline_reason text;
alter table public.employers drop constraint if exists employers_decline_reason_check;
alter table public.employers add constraint employers_decline_reason_check
  check (decline_reason is null or char_length(btrim(decline_reason)) between 1 and 1000);
