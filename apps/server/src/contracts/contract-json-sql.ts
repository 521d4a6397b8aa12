import { sql } from "kysely";

/**
 * One listed contract as the API answers it (toContract with its owner's e-mail), as compact JSON
 * text, from `list_json` and `owner_email` under `alias`. `list_json` holds the contract's JSON up
 * to its closing brace, written with the row by the contract_list_json() trigger (migrations/0052,
 * ADR 106); the owner's e-mail comes last, as toContract's callers add it.
 */
export function contractJsonSql(alias: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string>`${column("list_json")} || ',"ownerEmail":' || coalesce(to_json(${column("owner_email")})::text, 'null') || '}'`;
}
