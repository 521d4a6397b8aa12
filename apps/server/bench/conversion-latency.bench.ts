// `npx tsx apps/server/bench/conversion-latency.bench.ts` (part of `npm run bench`): how long a
// user waits for a conversion in the real app. The server runs in its own process; the first
// action after it listens is an upload (with conversion) of an everyday contract, timed from the
// upload request until the contract reads 'converted'; then later uploads of other contracts the
// same way; then 50 users upload at once and the time until all 50 read 'converted'. On PGlite and,
// when TEST_POSTGRES_URL is set, on PostgreSQL. Then the CLI: `sol2cosmwasm --help` (start-up)
// and `sol2cosmwasm convert` of the same contract, each as a whole process, median of 5.
// Server environment variables pass through (CONVERTER_WORKERS=0 ANALYZER_WORKERS=0 gives
// workers started on demand, as before ADR 144). BENCH_BURST sets the burst size (default 50).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { callJson, startBenchServer } from "./bench-server.ts";

const BURST = Number(process.env.BENCH_BURST ?? 50);
const PASSWORD = "Bench-Latency-42";
const examples = new URL("../../../packages/converter/examples/", import.meta.url).pathname;
const everyday = join(examples, "erc20-token/CorpusToken.sol");
const later = [
  "basic-token/BasicToken.sol",
  "escrow/Escrow.sol",
  "crowdfunding/Crowdfunding.sol",
  "simple-dao/SimpleDAO.sol",
  "payment-splitter/PaymentSplitter.sol",
].map((file) => join(examples, file));
const cli = new URL("../../../packages/converter/bin/sol2cosmwasm.js", import.meta.url).pathname;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function signIn(url: string, email: string) {
  await callJson(url, "/api/auth/sign-up", { email, password: PASSWORD });
  const session = await callJson(url, "/api/auth/sign-in", { email, password: PASSWORD });
  return session.session.accessToken as string;
}

let uploadAnswered = 0;

/**
 * Uploads with conversion and waits until the contract is 'converted'; milliseconds taken (the
 * upload's own answer, with its content check, in `uploadAnswered`).
 */
async function uploadAndConvert(url: string, token: string, fileName: string, content: string) {
  const started = performance.now();
  const upload = await callJson(url, "/api/contracts", { fileName, content, convert: true }, token);
  uploadAnswered = performance.now() - started;
  const id = upload.results[0].contract.id as string;
  for (;;) {
    const { contract } = await callJson(url, `/api/contracts/${id}`, undefined, token);
    if (contract.status === "converted") return performance.now() - started;
    if (contract.status === "failed") throw new Error(`${fileName}: ${contract.errorMessage}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function benchDatabase(database: string, env: Record<string, string>) {
  const spawned = performance.now();
  const server = await startBenchServer(env);
  const startUp = performance.now() - spawned;
  try {
    const token = await signIn(server.url, "first@example.com");
    const first = await uploadAndConvert(
      server.url,
      token,
      "CorpusToken.sol",
      readFileSync(everyday, "utf8"),
    );
    const firstUpload = uploadAnswered;
    const next: number[] = [];
    for (const file of later) {
      const name = file.split("/").at(-1) as string;
      next.push(await uploadAndConvert(server.url, token, name, readFileSync(file, "utf8")));
    }
    const users: string[] = [];
    for (let i = 0; i < BURST; i += 10) {
      const batch = Array.from({ length: Math.min(10, BURST - i) }, (_, j) => i + j);
      users.push(...(await Promise.all(batch.map((n) => signIn(server.url, `u${n}@example.com`)))));
    }
    const burstStarted = performance.now();
    const source = readFileSync(everyday, "utf8");
    const each = await Promise.all(
      users.map((user, n) => uploadAndConvert(server.url, user, "Burst.sol", `${source}// ${n}\n`)),
    );
    const burst = performance.now() - burstStarted;
    console.log(
      `${database.padEnd(10)} server start ${seconds(startUp)}; first conversion after start ${seconds(first)} (upload answered after ${seconds(firstUpload)}); later ${next.map(seconds).join(", ")} (median ${seconds(median(next))}); ${BURST} uploads at once: all converted after ${seconds(burst)} (median upload ${seconds(median(each))})`,
    );
  } finally {
    await server.stop();
  }
}

/** Whole-process wall time of a CLI run, median of 5 after one warm-up. */
function timeCli(args: string[]) {
  const times: number[] = [];
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`sol2cosmwasm ${args.join(" ")}: ${run.stderr}`);
    if (i > 0) times.push(performance.now() - started);
  }
  return median(times);
}

console.log(`load average before: ${load()}`);
const dataDir = mkdtempSync(join(tmpdir(), "cp-latency-bench-"));
try {
  await benchDatabase("pglite", { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const pgUrl = process.env.TEST_POSTGRES_URL;
if (pgUrl) {
  const name = `cp_latency_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const pgDir = mkdtempSync(join(tmpdir(), "cp-latency-bench-"));
  try {
    await benchDatabase("postgresql", { DATABASE_URL: url.toString(), DATA_DIR: pgDir });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(pgDir, { recursive: true, force: true });
  }
} else {
  console.log("TEST_POSTGRES_URL not set: PostgreSQL skipped");
}
const out = mkdtempSync(join(tmpdir(), "cp-latency-cli-"));
try {
  const help = timeCli(["--help"]);
  const convert = timeCli(["convert", everyday, "--out", join(out, "crate")]);
  console.log(
    `CLI (whole process, median of 5): start-up (--help) ${seconds(help)}; convert CorpusToken.sol ${seconds(convert)}`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
console.log(`load average after: ${load()}`);
