const statementName = /^[a-z0-9_]{1,63}$/;
const marker = /^\/\* statement ([a-z0-9_]{1,63}) \*\/ /;

/**
 * The query text marked to run as a named prepared statement on PostgreSQL: the database parses
 * and plans it once per connection instead of on every call (NamedStatementClient in
 * create-database.ts reads the mark). The mark is a comment, so PGlite and any other client run
 * the same text unchanged. One name must always carry the same text (pg refuses otherwise).
 */
export function markStatement(name: string, sql: string): string {
  if (!statementName.test(name)) throw new Error(`Not a statement name: ${name}`);
  return `/* statement ${name} */ ${sql}`;
}

/** The statement name markStatement put on this query text, or undefined. */
export function statementNameOf(text: string): string | undefined {
  return marker.exec(text)?.[1];
}
