-- Testing, part 3: test runs. Each run compares a contract's scenarios (and fuzzing) on the EVM and
-- on one crate version, step by step; runs are jobs and are kept per crate version.

create table test_runs (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references contracts (id) on delete cascade,
  -- 1, 2, 3 ... per contract.
  number integer not null check (number >= 1),
  -- The crate version tested; null when the contract was not converted (only the EVM ran).
  contract_version integer,
  status text not null default 'queued'
    check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  -- manual: started by a user; auto: started for a new version by the contract's settings.
  trigger text not null default 'manual' check (trigger in ('manual', 'auto')),
  -- {scenarioIds, fuzz: {runs, seed} | null, rules}
  request jsonb not null,
  -- The scenarios as they were when the run started: [{id, name, body}].
  scenarios jsonb not null default '[]',
  engine text check (engine in ('wasm', 'native')),
  -- {available, engine, reason, errors}: what ran the CosmWasm side, or why nothing could.
  cosmwasm jsonb,
  job_id uuid,
  progress integer not null default 0,
  progress_message text,
  steps jsonb not null default '[]',
  divergences jsonb not null default '[]',
  summary jsonb not null default '{"steps":0,"equal":0,"different":0,"notCompared":0,"scenarios":0,"fuzzSequences":0}',
  error text,
  cancel_requested boolean not null default false,
  created_by uuid,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  unique (contract_id, number)
);
create index test_runs_contract_idx on test_runs (contract_id, created_at desc);
-- One automatic run per crate version.
create unique index test_runs_auto_version_key on test_runs (contract_id, contract_version)
  where trigger = 'auto';
