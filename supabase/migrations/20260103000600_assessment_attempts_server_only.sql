-- Theory attempts are recorded by the server only. record_assessment_attempt() would let a signed-in learner call
-- the scorer straight through the API (PostgREST /rpc), past the server's per-address and per-learner rate limits,
-- with only the database's own cap of 60 an hour. The server records every attempt, signed in or not, through
-- score_assessment_attempt() as the service role, after its limits. Safe to run again.
revoke execute on function public.record_assessment_attempt(text, jsonb) from public, anon, authenticated;
grant execute on function public.record_assessment_attempt(text, jsonb) to service_role;
