-- Wallet deployments and production monitoring: where each deployment's polling stands (with
-- backoff), its health checks and on-chain activity over time, and the alert rules that turn
-- what the polls find into notifications.

create table deployment_monitors (
  deployment_id uuid primary key references deployments (id) on delete cascade,
  next_poll_at timestamptz not null,
  -- Failed polls in a row; the wait before the next one doubles with each (up to a cap).
  consecutive_failures integer not null default 0,
  last_polled_at timestamptz,
  last_success_at timestamptz,
  last_error text,
  reachable boolean,
  latest_height bigint,
  -- Activity is read from this height on (the deployment's instantiate height at first); each
  -- poll moves it to the highest height it read, re-reading that height in case it grew.
  scanned_height bigint,
  -- What the last successful poll saw, to notice admin changes and migrations.
  admin_address text,
  code_id bigint,
  -- Signers whose failed transactions are looked for (the deployer and senders seen).
  watched_signers text[] not null default '{}'
);
create index deployment_monitors_due_idx on deployment_monitors (next_poll_at);

create table deployment_health_checks (
  id uuid primary key default gen_random_uuid(),
  deployment_id uuid not null references deployments (id) on delete cascade,
  checked_at timestamptz not null,
  reachable boolean not null,
  latency_ms integer,
  latest_height bigint,
  admin_address text,
  code_id bigint,
  error text
);
create index deployment_health_checks_idx on deployment_health_checks (deployment_id, checked_at desc);

create table deployment_activity (
  id uuid primary key default gen_random_uuid(),
  deployment_id uuid not null references deployments (id) on delete cascade,
  tx_hash text not null,
  height bigint not null,
  executed_at timestamptz not null,
  success boolean not null,
  code integer not null default 0,
  gas_used bigint not null default 0,
  gas_wanted bigint not null default 0,
  sender text,
  action text not null,
  error text,
  unique (deployment_id, tx_hash)
);
create index deployment_activity_time_idx on deployment_activity (deployment_id, executed_at desc);

create table alert_rules (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- null: every deployment of the user.
  deployment_id uuid references deployments (id) on delete cascade,
  kind text not null check (kind in ('failure_rate', 'admin_changed', 'code_migrated')),
  -- failure_rate: fires when failed / all transactions in the last hour is above this percentage.
  threshold_percent double precision check (threshold_percent >= 0 and threshold_percent <= 100),
  -- failure_rate: at least this many transactions in the hour before the rate counts.
  min_transactions integer not null default 1 check (min_transactions >= 1),
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create index alert_rules_user_idx on alert_rules (user_id);

create table alert_firings (
  id uuid primary key default gen_random_uuid(),
  rule_id uuid not null references alert_rules (id) on delete cascade,
  deployment_id uuid not null references deployments (id) on delete cascade,
  fired_at timestamptz not null,
  details jsonb not null default '{}'
);
create index alert_firings_rule_idx on alert_firings (rule_id, deployment_id, fired_at desc);
