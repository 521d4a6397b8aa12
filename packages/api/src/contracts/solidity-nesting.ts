/**
 * Deepest nesting of brackets — `(`, `[` and `{` together — that Solidity input may have. Parsing
 * time grows super-linearly with nesting (the ANTLR parser behind @solidity-parser/parser takes
 * about 2 s for 100 nested parentheses), and so does rustfmt on the code converted from it, while
 * real contracts stay below 10 levels. Upload validation, the converter and the analyzer refuse
 * deeper input before parsing it (ADR 0100).
 */
export const MAX_SOLIDITY_NESTING_DEPTH = 32;

export interface ExcessiveNesting {
  /** The limit that was exceeded. */
  limit: number;
  /** 1-based line and column of the bracket that went past the limit. */
  line: number;
  column: number;
}

const OPEN = new Set([40, 91, 123]); // ( [ {
const CLOSE = new Set([41, 93, 125]); // ) ] }

/**
 * Scans the source once (linear time, no parsing) and returns where bracket nesting first goes
 * deeper than `limit`, or null. Brackets inside comments and string literals do not count; a
 * string ends at its closing quote or at the end of its line, as in Solidity.
 */
export function findExcessiveNesting(
  source: string,
  limit: number = MAX_SOLIDITY_NESTING_DEPTH,
): ExcessiveNesting | null {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  const length = source.length;
  for (let i = 0; i < length; i++) {
    const code = source.charCodeAt(i);
    if (code === 10) {
      line++;
      lineStart = i + 1;
    } else if (code === 47 && source.charCodeAt(i + 1) === 47) {
      // line comment
      const end = source.indexOf("\n", i + 2);
      if (end < 0) return null;
      i = end - 1;
    } else if (code === 47 && source.charCodeAt(i + 1) === 42) {
      // block comment: count the lines it spans
      const end = source.indexOf("*/", i + 2);
      if (end < 0) return null;
      let newline = source.indexOf("\n", i + 2);
      while (newline >= 0 && newline < end) {
        line++;
        lineStart = newline + 1;
        newline = source.indexOf("\n", newline + 1);
      }
      i = end + 1;
    } else if (code === 34 || code === 39) {
      // string literal: up to the same quote, skipping escapes, never past the line's end
      let j = i + 1;
      while (j < length) {
        const c = source.charCodeAt(j);
        if (c === code || c === 10) break;
        j += c === 92 && source.charCodeAt(j + 1) !== 10 ? 2 : 1;
      }
      i = j < length && source.charCodeAt(j) === 10 ? j - 1 : j;
    } else if (OPEN.has(code)) {
      depth++;
      if (depth > limit) return { limit, line, column: i - lineStart + 1 };
    } else if (CLOSE.has(code)) {
      if (depth > 0) depth--;
    }
  }
  return null;
}

/** The message every part uses for input nested too deeply. */
export function excessiveNestingMessage(found: ExcessiveNesting): string {
  return `Brackets are nested more than ${found.limit} levels deep (line ${found.line}, column ${found.column}); split the expression or block into smaller parts`;
}
