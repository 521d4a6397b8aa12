import { BUILD_WASM_JOB, type BuildDeps } from "./build-deps.ts";
import { createBuildWasmHandler } from "./build-wasm-job.ts";

const registered = new WeakSet<object>();

/** Registers the 'build-wasm' handler with the runner (once per runner). */
export function registerBuildJobs(deps: BuildDeps): void {
  if (registered.has(deps.jobs)) return;
  registered.add(deps.jobs);
  // The job's time limit leaves the sandboxed build its own limit and time to store the result.
  const timeoutSeconds = Math.ceil(deps.toolchain.limits.timeoutMs / 1000) + 120;
  deps.jobs.register(BUILD_WASM_JOB, createBuildWasmHandler(deps), { timeoutSeconds });
}
