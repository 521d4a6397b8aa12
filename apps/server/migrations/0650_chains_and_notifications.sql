-- Wallet deployments: each user's own chains (devnets, networks without a preset), and the
-- notifications shown under the dashboard's bell (monitoring alerts and deployment events).

create table custom_chains (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  chain_id text not null,
  name text not null,
  network text not null check (network in ('testnet', 'mainnet')),
  rpc text not null,
  rest text,
  denom text not null,
  display_denom text not null,
  decimals integer not null check (decimals between 0 and 18),
  gas_price double precision not null check (gas_price > 0),
  bech32_prefix text not null,
  created_at timestamptz not null default now(),
  unique (user_id, chain_id)
);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- alert.failure_rate, alert.admin_changed, alert.code_migrated, deployment.verified, ...
  kind text not null,
  severity text not null default 'info' check (severity in ('info', 'warning', 'critical')),
  title text not null,
  body text not null default '',
  -- An app path to open (e.g. /production-monitoring?deployment=...).
  link text,
  contract_id uuid references contracts (id) on delete cascade,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user_created_idx on notifications (user_id, created_at desc);
create index notifications_user_unread_idx on notifications (user_id) where read_at is null;

-- Notification changes reach the owner's event stream as {table: 'notifications', ...}.
create function notify_user_row_change() returns trigger language plpgsql as $$
declare
  row_data jsonb;
begin
  if tg_op = 'DELETE' then
    row_data := to_jsonb(old);
  else
    row_data := to_jsonb(new);
  end if;
  perform pg_notify('table_changes', json_build_object(
    'table', tg_table_name,
    'op', tg_op,
    'id', row_data ->> 'id',
    'user_id', row_data ->> 'user_id',
    'contract_id', row_data ->> 'contract_id'
  )::text);
  return null;
end
$$;

create trigger notifications_notify_change
  after insert or update or delete on notifications
  for each row execute function notify_user_row_change();
