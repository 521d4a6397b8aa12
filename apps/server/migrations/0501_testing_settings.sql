-- Testing, part 2: per user a default and per contract its own choice of which suites run on each
-- new crate version and which gate the statuses 'tested' and 'deployment-ready'.

create table testing_settings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  -- null: the user's default, used by every contract without settings of its own.
  contract_id uuid references contracts (id) on delete cascade,
  settings jsonb not null,
  updated_at timestamptz not null default now()
);
create unique index testing_settings_default_key on testing_settings (user_id) where contract_id is null;
create unique index testing_settings_contract_key on testing_settings (contract_id) where contract_id is not null;
