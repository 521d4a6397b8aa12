import {
  type ContractLanguage,
  excessiveNestingMessage,
  type FileValidationStatus,
  findExcessiveNesting,
} from "@contract-platform/api";
import { outlineSolidity } from "./outline-solidity.ts";

export interface ContentIssue {
  status: Exclude<FileValidationStatus, "safe">;
  message: string;
}

export const MAX_LINE_LENGTH = 10_000;

const scriptPatterns: [RegExp, string][] = [
  [/<\s*script\b/i, "<script>"],
  [/javascript\s*:/i, "javascript: URL"],
  [/vbscript\s*:/i, "vbscript: URL"],
  [/data\s*:\s*text\/html/i, "data:text/html URL"],
  [/\bon[a-z]+\s*=\s*["'`]?[^\s"'`]/i, "inline event handler"],
];

/** The text of every comment: `//` and `/* *\/` (all five languages), `#` (Vyper). */
function commentsOf(text: string, language: ContractLanguage): string[] {
  const comments = [...text.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/g)].map((m) => m[0]);
  if (language === "vyper") comments.push(...[...text.matchAll(/#[^\n]*/g)].map((m) => m[0]));
  return comments;
}

/** Drops strings, chars and comments so that braces can be counted (Rust, Yul, Huff). */
function codeOnly(text: string): string {
  return text
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, " ")
    .replace(/r#*"[\s\S]*?"#*/g, '""')
    .replace(/"(?:\\.|[^"\\])*"/g, '""')
    .replace(/'(?:\\.|[^'\\])'/g, "' '");
}

function bracketIssue(text: string): string | null {
  const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
  const stack: { char: string; line: number }[] = [];
  let line = 1;
  for (const char of codeOnly(text)) {
    if (char === "\n") line++;
    else if (char === "(" || char === "[" || char === "{") stack.push({ char, line });
    else if (char in pairs) {
      const open = stack.pop();
      if (!open || open.char !== pairs[char]) return `unexpected '${char}' on line ${line}`;
    }
  }
  const open = stack.pop();
  return open ? `'${open.char}' opened on line ${open.line} is never closed` : null;
}

function parseIssue(text: string, language: ContractLanguage): string | null {
  switch (language) {
    case "solidity": {
      // The parser slows down super-linearly with nesting: deep files are refused unparsed.
      const tooDeep = findExcessiveNesting(text);
      if (tooDeep) return `File does not parse as Solidity: ${excessiveNestingMessage(tooDeep)}`;
      try {
        outlineSolidity(text);
        return null;
      } catch (error) {
        const e = error as {
          message?: string;
          errors?: { message: string; line?: number; column?: number }[];
        };
        const first = e.errors?.[0];
        const where = first?.line ? ` (line ${first.line}, column ${first.column ?? 0})` : "";
        return `File does not parse as Solidity: ${first?.message ?? e.message ?? "syntax error"}${where}`;
      }
    }
    case "rust": {
      const brackets = bracketIssue(text);
      if (brackets) return `File does not parse as Rust: ${brackets}`;
      if (!/\b(fn|use|mod|struct|enum|impl|pub|const|static|trait|type)\b/.test(codeOnly(text))) {
        return "File does not parse as Rust: no items found";
      }
      return null;
    }
    case "yul":
    case "huff": {
      const brackets = bracketIssue(text);
      const name = language === "yul" ? "Yul" : "Huff";
      return brackets ? `File does not parse as ${name}: ${brackets}` : null;
    }
    case "vyper":
      return /^\s*(def|@|event|struct|interface|from|import|#|[A-Za-z_]\w*\s*:)/m.test(text)
        ? null
        : "File does not parse as Vyper: no declarations found";
  }
}

/**
 * Looks inside the file: binary data, invalid UTF-8, script injection in comments, absurd line
 * lengths, and whether it parses as its language. Returns the issues found (none = fine).
 */
export function inspectFileContent(
  content: string | Uint8Array,
  language: ContractLanguage,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  let text: string;
  if (typeof content === "string") {
    text = content;
    if (text.includes("\uFFFD")) {
      issues.push({ status: "suspicious", message: "File is not valid UTF-8 text" });
    }
  } else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(content);
    } catch {
      return [{ status: "malicious", message: "File is not valid UTF-8 text (binary data)" }];
    }
  }
  if (text.includes("\u0000")) {
    return [{ status: "malicious", message: "File contains binary data (NUL bytes)" }];
  }
  if (text.trim().length === 0) {
    return [{ status: "suspicious", message: "File is empty" }];
  }
  for (const comment of commentsOf(text, language)) {
    const found = scriptPatterns.find(([pattern]) => pattern.test(comment));
    if (found) {
      issues.push({
        status: "malicious",
        message: `Script injection in a comment (${found[1]})`,
      });
      break;
    }
  }
  const lines = text.split("\n");
  const longLine = lines.findIndex((line) => line.length > MAX_LINE_LENGTH);
  if (longLine >= 0) {
    issues.push({
      status: "suspicious",
      message: `Line ${longLine + 1} is longer than ${MAX_LINE_LENGTH} characters`,
    });
  }
  const parse = parseIssue(text, language);
  if (parse) issues.push({ status: "suspicious", message: parse });
  return issues;
}
