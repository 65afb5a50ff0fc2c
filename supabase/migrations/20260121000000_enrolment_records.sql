-- The enrolment record an RTO must keep (one per booking and learner), the learner's readiness for the day and
-- their identification documents. Codes are stored as AVETMISS 8.0 stores them (NAT00080/85/90/100/120), so the
-- NAT export reads them as they are; an unanswered question is null (the export writes AVETMISS's "not stated").
-- Who reads: the learner (their own rows) and staff; nobody else. The learner writes their own answers under RLS;
-- what staff decide (USI verified, ID verified) and the files are written by the server after its role check.

-- The learner a booking is for (the booking and payment path sets it; `pay` adds it identically).
alter table public.booking_requests
  add column if not exists learner_id uuid references auth.users (id) on delete set null;
create index if not exists booking_requests_learner_id_idx on public.booking_requests (learner_id);

-- Whether the caller is the learner of a booking. SECURITY DEFINER: learners cannot read booking_requests.
create or replace function public.is_booking_learner(booking uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null
     and exists (select 1 from public.booking_requests b where b.id = booking and b.learner_id = auth.uid())
$$;
revoke execute on function public.is_booking_learner(uuid) from public;
grant execute on function public.is_booking_learner(uuid) to anon, authenticated, service_role;

create table if not exists public.enrolment_records (
  id uuid primary key default gen_random_uuid(),
  booking_request_id uuid not null references public.booking_requests (id) on delete cascade,
  learner_id uuid not null references auth.users (id) on delete cascade,
  -- Identity and contact (NAT00080/85).
  family_name text,
  given_names text,
  date_of_birth date,
  gender text,
  address_building text,
  address_flat text,
  address_street_number text,
  address_street_name text,
  address_suburb text,
  address_state text,
  address_postcode text,
  mobile_phone text,
  home_phone text,
  email text,
  emergency_contact_name text,
  emergency_contact_relationship text,
  emergency_contact_phone text,
  -- USI, or the exemption AVETMISS accepts in its place (INDIV: individual exemption; INTOFF: international offshore).
  usi text,
  usi_exemption text,
  usi_verified_at timestamptz,
  usi_verified_by uuid references auth.users (id) on delete set null,
  -- NCVER's standard enrolment questions, in their order.
  indigenous_status text,
  country_of_birth text,
  language_at_home text,
  english_proficiency text,
  disability text,
  disability_types text[] not null default '{}',
  highest_school_level text,
  highest_school_year smallint,
  at_school text,
  prior_education text,
  -- [{ "code": "514", "recognition": "A" }, ...] (NAT00100).
  prior_education_achievements jsonb not null default '[]'::jsonb,
  labour_force_status text,
  study_reason text,
  citizenship text,
  survey_contact_status text,
  privacy_notice_agreed_at timestamptz,
  declaration_agreed_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint enrolment_records_booking_learner_key unique (booking_request_id, learner_id),
  constraint enrolment_records_names_check check (
    (family_name is null or char_length(family_name) between 1 and 100)
    and (given_names is null or char_length(given_names) between 1 and 100)),
  constraint enrolment_records_birth_check
    check (date_of_birth is null or date_of_birth between date '1900-01-01' and date '2100-01-01'),
  constraint enrolment_records_gender_check check (gender is null or gender in ('M', 'F', 'X')),
  constraint enrolment_records_address_check check (
    (address_building is null or char_length(address_building) <= 50)
    and (address_flat is null or char_length(address_flat) <= 30)
    and (address_street_number is null or char_length(address_street_number) <= 15)
    and (address_street_name is null or char_length(address_street_name) <= 70)
    and (address_suburb is null or char_length(address_suburb) <= 50)
    and (address_state is null or address_state in ('01', '02', '03', '04', '05', '06', '07', '08', '09', '99'))
    and (address_postcode is null or address_postcode ~ '^([0-9]{4}|OSPC)$')),
  constraint enrolment_records_contact_check check (
    (mobile_phone is null or char_length(mobile_phone) <= 20)
    and (home_phone is null or char_length(home_phone) <= 20)
    and (email is null or (char_length(email) <= 80 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'))
    and (emergency_contact_name is null or char_length(emergency_contact_name) <= 100)
    and (emergency_contact_relationship is null or char_length(emergency_contact_relationship) <= 50)
    and (emergency_contact_phone is null or char_length(emergency_contact_phone) <= 20)),
  constraint enrolment_records_usi_check check (
    (usi is null or usi ~ '^[2-9A-HJ-NP-Z]{10}$')
    and (usi_exemption is null or usi_exemption in ('INDIV', 'INTOFF'))
    and not (usi is not null and usi_exemption is not null)),
  constraint enrolment_records_usi_verified_check check (usi_verified_at is null or usi is not null),
  constraint enrolment_records_indigenous_check check (indigenous_status is null or indigenous_status in ('1', '2', '3', '4')),
  constraint enrolment_records_country_check check (country_of_birth is null or country_of_birth ~ '^[0-9]{4}$'),
  constraint enrolment_records_language_check check (language_at_home is null or language_at_home ~ '^[0-9]{4}$'),
  constraint enrolment_records_proficiency_check
    check (english_proficiency is null or english_proficiency in ('1', '2', '3', '4')),
  constraint enrolment_records_disability_check check (
    (disability is null or disability in ('Y', 'N'))
    and disability_types <@ array['11', '12', '13', '14', '15', '16', '17', '18', '19', '99']::text[]
    and (cardinality(disability_types) = 0 or disability = 'Y')),
  constraint enrolment_records_school_check check (
    (highest_school_level is null or highest_school_level in ('02', '08', '09', '10', '11', '12'))
    and (highest_school_year is null or highest_school_year between 1900 and 2100)
    and (at_school is null or at_school in ('Y', 'N'))),
  constraint enrolment_records_prior_check check (
    (prior_education is null or prior_education in ('Y', 'N'))
    and jsonb_typeof(prior_education_achievements) = 'array'
    and jsonb_array_length(prior_education_achievements) <= 8
    and (jsonb_array_length(prior_education_achievements) = 0 or prior_education = 'Y')),
  constraint enrolment_records_labour_check check (
    labour_force_status is null or labour_force_status in ('01', '02', '03', '04', '05', '06', '07', '08')),
  constraint enrolment_records_study_reason_check check (
    study_reason is null or study_reason in ('01', '02', '03', '04', '05', '06', '07', '08', '11', '12', '13')),
  constraint enrolment_records_citizenship_check check (citizenship is null or citizenship in
    ('australian-citizen', 'new-zealand-citizen', 'permanent-resident', 'temporary-visa', 'overseas-student', 'other')),
  constraint enrolment_records_survey_check
    check (survey_contact_status is null or survey_contact_status in ('A', 'C', 'D', 'E', 'I', 'M', 'O')),
  -- A record is complete only once the learner has agreed to the privacy notice and the declaration.
  constraint enrolment_records_completed_check check (
    completed_at is null or (privacy_notice_agreed_at is not null and declaration_agreed_at is not null))
);

create index if not exists enrolment_records_learner_idx on public.enrolment_records (learner_id, updated_at desc);

-- A changed USI is no longer the one staff verified.
create or replace function public.enrolment_records_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.usi is distinct from old.usi and new.usi_verified_at is not distinct from old.usi_verified_at then
    new.usi_verified_at := null;
    new.usi_verified_by := null;
  end if;
  return new;
end;
$$;
revoke execute on function public.enrolment_records_touch() from public, anon, authenticated;

drop trigger if exists enrolment_records_touch on public.enrolment_records;
create trigger enrolment_records_touch
  before update on public.enrolment_records
  for each row execute function public.enrolment_records_touch();

-- Ready for the day: the language, literacy and digital-literacy self-check, the PPE list and the medical
-- declaration (heights, confined spaces), and staff's check of the identification documents.
create table if not exists public.readiness_checks (
  id uuid primary key default gen_random_uuid(),
  booking_request_id uuid not null references public.booking_requests (id) on delete cascade,
  learner_id uuid not null references auth.users (id) on delete cascade,
  -- { "<question id>": "<answer id>" } from content/readiness.ts.
  lln_answers jsonb not null default '{}'::jsonb,
  lln_completed_at timestamptz,
  ppe_acknowledged_at timestamptz,
  -- { "<question id>": true | false } from content/readiness.ts.
  medical_answers jsonb not null default '{}'::jsonb,
  medical_details text,
  medical_declared_at timestamptz,
  id_verified_at timestamptz,
  id_verified_by uuid references auth.users (id) on delete set null,
  -- The reminder two days before the session, sent once per booking.
  reminder_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint readiness_checks_booking_learner_key unique (booking_request_id, learner_id),
  constraint readiness_checks_answers_check check (
    jsonb_typeof(lln_answers) = 'object' and jsonb_typeof(medical_answers) = 'object'
    and char_length(lln_answers::text) <= 2000 and char_length(medical_answers::text) <= 2000),
  constraint readiness_checks_medical_details_check
    check (medical_details is null or char_length(medical_details) <= 2000)
);

drop trigger if exists readiness_checks_updated_at on public.readiness_checks;
create trigger readiness_checks_updated_at
  before update on public.readiness_checks
  for each row execute function public.set_updated_at();

-- Identification documents: the file lives in private storage (DATA_DIR or Supabase Storage) under storage_key;
-- this row says what it is. Written only by the server after checking the file's content; deleted from storage
-- a set number of days after staff verify the learner's identification (delete_after), the row kept as proof.
create table if not exists public.id_documents (
  id uuid primary key default gen_random_uuid(),
  booking_request_id uuid not null references public.booking_requests (id) on delete cascade,
  learner_id uuid not null references auth.users (id) on delete cascade,
  document_type text not null,
  content_type text not null,
  byte_size integer not null,
  sha256 text not null,
  storage_key text not null,
  original_name text not null,
  uploaded_at timestamptz not null default now(),
  delete_after timestamptz,
  deleted_at timestamptz,
  constraint id_documents_storage_key_key unique (storage_key),
  constraint id_documents_document_type_check check (document_type ~ '^[a-z0-9-]{2,40}$'),
  constraint id_documents_content_type_check check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  constraint id_documents_byte_size_check check (byte_size between 1 and 10485760),
  constraint id_documents_sha256_check check (sha256 ~ '^[0-9a-f]{64}$'),
  constraint id_documents_storage_key_check check (storage_key ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}$'),
  constraint id_documents_original_name_check check (char_length(original_name) between 1 and 255)
);

create index if not exists id_documents_booking_idx on public.id_documents (booking_request_id, learner_id);
create index if not exists id_documents_delete_after_idx on public.id_documents (delete_after)
  where deleted_at is null and delete_after is not null;

alter table public.enrolment_records enable row level security;
alter table public.readiness_checks enable row level security;
alter table public.id_documents enable row level security;

revoke all on table public.enrolment_records, public.readiness_checks, public.id_documents from anon, authenticated;
grant select on table public.enrolment_records, public.readiness_checks, public.id_documents to authenticated;
-- The learner's own answers; never the verification columns, the booking or the learner.
grant insert (booking_request_id, learner_id, family_name, given_names, date_of_birth, gender, address_building,
  address_flat, address_street_number, address_street_name, address_suburb, address_state, address_postcode,
  mobile_phone, home_phone, email, emergency_contact_name, emergency_contact_relationship, emergency_contact_phone,
  usi, usi_exemption, indigenous_status, country_of_birth, language_at_home, english_proficiency, disability,
  disability_types, highest_school_level, highest_school_year, at_school, prior_education,
  prior_education_achievements, labour_force_status, study_reason, citizenship, survey_contact_status,
  privacy_notice_agreed_at, declaration_agreed_at, completed_at)
  on table public.enrolment_records to authenticated;
grant update (family_name, given_names, date_of_birth, gender, address_building, address_flat,
  address_street_number, address_street_name, address_suburb, address_state, address_postcode, mobile_phone,
  home_phone, email, emergency_contact_name, emergency_contact_relationship, emergency_contact_phone, usi,
  usi_exemption, indigenous_status, country_of_birth, language_at_home, english_proficiency, disability,
  disability_types, highest_school_level, highest_school_year, at_school, prior_education,
  prior_education_achievements, labour_force_status, study_reason, citizenship, survey_contact_status,
  privacy_notice_agreed_at, declaration_agreed_at, completed_at)
  on table public.enrolment_records to authenticated;
grant insert (booking_request_id, learner_id, lln_answers, lln_completed_at, ppe_acknowledged_at, medical_answers,
  medical_details, medical_declared_at)
  on table public.readiness_checks to authenticated;
grant update (lln_answers, lln_completed_at, ppe_acknowledged_at, medical_answers, medical_details,
  medical_declared_at)
  on table public.readiness_checks to authenticated;
grant all on table public.enrolment_records, public.readiness_checks, public.id_documents to service_role;

drop policy if exists "Learners and staff read enrolment records" on public.enrolment_records;
create policy "Learners and staff read enrolment records" on public.enrolment_records
  for select to authenticated
  using (learner_id = (select auth.uid()) or (select public.is_staff()));

drop policy if exists "Learners start their own enrolment record" on public.enrolment_records;
create policy "Learners start their own enrolment record" on public.enrolment_records
  for insert to authenticated
  with check (learner_id = (select auth.uid()) and public.is_booking_learner(booking_request_id));

drop policy if exists "Learners answer their own enrolment record" on public.enrolment_records;
create policy "Learners answer their own enrolment record" on public.enrolment_records
  for update to authenticated
  using (learner_id = (select auth.uid()))
  with check (learner_id = (select auth.uid()) and public.is_booking_learner(booking_request_id));

drop policy if exists "Learners and staff read readiness" on public.readiness_checks;
create policy "Learners and staff read readiness" on public.readiness_checks
  for select to authenticated
  using (learner_id = (select auth.uid()) or (select public.is_staff()));

drop policy if exists "Learners start their own readiness" on public.readiness_checks;
create policy "Learners start their own readiness" on public.readiness_checks
  for insert to authenticated
  with check (learner_id = (select auth.uid()) and public.is_booking_learner(booking_request_id));

drop policy if exists "Learners answer their own readiness" on public.readiness_checks;
create policy "Learners answer their own readiness" on public.readiness_checks
  for update to authenticated
  using (learner_id = (select auth.uid()))
  with check (learner_id = (select auth.uid()) and public.is_booking_learner(booking_request_id));

drop policy if exists "Learners and staff read ID document entries" on public.id_documents;
create policy "Learners and staff read ID document entries" on public.id_documents
  for select to authenticated
  using (learner_id = (select auth.uid()) or (select public.is_staff()));
