// `npx tsx apps/server/bench/load.bench.ts` (part of `npm run bench`): HTTP load on the hot paths
// — health, sign-in, the contracts list, a contract page's API (the contract and its workflow),
// statistics and the web app (index.html and its entry script, brotli) — with 100 connections, on
// the embedded PGlite database and, when TEST_POSTGRES_URL is set, on PostgreSQL. The real server
// runs in its own process on port 0 and is stopped at the end. Prints requests per second, p50/p95/
// p99 latency, non-2xx answers and errors per path, with the machine's load average (figures are
// only comparable at similar load). BENCH_LOAD_SECONDS sets the time per path (default 10),
// BENCH_LOAD_CONNECTIONS the connections (default 100). BENCH_LOAD_PATHS (comma-separated labels,
// e.g. "/api/contracts,/api/health") measures only those paths, BENCH_LOAD_DATABASES ("pglite",
// "postgresql") only those databases. BENCH_LOAD_CPU_PROF=<dir> writes the server's CPU profile
// (node --cpu-prof) there when it stops. BENCH_LOAD_STALLS=1 prints (stderr) when each path starts,
// every answer slower than 2 s, and the server's event-loop stalls over 200 ms and garbage
// collections over 50 ms, each with its time, to find what a slow answer waited behind. The CPU
// columns say how much of the two cores the server and the load generator (autocannon, in this
// process) each used while a path was measured, and the server's and PostgreSQL's CPU per
// answered request.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { callJson, startBenchServer } from "./bench-server.ts";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);
const PASSWORD = "Bench-Load-42";
// Each account may sign in 10 times in 5 minutes: enough accounts for 250 sign-ins a second (the
// password hash bounds it at about half that on two cores), so no answer is a 429.
const SIGN_IN_USERS = Math.max(100, Math.ceil((SECONDS * 250) / 10));
const CONTRACTS = 30;
const onlyPaths = process.env.BENCH_LOAD_PATHS?.split(",").map((p) => p.trim());
const onlyDatabases = process.env.BENCH_LOAD_DATABASES?.split(",").map((d) => d.trim());
const stalls = Boolean(process.env.BENCH_LOAD_STALLS);
const wanted = (label: string) => !onlyPaths || onlyPaths.includes(label);
// The server's default (WEB_DIST overrides both).
const webDist = process.env.WEB_DIST
  ? resolve(process.env.WEB_DIST)
  : new URL("../../web/dist", import.meta.url).pathname;

type Row = {
  database: string;
  path: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** CPU the server process and this process (the load generator) used, in % of one core. */
  serverCpu: number;
  generatorCpu: number;
  /** Server CPU per answered request, in µs: what a change to the server's work moves most directly. */
  serverCpuPerRequest: number;
  /** PostgreSQL's CPU per answered request, in µs: its backends serving the bench's database. */
  databaseCpuPerRequest: number;
};

/** CPU seconds a process has used so far (Linux /proc; NaN elsewhere). */
function processCpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds used so far by each PostgreSQL backend connected to this database (their process
 * title names it); none on PGlite, which runs inside the server.
 */
