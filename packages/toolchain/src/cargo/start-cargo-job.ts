import type { CargoDiagnostic, CratePolicy, CratePolicyViolation } from "@contract-platform/api";
import { checkCratePolicy } from "../crate/check-crate-policy.ts";
import type { CrateLayout } from "../crate/read-crate-packages.ts";
import { getToolchain } from "../resolve/get-toolchain.ts";
import type { ToolchainConfig } from "../toolchain-config.ts";
import { type CargoJob, closeCargoJob, openCargoJob, runInJob } from "./cargo-job.ts";
import { parseCargoMessages } from "./parse-cargo-messages.ts";
import { prepareCratesSource } from "./prepare-crates-source.ts";

export interface CargoJobOptions {
  config: ToolchainConfig;
  policy: CratePolicy;
  /** Owner of the target cache (a user id); jobs of one owner share warm caches. */
  owner?: string;
  signal?: AbortSignal;
  /** Live output of cargo and the tests. */
  onOutput?: (chunk: string, stream: "stdout" | "stderr") => void;
}

export type StartedCargoJob =
  | { started: true; job: CargoJob; layout: CrateLayout; log: string[] }
  | {
      started: false;
      violations: CratePolicyViolation[];
      diagnostics: CargoDiagnostic[];
      log: string[];
      status: "refused" | "timed-out" | "cancelled" | "failed";
    };

/**
 * What every cargo run starts with: the policy check (a refused crate never reaches cargo), the
 * toolchain, the crates source, a private copy of the crate, and — for an online registry — a
 * `cargo fetch` with network, which runs no code of the crate; everything after it is offline.
 */
export async function startCargoJob(
  crateDir: string,
  options: CargoJobOptions,
): Promise<StartedCargoJob> {
  const log: string[] = [];
  const policy = checkCratePolicy(crateDir, options.policy);
  if (!policy.ok || !policy.layout) {
    for (const violation of policy.violations) log.push(`refused: ${violation.message}`);
    return {
      started: false,
      violations: policy.violations,
      diagnostics: [],
      log,
      status: "refused",
    };
  }
  const layout = policy.layout;
  const toolchain = await getToolchain(options.config);
  const source = prepareCratesSource(options.config);
  const privateTarget = layout.packages.some((pkg) => pkg.hasBuildScript || pkg.isProcMacro);
  const job = openCargoJob(crateDir, {
    config: options.config,
    toolchain,
    source,
    layout,
    owner: options.owner ?? "shared",
    privateTarget,
    signal: options.signal,
    onOutput: options.onOutput,
  });
  log.push(`toolchain: ${toolchain.rustcVersion}, ${toolchain.cargoVersion}`);
  log.push(`crates: ${source.label}`);
  if (source.online) {
    log.push("$ cargo fetch");
    const fetched = await runInJob(job, toolchain.cargo, ["fetch"], { network: "host" });
    log.push(fetched.stderr.trimEnd());
    if (fetched.exitCode !== 0) {
      closeCargoJob(job);
      return {
        started: false,
        violations: [],
        diagnostics: parseCargoMessages(fetched.stdout, "/sandbox/crate").diagnostics,
        log: [
          ...log,
          "The crates could not be fetched. Set CARGO_VENDOR_DIR to a vendored copy of the crates, or CARGO_HOME to a cargo home whose config.toml points at a mirror, when crates.io cannot be reached.",
        ],
        status: fetched.timedOut ? "timed-out" : fetched.cancelled ? "cancelled" : "failed",
      };
    }
  }
  return { started: true, job, layout, log };
}
