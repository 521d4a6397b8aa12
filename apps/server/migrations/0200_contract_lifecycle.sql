-- Contract lifecycle: conversion options, diagnostics and the current crate version on each
-- contract; one row per saved crate version; duplicate uploads found by (user, SHA-256).

alter table contracts
  add column config jsonb not null default '{}'::jsonb,
  add column diagnostics jsonb not null default '[]'::jsonb,
  add column current_version integer,
  add column last_job_id uuid,
  add column last_activity_at timestamptz not null default now();

alter table contracts add constraint contracts_status_check check (status in (
  'uploaded', 'validated', 'converting', 'converted', 'failed', 'review', 'analyzed', 'tested',
  'deployment-ready', 'test-deployed', 'finalized', 'verified'
));

-- NULL hashes (rows made outside the upload flow) never collide.
create unique index contracts_user_source_hash_key on contracts (user_id, source_hash);

-- Crate files of version n live in the converted_contracts bucket under storage_prefix;
-- files lists their crate-relative paths.
create table contract_versions (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references contracts (id) on delete cascade,
  version integer not null check (version >= 1),
  kind text not null check (kind in ('conversion', 'upload', 'edit', 'restore')),
  note text not null default '',
  storage_prefix text not null,
  files jsonb not null default '[]'::jsonb,
  created_by uuid,
  created_at timestamptz not null default now(),
  unique (contract_id, version)
);

create index error_logs_user_created_idx on error_logs (user_id, created_at);
