/** One `import` directive of a Solidity source. */
export interface SolidityImport {
  /** The path as written between the quotes. */
  path: string;
  /** 1-based line and column of the `import` keyword. */
  line: number;
  column: number;
}

const importDirective =
  /\bimport\s*(?:\{[^}]*\}\s*from\s*|\*\s*as\s+[A-Za-z_$][\w$]*\s+from\s*)?(["'])((?:\\.|(?!\1)[^\\\n])*)\1/y;

/**
 * The import directives of a Solidity source, in order: `import "p";`, `import "p" as x;`,
 * `import * as x from "p";` and `import {a, b as c} from "p";`. Comments and string literals are
 * skipped, so a commented-out import or the word in a string does not count. Linear in the length of
 * the source; it never parses, so it works on sources that do not compile.
 */
export function parseSolidityImports(source: string): SolidityImport[] {
  const out: SolidityImport[] = [];
  let line = 1;
  let lineStart = 0;
  const length = source.length;
  for (let i = 0; i < length; i++) {
    const c = source.charCodeAt(i);
    if (c === 10) {
      line++;
      lineStart = i + 1;
    } else if (c === 47 && source.charCodeAt(i + 1) === 47) {
      const end = source.indexOf("\n", i + 2);
      if (end < 0) break;
      i = end - 1;
    } else if (c === 47 && source.charCodeAt(i + 1) === 42) {
      const end = source.indexOf("*/", i + 2);
      const stop = end < 0 ? length : end + 2;
      for (let k = i; k < stop; k++) {
        if (source.charCodeAt(k) === 10) {
          line++;
          lineStart = k + 1;
        }
      }
      i = stop - 1;
    } else if (c === 34 || c === 39) {
      let k = i + 1;
      while (k < length) {
        const d = source.charCodeAt(k);
        if (d === 92) k += 2;
        else if (d === c || d === 10) break;
        else k++;
      }
      i = source.charCodeAt(k) === 10 ? k - 1 : k;
    } else if (c === 105 && source.startsWith("import", i) && !isWordChar(source, i - 1)) {
      importDirective.lastIndex = i;
      const m = importDirective.exec(source);
      if (!m) continue;
      out.push({ path: unescapeQuoted(m[2]), line, column: i - lineStart + 1 });
      for (let k = i; k < importDirective.lastIndex; k++) {
        if (source.charCodeAt(k) === 10) {
          line++;
          lineStart = k + 1;
        }
      }
      i = importDirective.lastIndex - 1;
    }
  }
  return out;
}

function isWordChar(source: string, at: number): boolean {
  return at >= 0 && /[\w$]/.test(source[at]);
}

function unescapeQuoted(text: string): string {
  return text.replace(/\\(.)/g, "$1");
}
