import type { KyselyPlugin } from "kysely";

/**
 * A Kysely plugin recording each query run, as its operation tree in JSON (queryId ties a result
 * to its query; transformQuery alone would also see each subquery's builder, and a prepared query
 * is built once but run many times). `reading(table)` gives the recorded queries that name the
 * table; `clear()` starts over.
 */
export function createQueryRecorder() {
  const built = new Map<unknown, string>();
  let executed: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      built.set(args.queryId, JSON.stringify(args.node));
      return args.node;
    },
    transformResult: async (args) => {
      executed.push(built.get(args.queryId) ?? "");
      return args.result;
    },
  };
  return {
    plugin,
    reading: (table: string) => executed.filter((q) => q.includes(`"name":"${table}"`)),
    clear: () => {
      executed = [];
    },
  };
}
