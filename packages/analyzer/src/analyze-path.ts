import { existsSync, readFileSync, statSync } from "node:fs";
import { unresolvedImportMessage } from "@contract-platform/api";
import { analyzeCrate } from "./cosmwasm/analyze-crate.ts";
import { isCrateDir, loadCrate } from "./cosmwasm/load-crate.ts";
import type { AnalysisResult } from "./result-schema.ts";
import { analyzeSolidity } from "./solidity/analyze-solidity.ts";
import { analyzeSolidityProject } from "./solidity/analyze-solidity-project.ts";
import { loadSolidityProject } from "./solidity/load-solidity-project.ts";

export class AnalyzerInputError extends Error {}

export interface AnalyzePathOptions {
  typedAst?: boolean;
  detectors?: string[];
  /** A crate's original Solidity, to check its access control survived the conversion. */
  solidityPath?: string;
  /** Analyse even when imports cannot be found (each is an error diagnostic in the result). */
  allowMissingImports?: boolean;
}

/** Analyses a .sol file or a CosmWasm crate directory from disk. Throws AnalyzerInputError for unusable paths. */
export function analyzePath(path: string, options: AnalyzePathOptions = {}): AnalysisResult {
  return analyzePaths([path], options);
}

/**
 * Analyses a crate directory, or a Solidity project: a directory, or one or more `.sol` files, with
 * everything they import (see loadSolidityProject). A lone file that imports nothing is analysed
 * as before, under the path it was given by. Throws AnalyzerInputError for unusable paths and, unless
 * `allowMissingImports`, for imports no file answers.
 */
export function analyzePaths(paths: string[], options: AnalyzePathOptions = {}): AnalysisResult {
  if (paths.length === 0) throw new AnalyzerInputError("no path given");
  for (const path of paths) {
    if (!existsSync(path)) throw new AnalyzerInputError(`${path}: no such file or directory`);
  }
  const [first] = paths;
  if (paths.length === 1 && statSync(first).isDirectory() && isCrateDir(first)) {
    let solidity: { source: string; file: string } | undefined;
    if (options.solidityPath) {
      if (!existsSync(options.solidityPath)) {
        throw new AnalyzerInputError(`${options.solidityPath}: no such file or directory`);
      }
      solidity = { source: readFileSync(options.solidityPath, "utf8"), file: options.solidityPath };
    }
    return analyzeCrate(loadCrate(first), { name: first, detectors: options.detectors, solidity });
  }
  for (const path of paths) {
    if (statSync(path).isDirectory()) continue;
    if (!path.endsWith(".sol"))
      throw new AnalyzerInputError(`${path}: expected a .sol file, a project or a crate directory`);
    if (readFileSync(path).includes(0))
      throw new AnalyzerInputError(`${path}: binary file, not Solidity source`);
  }
  const project = loadSolidityProject(paths);
  if (project.analyse.length === 0)
    throw new AnalyzerInputError(`${paths.join(", ")}: no Solidity files found`);
  if (project.missing.length > 0 && !options.allowMissingImports) {
    const lines = project.missing.slice(0, 20).map(unresolvedImportMessage);
    if (project.missing.length > 20) lines.push(`… and ${project.missing.length - 20} more`);
    throw new AnalyzerInputError(
      `${lines.join("\n")}\nImports are resolved from ${project.root}: relative paths, remappings (remappings.txt, foundry.toml, lib/<name>), then node_modules. Install the dependency (npm install, forge install) or add a remapping; --allow-missing-imports analyses without it.`,
    );
  }
  const { typedAst, detectors } = options;
  if (
    paths.length === 1 &&
    !statSync(first).isDirectory() &&
    project.files.length === 1 &&
    project.missing.length === 0
  ) {
    return analyzeSolidity(project.files[0].content, { file: first, typedAst, detectors });
  }
  return analyzeSolidityProject(project.files, {
    name: paths.length === 1 ? first : project.root,
    analyse: project.analyse,
    remappings: project.remappings,
    typedAst,
    detectors,
  });
}
