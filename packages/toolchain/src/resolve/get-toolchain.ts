import type { ToolchainConfig } from "../toolchain-config.ts";
import { type ResolvedToolchain, resolveToolchain } from "./resolve-toolchain.ts";

const resolved = new Map<string, Promise<ResolvedToolchain>>();

/** resolveToolchain, once per configuration (a failed resolution is tried again next time). */
export function getToolchain(config: ToolchainConfig): Promise<ResolvedToolchain> {
  const key = JSON.stringify([
    config.rootDir,
    config.cargo,
    config.rustc,
    config.wasmOpt,
    config.wasmLinker,
  ]);
  let promise = resolved.get(key);
  if (!promise) {
    promise = resolveToolchain(config);
    resolved.set(key, promise);
    promise.catch(() => resolved.delete(key));
  }
  return promise;
}

/** Forgets resolved toolchains (after the machine's toolchain changed). */
export function forgetToolchains(): void {
  resolved.clear();
}
