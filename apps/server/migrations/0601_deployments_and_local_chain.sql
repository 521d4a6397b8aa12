-- Deployments of built contracts on any chain (the built-in local chain, or real chains through
-- the user's wallet), and the state and transaction history of each user's local chain.

create table deployments (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references contracts (id) on delete cascade,
  -- The platform user who deployed.
  user_id uuid not null references users (id) on delete cascade,
  build_id uuid references builds (id) on delete set null,
  -- 'local' for the built-in chain, otherwise the chain id (e.g. 'pion-1').
  chain_id text not null,
  network text not null check (network in ('local', 'testnet', 'mainnet')),
  code_id bigint not null,
  contract_address text not null,
  -- Hex sha256 of the stored code.
  checksum text not null,
  -- The on-chain account that stored and instantiated.
  deployer_address text not null,
  admin_address text,
  label text not null,
  instantiate_msg jsonb not null,
  funds jsonb not null default '[]',
  store_tx_hash text,
  instantiate_tx_hash text,
  -- Result of the last on-chain checksum comparison ({status, onChainChecksum, checkedAt, ...}).
  verification jsonb,
  created_at timestamptz not null default now(),
  unique (chain_id, contract_address)
);
create index deployments_contract_created_idx on deployments (contract_id, created_at desc);
create index deployments_user_created_idx on deployments (user_id, created_at desc);

-- One built-in chain per user: its state (cosmwasm-chain/1 JSON without code bytes, which live in
-- local_chain_codes / the wasm_artifacts bucket) as of the last transaction.
create table local_chains (
  user_id uuid primary key references users (id) on delete cascade,
  chain_id text not null,
  state jsonb not null,
  -- Incremented by every transaction; writers compare it to detect a stale copy.
  revision integer not null default 0,
  updated_at timestamptz not null default now()
);

create table local_chain_codes (
  user_id uuid not null references local_chains (user_id) on delete cascade,
  code_id integer not null,
  checksum text not null,
  creator text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, code_id)
);

create table local_chain_txs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references local_chains (user_id) on delete cascade,
  -- Hex sha256 of the transaction (chain, height, sender, message, funds, index).
  tx_hash text not null,
  height bigint not null,
  block_time timestamptz not null,
  kind text not null check (kind in ('store', 'instantiate', 'execute', 'send')),
  sender text not null,
  contract_address text,
  code_id integer,
  deployment_id uuid references deployments (id) on delete set null,
  msg jsonb,
  funds jsonb not null default '[]',
  ok boolean not null,
  error text,
  events jsonb not null default '[]',
  -- Response data, base64.
  data text,
  gas_used bigint,
  created_at timestamptz not null default now()
);
create index local_chain_txs_user_created_idx on local_chain_txs (user_id, created_at desc);
create index local_chain_txs_contract_idx on local_chain_txs (contract_address, created_at desc);
