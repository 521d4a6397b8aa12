import { existsSync, readFileSync, statSync } from "node:fs";
import { analyzeCrate } from "./cosmwasm/analyze-crate.ts";
import { isCrateDir, loadCrate } from "./cosmwasm/load-crate.ts";
import type { AnalysisResult } from "./result-schema.ts";
import { analyzeSolidity } from "./solidity/analyze-solidity.ts";

export class AnalyzerInputError extends Error {}

/** Analyses a .sol file or a CosmWasm crate directory from disk. Throws AnalyzerInputError for unusable paths. */
export function analyzePath(
  path: string,
  options: { typedAst?: boolean; detectors?: string[]; solidityPath?: string } = {},
): AnalysisResult {
  if (!existsSync(path)) throw new AnalyzerInputError(`${path}: no such file or directory`);
  const stat = statSync(path);
  if (stat.isDirectory()) {
    if (!isCrateDir(path))
      throw new AnalyzerInputError(`${path}: not a crate directory (expected Cargo.toml and src/)`);
    let solidity: { source: string; file: string } | undefined;
    if (options.solidityPath) {
      if (!existsSync(options.solidityPath)) {
        throw new AnalyzerInputError(`${options.solidityPath}: no such file or directory`);
      }
      solidity = { source: readFileSync(options.solidityPath, "utf8"), file: options.solidityPath };
    }
    return analyzeCrate(loadCrate(path), { name: path, detectors: options.detectors, solidity });
  }
  if (!path.endsWith(".sol"))
    throw new AnalyzerInputError(`${path}: expected a .sol file or a crate directory`);
  const buffer = readFileSync(path);
  if (buffer.includes(0)) throw new AnalyzerInputError(`${path}: binary file, not Solidity source`);
  return analyzeSolidity(buffer.toString("utf8"), { file: path, ...options });
}
