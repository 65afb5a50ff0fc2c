-- Reviews: published at once, no moderation queue. Anyone reads published reviews; a signed-in user inserts only
-- as themself and published; admins read all and may hide one (is_published = false). Length limits match the
-- review form (spec 000 section 5) and are the backstop for the server's validation.

create table if not exists public.reviews (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  customer_name text not null,
  customer_email text,
  course_name text,
  rating integer not null,
  review_text text not null,
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  constraint reviews_customer_name_check check (char_length(btrim(customer_name)) between 2 and 100),
  constraint reviews_customer_email_check
    check (customer_email is null or (char_length(customer_email) <= 255 and customer_email ~ '^[^@[:space:]]+@[^@[:space:]]+$')),
  constraint reviews_course_name_check check (course_name is null or char_length(course_name) <= 200),
  constraint reviews_rating_check check (rating between 1 and 5),
  constraint reviews_review_text_check check (char_length(review_text) between 10 and 1000)
);

create index if not exists reviews_published_created_at_idx on public.reviews (created_at desc) where is_published;
create index if not exists reviews_user_id_idx on public.reviews (user_id);

alter table public.reviews enable row level security;

revoke all on table public.reviews from anon, authenticated;
grant select on table public.reviews to anon, authenticated;
grant insert on table public.reviews to authenticated;
grant update (is_published) on table public.reviews to authenticated;
grant all on table public.reviews to service_role;

drop policy if exists "Anyone reads published reviews" on public.reviews;
create policy "Anyone reads published reviews" on public.reviews
  for select to anon, authenticated
  using (is_published);

drop policy if exists "Admins read all reviews" on public.reviews;
create policy "Admins read all reviews" on public.reviews
  for select to authenticated
  using ((select public.is_admin()));

drop policy if exists "Signed-in users publish their own review" on public.reviews;
create policy "Signed-in users publish their own review" on public.reviews
  for insert to authenticated
  with check (user_id = (select auth.uid()) and is_published);

drop policy if exists "Admins hide or show reviews" on public.reviews;
create policy "Admins hide or show reviews" on public.reviews
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
