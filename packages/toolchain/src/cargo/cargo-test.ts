import { basename } from "node:path";
import type { CargoDiagnostic, CratePolicyViolation } from "@contract-platform/api";
import { closeCargoJob, runInJob, SANDBOX_CRATE } from "./cargo-job.ts";
import { parseCargoMessages } from "./parse-cargo-messages.ts";
import { type CargoJobOptions, startCargoJob } from "./start-cargo-job.ts";

export interface TestCaseResult {
  name: string;
  outcome: "ok" | "failed" | "ignored";
}

export interface TestBinaryResult {
  /** The test target's name (the crate's lib, or tests/<name>.rs). */
  target: string;
  exitCode: number | null;
  tests: TestCaseResult[];
  /** What the binary printed (libtest's report, failure details, the tests' own output). */
  output: string;
}

export interface CargoTestResult {
  status: "passed" | "failed" | "compile-error" | "refused" | "timed-out" | "cancelled";
  violations: CratePolicyViolation[];
  diagnostics: CargoDiagnostic[];
  binaries: TestBinaryResult[];
  summary: { passed: number; failed: number; ignored: number };
  /** The whole log: toolchain, cargo's output, every test binary's output. */
  log: string;
  toolchain: { rustc: string; cargo: string } | null;
  durationMs: number;
}

export interface CargoTestOptions extends CargoJobOptions {
  /** Extra arguments for `cargo test` (e.g. ["--test", "scenario_transfer"]). */
  cargoArgs?: string[];
  /** Arguments for each test binary (e.g. a name filter, "--exact", "--test-threads=1"). */
  testArgs?: string[];
}

/**
 * `cargo test` in the sandbox: compiles the tests (`cargo test --no-run`, diagnostics parsed
 * from --message-format=json), then runs each test binary in a sandbox where the target cache is
 * read-only, so test code can write only to the job's copy of the crate and /tmp. No network
 * either way. The crate directory itself is never changed.
 */
export async function cargoTest(
  crateDir: string,
  options: CargoTestOptions,
): Promise<CargoTestResult> {
  const started = performance.now();
  const finish = (partial: Omit<CargoTestResult, "durationMs" | "summary">): CargoTestResult => {
    const all = partial.binaries.flatMap((binary) => binary.tests);
    return {
      ...partial,
      summary: {
        passed: all.filter((test) => test.outcome === "ok").length,
        failed: all.filter((test) => test.outcome === "failed").length,
        ignored: all.filter((test) => test.outcome === "ignored").length,
      },
      durationMs: Math.round(performance.now() - started),
    };
  };
  const start = await startCargoJob(crateDir, options);
  if (!start.started) {
    return finish({
      status: start.status === "failed" ? "compile-error" : start.status,
      violations: start.violations,
      diagnostics: start.diagnostics,
      binaries: [],
      log: start.log.join("\n"),
      toolchain: null,
    });
  }
  const { job, log } = start;
  const toolchain = { rustc: job.toolchain.rustcVersion, cargo: job.toolchain.cargoVersion };
  try {
    const compileArgs = ["test", "--no-run", "--message-format=json", ...(options.cargoArgs ?? [])];
    log.push(`$ cargo ${compileArgs.join(" ")}`);
    const compiled = await runInJob(job, job.toolchain.cargo, compileArgs);
    const messages = parseCargoMessages(compiled.stdout, SANDBOX_CRATE);
    log.push(compiled.stderr.trimEnd());
    const stopped = stopStatus(compiled);
    if (stopped) {
      return finish({
        status: stopped,
        violations: [],
        diagnostics: messages.diagnostics,
        binaries: [],
        log: log.join("\n"),
        toolchain,
      });
    }
    if (compiled.exitCode !== 0) {
      return finish({
        status: "compile-error",
        violations: [],
        diagnostics: messages.diagnostics,
        binaries: [],
        log: log.join("\n"),
        toolchain,
      });
    }

    const binaries: TestBinaryResult[] = [];
    const executables = messages.artifacts.filter(
      (artifact) => artifact.test && artifact.executable,
    );
    for (const artifact of executables) {
      const executable = artifact.executable!;
      log.push(
        `$ ${artifact.targetName} (${basename(executable)}) ${(options.testArgs ?? []).join(" ")}`,
      );
      const ran = await runInJob(job, executable, options.testArgs ?? [], {
        targetReadOnly: true,
        cwd: packageDir(artifact.packageId),
        env: { RUST_BACKTRACE: "0" },
      });
      const output = `${ran.stdout}${ran.stderr ? `\n${ran.stderr}` : ""}`.trimEnd();
      log.push(output);
      binaries.push({
        target: artifact.targetName,
        exitCode: ran.exitCode,
        tests: parseTestOutput(ran.stdout),
        output,
      });
      const runStopped = stopStatus(ran);
      if (runStopped) {
        return finish({
          status: runStopped,
          violations: [],
          diagnostics: messages.diagnostics,
          binaries,
          log: log.join("\n"),
          toolchain,
        });
      }
    }
    const failed = binaries.some((binary) => binary.exitCode !== 0);
    return finish({
      status: failed ? "failed" : "passed",
      violations: [],
      diagnostics: messages.diagnostics,
      binaries,
      log: log.join("\n"),
      toolchain,
    });
  } finally {
    closeCargoJob(job);
  }
}

/** cargo runs a test binary in its package's directory, named in the package id. */
function packageDir(packageId: string): string {
  const path = /path\+file:\/\/([^#)\s]+)/.exec(packageId)?.[1];
  return path?.startsWith(SANDBOX_CRATE) ? decodeURIComponent(path) : SANDBOX_CRATE;
}

function stopStatus(result: { timedOut: boolean; cancelled: boolean }) {
  if (result.cancelled) return "cancelled" as const;
  if (result.timedOut) return "timed-out" as const;
  return null;
}

/** libtest's "test name ... ok|FAILED|ignored" lines. */
export function parseTestOutput(stdout: string): TestCaseResult[] {
  const tests: TestCaseResult[] = [];
  for (const match of stdout.matchAll(/^test (\S+) \.\.\. (ok|FAILED|ignored)\b/gm)) {
    tests.push({
      name: match[1],
      outcome: match[2] === "FAILED" ? "failed" : (match[2] as "ok" | "ignored"),
    });
  }
  return tests;
}
