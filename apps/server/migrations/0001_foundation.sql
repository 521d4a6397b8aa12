-- Foundation tables: contracts, their metrics, error logs, background jobs, and the change
-- trigger that feeds the realtime endpoint. user_id columns stay nullable until accounts exist.

create table contracts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  name text not null,
  file_name text not null,
  language text not null default 'solidity',
  status text not null default 'uploaded',
  source_hash text,
  source_path text,
  source_size integer,
  converted_path text,
  error_message text,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contracts_user_created_idx on contracts (user_id, created_at desc);
create index contracts_status_idx on contracts (status);

create table contract_metrics (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references contracts (id) on delete cascade,
  processing_time_seconds double precision,
  metrics jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contract_metrics_contract_idx on contract_metrics (contract_id);

create table error_logs (
  id uuid primary key default gen_random_uuid(),
  error_type text not null,
  error_message text not null,
  stack_trace text,
  context jsonb not null default '{}'::jsonb,
  contract_id uuid references contracts (id) on delete set null,
  user_id uuid,
  source text not null default 'client' check (source in ('client', 'server')),
  request_id text,
  created_at timestamptz not null default now()
);
create index error_logs_created_idx on error_logs (created_at);

create table jobs (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  payload jsonb not null default '{}'::jsonb,
  status text not null default 'queued'
    check (status in ('queued', 'running', 'succeeded', 'failed')),
  progress integer not null default 0 check (progress between 0 and 100),
  progress_message text,
  result jsonb,
  error text,
  attempts integer not null default 0,
  max_attempts integer not null default 3 check (max_attempts >= 1),
  user_id uuid,
  run_at timestamptz not null default now(),
  locked_by text,
  heartbeat_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index jobs_ready_idx on jobs (status, run_at) where status in ('queued', 'running');

-- Row changes on contracts and contract_metrics, published as JSON on the table_changes channel:
-- {table, op, id, user_id, contract_id}. Listeners fan them out to server-sent-event clients.
create function notify_table_change() returns trigger language plpgsql as $$
declare
  row_data jsonb;
  owner_id text;
  contract text;
begin
  if tg_op = 'DELETE' then
    row_data := to_jsonb(old);
  else
    row_data := to_jsonb(new);
  end if;
  if tg_table_name = 'contracts' then
    owner_id := row_data ->> 'user_id';
    contract := row_data ->> 'id';
  else
    contract := row_data ->> 'contract_id';
    select c.user_id::text into owner_id from contracts c where c.id = contract::uuid;
  end if;
  perform pg_notify('table_changes', json_build_object(
    'table', tg_table_name,
    'op', tg_op,
    'id', row_data ->> 'id',
    'user_id', owner_id,
    'contract_id', contract
  )::text);
  return null;
end
$$;

create trigger contracts_notify_change
  after insert or update or delete on contracts
  for each row execute function notify_table_change();

create trigger contract_metrics_notify_change
  after insert or update or delete on contract_metrics
  for each row execute function notify_table_change();
