import { readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { dirname } from "node:path";

export interface SolcModule {
  compile(input: string, callbacks?: { import: (path: string) => unknown }): string;
  version(): string;
}

/** The emscripten glue of the bundled soljson looks every indirect call up in the wasm table. */
const UNCACHED_LOOKUP = "function getWasmTableEntry(funcPtr) { return wasmTable.get(funcPtr); }";
const UNCACHED_STORE = "function setWasmTableEntry(idx, func) { wasmTable.set(idx, func); }";
const CACHED_LOOKUP =
  "var wasmTableCache = []; function getWasmTableEntry(funcPtr) { var func = wasmTableCache[funcPtr]; if (func === undefined) { func = wasmTableCache[funcPtr] = wasmTable.get(funcPtr); } return func; }";
const CACHED_STORE =
  "function setWasmTableEntry(idx, func) { wasmTable.set(idx, func); wasmTableCache[idx] = wasmTable.get(idx); }";

const require = createRequire(import.meta.url);
let solc: SolcModule | undefined;

/**
 * The bundled compiler, loaded once per process (loading takes most of a second) and then reused.
 * Its emscripten glue calls `WebAssembly.Table.get` for every indirect call made through an
 * exception-handling trampoline, about a fifth of the time of a typed-AST compile; newer
 * emscripten caches those lookups in a JS array, and so does this loader (ADR 0099). When the
 * glue does not have the expected shape, the package is loaded as published.
 */
export function loadSolc(): SolcModule {
  solc ??= loadWithCachedTableLookups() ?? (require("solc") as SolcModule);
  return solc;
}

function loadWithCachedTableLookups(): SolcModule | null {
  const file = require.resolve("solc/soljson.js");
  const glue = readFileSync(file, "utf8");
  if (!glue.includes(UNCACHED_LOOKUP) || !glue.includes(UNCACHED_STORE)) return null;
  const patched = glue
    .replace(UNCACHED_LOOKUP, CACHED_LOOKUP)
    .replace(UNCACHED_STORE, CACHED_STORE);
  const soljson = new Module(file) as Module & { _compile(code: string, file: string): void };
  soljson.filename = file;
  soljson.paths = (
    Module as unknown as { _nodeModulePaths(dir: string): string[] }
  )._nodeModulePaths(dirname(file));
  soljson._compile(patched, file);
  const setupMethods = require("solc/wrapper.js") as (soljson: unknown) => SolcModule;
  return setupMethods(soljson.exports);
}
