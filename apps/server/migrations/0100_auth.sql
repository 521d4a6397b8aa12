-- Accounts: users, sessions (refresh-token families), audit log, login failures and lockouts,
-- rate-limit windows, the mail outbox, auth analytics events, and the two RPC functions.

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  role text not null default 'user' check (role in ('admin', 'moderator', 'user')),
  email_confirmed_at timestamptz,
  metadata jsonb not null default '{}'::jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- E-mails are stored normalised (trimmed, lower case); the index makes that the uniqueness rule.
create unique index users_email_key on users (lower(email));

-- One row per signed-in device: a refresh-token family. session_token is the SHA-256 of the
-- family's current refresh token.
create table user_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  session_token text not null unique,
  generation integer not null default 0,
  salt text not null,
  ip_address text,
  user_agent text,
  is_active boolean not null default true,
  risk_score integer not null default 0,
  risk_factors jsonb not null default '[]'::jsonb,
  last_verified_at timestamptz not null,
  created_at timestamptz not null,
  last_refreshed_at timestamptz not null,
  expires_at timestamptz not null,
  ended_at timestamptz,
  ended_reason text
);
create index user_sessions_user_idx on user_sessions (user_id, is_active);

-- Every refresh token ever issued, so that reuse of a rotated one is recognised.
create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references user_sessions (id) on delete cascade,
  generation integer not null,
  created_at timestamptz not null,
  rotated_at timestamptz
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

create table security_audit_logs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references users (id) on delete set null,
  event_type text not null,
  event_data jsonb not null default '{}'::jsonb,
  ip_address text,
  user_agent text,
  created_at timestamptz not null
);
create index security_audit_logs_user_idx on security_audit_logs (user_id, created_at desc);
create index security_audit_logs_created_idx on security_audit_logs (created_at);

-- Sign-in attempts per normalised e-mail, known or not (lockout and risk read them).
create table login_attempts (
  id bigint generated always as identity primary key,
  email text not null,
  ip_address text,
  outcome text not null check (outcome in ('success', 'failure', 'locked', 'blocked')),
  attempted_at timestamptz not null
);
create index login_attempts_email_idx on login_attempts (email, attempted_at desc);

-- Lock state per normalised e-mail. The row is also the lock that serialises attempts.
create table login_lockouts (
  email text primary key,
  cleared_at timestamptz,
  locked_until timestamptz
);

-- Fixed windows per (identifier, endpoint), counted with one atomic upsert.
create table rate_limits (
  identifier text not null,
  endpoint text not null,
  window_start timestamptz not null,
  window_seconds integer not null,
  count integer not null,
  primary key (identifier, endpoint)
);

create table email_confirmations (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  email text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);

create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  body text not null,
  status text not null check (status in ('outbox', 'sent', 'failed')),
  error text,
  created_at timestamptz not null,
  sent_at timestamptz
);
create index mail_outbox_created_idx on mail_outbox (created_at desc);

create table auth_events (
  id bigint generated always as identity primary key,
  type text not null check (type in ('signin', 'signup', 'session_refresh', 'security_violation')),
  provider_id text not null,
  email text,
  user_id uuid,
  success boolean not null,
  duration integer not null,
  error_code text,
  error_message text,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null
);
create index auth_events_created_idx on auth_events (created_at desc);

-- spec §7 RPC get_current_user_role: the role of a user, 'user' for an unknown id.
create function get_current_user_role(uid uuid) returns text language sql stable as $$
  select coalesce((select role from users where id = uid), 'user')
$$;

-- spec §7 RPC cleanup_expired_sessions: ends sessions past their expiry; returns how many.
create function cleanup_expired_sessions(at timestamptz) returns integer language plpgsql as $$
declare
  ended integer;
begin
  update user_sessions
     set is_active = false, ended_at = at, ended_reason = 'expired'
   where is_active and expires_at <= at;
  get diagnostics ended = row_count;
  delete from refresh_tokens t using user_sessions s
   where t.session_id = s.id and not s.is_active and s.ended_at < at - interval '30 days';
  return ended;
end
$$;
