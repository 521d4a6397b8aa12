-- Testing, part 1: the interface of each contract's Solidity source (compiled once, kept by the
-- source's hash) and the behaviour scenarios stored with each contract (scenario-format.md).

create table contract_interfaces (
  contract_id uuid primary key references contracts (id) on delete cascade,
  -- SHA-256 of the source compiled; a different hash means compile again.
  source_hash text not null,
  -- [{name, abi, deployable}] for every contract of the file.
  contracts jsonb not null,
  -- Compiler errors, when the source does not compile.
  errors jsonb not null default '[]',
  created_at timestamptz not null default now()
);

create table scenarios (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references contracts (id) on delete cascade,
  name text not null check (length(name) between 1 and 120),
  description text not null default '',
  -- How it was made: editor, imported, recorded (expectations taken from the EVM), generated
  -- (starter), ai (proposed, kept after running on the EVM), counterexample (shrunk by fuzzing).
  origin text not null check (origin in ('editor', 'imported', 'recorded', 'generated', 'ai', 'counterexample')),
  -- The scenario JSON with the format's defaults applied.
  body jsonb not null,
  -- When the expectations were last taken from a run on the EVM (null: written by hand).
  recorded_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (contract_id, name)
);
create index scenarios_contract_idx on scenarios (contract_id, created_at);
