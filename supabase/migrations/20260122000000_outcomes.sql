-- The practical day to the ticket: the roll (attendance per booking), results per learner and unit (theory, the
-- assessor's checklist and decision), every change to them kept with who and when, and certificates.
-- Who reads: staff everything; a learner their own rows (through booking_requests.learner_id or the certificate's
-- learner_id). Nobody writes through the Data API: the server writes after checking the caller's role in
-- user_roles, with a version check, and names the caller in app.actor_id so the audit trigger records them.

create table if not exists public.session_attendance (
  booking_request_id uuid primary key references public.booking_requests (id) on delete cascade,
  slot_id uuid not null references public.availability_slots (id) on delete cascade,
  status text not null,
  marked_at timestamptz not null default now(),
  marked_by uuid references auth.users (id) on delete set null,
  version integer not null default 1,
  constraint session_attendance_status_check check (status in ('present', 'late', 'absent')),
  constraint session_attendance_version_check check (version >= 1)
);

create index if not exists session_attendance_slot_idx on public.session_attendance (slot_id);

create table if not exists public.unit_outcomes (
  id uuid primary key default gen_random_uuid(),
  booking_request_id uuid not null references public.booking_requests (id) on delete cascade,
  unit_code text not null,
  theory_result text,
  -- 'attempt': the learner's first COMPETENT recorded attempt; 'paper': entered by the assessor.
  theory_source text,
  theory_attempt_id uuid references public.assessment_attempts (id) on delete set null,
  checklist_ticked text[] not null default '{}',
  practical_result text,
  assessor_name text,
  assessment_date date,
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint unit_outcomes_booking_unit_key unique (booking_request_id, unit_code),
  constraint unit_outcomes_unit_code_check check (unit_code ~ '^[A-Z0-9]{4,20}$'),
  constraint unit_outcomes_theory_check check (
    (theory_result is null and theory_source is null)
    or (theory_result in ('competent', 'not-yet-competent') and theory_source in ('attempt', 'paper'))),
  constraint unit_outcomes_practical_check
    check (practical_result is null or practical_result in ('competent', 'not-yet-competent')),
  -- The specification's rule, kept by the database too: no COMPETENT practical without the theory passed.
  constraint unit_outcomes_theory_first_check
    check (practical_result is distinct from 'competent' or theory_result = 'competent'),
  constraint unit_outcomes_decision_check check (
    practical_result is null
    or (assessor_name is not null and char_length(btrim(assessor_name)) between 1 and 200 and assessment_date is not null)),
  constraint unit_outcomes_assessor_check check (assessor_name is null or char_length(assessor_name) <= 200),
  constraint unit_outcomes_ticked_check check (cardinality(checklist_ticked) <= 200),
  constraint unit_outcomes_version_check check (version >= 1)
);

-- Every change to the roll and the results: the row before and after, who (app.actor_id) and when.
create table if not exists public.outcome_changes (
  id bigint generated always as identity primary key,
  booking_request_id uuid not null references public.booking_requests (id) on delete cascade,
  unit_code text,
  kind text not null,
  before jsonb,
  after jsonb not null,
  changed_by uuid references auth.users (id) on delete set null,
  changed_at timestamptz not null default now(),
  constraint outcome_changes_kind_check check (kind in ('attendance', 'outcome'))
);

create index if not exists outcome_changes_booking_idx on public.outcome_changes (booking_request_id, changed_at);

create or replace function public.record_outcome_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  actor uuid := nullif(current_setting('app.actor_id', true), '')::uuid;
begin
  if tg_table_name = 'session_attendance' then
    insert into public.outcome_changes (booking_request_id, unit_code, kind, before, after, changed_by)
    values (new.booking_request_id, null, 'attendance',
            case when tg_op = 'UPDATE' then to_jsonb(old) end, to_jsonb(new), actor);
  else
    insert into public.outcome_changes (booking_request_id, unit_code, kind, before, after, changed_by)
    values (new.booking_request_id, new.unit_code, 'outcome',
            case when tg_op = 'UPDATE' then to_jsonb(old) end, to_jsonb(new), actor);
  end if;
  return new;
end;
$$;
revoke execute on function public.record_outcome_change() from public, anon, authenticated;

drop trigger if exists session_attendance_audit on public.session_attendance;
create trigger session_attendance_audit
  after insert or update on public.session_attendance
  for each row execute function public.record_outcome_change();

drop trigger if exists unit_outcomes_audit on public.unit_outcomes;
create trigger unit_outcomes_audit
  after insert or update on public.unit_outcomes
  for each row execute function public.record_outcome_change();

create table if not exists public.certificates (
  id uuid primary key default gen_random_uuid(),
  -- 60 random bits in Crockford base32 ('K7Q2-M9XD-4HTR'): unguessable and never sequential.
  number text not null,
  -- One certificate per booking: a second issue finds this row (issue-once under races).
  booking_request_id uuid not null references public.booking_requests (id) on delete restrict,
  learner_id uuid references auth.users (id) on delete set null,
  learner_name text not null,
  email text not null,
  course_id text not null,
  course_name text not null,
  -- [{ "code", "title" }] as on the national register when issued.
  units jsonb not null,
  -- 'INDIV' or 'INTOFF' when issued under a USI exemption (the certificate says so); null with a verified USI.
  usi_exemption text,
  completed_on date not null,
  issued_at timestamptz not null default now(),
  issued_by uuid references auth.users (id) on delete set null,
  expires_on date,
  reissue_count integer not null default 0,
  reissued_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null,
  revoke_reason text,
  reminder_60_sent_at timestamptz,
  reminder_14_sent_at timestamptz,
  reminders_stopped_at timestamptz,
  constraint certificates_number_key unique (number),
  constraint certificates_booking_key unique (booking_request_id),
  constraint certificates_number_check
    check (number ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'),
  constraint certificates_name_check check (char_length(btrim(learner_name)) between 1 and 201),
  constraint certificates_email_check check (char_length(email) <= 255 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint certificates_units_check check (jsonb_typeof(units) = 'array' and jsonb_array_length(units) >= 1),
  constraint certificates_exemption_check check (usi_exemption is null or usi_exemption in ('INDIV', 'INTOFF')),
  constraint certificates_expiry_check check (expires_on is null or expires_on > completed_on),
  constraint certificates_revoke_check check (
    (revoked_at is null and revoke_reason is null)
    or (revoked_at is not null and char_length(btrim(revoke_reason)) between 1 and 500)),
  constraint certificates_reissue_check check (reissue_count >= 0)
);

create index if not exists certificates_learner_idx on public.certificates (learner_id);
create index if not exists certificates_expires_idx on public.certificates (expires_on)
  where expires_on is not null and revoked_at is null;

alter table public.session_attendance enable row level security;
alter table public.unit_outcomes enable row level security;
alter table public.outcome_changes enable row level security;
alter table public.certificates enable row level security;

revoke all on table public.session_attendance, public.unit_outcomes, public.outcome_changes, public.certificates
  from anon, authenticated;
grant select on table public.session_attendance, public.unit_outcomes, public.outcome_changes, public.certificates
  to authenticated;
grant all on table public.session_attendance, public.unit_outcomes, public.outcome_changes, public.certificates
  to service_role;

drop policy if exists "Learners and staff read attendance" on public.session_attendance;
create policy "Learners and staff read attendance" on public.session_attendance
  for select to authenticated
  using ((select public.is_staff()) or public.is_booking_learner(booking_request_id));

drop policy if exists "Learners and staff read unit outcomes" on public.unit_outcomes;
create policy "Learners and staff read unit outcomes" on public.unit_outcomes
  for select to authenticated
  using ((select public.is_staff()) or public.is_booking_learner(booking_request_id));

drop policy if exists "Staff read outcome changes" on public.outcome_changes;
create policy "Staff read outcome changes" on public.outcome_changes
  for select to authenticated
  using ((select public.is_staff()));

drop policy if exists "Learners and staff read certificates" on public.certificates;
create policy "Learners and staff read certificates" on public.certificates
  for select to authenticated
  using (learner_id = (select auth.uid()) or (select public.is_staff()));
