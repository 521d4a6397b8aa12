import type { Diagnostic } from "../types.ts";
import type { AstNode } from "./ast.ts";
import { loadSolc } from "./load-solc.ts";
import { relaxVersionPragma } from "./relax-pragma.ts";
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
  const compiled = compileOnce(source, fileName);
  // pinned to another 0.8 compiler (`pragma solidity 0.8.26;`): checked with the bundled one
  const versionOnly =
    !compiled.ast &&
    compiled.diagnostics.length > 0 &&
    compiled.diagnostics.every((d) => d.code === "SOLC-5333");
  const relaxed = versionOnly ? relaxVersionPragma(source, compiled.compilerVersion) : null;
  if (!relaxed) return compiled;
  const retry = compileOnce(relaxed.source, fileName);
  if (!retry.ast) return compiled;
  const at = lineColumn(source, relaxed.offset);
  retry.diagnostics.unshift({
    code: "SOL2CW-W007",
    severity: "warning",
    message: `the file asks for solc ${relaxed.requirement}; it was checked with the bundled ${compiled.compilerVersion}, which gives 0.8 code the same meaning`,
    line: at.line,
    column: at.column,
  });
  return retry;
}

function compileOnce(source: string, fileName: string): CompiledSource {
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
