import { VMInstance } from "@oraichain/cw-simulate";

/** The parts of the global WebAssembly API used here (not in the ES library typings). */
interface WasmApi {
  compile(bytes: Uint8Array): Promise<object>;
  Module: { exports(module: object): { name: string }[] };
}

const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/**
 * cosmwasm-vm-js compiles each code once into a process-wide cache keyed by the checksum (hex
 * sha256 of the bytes); filling it here saves compiling again when a contract is loaded.
 */
const cache = (VMInstance as unknown as { wasmCache: Map<string, object> }).wasmCache;

/** Compiles wasm bytes and lists the module's export names. */
export async function compileWasm(
  bytes: Uint8Array,
): Promise<{ module: object; exports: string[] }> {
  const module = await wasmApi.compile(bytes);
  return { module, exports: wasmApi.Module.exports(module).map((e) => e.name) };
}

export function cacheCompiledModule(checksum: string, module: object): void {
  cache.set(checksum, module);
}

export function hasCompiledModule(checksum: string): boolean {
  return cache.has(checksum);
}
