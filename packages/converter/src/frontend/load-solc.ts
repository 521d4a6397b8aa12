import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { dirname } from "node:path";
import { runInThisContext } from "node:vm";
import { cachedWasm } from "./cached-wasm.ts";
import { solcCacheDir } from "./solc-cache-dir.ts";

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
/** soljson carries its 22 MB wasm base64- and LZ4-encoded in one call, decoded in JS at every load. */
const EMBEDDED_WASM = 'Module["wasmBinary"] = (function (source, uncompressedSize) {';
const EMBEDDED_WASM_END = ");\n";
/** What the glue reads instead: the module object it is compiled as carries the bytes. */
const GIVEN_WASM = 'Module["wasmBinary"] = module.solcWasmBinary;\n';

const require = createRequire(import.meta.url);
let solc: SolcModule | undefined;

/**
 * The bundled compiler, loaded once per process and then reused. Its emscripten glue calls
 * `WebAssembly.Table.get` for every indirect call made through an exception-handling trampoline,
 * about a fifth of the time of a typed-AST compile; newer emscripten caches those lookups in a JS
 * array, and so does this loader (ADR 0099). The glue also decodes its embedded wasm in JS at
 * every load; the decoded wasm is kept in the per-user cache directory, keyed by the glue's
 * SHA-256, so a new process reads 22 MB instead (ADR 0182). When the glue does not have the
 * expected shape, the package is loaded as published.
 */
export function loadSolc(): SolcModule {
  solc ??= loadPatched() ?? (require("solc") as SolcModule);
  return solc;
}

function loadPatched(): SolcModule | null {
  const file = require.resolve("solc/soljson.js");
  const source = readFileSync(file);
  const start = source.indexOf(EMBEDDED_WASM);
  const call = start < 0 ? -1 : source.indexOf('})("', start);
  const end = call < 0 ? -1 : source.indexOf(EMBEDDED_WASM_END, call);
  if (end < 0) return null;
  const glue = patchedGlue(
    `${source.toString("utf8", 0, start)}${GIVEN_WASM}${source.toString("utf8", end + EMBEDDED_WASM_END.length)}`,
  );
  if (!glue) return null;
  const key = createHash("sha256").update(source).digest("hex").slice(0, 16);
  const wasm = cachedWasm(solcCacheDir(), `soljson-${solcVersion()}-${key}.wasm`, () =>
    decodeEmbedded(source.toString("utf8", start + 'Module["wasmBinary"] = '.length, end + 1)),
  );
  const soljson = new Module(file) as Module & {
    _compile(code: string, file: string): void;
    solcWasmBinary?: Uint8Array;
  };
  soljson.filename = file;
  soljson.paths = (
    Module as unknown as { _nodeModulePaths(dir: string): string[] }
  )._nodeModulePaths(dirname(file));
  soljson.solcWasmBinary = wasm;
  soljson._compile(glue, file);
  soljson.solcWasmBinary = undefined;
  const setupMethods = require("solc/wrapper.js") as (soljson: unknown) => SolcModule;
  return setupMethods(soljson.exports);
}

/** The glue with cached table lookups, or null when it does not have the expected shape. */
function patchedGlue(glue: string): string | null {
  if (!glue.includes(UNCACHED_LOOKUP) || !glue.includes(UNCACHED_STORE)) return null;
  return glue.replace(UNCACHED_LOOKUP, CACHED_LOOKUP).replace(UNCACHED_STORE, CACHED_STORE);
}

/** Runs soljson's own decoder expression, `(function (source, uncompressedSize) {..})("..", n)`. */
function decodeEmbedded(expression: string): Uint8Array {
  const bytes = runInThisContext(expression) as Uint8Array | ArrayBuffer;
  return bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes;
}

function solcVersion(): string {
  return (
    JSON.parse(readFileSync(require.resolve("solc/package.json"), "utf8")) as { version: string }
  ).version;
}
