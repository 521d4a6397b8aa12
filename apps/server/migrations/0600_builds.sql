-- Wasm builds of crate versions, and the platform-wide build policy admins can widen.

create table builds (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references contracts (id) on delete cascade,
  -- Who asked for the build.
  user_id uuid references users (id) on delete set null,
  contract_version integer not null,
  status text not null default 'queued' check (status in (
    'queued', 'running', 'succeeded', 'invalid', 'failed', 'refused', 'unsupported',
    'timed-out', 'cancelled')),
  -- sha256 of the crate files, toolchain and policy: an identical build reuses the artifacts.
  input_hash text not null,
  reused_from uuid references builds (id) on delete set null,
  job_id uuid,
  -- [{packageName, fileName, sha256, sizeBytes, unoptimizedSizeBytes, validation}]; the wasm
  -- bytes live in the wasm_artifacts bucket under <sha256>.wasm.
  artifacts jsonb not null default '[]',
  -- The main artifact's checksum and size (the crate named in conversion.json, or the only one).
  checksum text,
  size_bytes integer,
  diagnostics jsonb not null default '[]',
  violations jsonb not null default '[]',
  log text not null default '',
  toolchain jsonb,
  cargo_lock text,
  error text,
  cancel_requested_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index builds_contract_created_idx on builds (contract_id, created_at desc);
create index builds_user_created_idx on builds (user_id, created_at desc);
create index builds_input_hash_idx on builds (input_hash);

create table build_settings (
  id boolean primary key default true check (id),
  allow_build_scripts boolean not null default false,
  allow_any_dependency boolean not null default false,
  extra_allowed_crates text[] not null default '{}',
  updated_by uuid references users (id) on delete set null,
  updated_at timestamptz not null default now()
);
insert into build_settings (id) values (true);
