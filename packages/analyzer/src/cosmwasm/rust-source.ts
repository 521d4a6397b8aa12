import { SourceText } from "../solidity/ast-helpers.ts";

export interface RustFunction {
  name: string;
  file: RustFile;
  /** Offset of `fn`. */
  start: number;
  /** Offsets of the body braces (inclusive). */
  bodyStart: number;
  bodyEnd: number;
  params: string;
  line: number;
  isTest: boolean;
}

/** A Rust file with comments and string contents blanked out (same offsets), for token-level scanning. */
export class RustFile {
  readonly text: SourceText;
  readonly masked: string;
  readonly testLines = new Set<number>();
  readonly functions: RustFunction[] = [];

  constructor(
    readonly path: string,
    readonly source: string,
  ) {
    this.text = new SourceText(path, source);
    this.masked = maskRust(source);
    this.findTestRegions();
    this.findFunctions();
  }

  lineOf(offset: number): number {
    return this.text.position(offset).line;
  }

  isTestOffset(offset: number): boolean {
    return this.testLines.has(this.lineOf(offset));
  }

  /** Masked text of a function body. */
  body(fn: RustFunction): string {
    return this.masked.slice(fn.bodyStart, fn.bodyEnd + 1);
  }

  /** Matches of a pattern outside test code, with their 1-based line. */
  matches(
    pattern: RegExp,
    within?: RustFunction,
  ): Array<{ index: number; line: number; match: RegExpExecArray }> {
    const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
    const re = new RegExp(pattern.source, flags);
    const from = within ? within.bodyStart : 0;
    const text = within ? this.body(within) : this.masked;
    const out: Array<{ index: number; line: number; match: RegExpExecArray }> = [];
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const index = from + m.index;
      if (m[0].length === 0) re.lastIndex++;
      if (this.isTestOffset(index)) continue;
      out.push({ index, line: this.lineOf(index), match: m });
    }
    return out;
  }

  private findTestRegions() {
    const re = /#\[cfg\(test\)\]\s*(pub\s+)?mod\s+\w+\s*\{|#\[test\]/g;
    for (let m = re.exec(this.masked); m; m = re.exec(this.masked)) {
      const open = this.masked.indexOf(
        "{",
        m.index + (m[0].startsWith("#[test]") ? 0 : m[0].length - 1),
      );
      if (open < 0) continue;
      const close = matchBrace(this.masked, open);
      for (let l = this.lineOf(m.index); l <= this.lineOf(close); l++) this.testLines.add(l);
    }
  }

  private findFunctions() {
    const re = /\bfn\s+([A-Za-z_]\w*)\s*(<[^>{]*>)?\s*\(/g;
    for (let m = re.exec(this.masked); m; m = re.exec(this.masked)) {
      const paramsStart = m.index + m[0].length - 1;
      const paramsEnd = matchParen(this.masked, paramsStart);
      const open = this.masked.indexOf("{", paramsEnd);
      const semi = this.masked.indexOf(";", paramsEnd);
      if (open < 0 || (semi >= 0 && semi < open)) continue;
      const close = matchBrace(this.masked, open);
      this.functions.push({
        name: m[1],
        file: this,
        start: m.index,
        bodyStart: open,
        bodyEnd: close,
        params: this.masked.slice(paramsStart + 1, paramsEnd),
        line: this.lineOf(m.index),
        isTest: this.isTestOffset(m.index),
      });
    }
  }
}

export function matchBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return text.length - 1;
}

function matchParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return text.length - 1;
}

/** Replaces comments and the contents of string/char literals with spaces, keeping newlines. */
export function maskRust(source: string): string {
  const out = source.split("");
  const blank = (from: number, to: number) => {
    for (let k = from; k < to && k < out.length; k++) if (out[k] !== "\n") out[k] = " ";
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      const stop = end < 0 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === "/" && next === "*") {
      let depth = 1;
      let j = i + 2;
      while (j < source.length && depth > 0) {
        if (source[j] === "/" && source[j + 1] === "*") {
          depth++;
          j += 2;
        } else if (source[j] === "*" && source[j + 1] === "/") {
          depth--;
          j += 2;
        } else j++;
      }
      blank(i, j);
      i = j;
    } else if (c === "r" && (next === '"' || next === "#") && !/\w/.test(source[i - 1] ?? "")) {
      const m = /^r(#*)"/.exec(source.slice(i, i + 10));
      if (!m) {
        i++;
        continue;
      }
      const terminator = `"${m[1]}`;
      const end = source.indexOf(terminator, i + m[0].length);
      const stop = end < 0 ? source.length : end;
      blank(i + m[0].length, stop);
      i = stop + terminator.length;
    } else if (c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== '"') j += source[j] === "\\" ? 2 : 1;
      blank(i + 1, j);
      i = j + 1;
    } else if (c === "'") {
      const m =
        /^'(\\.|[^\\'\n])'/.exec(source.slice(i, i + 4)) ??
        /^'\\u\{[0-9a-fA-F]+\}'/.exec(source.slice(i, i + 12));
      if (m) {
        blank(i + 1, i + m[0].length - 1);
        i += m[0].length;
      } else i++;
    } else i++;
  }
  return out.join("");
}
