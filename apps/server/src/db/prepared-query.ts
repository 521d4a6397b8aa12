import type { Compilable, CompiledQuery } from "kysely";
import type { Db } from "./create-database.ts";
import { markStatement } from "./named-statement.ts";

const placeholderKey = Symbol("placeholder");
type Placeholder = { [placeholderKey]: string };

const isPlaceholder = (value: unknown): value is Placeholder =>
  typeof value === "object" && value !== null && placeholderKey in value;

/**
 * A query built and compiled by Kysely once per database object, then run with each call's values,
 * as a named prepared statement on PostgreSQL (markStatement): no query building, compiling,
 * parsing or planning per call. `build` writes the query with `param(key)` where a value goes;
 * the values' keys are the params'. Only values vary between calls, never the query's shape: a
 * query whose clauses depend on the input needs one prepared query (and name) per shape.
 */
export function preparedQuery<Values extends object, Row>(
  name: string,
  build: (db: Db, param: <K extends keyof Values & string>(key: K) => Values[K]) => Compilable<Row>,
): (db: Db, values: Values) => Promise<Row[]> {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  const param = (key: string) => ({ [placeholderKey]: key }) as never;
  return async (db, values) => {
    let template = compiled.get(db);
    if (!template) {
      const query = build(db, param).compile();
      template = { ...query, sql: markStatement(name, query.sql) };
      compiled.set(db, template);
    }
    // The same query (tree and id, so plugins see each run as that query), this call's values.
    const parameters = template.parameters.map((slot) =>
      isPlaceholder(slot) ? values[slot[placeholderKey] as keyof Values] : slot,
    );
    const result = await db.executeQuery<Row>({ ...template, parameters });
    return result.rows;
  };
}
