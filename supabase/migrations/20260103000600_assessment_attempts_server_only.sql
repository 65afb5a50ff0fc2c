-- Theory attempts are recorded by the server only (issue 18). record_assessment_attempt() let a signed-in learner
-- call the scorer straight through the API (PostgREST /rpc), past the server's per-address and per-learner rate
-- limits: only the database's own cap of 60 an hour held. The server now records every attempt, signed in or not,
-- through score_assessment_attempt() as the service role, after its limits. Safe to run again.
revoke execute on function public.record_assessment_attempt(text, jsonb) from public, anon, authenticated;
grant execute on function public.record_assessment_attempt(text, jsonb) to service_role;
