import type { DetectorInfo, Location } from "../result-schema.ts";
import { SourceText } from "../solidity/ast-helpers.ts";
import type { CrateFile } from "./load-crate.ts";
import { RustFile, type RustFunction } from "./rust-source.ts";

export interface CrateContext {
  name: string;
  cargo: { path: string; content: string; text: SourceText } | null;
  /** The workspace root manifest (`../Cargo.toml`) when the crate is a workspace member. */
  workspaceCargo: { path: string; content: string; text: SourceText } | null;
  /** Contract sources (schema generators under src/bin and schema.rs excluded). */
  files: RustFile[];
  functions: RustFunction[];
  /** Execute handlers: functions receiving MessageInfo other than instantiate/execute, or execute itself. */
  handlers: RustFunction[];
  /** Entry points of the original Solidity that were access-restricted (when the source is given). */
  solidityRestricted: Array<{ contract: string; name: string; guard: string }>;
  entry: Partial<
    Record<"instantiate" | "execute" | "query" | "migrate" | "sudo" | "reply", RustFunction>
  >;
}

export interface CrateOccurrence {
  location: Location;
  message: string;
  related?: Array<Location & { message: string }>;
  severity?: DetectorInfo["severity"];
}

export interface CrateDetector {
  info: DetectorInfo;
  detect(ctx: CrateContext): CrateOccurrence[];
}

export function crateRule(
  info: Omit<DetectorInfo, "language" | "category"> & { category?: DetectorInfo["category"] },
  detect: (ctx: CrateContext) => CrateOccurrence[],
): CrateDetector {
  return { info: { category: "security", ...info, language: "cosmwasm" }, detect };
}

export function buildCrateContext(
  name: string,
  files: CrateFile[],
  solidityRestricted: CrateContext["solidityRestricted"] = [],
): CrateContext {
  const cargoFile = files.find((f) => f.path === "Cargo.toml");
  const workspaceFile = files.find((f) => /^(\.\.\/)+Cargo\.toml$/.test(f.path));
  // Modules declared `#[cfg(test)] mod name;` live in their own files: they are test code.
  const testModules = new Set<string>();
  for (const f of files) {
    for (const m of f.content.matchAll(
      /#\[cfg\(test\)\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;/g,
    ))
      testModules.add(m[1]);
  }
  const isTestFile = (path: string) => {
    const name = path.replace(/^src\//, "").replace(/(\/mod)?\.rs$/, "");
    return (
      testModules.has(name.split("/").pop() ?? name) ||
      /(^|\/)(tests?|testing)(\/|$)|_tests?$/.test(name)
    );
  };
  const rustFiles = files
    .filter(
      (f) =>
        f.path.endsWith(".rs") &&
        !/(^|\/)bin\//.test(f.path) &&
        !/(^|\/)schema\.rs$/.test(f.path) &&
        !isTestFile(f.path),
    )
    .map((f) => new RustFile(f.path, f.content));
  const functions = rustFiles.flatMap((f) => f.functions.filter((fn) => !fn.isTest));
  const entry: CrateContext["entry"] = {};
  for (const fn of functions) {
    if (
      /^(instantiate|execute|query|migrate|sudo|reply)$/.test(fn.name) &&
      /\bDeps(Mut)?\b/.test(fn.params)
    ) {
      entry[fn.name as keyof CrateContext["entry"]] ??= fn;
    }
  }
  let handlers = functions.filter(
    (fn) =>
      /:\s*MessageInfo\b/.test(fn.params) && fn.name !== "instantiate" && fn.name !== "execute",
  );
  if (handlers.length === 0 && entry.execute) handlers = [entry.execute];
  return {
    name,
    cargo: cargoFile
      ? {
          path: cargoFile.path,
          content: cargoFile.content,
          text: new SourceText(cargoFile.path, cargoFile.content),
        }
      : null,
    workspaceCargo: workspaceFile
      ? {
          path: workspaceFile.path,
          content: workspaceFile.content,
          text: new SourceText(workspaceFile.path, workspaceFile.content),
        }
      : null,
    files: rustFiles,
    functions,
    handlers,
    entry,
    solidityRestricted,
  };
}

export function fnLocation(fn: RustFunction): Location {
  return fn.file.text.lineLocation(
    fn.line,
    fn.file.text.position(fn.start).column,
    `fn ${fn.name}`.length,
  );
}

export function offsetLocation(file: RustFile, index: number, length: number): Location {
  const pos = file.text.position(index);
  return file.text.lineLocation(pos.line, pos.column, Math.max(1, length));
}

/** The masked statement starting at an offset: up to the `;` (or closing brace) at the same nesting. */
export function statementAt(file: RustFile, index: number): string {
  let depth = 0;
  const text = file.masked;
  for (let i = index; i < text.length; i++) {
    const c = text[i];
    if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") {
      depth--;
      if (depth < 0) return text.slice(index, i);
    } else if (c === ";" && depth <= 0) return text.slice(index, i);
  }
  return text.slice(index);
}

/** Start of the statement containing an offset (after the previous `;`, `{` or `}`). */
export function statementStart(file: RustFile, index: number): number {
  for (let i = index - 1; i >= 0; i--) {
    const c = file.masked[i];
    if (c === ";" || c === "{" || c === "}") return i + 1;
  }
  return 0;
}
