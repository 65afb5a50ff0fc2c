-- E-learning progress and theory assessment attempts of signed-in learners.
-- Attempts are scored on the server by record_assessment_attempt() against assessment_answer_keys, which no API
-- role can read; learners cannot insert attempts directly.

create table if not exists public.learning_progress (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  unit_code text not null,
  module_index integer not null,
  completed_at timestamptz not null default now(),
  constraint learning_progress_pkey primary key (user_id, unit_code, module_index),
  constraint learning_progress_unit_code_check check (unit_code ~ '^[A-Z0-9]{4,20}$'),
  constraint learning_progress_module_index_check check (module_index between 0 and 99)
);

alter table public.learning_progress enable row level security;

revoke all on table public.learning_progress from anon, authenticated;
grant select, insert, update, delete on table public.learning_progress to authenticated;
grant all on table public.learning_progress to service_role;

drop policy if exists "Learners read their own progress" on public.learning_progress;
create policy "Learners read their own progress" on public.learning_progress
  for select to authenticated
  using (user_id = (select auth.uid()));

drop policy if exists "Learners record their own progress" on public.learning_progress;
create policy "Learners record their own progress" on public.learning_progress
  for insert to authenticated
  with check (user_id = (select auth.uid()));

drop policy if exists "Learners change their own progress" on public.learning_progress;
create policy "Learners change their own progress" on public.learning_progress
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

drop policy if exists "Learners clear their own progress" on public.learning_progress;
create policy "Learners clear their own progress" on public.learning_progress
  for delete to authenticated
  using (user_id = (select auth.uid()));

create table if not exists public.assessment_answer_keys (
  unit_code text not null,
  question_id text not null,
  correct_answer text not null,
  element text not null,
  constraint assessment_answer_keys_pkey primary key (unit_code, question_id),
  constraint assessment_answer_keys_unit_code_check check (unit_code ~ '^[A-Z0-9]{4,20}$'),
  constraint assessment_answer_keys_question_id_check check (char_length(question_id) between 1 and 20),
  constraint assessment_answer_keys_correct_answer_check check (char_length(correct_answer) between 1 and 20),
  constraint assessment_answer_keys_element_check check (char_length(element) between 1 and 300)
);

alter table public.assessment_answer_keys enable row level security;
revoke all on table public.assessment_answer_keys from anon, authenticated;
grant all on table public.assessment_answer_keys to service_role;

create table if not exists public.assessment_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  unit_code text not null,
  score_percent integer not null,
  correct integer not null,
  total integer not null,
  competent boolean not null,
  element_scores jsonb not null default '{}'::jsonb,
  answers jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  constraint assessment_attempts_unit_code_check check (unit_code ~ '^[A-Z0-9]{4,20}$'),
  constraint assessment_attempts_score_check check (score_percent between 0 and 100),
  constraint assessment_attempts_counts_check check (total >= 1 and correct between 0 and total)
);

create index if not exists assessment_attempts_user_created_idx on public.assessment_attempts (user_id, created_at desc);

alter table public.assessment_attempts enable row level security;

revoke all on table public.assessment_attempts from anon, authenticated;
grant select on table public.assessment_attempts to authenticated;
grant all on table public.assessment_attempts to service_role;

drop policy if exists "Learners read their own attempts; staff read all" on public.assessment_attempts;
create policy "Learners read their own attempts; staff read all" on public.assessment_attempts
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_staff()));

-- _answers maps question id to the chosen option index as a string ({"1": "2", "2": "0"}), as the assessment screen
-- holds them. The pass rule: the rounded percentage of correct answers is at least 80.
create or replace function public.record_assessment_attempt(_unit_code text, _answers jsonb)
returns public.assessment_attempts
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  key_count integer;
  unknown_key text;
  bad_value text;
  answered jsonb;
  result public.assessment_attempts;
begin
  if caller is null then
    raise exception 'Sign in required' using errcode = '42501';
  end if;

  if _unit_code is null or _unit_code !~ '^[A-Z0-9]{4,20}$' then
    raise exception 'Unknown unit' using errcode = '22023';
  end if;

  select count(*) into key_count from public.assessment_answer_keys k where k.unit_code = _unit_code;
  if key_count = 0 then
    raise exception 'Unknown unit' using errcode = '22023';
  end if;

  if _answers is null or jsonb_typeof(_answers) <> 'object' then
    raise exception 'Answers must be a JSON object' using errcode = '22023';
  end if;

  select a.key into unknown_key
  from jsonb_each(_answers) a
  where not exists (
    select 1 from public.assessment_answer_keys k where k.unit_code = _unit_code and k.question_id = a.key
  )
  limit 1;
  if unknown_key is not null then
    raise exception 'Unknown question %', left(unknown_key, 20) using errcode = '22023';
  end if;

  select a.key into bad_value
  from jsonb_each(_answers) a
  where jsonb_typeof(a.value) not in ('string', 'number') or char_length(a.value #>> '{}') > 20
  limit 1;
  if bad_value is not null then
    raise exception 'Invalid answer for question %', bad_value using errcode = '22023';
  end if;

  if (
    select count(*) from public.assessment_attempts t
    where t.user_id = caller and t.created_at > now() - interval '1 hour'
  ) >= 60 then
    raise exception 'Too many assessment attempts. Please try again later.' using errcode = 'P0001';
  end if;

  select coalesce(jsonb_object_agg(a.key, a.value #>> '{}'), '{}'::jsonb) into answered from jsonb_each(_answers) a;

  with scored as (
    select k.element, (answered ->> k.question_id) is not distinct from k.correct_answer as is_correct
    from public.assessment_answer_keys k
    where k.unit_code = _unit_code
  ),
  per_element as (
    select element, count(*) filter (where is_correct) as correct, count(*) as total
    from scored
    group by element
  ),
  totals as (
    select sum(correct)::integer as correct, sum(total)::integer as total from per_element
  )
  insert into public.assessment_attempts (user_id, unit_code, score_percent, correct, total, competent, element_scores, answers)
  select
    caller,
    _unit_code,
    round(t.correct * 100.0 / t.total)::integer,
    t.correct,
    t.total,
    round(t.correct * 100.0 / t.total) >= 80,
    (
      select jsonb_object_agg(
        e.element,
        jsonb_build_object('correct', e.correct, 'total', e.total, 'percent', round(e.correct * 100.0 / e.total)::integer)
      )
      from per_element e
    ),
    answered
  from totals t
  returning * into result;

  return result;
end;
$$;

revoke execute on function public.record_assessment_attempt(text, jsonb) from public, anon;
grant execute on function public.record_assessment_attempt(text, jsonb) to authenticated, service_role;
