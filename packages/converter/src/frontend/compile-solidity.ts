import type { Diagnostic } from "../types.ts";
import type { AstNode } from "./ast.ts";
import { loadSolc } from "./load-solc.ts";
import { lineColumn } from "./source-position.ts";

export { loadSolc } from "./load-solc.ts";

export interface CompiledSource {
  ast: AstNode | null;
  diagnostics: Diagnostic[];
  compilerVersion: string;
}

interface SolcError {
  severity: "error" | "warning" | "info";
  errorCode?: string;
  type?: string;
  message: string;
  sourceLocation?: { start: number; end: number; file: string };
}

/** Type-checks `source` with solc (standard JSON, `ast` output only) and returns its typed AST. */
export function compileSolidity(source: string, fileName: string): CompiledSource {
  const compiler = loadSolc();
  const version = compiler.version().split("+")[0];
  const input = {
    language: "Solidity",
    sources: { [fileName]: { content: source } },
    settings: { outputSelection: { "*": { "": ["ast"] } } },
  };
  let output: { errors?: SolcError[]; sources?: Record<string, { ast: AstNode }> };
  try {
    output = JSON.parse(
      compiler.compile(JSON.stringify(input), {
        import: () => ({ error: "imports are not supported: inline the imported file" }),
      } as never),
    );
  } catch (error) {
    return {
      ast: null,
      compilerVersion: version,
      diagnostics: [
        {
          code: "SOL2CW-E000",
          severity: "error",
          message: `the Solidity compiler failed: ${String(error)}`,
          line: 1,
          column: 1,
        },
      ],
    };
  }
  const diagnostics: Diagnostic[] = [];
  let hasError = false;
  for (const error of output.errors ?? []) {
    if (error.severity === "error") hasError = true;
    // Compiler warnings are the author's business; only errors block the conversion.
    if (error.severity !== "error") continue;
    const start = error.sourceLocation
      ? lineColumn(source, error.sourceLocation.start)
      : { line: 1, column: 1 };
    const end = error.sourceLocation ? lineColumn(source, error.sourceLocation.end) : undefined;
    diagnostics.push({
      code: `SOLC-${error.errorCode ?? "0000"}`,
      severity: "error",
      message: `${error.type ?? "Error"}: ${error.message}`,
      line: start.line,
      column: start.column,
      ...(end ? { endLine: end.line, endColumn: end.column } : {}),
    });
  }
  const ast = hasError ? null : (output.sources?.[fileName]?.ast ?? null);
  return { ast, diagnostics, compilerVersion: version };
}
