import type { Diagnostic } from "../types.ts";
import type { AstNode } from "./ast.ts";
import { loadSolc } from "./load-solc.ts";
import { mergeSourceUnits, type SourceSegment } from "./merge-source-units.ts";
import { relaxVersionPragma } from "./relax-pragma.ts";
import { lineColumn } from "./source-position.ts";

export { loadSolc } from "./load-solc.ts";

export interface CompiledSource {
  /**
   * The main file's source unit. In a project its `nodes` are preceded by the declarations of every
   * file it imports (directly or not), and every `src` points into `text`.
   */
  ast: AstNode | null;
  diagnostics: Diagnostic[];
  compilerVersion: string;
  /** The text `src` offsets point into: the main file, then (in a project) each imported file. */
  text: string;
  /** Where each file starts in `text` (the main file first, at 0). */
  segments: SourceSegment[];
}

/** The other files of a project, by source unit name, and the remappings that name them. */
export interface ProjectSources {
  sources: Record<string, string>;
  remappings?: string[];
}

interface SolcError {
  severity: "error" | "warning" | "info";
  errorCode?: string;
  type?: string;
  message: string;
  sourceLocation?: { start: number; end: number; file: string };
}

/**
 * Type-checks `source` with solc (standard JSON, `ast` output only) and returns its typed AST.
 * With `project`, the files it imports are compiled with it (solc resolves the imports among
 * them; an import of anything else is an error naming it).
 */
export function compileSolidity(
  source: string,
  fileName: string,
  project?: ProjectSources,
): CompiledSource {
  const others = Object.entries(project?.sources ?? {}).filter(([name]) => name !== fileName);
  const compiled = compileOnce(source, fileName, others, project?.remappings ?? []);
  // pinned to another 0.8 compiler (`pragma solidity 0.8.26;`): checked with the bundled one
  const versionOnly =
    !compiled.ast &&
    compiled.diagnostics.length > 0 &&
    compiled.diagnostics.every((d) => d.code === "SOLC-5333");
  const relaxed = versionOnly ? relaxVersionPragma(source, compiled.compilerVersion) : null;
  if (!relaxed && !(versionOnly && others.length > 0)) return compiled;
  const relaxedOthers = others.map(([name, text]): [string, string] => [
    name,
    relaxVersionPragma(text, compiled.compilerVersion)?.source ?? text,
  ]);
  const retry = compileOnce(
    relaxed?.source ?? source,
    fileName,
    relaxedOthers,
    project?.remappings ?? [],
  );
  if (!retry.ast) return compiled;
  const at = lineColumn(source, relaxed?.offset ?? 0);
  retry.diagnostics.unshift({
    code: "SOL2CW-W007",
    severity: "warning",
    message: `the ${relaxed ? "file asks" : "files it imports ask"} for solc ${relaxed?.requirement ?? "another 0.8 version"}; it was checked with the bundled ${compiled.compilerVersion}, which gives 0.8 code the same meaning`,
    line: relaxed ? at.line : 1,
    column: relaxed ? at.column : 1,
  });
  return retry;
}

function compileOnce(
  source: string,
  fileName: string,
  others: Array<[string, string]>,
  remappings: string[],
): CompiledSource {
  const compiler = loadSolc();
  const version = compiler.version().split("+")[0];
  const texts = new Map<string, string>([[fileName, source], ...others]);
  const input = {
    language: "Solidity",
    sources: Object.fromEntries([...texts].map(([name, content]) => [name, { content }])),
    settings: { remappings, outputSelection: { "*": { "": ["ast"] } } },
  };
  const single = { text: source, segments: [{ file: fileName, start: 0, text: source }] };
  let output: { errors?: SolcError[]; sources?: Record<string, { id: number; ast: AstNode }> };
  try {
    output = JSON.parse(
      compiler.compile(JSON.stringify(input), {
        import: (path: string) => ({
          error:
            others.length > 0
              ? `"${path}" is not among the project's files`
              : "imports are not supported: inline the imported file",
        }),
      } as never),
    );
  } catch (error) {
    return {
      ast: null,
      compilerVersion: version,
      ...single,
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
    const file = error.sourceLocation?.file;
    const text = (file !== undefined && texts.get(file)) || source;
    const start = error.sourceLocation
      ? lineColumn(text, error.sourceLocation.start)
      : { line: 1, column: 1 };
    const end = error.sourceLocation ? lineColumn(text, error.sourceLocation.end) : undefined;
    diagnostics.push({
      code: `SOLC-${error.errorCode ?? "0000"}`,
      severity: "error",
      message: `${error.type ?? "Error"}: ${error.message}`,
      line: start.line,
      column: start.column,
      ...(end ? { endLine: end.line, endColumn: end.column } : {}),
      ...(file !== undefined && file !== fileName ? { file } : {}),
    });
  }
  const main = hasError ? null : (output.sources?.[fileName]?.ast ?? null);
  if (!main || others.length === 0 || !output.sources) {
    return { ast: main, diagnostics, compilerVersion: version, ...single };
  }
  const merged = mergeSourceUnits(fileName, output.sources, texts);
  return { diagnostics, compilerVersion: version, ...merged };
}
