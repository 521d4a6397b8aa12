import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { loadSolc } from "../frontend/load-solc.ts";
import { relaxVersionPragma } from "../frontend/relax-pragma.ts";
import type { AbiEntry } from "./abi-types.ts";

export interface CompiledContract {
  name: string;
  /** Source unit (absolute path) that declares the contract. */
  source: string;
  abi: AbiEntry[];
  /** Creation bytecode as 0x hex; "0x" for abstract contracts and interfaces. */
  bytecode: string;
  /** True when the bytecode still holds library placeholders. */
  needsLinking: boolean;
}

export interface CompileOutput {
  /** Every contract of the file and its imports, main file's contracts first. */
  contracts: CompiledContract[];
  errors: string[];
}

/** The bundled compiler, shared with the converter's front end. */
export { loadSolc };

const cache = new Map<string, CompileOutput>();

function findImport(path: string, fromDir: string): { contents: string } | { error: string } {
  const candidates = isAbsolute(path)
    ? [path]
    : [resolve(fromDir, path), ...nodeModulesCandidates(fromDir, path)];
  for (const candidate of candidates) {
    if (existsSync(candidate)) return { contents: readFileSync(candidate, "utf8") };
  }
  return { error: `file not found: ${path}` };
}

function nodeModulesCandidates(fromDir: string, path: string): string[] {
  const out: string[] = [];
  let dir = fromDir;
  for (;;) {
    out.push(join(dir, "node_modules", path));
    const parent = dirname(dir);
    if (parent === dir) return out;
    dir = parent;
  }
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string; errorCode?: string }[];
  contracts?: Record<
    string,
    Record<
      string,
      { abi: AbiEntry[]; evm?: { bytecode?: { object: string; linkReferences?: object } } }
    >
  >;
}

/**
 * Compiles a Solidity file the way scenarios require (optimizer off, evmVersion cancun) and
 * returns ABI and creation bytecode of every contract. Results are cached per path and content.
 */
export function compileSolidity(path: string): CompileOutput {
  const file = resolve(path);
  const source = readFileSync(file, "utf8");
  const key = `${file}\0${createHash("sha256").update(source).digest("hex")}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const input = {
    language: "Solidity",
    sources: { [file]: { content: source } },
    settings: {
      optimizer: { enabled: false },
      evmVersion: "cancun",
      outputSelection: {
        "*": { "*": ["abi", "evm.bytecode.object", "evm.bytecode.linkReferences"] },
      },
    },
  };
  const run = () =>
    JSON.parse(
      loadSolc().compile(JSON.stringify(input), { import: (p) => findImport(p, dirname(file)) }),
    ) as SolcOutput;
  let output = run();
  const failed = (output.errors ?? []).filter((e) => e.severity === "error");
  // pinned to another 0.8 compiler: compiled with the bundled one, as the converter does
  const relaxed =
    failed.length > 0 && failed.every((e) => e.errorCode === "5333")
      ? relaxVersionPragma(source, loadSolc().version())
      : null;
  if (relaxed) {
    input.sources[file].content = relaxed.source;
    const retry = run();
    if (!(retry.errors ?? []).some((e) => e.severity === "error")) output = retry;
  }
  const errors = (output.errors ?? [])
    .filter((e) => e.severity === "error")
    .map((e) => e.formattedMessage.trim());
  const contracts: CompiledContract[] = [];
  const units = Object.keys(output.contracts ?? {}).sort((a, b) =>
    a === file ? -1 : b === file ? 1 : a.localeCompare(b),
  );
  for (const unit of units) {
    for (const [name, c] of Object.entries(output.contracts?.[unit] ?? {})) {
      // code generation errors (e.g. stack too deep) leave a contract without `evm`
      const object = c.evm?.bytecode?.object ?? "";
      contracts.push({
        name,
        source: unit,
        abi: c.abi,
        bytecode: `0x${object}`,
        needsLinking: Object.keys(c.evm?.bytecode?.linkReferences ?? {}).length > 0,
      });
    }
  }
  const result = { contracts, errors };
  if (errors.length === 0) cache.set(key, result);
  return result;
}