function databaseCpuSeconds(databaseName: string | undefined): Map<number, number> {
  const byProcess = new Map<number, number>();
  if (!databaseName) return byProcess;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (title.startsWith("postgres: ") && title.includes(` ${databaseName} `)) {
        byProcess.set(Number(pid), processCpuSeconds(Number(pid)));
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return byProcess;
}

/** CPU the backends used between two readings (backends that ended meanwhile are not counted). */
function databaseCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  if (after.size === 0) return Number.NaN;
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function startServerProcess(env: Record<string, string>) {
  const profile = process.env.BENCH_LOAD_CPU_PROF;
  return startBenchServer(env, profile ? ["--cpu-prof", `--cpu-prof-dir=${resolve(profile)}`] : []);
}

/** One account with CONTRACTS uploaded contracts, and SIGN_IN_USERS accounts to sign in with. */
async function seed(url: string) {
  const emails = Array.from({ length: SIGN_IN_USERS }, (_, i) => `load-${i}@example.com`);
  await callJson(url, "/api/auth/sign-up", { email: "owner@example.com", password: PASSWORD });
  for (let i = 0; i < emails.length; i += 10) {
    await Promise.all(
      emails
        .slice(i, i + 10)
        .map((email) => callJson(url, "/api/auth/sign-up", { email, password: PASSWORD })),
    );
  }
  const owner = await callJson(url, "/api/auth/sign-in", {
    email: "owner@example.com",
    password: PASSWORD,
  });
  const token: string = owner.session.accessToken;
  let contractId = "";
  for (let i = 0; i < CONTRACTS; i++) {
    const upload = await callJson(
      url,
      "/api/contracts",
      {
        fileName: `Counter${i}.sol`,
        content: `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n\ncontract Counter${i} {\n    uint256 public count;\n\n    function increment() external {\n        count += ${i + 1};\n    }\n}\n`,
      },
      token,
    );
    contractId ||= upload.results[0].contract.id;
  }
  return { token, emails, contractId };
}

async function measure(
  server: { url: string; pid?: number; databaseName?: string },
  database: string,
  path: string,
  options: Partial<autocannon.Options>,
  label = path,
): Promise<Row> {
  const { url } = server;
  const latencies: number[] = [];
  const serverCpuBefore = processCpuSeconds(server.pid);
  const databaseCpuBefore = databaseCpuSeconds(server.databaseName);
  const generatorCpuBefore = process.cpuUsage();
  if (stalls) console.error(`${database} ${label} from ${new Date().toISOString()}`);
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}${path}`, connections: CONNECTIONS, duration: SECONDS, ...options },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // Every response's own time, so any percentile can be read (autocannon reports p97.5, not p95).
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (stalls && responseTime > 2000) {
        console.error(`slow answer ${Math.round(responseTime)} ms at ${new Date().toISOString()}`);
      }
    });
  });
  const elapsed = (performance.now() - started) / 1000;
  const generatorCpu = process.cpuUsage(generatorCpuBefore);
  const serverCpu = processCpuSeconds(server.pid) - serverCpuBefore;
  const databaseCpu = databaseCpuBetween(
    databaseCpuBefore,
    databaseCpuSeconds(server.databaseName),
  );
  // Requests still queued in the server when the time is up would slow the next path: wait until
  // one more request on this path is answered (they queue behind the same database connection).
  if (options.method === undefined) {
    const headers = options.headers as Record<string, string> | undefined;
    await fetch(`${url}${path}`, { headers }).then((r) => r.arrayBuffer());
  }
  latencies.sort((a, b) => a - b);
  return {
    database,
    path: label,
    requests: latencies.length,
    perSecond: Math.round(latencies.length / SECONDS),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    serverCpu: Math.round((100 * serverCpu) / elapsed),
    generatorCpu: Math.round((generatorCpu.user + generatorCpu.system) / 10_000 / elapsed),
    serverCpuPerRequest: Math.round((serverCpu * 1e6) / Math.max(1, latencies.length)),
    databaseCpuPerRequest: Math.round((databaseCpu * 1e6) / Math.max(1, latencies.length)),
  };
}

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  const server = {
    ...(await startServerProcess(env)),
    databaseName: env.DATABASE_URL && new URL(env.DATABASE_URL).pathname.slice(1),
  };
  try {
    const { token, emails, contractId } = await seed(server.url);
    const bearer = { authorization: `Bearer ${token}` };
    const rows: Row[] = [];
    const get = async (path: string, headers: Record<string, string>, label = path) => {
      if (wanted(label)) rows.push(await measure(server, database, path, { headers }, label));
    };
    // Warm up (JIT, caches, connection pool) before measuring.
    await measure(server, database, "/api/health", { duration: Math.min(2, SECONDS) });
    await get("/api/health", {});
    await get("/api/contracts", bearer);
    // What the contract's workflow page asks for.
    const contract = `/api/contracts/${contractId}`;
    await get(contract, bearer, "/api/contracts/:id");
    await get(`${contract}/workflow`, bearer, "/api/contracts/:id/workflow");
    await get("/api/statistics", bearer);
    const entry = webEntryScript();
    if (entry) {
      // As a browser asks: the page, then its entry script, both compressed.
      const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
      await get("/", { ...browser, accept: "text/html" }, "/ (index.html)");
      await get(entry, browser, "/assets/index-*.js");
    }
    // Last: the password hashes still running when it stops would slow the next path.
    let next = 0;
    if (!wanted("/api/auth/sign-in")) return rows;
    rows.push(
      await measure(server, database, "/api/auth/sign-in", {
        method: "POST",
        headers: { "content-type": "application/json" },
        // Each account may sign in 10 times in 5 minutes: go round the accounts.
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ email: emails[next++ % emails.length], password: PASSWORD }),
            }),
          },
        ],
      }),
    );
    return rows;
  } finally {
    await server.stop();
  }
}

function format(rows: Row[]) {
  const header = [
    "database",
    "path",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "max ms",
    "non-2xx",
    "errors",
    "server cpu%",
    "server µs/req",
    "postgres µs/req",
    "load gen cpu%",
  ];
  const lines = rows.map((r) => [
    r.database,
    r.path,
    String(r.perSecond),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(0),
    String(r.non2xx),
    String(r.errors),
    String(r.serverCpu),
    String(r.serverCpuPerRequest),
    Number.isNaN(r.databaseCpuPerRequest) ? "-" : String(r.databaseCpuPerRequest),
    String(r.generatorCpu),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  return [header, ...lines]
    .map((cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join("  "))
    .join("\n");
}

/** The script index.html loads, or undefined when the web app is not built. */
function webEntryScript(): string | undefined {
  const index = join(webDist, "index.html");
  if (!existsSync(index)) return undefined;
  return /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(readFileSync(index, "utf8"))?.[1];
}

/** What the web app's JavaScript weighs on the wire, as the server sends it. */
function assetWeights() {
  const assets = join(webDist, "assets");
  if (!existsSync(assets)) return "web app not built: no asset sizes";
  let raw = 0;
  let br = 0;
  let gz = 0;
  for (const name of readdirSync(assets).filter((n) => /\.(js|css)$/.test(n))) {
    const body = readFileSync(join(assets, name));
    raw += body.byteLength;
    if (body.byteLength < 1024) {
      br += body.byteLength;
      gz += body.byteLength;
      continue;
    }
    br += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).byteLength;
    gz += gzipSync(body, { level: 6 }).byteLength;
  }
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  return `web app JS+CSS: ${kb(raw)} raw, ${kb(br)} brotli (${(raw / br).toFixed(1)}x), ${kb(gz)} gzip (${(raw / gz).toFixed(1)}x)`;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
console.log(`${CONNECTIONS} connections, ${SECONDS} s per path; load average before: ${load()}`);
if (!webEntryScript())
  console.log("web app not built (npm start builds it): web app paths skipped");
const rows: Row[] = [];
const dataDir = mkdtempSync(join(tmpdir(), "cp-load-bench-"));
try {
  if (!onlyDatabases || onlyDatabases.includes("pglite"))
    rows.push(...(await benchDatabase("pglite", { DATA_DIR: dataDir })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const pgUrl = process.env.TEST_POSTGRES_URL;
if (pgUrl && (!onlyDatabases || onlyDatabases.includes("postgresql"))) {
  const name = `cp_load_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const pgDir = mkdtempSync(join(tmpdir(), "cp-load-bench-"));
  try {
    rows.push(
      ...(await benchDatabase("postgresql", { DATABASE_URL: url.toString(), DATA_DIR: pgDir })),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(pgDir, { recursive: true, force: true });
  }
} else {
  console.log("TEST_POSTGRES_URL not set: PostgreSQL skipped");
}
console.log(format(rows));
const refused = rows.filter((row) => row.non2xx > 0);
for (const row of refused) {
  console.error(`${row.database} ${row.path}: ${row.non2xx} answers were not 2xx`);
}
if (refused.length > 0) process.exitCode = 1;
console.log(assetWeights());
console.log(`load average after: ${load()}`);
