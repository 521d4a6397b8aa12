import { parseSolidity } from "./parse-solidity.ts";

export interface SourceRepair {
  /** The source with unparseable members blanked and missing closers appended. */
  source: string;
  /** What was skipped or added, with 1-based lines of the original text. */
  notes: Array<{ message: string; startLine: number; endLine: number }>;
}

/**
 * Makes a source that does not parse analysable without moving any offset: brackets left open by a
 * truncated file are closed at the end, then every contract member (function, modifier, state
 * variable, struct ...) that does not parse on its own is replaced by spaces (newlines kept). Lines
 * and columns of the remaining code are those of the original, so findings point at the real text.
 */
export function repairSoliditySource(source: string): SourceRepair {
  const notes: SourceRepair["notes"] = [];
  const mask = maskCommentsAndStrings(source);
  let text = source;
  let masked = mask;

  // 1. Close what a truncation left open.
  const open: string[] = [];
  for (const ch of mask) {
    if (ch === "(" || ch === "[" || ch === "{") open.push(ch);
    else if (ch === ")" || ch === "]" || ch === "}") {
      const expected = ch === ")" ? "(" : ch === "]" ? "[" : "{";
      // Drop unmatched inner openers (a `(` never closed inside a block).
      while (open.length > 0 && open[open.length - 1] !== expected) open.pop();
      open.pop();
    }
  }
  if (open.length > 0) {
    const closers = open
      .reverse()
      .map((o) => (o === "(" ? ")" : o === "[" ? "]" : "}"))
      .join("");
    const line = lineAt(source, source.length);
    notes.push({
      message: `The file ends inside ${open.length} unclosed bracket(s); they were closed to analyse the rest.`,
      startLine: line,
      endLine: line,
    });
    text = `${text}\n${closers}\n`;
    masked = `${masked}\n${closers}\n`;
  }

  // 2. Blank every contract member that does not parse by itself.
  const chars = text.split("");
  for (const member of contractMembers(masked)) {
    const body = text.slice(member.start, member.end);
    if (!body.trim()) continue;
    const probe = parseSolidity(`contract __Probe {\n${body}\n}`);
    if (probe.ast && probe.errors.length === 0) continue;
    for (let i = member.start; i < member.end; i++) if (chars[i] !== "\n") chars[i] = " ";
    notes.push({
      message: "This part does not parse and was skipped; the rest of the file was analysed.",
      startLine: lineAt(text, member.start + (body.length - body.trimStart().length)),
      endLine: lineAt(text, Math.max(member.start, member.end - 1)),
    });
  }
  return { source: chars.join(""), notes };
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === "\n") line++;
  return line;
}

/** Same length as the source; comments and string contents become spaces (newlines kept). */
function maskCommentsAndStrings(source: string): string {
  const out = source.split("");
  let i = 0;
  const blank = (from: number, to: number) => {
    for (let k = from; k < to && k < out.length; k++) if (out[k] !== "\n") out[k] = " ";
  };
  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      const stop = end < 0 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (ch === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end < 0 ? source.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== ch && source[j] !== "\n") {
        if (source[j] === "\\") j++;
        j++;
      }
      blank(i + 1, j);
      i = j + 1;
    } else i++;
  }
  return out.join("");
}

/**
 * Member ranges inside each `contract|library|interface ... { }` body of the masked text: a member
 * ends at a `;` at body depth, or at the `}` closing a block opened at body depth (brace depth only).
 */
function contractMembers(masked: string): Array<{ start: number; end: number }> {
  const members: Array<{ start: number; end: number }> = [];
  const header = /\b(contract|library|interface)\s+[A-Za-z_$][\w$]*[^{;]*\{/g;
  for (let m = header.exec(masked); m; m = header.exec(masked)) {
    let depth = 0;
    let start = m.index + m[0].length;
    let i = start;
    for (; i < masked.length; i++) {
      const ch = masked[i];
      // Braces alone delimit members: a `(` left open inside a broken function must not hide them.
      if (ch === "{") depth++;
      else if (ch === "}") {
        if (depth === 0) break;
        depth--;
        if (depth === 0) {
          members.push({ start, end: i + 1 });
          start = i + 1;
        }
      } else if (ch === ";" && depth === 0) {
        members.push({ start, end: i + 1 });
        start = i + 1;
      }
    }
    if (start < i) members.push({ start, end: i });
    header.lastIndex = i;
  }
  return members;
}
