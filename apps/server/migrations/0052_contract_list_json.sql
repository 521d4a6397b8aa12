-- Each contract's entry in the contracts list, as the JSON text the API answers (toContract's
-- fields in its order), written when the row is written instead of on every list request
-- (ADR 106). The text stops before the closing brace: the list appends the owner's e-mail, which
-- lives in users. A BEFORE trigger keeps it in step with every insert and update, whatever code
-- writes the row; its body is compiled on first use, so on a new database it may be created before
-- the later migrations add the columns it reads (no migration writes contract rows).
-- A change to toContract's fields or contractConfigSchema needs a later migration that replaces
-- contract_list_json() and rewrites the rows, as the end of this one does; the list tests fail
-- until it does. This file may run again on the same database (it replaces and rewrites).
alter table contracts add column if not exists list_json text;

create or replace function contract_list_json() returns trigger language plpgsql as $$
begin
  new.list_json := (select left(row_to_json(item)::text, -1) from (select
    new."id" as "id",
    new."user_id" as "userId",
    new."name" as "name",
    new."file_name" as "fileName",
    new."language" as "language",
    new."status" as "status",
    new."source_hash" as "sourceHash",
    new."source_size" as "sourceSize",
    new."converted_path" as "convertedPath",
    new."error_message" as "errorMessage",
    new."current_version" as "currentVersion",
    (case when new."config" = '{}' then '{"contract":null,"crateName":null,"denom":"uatom","targetVersions":{"cosmwasmStd":"2.2"}}'
    when jsonb_typeof(new."config") = 'object' and (new."config" -> 'contract' is null or jsonb_typeof(new."config" -> 'contract') = 'null' or (jsonb_typeof(new."config" -> 'contract') = 'string' and new."config" ->> 'contract' ~ '^[A-Za-z_$][A-Za-z0-9_$]*$' and length(new."config" ->> 'contract') <= 200)) and (new."config" -> 'crateName' is null or jsonb_typeof(new."config" -> 'crateName') = 'null' or (jsonb_typeof(new."config" -> 'crateName') = 'string' and new."config" ->> 'crateName' ~ '^[a-z][a-z0-9_-]*$' and length(new."config" ->> 'crateName') <= 64)) and (new."config" -> 'denom' is null or (jsonb_typeof(new."config" -> 'denom') = 'string' and new."config" ->> 'denom' ~ '^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$')) and (new."config" -> 'targetVersions' is null or (jsonb_typeof(new."config" -> 'targetVersions') = 'object' and coalesce(new."config" -> 'targetVersions' -> 'cosmwasmStd', '"2.2"') = '"2.2"')) then
    '{"contract":' || coalesce(to_json(new."config" ->> 'contract')::text, 'null')
    || ',"crateName":' || coalesce(to_json(new."config" ->> 'crateName')::text, 'null')
    || ',"denom":' || to_json(coalesce(new."config" ->> 'denom', 'uatom'))::text
    || ',"targetVersions":{"cosmwasmStd":"2.2"}}'
    else '{"contract":null,"crateName":null,"denom":"uatom","targetVersions":{"cosmwasmStd":"2.2"}}' end)::json as "config",
    (case when jsonb_typeof(new."diagnostics") = 'null' or new."diagnostics" = '[]' then '[]'
    else regexp_replace(new."diagnostics"::text, '("(?:[^"\\]|\\.)*")|([,:]) ', '\1\2', 'g') end)::json as "diagnostics",
    new."last_job_id" as "lastJobId",
    to_char(new."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
    to_char(new."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt",
    to_char(new."last_activity_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastActivityAt"
  ) as item);
  return new;
end
$$;

drop trigger if exists contracts_list_json on contracts;
create trigger contracts_list_json
  before insert or update on contracts
  for each row execute function contract_list_json();

-- Existing rows, without telling realtime listeners of a change nobody made.
alter table contracts disable trigger contracts_notify_change;
update contracts set list_json = null;
alter table contracts enable trigger contracts_notify_change;
alter table contracts alter column list_json set not null;
