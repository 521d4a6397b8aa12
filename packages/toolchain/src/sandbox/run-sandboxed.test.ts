import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSandboxed } from "./run-sandboxed.ts";
import { DEFAULT_SANDBOX_LIMITS, type SandboxRun } from "./sandbox-types.ts";

let dir: string;
let server: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sandbox-test-"));
  server = createServer((socket) => {
    connections += 1;
    socket.end("hello\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

function run(script: string, overrides: Partial<SandboxRun> = {}) {
  const job = join(dir, "job");
  execFileSync("mkdir", ["-p", job]);
  return runSandboxed({
    rootDir: "/",
    command: "bash",
    args: ["-c", script],
    cwd: "/sandbox/job",
    mounts: [{ source: job, target: "/sandbox/job", writable: true }],
    env: { PATH: "/usr/bin:/bin", HOME: "/tmp" },
    network: "none",
    limits: { ...DEFAULT_SANDBOX_LIMITS, timeoutMs: 30_000 },
    ...overrides,
  });
}

describe("runSandboxed", () => {
  it("runs a command as an unprivileged user with only the job directory writable", async () => {
    const outside = join(dir, "outside.txt");
    const result = await run(
      `id -u; echo inside > here.txt; echo no > ${outside} 2>&1 || echo "outside: refused"; touch /usr/x 2>&1 || echo "usr: refused"; ls /root 2>&1 || echo "root: hidden"; echo $SECRET_FROM_HOST`,
      { env: { PATH: "/usr/bin:/bin", HOME: "/tmp" } },
    );
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("1000");
    expect(result.stdout).toContain("outside: refused");
    expect(result.stdout).toContain("usr: refused");
    expect(result.stdout).toContain("root: hidden");
    expect(readFileSync(join(dir, "job/here.txt"), "utf8")).toBe("inside\n");
    expect(existsSync(outside)).toBe(false);
  });

  it("does not pass the host's environment or files in", async () => {
    writeFileSync(join(dir, "secret.txt"), "top secret");
    process.env.SANDBOX_TEST_SECRET = "leaked";
    const result = await run(
      `echo "env=[$SANDBOX_TEST_SECRET]"; cat ${join(dir, "secret.txt")} 2>&1 || echo "secret: hidden"`,
    );
    delete process.env.SANDBOX_TEST_SECRET;
    expect(result.stdout).toContain("env=[]");
    expect(result.stdout).toContain("secret: hidden");
    expect(result.stdout).not.toContain("top secret");
  });

  it("has no network: a server on the host's loopback cannot be reached", async () => {
    const before = connections;
    const result = await run(
      `exec 3<>/dev/tcp/127.0.0.1/${port} && echo connected || echo "socket: refused"`,
    );
    expect(result.stdout).toContain("socket: refused");
    expect(connections).toBe(before);
    // The same script with the host network does connect, so the check above is meaningful.
    const open = await run(`exec 3<>/dev/tcp/127.0.0.1/${port} && head -1 <&3`, {
      network: "host",
    });
    expect(open.stdout).toContain("hello");
    expect(connections).toBe(before + 1);
  });

  it("kills the whole process tree when the time limit passes", async () => {
    const marker = `sleep 987.${process.pid}`;
    const result = await run(`${marker} & ${marker} & wait`, {
      limits: { ...DEFAULT_SANDBOX_LIMITS, timeoutMs: 300 },
    });
    expect(result.timedOut).toBe(true);
    expect(result.exitCode).toBeNull();
    expect(result.durationMs).toBeLessThan(10_000);
    expect(runningProcesses(marker)).toBe(0);
  });

  it("kills the process tree at once when cancelled", async () => {
    const marker = `sleep 876.${process.pid}`;
    const controller = new AbortController();
    const running = run(`${marker} & ${marker} & echo started; wait`, {
      signal: controller.signal,
      onOutput: (chunk) => {
        if (chunk.includes("started")) controller.abort();
      },
    });
    const result = await running;
    expect(result.cancelled).toBe(true);
    expect(result.durationMs).toBeLessThan(10_000);
    expect(runningProcesses(marker)).toBe(0);
  });

  it("enforces the CPU and memory limits", async () => {
    const busy = await run("while :; do :; done", {
      limits: { ...DEFAULT_SANDBOX_LIMITS, cpuSeconds: 1, timeoutMs: 30_000 },
    });
    expect(busy.timedOut).toBe(false);
    expect(busy.signal ?? String(busy.exitCode)).toMatch(/SIGXCPU|SIGKILL|137|152/);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion, not a template
    const hungry = await run('x=$(head -c 300000000 /dev/zero | tr "\\0" a); echo "${#x}"', {
      limits: { ...DEFAULT_SANDBOX_LIMITS, memoryBytes: 64 * 1024 ** 2 },
    });
    expect(hungry.stdout).not.toContain("300000000");
  });

  it("keeps the end of output beyond the limit", async () => {
    const result = await run("seq 1 100000", {
      limits: { ...DEFAULT_SANDBOX_LIMITS, maxOutputBytes: 1000 },
    });
    expect(result.outputTruncated).toBe(true);
    expect(result.stdout.length).toBe(1000);
    expect(result.stdout.trimEnd().endsWith("100000")).toBe(true);
  });
});

function runningProcesses(pattern: string): number {
  try {
    return execFileSync("pgrep", ["-f", pattern], { encoding: "utf8" }).trim().split("\n").length;
  } catch {
    return 0;
  }
}
