-- A reviewer's e-mail address is theirs, not the public's. The API roles (anyone holding the publishable key) read
-- every column of reviews except customer_email; nothing the site shows uses it. The server's service path still
-- reads it for staff. Safe to run again.

revoke select on table public.reviews from anon, authenticated;
grant select (id, user_id, customer_name, course_name, rating, review_text, is_published, created_at)
  on table public.reviews to anon, authenticated;
