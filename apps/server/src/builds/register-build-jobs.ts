import { BUILD_WASM_JOB, type BuildDeps } from "./build-deps.ts";
import { createBuildWasmHandler } from "./build-wasm-job.ts";

const registered = new WeakSet<object>();

/** Registers the 'build-wasm' handler with the runner (once per runner). */
export function registerBuildJobs(deps: BuildDeps): void {
  if (registered.has(deps.jobs)) return;
  registered.add(deps.jobs);
  deps.jobs.register(BUILD_WASM_JOB, createBuildWasmHandler(deps));
}
