import { excessiveNestingMessage, findExcessiveNesting } from "@contract-platform/api";
import { type ParserError, parse } from "@solidity-parser/parser";
import type { AST } from "./ast-helpers.ts";

export interface ParseOutcome {
  ast: AST.SourceUnit | null;
  errors: Array<{ message: string; line?: number; column?: number }>;
  /** Set when the source was not parsed because it is nested too deeply. */
  tooDeep?: boolean;
}

/**
 * Tolerant parse (any Solidity version); never throws. Source nested deeper than the shared limit
 * is not parsed at all (the parser slows down super-linearly with depth): it comes back as a
 * syntax error at the bracket that went too deep.
 */
export function parseSolidity(source: string): ParseOutcome {
  const tooDeep = findExcessiveNesting(source);
  if (tooDeep) {
    return {
      ast: null,
      errors: [
        { message: excessiveNestingMessage(tooDeep), line: tooDeep.line, column: tooDeep.column },
      ],
      tooDeep: true,
    };
  }
  try {
    const ast = parse(source, { loc: true, range: true, tolerant: true }) as AST.SourceUnit & {
      errors?: Array<{ message: string; line: number; column: number }>;
    };
    if (ast?.type !== "SourceUnit" || !Array.isArray(ast.children)) {
      return { ast: null, errors: [{ message: "the source could not be parsed" }] };
    }
    const errors = (ast.errors ?? []).map((e) => ({
      message: e.message,
      line: e.line,
      column: e.column + 1,
    }));
    return { ast, errors };
  } catch (tolerantError) {
    try {
      parse(source, { loc: true, range: true });
    } catch (strictError) {
      const items = (strictError as ParserError).errors;
      if (Array.isArray(items) && items.length > 0) {
        return {
          ast: null,
          errors: items.map((e) => ({ message: e.message, line: e.line, column: e.column + 1 })),
        };
      }
    }
    return {
      ast: null,
      errors: [{ message: `the source could not be parsed (${(tolerantError as Error).message})` }],
    };
  }
}
