-- Analysis: one row per analysis run of a contract (the analyzer's results as JSON), the AI
-- assistant's answers cached by a hash of model, prompt and code, and per-user AI usage per day.

create table analyses (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references contracts (id) on delete cascade,
  -- 1, 2, 3 ... per contract; the latest is the one shown.
  version integer not null check (version >= 1),
  -- The crate version analysed alongside the Solidity source (null when not converted).
  contract_version integer,
  result jsonb not null,
  created_by uuid,
  created_at timestamptz not null default now(),
  unique (contract_id, version)
);

create table ai_answers (
  cache_key text primary key,
  model text not null,
  answer jsonb not null,
  created_at timestamptz not null default now()
);

create table ai_usage (
  user_id uuid not null,
  day date not null,
  requests integer not null default 0,
  primary key (user_id, day)
);
