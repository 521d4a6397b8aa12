import { contractConfigSchema } from "@contract-platform/api";
import { type RawBuilder, sql } from "kysely";

/** A timestamptz as `Date#toISOString` writes it (milliseconds, truncated as pg's parser does). */
const isoText = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What toContract answers for a config that does not validate (or is absent): the defaults. */
const defaultConfig = contractConfigSchema.parse({});

/**
 * A stored config as toContract answers it, as JSON text: contractConfigSchema's checks (the same
 * patterns and lengths), its defaults for absent keys, its key order and no other keys; the
 * defaults when anything does not validate. The config tests compare it with the schema.
 */
function configJson(column: string) {
  const config = sql.ref(column);
  const key = (name: string) => sql`${config} -> ${sql.lit(name)}`;
  const text = (name: string) => sql`${config} ->> ${sql.lit(name)}`;
  const nullableName = (name: string, pattern: string, max: number) =>
    sql`(${key(name)} is null or jsonb_typeof(${key(name)}) = 'null' or (jsonb_typeof(${key(name)}) = 'string' and ${text(name)} ~ ${sql.lit(pattern)} and length(${text(name)}) <= ${sql.lit(max)}))`;
  const valid = sql.join(
    [
      sql`jsonb_typeof(${config}) = 'object'`,
      nullableName("contract", "^[A-Za-z_$][A-Za-z0-9_$]*$", 200),
      nullableName("crateName", "^[a-z][a-z0-9_-]*$", 64),
      sql`(${key("denom")} is null or (jsonb_typeof(${key("denom")}) = 'string' and ${text("denom")} ~ ${sql.lit("^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$")}))`,
      sql`(${key("targetVersions")} is null or (jsonb_typeof(${key("targetVersions")}) = 'object' and coalesce(${key("targetVersions")} -> 'cosmwasmStd', '"2.2"') = '"2.2"'))`,
    ],
    sql` and `,
  );
  const jsonText = (value: RawBuilder<unknown>) => sql`coalesce(to_json(${value})::text, 'null')`;
  // The column's default, '{}', answers the defaults without the checks (most contracts).
  return sql<string>`case when ${config} = '{}' then ${sql.lit(JSON.stringify(defaultConfig))}
    when ${valid} then
    '{"contract":' || ${jsonText(text("contract"))}
    || ',"crateName":' || ${jsonText(text("crateName"))}
    || ',"denom":' || to_json(coalesce(${text("denom")}, ${sql.lit(defaultConfig.denom)}))::text
    || ${sql.lit(`,"targetVersions":${JSON.stringify(defaultConfig.targetVersions)}}`)}
    else ${sql.lit(JSON.stringify(defaultConfig))} end`;
}

/**
 * Stored diagnostics as JSON.stringify writes them once parsed: jsonb's text without the space it
 * puts after each `,` and `:` outside strings (the regex skips whole strings). Numbers stay as
 * jsonb writes them, which is what JSON.stringify writes for the integers diagnostics hold.
 */
function diagnosticsJson(column: string) {
  const diagnostics = sql.ref(column);
  return sql<string>`case when jsonb_typeof(${diagnostics}) = 'null' or ${diagnostics} = '[]' then '[]'
    else regexp_replace(${diagnostics}::text, '("(?:[^"\\\\]|\\\\.)*")|([,:]) ', '\\1\\2', 'g') end`;
}

/**
 * One listed contract as the API answers it (toContract with its owner's e-mail), as compact JSON
 * text built by the database, from a row of `contractColumns` and `owner_email` under `alias`.
 * row_to_json writes no whitespace and takes each column's name as its key, in this order.
 */
export function contractJsonSql(alias: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string>`(select row_to_json(item)::text from (select
    ${column("id")} as "id",
    ${column("user_id")} as "userId",
    ${column("name")} as "name",
    ${column("file_name")} as "fileName",
    ${column("language")} as "language",
    ${column("status")} as "status",
    ${column("source_hash")} as "sourceHash",
    ${column("source_size")} as "sourceSize",
    ${column("converted_path")} as "convertedPath",
    ${column("error_message")} as "errorMessage",
    ${column("current_version")} as "currentVersion",
    (${configJson(`${alias}.config`)})::json as "config",
    (${diagnosticsJson(`${alias}.diagnostics`)})::json as "diagnostics",
    ${column("last_job_id")} as "lastJobId",
    ${isoText(`${alias}.created_at`)} as "createdAt",
    ${isoText(`${alias}.updated_at`)} as "updatedAt",
    ${isoText(`${alias}.last_activity_at`)} as "lastActivityAt",
    ${column("owner_email")} as "ownerEmail") as item)`;
}
