import { spawn } from "node:child_process";
import { buildSandboxCommand } from "./build-sandbox-command.ts";
import { type SandboxResult, type SandboxRun, SandboxUnavailableError } from "./sandbox-types.ts";

/**
 * Runs one command in the sandbox and waits for it. The process tree is killed at once (SIGKILL
 * to the process group; bwrap's --die-with-parent and the pid namespace take the rest) when the
 * wall-clock limit passes or the signal aborts. Output is captured up to a limit, keeping the end.
 */
export function runSandboxed(run: SandboxRun): Promise<SandboxResult> {
  const { command, args } = buildSandboxCommand(run);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) {
      resolve(emptyResult({ cancelled: true }));
      return;
    }
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    });
    const stdout = new TailBuffer(run.limits.maxOutputBytes);
    const stderr = new TailBuffer(run.limits.maxOutputBytes);
    let timedOut = false;
    let cancelled = false;
    let settled = false;

    const kill = () => {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, run.limits.timeoutMs);
    const onAbort = () => {
      cancelled = true;
      kill();
    };
    run.signal?.addEventListener("abort", onAbort, { once: true });

    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      stdout.push(chunk);
      run.onOutput?.(chunk, "stdout");
    });
    child.stderr.on("data", (chunk: string) => {
      stderr.push(chunk);
      run.onOutput?.(chunk, "stderr");
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      run.signal?.removeEventListener("abort", onAbort);
      if (settled) return;
      settled = true;
      reject(
        error.code === "ENOENT"
          ? new SandboxUnavailableError(
              "The sandbox needs prlimit (util-linux) and bwrap (apt-get install bubblewrap)",
            )
          : error,
      );
    });
    child.on("close", (exitCode, signal) => {
      clearTimeout(timer);
      run.signal?.removeEventListener("abort", onAbort);
      if (settled) return;
      settled = true;
      const err = stderr.text();
      if (exitCode !== 0 && /^bwrap: /m.test(err) && !timedOut && !cancelled) {
        const line = err.split("\n").find((text) => text.startsWith("bwrap: ")) ?? err;
        if (
          /No such file|Operation not permitted|Permission denied|setting up uid map/.test(line)
        ) {
          reject(new SandboxUnavailableError(`The sandbox could not start: ${line.trim()}`));
          return;
        }
      }
      resolve({
        exitCode,
        signal,
        stdout: stdout.text(),
        stderr: err,
        outputTruncated: stdout.truncated || stderr.truncated,
        timedOut,
        cancelled,
        durationMs: Math.round(performance.now() - started),
      });
    });
  });
}

function emptyResult(flags: { cancelled: boolean }): SandboxResult {
  return {
    exitCode: null,
    signal: null,
    stdout: "",
    stderr: "",
    outputTruncated: false,
    timedOut: false,
    cancelled: flags.cancelled,
    durationMs: 0,
  };
}

/** Keeps the last `limit` characters of a stream. */
class TailBuffer {
  private chunks: string[] = [];
  private length = 0;
  truncated = false;
  constructor(private readonly limit: number) {}

  push(chunk: string): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
    if (this.length > this.limit * 2) this.compact();
  }

  text(): string {
    this.compact();
    return this.chunks.join("");
  }

  private compact(): void {
    if (this.length <= this.limit) return;
    const all = this.chunks.join("");
    this.chunks = [all.slice(all.length - this.limit)];
    this.length = this.limit;
    this.truncated = true;
  }
}
