import { parseSolidityImports } from "./parse-solidity-imports.ts";
import { resolveImportPath } from "./resolve-import-path.ts";
import type { SolidityRemapping } from "./solidity-remappings.ts";

/** A Solidity source under its source unit name (the path solc knows it by). */
export interface SolidityProjectFile {
  path: string;
  content: string;
}

/** An import no file answers to. */
export interface UnresolvedImport {
  /** The importing file's unit name, and where the directive is. */
  importer: string;
  line: number;
  column: number;
  /** The path as written, and the unit name it resolved to. */
  path: string;
  unit: string;
}

export interface CollectedSolidityProject {
  /** The entry files first, then every file they import, directly or not. */
  files: SolidityProjectFile[];
  /** Every import resolved: importer unit name → imported unit names. */
  imports: Map<string, string[]>;
  missing: UnresolvedImport[];
}

/**
 * Follows the imports of the entry files, as solc would, through `read` (unit name → content, or
 * undefined when there is no such file). Each file is read once; cycles are fine.
 */
export function collectSolidityProject(options: {
  entries: readonly string[];
  read: (unit: string) => string | undefined;
  remappings?: readonly SolidityRemapping[];
}): CollectedSolidityProject {
  const files: SolidityProjectFile[] = [];
  const imports = new Map<string, string[]>();
  const missing: UnresolvedImport[] = [];
  const known = new Map<string, string | undefined>();
  const queue: string[] = [];
  const load = (unit: string): boolean => {
    if (!known.has(unit)) {
      const content = options.read(unit);
      known.set(unit, content);
      if (content !== undefined) {
        files.push({ path: unit, content });
        queue.push(unit);
      }
    }
    return known.get(unit) !== undefined;
  };
  for (const entry of options.entries) {
    if (!load(entry))
      missing.push({ importer: entry, line: 1, column: 1, path: entry, unit: entry });
  }
  while (queue.length > 0) {
    const unit = queue.shift() as string;
    const content = known.get(unit) as string;
    const resolved: string[] = [];
    for (const directive of parseSolidityImports(content)) {
      const target = resolveImportPath(unit, directive.path, options.remappings);
      if (load(target)) {
        if (!resolved.includes(target)) resolved.push(target);
      } else {
        missing.push({
          importer: unit,
          line: directive.line,
          column: directive.column,
          path: directive.path,
          unit: target,
        });
      }
    }
    imports.set(unit, resolved);
  }
  return { files, imports, missing };
}

/** `contracts/Token.sol:3:1: import "@oz/ERC20.sol" not found` (the unit name when it differs). */
export function unresolvedImportMessage(missing: UnresolvedImport): string {
  const resolved = missing.unit !== missing.path ? ` (resolved to ${missing.unit})` : "";
  return `${missing.importer}:${missing.line}:${missing.column}: import "${missing.path}"${resolved} not found`;
}
