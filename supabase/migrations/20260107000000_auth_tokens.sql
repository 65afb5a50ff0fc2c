-- Single-use links of the embedded sign-in: sign-up confirmation, password reset and e-mail change. Each row holds
-- what its link will do, so only the newest link of an address takes effect: a sign-up's link carries the password
-- and names typed in that sign-up, and sets them when it is used, never a password someone else chose. Only a keyed
-- hash of the token is stored. On Supabase, Auth keeps its own tokens; this table stays empty there.
-- Safe to run again.

create table if not exists public.auth_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null,
  token_hash text not null,
  -- sign-up: the bcrypt hash of the password typed in that sign-up, and its names
  password_hash text,
  user_metadata jsonb,
  -- e-mail change: the address the link proves
  new_email text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  constraint auth_tokens_purpose_check check (purpose in ('signup', 'recovery', 'email_change')),
  constraint auth_tokens_token_hash_key unique (token_hash),
  constraint auth_tokens_new_email_check check (new_email is null or char_length(new_email) <= 255)
);

create index if not exists auth_tokens_user_pending_idx on public.auth_tokens (user_id, purpose)
  where used_at is null;

alter table public.auth_tokens enable row level security;

-- Only the server reads and writes them; nobody signed in or out may see a token's hash or a pending password.
revoke all on table public.auth_tokens from anon, authenticated;
grant all on table public.auth_tokens to service_role;
