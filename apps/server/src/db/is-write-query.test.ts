import { describe, expect, it } from "vitest";
import { isWriteQuery } from "./is-write-query.ts";

describe("isWriteQuery", () => {
  it.each([
    'select "id" from "contracts" where "user_id" = $1',
    "  SELECT 1",
    '/* statement contracts_list_own */ with "caller" as (select 1) select "updated_at" from "contracts"',
    "select pg_notify($1, $2)",
  ])("reads: %s", (sql) => expect(isWriteQuery(sql)).toBe(false));

  it.each([
    'insert into "contracts" ("name") values ($1)',
    'update "users" set "role" = $1',
    'delete from "user_sessions" where "id" = $1',
    'with "gone" as (delete from "jobs" returning "id") select count(*) from "gone"',
    '/* statement claim */ select "id" from "jobs" for update skip locked',
    "begin",
    "commit",
    "truncate contracts",
    "create table t (id int)",
    'merge into "t" using "s" on true when matched then do nothing',
  ])("may write: %s", (sql) => expect(isWriteQuery(sql)).toBe(true));
});
