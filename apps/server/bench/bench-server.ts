// The real server in its own process for the HTTP benchmarks (load-server.ts), so the load
// generator does not share its event loop. Resolves with its URL once it listens.
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";

const serverScript = new URL("./load-server.ts", import.meta.url).pathname;

/** Starts the server with these environment variables (over the bench's defaults). */
export async function startBenchServer(env: Record<string, string>, nodeOptions: string[] = []) {
  // Node itself with tsx's loader (not npx), so that SIGTERM reaches the server directly.
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeOptions, "--import", "tsx", serverScript],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        TRUST_PROXY: "true",
        SIGNUP_LIMIT_PER_ADDRESS: "100000",
        SESSION_CLEANUP_INTERVAL_SECONDS: "0",
        ...env,
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  // Never leave the server running, even when the bench itself fails or is interrupted.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    lines.on("line", (line) => {
      try {
        resolve((JSON.parse(line) as { url: string }).url);
      } catch {
        // not the ready line
      }
    });
  });
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off("exit", killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A JSON request to the bench server (POST when there is a body); throws on a non-2xx answer. */
export async function callJson(url: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the benches read answers loosely
  const json = (await response.json()) as any;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}
