-- Every theory attempt is recorded, anonymous ones included (else one anonymous submission would reveal the key
-- with no trace). An attempt belongs to a signed-in learner (user_id) or to an anonymous learner (anon_id, the
-- random id of a signed, httpOnly cookie the server sets), never both. Only the server's service path records
-- anonymous attempts; learners read their own signed-in attempts, staff read all of them (the policy of
-- 20260101000500_learning.sql already says so: a row without user_id matches no learner). Safe to run again.

alter table public.assessment_attempts alter column user_id drop not null;
alter table public.assessment_attempts add column if not exists anon_id uuid;

alter table public.assessment_attempts drop constraint if exists assessment_attempts_learner_check;
alter table public.assessment_attempts
  add constraint assessment_attempts_learner_check check (num_nonnulls(user_id, anon_id) = 1);

create index if not exists assessment_attempts_anon_created_idx
  on public.assessment_attempts (anon_id, created_at desc) where anon_id is not null;
create index if not exists assessment_attempts_created_idx on public.assessment_attempts (created_at desc);

-- Scores _answers against assessment_answer_keys and stores the attempt of one learner. Privileged (service_role
-- only): record_assessment_attempt() calls it for the signed-in caller, the server for anonymous learners after
-- its rate limits. _answers maps question id to the chosen option index as a string ({"1": "2", "2": "0"}). The
-- pass rule: the rounded percentage of correct answers is at least 80.
create or replace function public.score_assessment_attempt(_user_id uuid, _anon_id uuid, _unit_code text, _answers jsonb)
returns public.assessment_attempts
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  key_count integer;
  unknown_key text;
  bad_value text;
  answered jsonb;
  result public.assessment_attempts;
begin
  if num_nonnulls(_user_id, _anon_id) <> 1 then
    raise exception 'An attempt belongs to exactly one learner' using errcode = '22023';
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
    where (t.user_id = _user_id or t.anon_id = _anon_id) and t.created_at > now() - interval '1 hour'
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
  insert into public.assessment_attempts (user_id, anon_id, unit_code, score_percent, correct, total, competent, element_scores, answers)
  select
    _user_id,
    _anon_id,
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

revoke execute on function public.score_assessment_attempt(uuid, uuid, text, jsonb) from public, anon, authenticated;
grant execute on function public.score_assessment_attempt(uuid, uuid, text, jsonb) to service_role;

-- The signed-in learner's own attempt, as before; the scoring now lives in score_assessment_attempt().
create or replace function public.record_assessment_attempt(_unit_code text, _answers jsonb)
returns public.assessment_attempts
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'Sign in required' using errcode = '42501';
  end if;
  return public.score_assessment_attempt(caller, null, _unit_code, _answers);
end;
$$;

revoke execute on function public.record_assessment_attempt(text, jsonb) from public, anon;
grant execute on function public.record_assessment_attempt(text, jsonb) to authenticated, service_role;

-- Every recorded attempt with the signed-in learner's e-mail address, newest first, for /staff. auth.users is not
-- readable by the API roles, hence security definer; a caller who is not staff gets no rows.
create or replace function public.staff_assessment_attempts(_limit integer default 1000)
returns table (
  id uuid,
  user_id uuid,
  anon_id uuid,
  email text,
  unit_code text,
  score_percent integer,
  correct integer,
  total integer,
  competent boolean,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.user_id, a.anon_id, u.email::text, a.unit_code, a.score_percent, a.correct, a.total, a.competent,
         a.created_at
  from public.assessment_attempts a
  left join auth.users u on u.id = a.user_id
  where (select public.is_staff())
  order by a.created_at desc, a.id
  limit least(greatest(coalesce(_limit, 1000), 1), 5000)
$$;

revoke execute on function public.staff_assessment_attempts(integer) from public, anon;
grant execute on function public.staff_assessment_attempts(integer) to authenticated, service_role;
