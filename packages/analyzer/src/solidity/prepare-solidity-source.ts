import type { Diagnostic } from "../result-schema.ts";
import type { AST } from "./ast-helpers.ts";
import { parseSolidity } from "./parse-solidity.ts";
import { repairSoliditySource } from "./repair-solidity-source.ts";

/** A source parsed for analysis, with what the parser had to say about it. */
export interface PreparedSource {
  file: string;
  source: string;
  /** The text the syntax tree was built from: the source, or its repaired copy (same offsets). */
  analysed: string;
  ast: AST.SourceUnit | null;
  /** Syntax errors remain (recovered or not), or the source had to be repaired. */
  broken: boolean;
  diagnostics: Diagnostic[];
}

/**
 * Parses a source tolerantly. Truncated or partly broken files are repaired so what still parses is
 * analysed at its original positions (ADR 46); the diagnostics say what was skipped. Never throws.
 */
export function prepareSoliditySource(file: string, source: string): PreparedSource {
  const diagnostics: Diagnostic[] = [];
  const at = (line: number | undefined, column: number | undefined) => ({
    file,
    startLine: line ?? 1,
    startColumn: column ?? 1,
    endLine: line ?? 1,
    endColumn: column ?? 1,
  });
  let parsed = parseSolidity(source);
  let analysed = source;
  let repaired = false;
  if (parsed.tooDeep) {
    // The deep part is skipped by the repair below; say why first.
    const [e] = parsed.errors;
    diagnostics.push({
      level: "error",
      source: "parser",
      message: e.message,
      location: at(e.line, e.column),
    });
  }
  if (!parsed.ast) {
    const repair = repairSoliditySource(source);
    const reparsed = repair.notes.length > 0 ? parseSolidity(repair.source) : parsed;
    if (reparsed.ast) {
      diagnostics.push({
        level: "error",
        source: "parser",
        message:
          "Syntax error: the file does not parse as a whole; the parts reported below were skipped or completed and the rest was analysed.",
      });
      for (const note of repair.notes) {
        diagnostics.push({
          level: "warning",
          source: "parser",
          message: note.message,
          location: { ...at(note.startLine, 1), endLine: note.endLine },
        });
      }
      parsed = { ast: reparsed.ast, errors: reparsed.errors };
      analysed = repair.source;
      repaired = true;
    }
  }
  for (const e of parsed.tooDeep ? [] : parsed.errors) {
    diagnostics.push({
      level: parsed.ast ? "warning" : "error",
      source: "parser",
      message: parsed.ast ? `Syntax error (recovered): ${e.message}` : `Syntax error: ${e.message}`,
      location: e.line ? at(e.line, e.column) : undefined,
    });
  }
  if (!parsed.ast) {
    diagnostics.push({
      level: "error",
      source: "parser",
      message:
        "The file could not be parsed; only text-level checks ran. Fix the syntax errors for a full analysis.",
    });
  }
  return {
    file,
    source,
    analysed,
    ast: parsed.ast,
    broken: repaired || parsed.errors.length > 0,
    diagnostics,
  };
}
