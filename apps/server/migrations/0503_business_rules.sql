-- Testing, part 4: business rules. A rule is an expression over the contract's view functions
-- (`totalSupply() == balanceOf(@alice) + balanceOf(@bob)`) that must hold after every step of
-- every scenario and fuzz sequence, on the EVM and on the conversion.

create table business_rules (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references contracts (id) on delete cascade,
  name text not null check (length(name) between 1 and 120),
  expression text not null check (length(expression) between 1 and 4000),
  enabled boolean not null default true,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (contract_id, name)
);
create index business_rules_contract_idx on business_rules (contract_id, created_at);
