/** A leading `/* … *\/` comment (markStatement's), then SELECT or WITH. */
const readOnlyStart = /^\s*(?:\/\*[\s\S]*?\*\/\s*)?(?:select|with)\b/i;
const changingKeyword = /\b(?:insert|update|delete|merge|truncate)\b/i;

/**
 * Whether a statement may change rows, judged from its text: anything but a SELECT (or WITH …
 * SELECT) free of data-changing keywords. It errs towards "may change" (`select … for update`,
 * BEGIN and COMMIT count as changes), never the other way.
 */
export function isWriteQuery(sql: string): boolean {
  return !readOnlyStart.test(sql) || changingKeyword.test(sql);
}
