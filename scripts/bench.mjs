// `npm run bench`: conversion benchmarks (packages/converter/bench), then the analyzer's detector
// precision/recall and timing benchmark (packages/analyzer/bench), then the crate zip and version
// diff timings (apps/server/bench), then differential testing speed (packages/testing/bench), then
// wasm builds and the local chain, then conversion latency in the real server and the CLI's start-up
// (apps/server/bench/conversion-latency.bench.ts), then HTTP load on the real server
// (apps/server/bench/load.bench.ts).
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const result = spawnSync("npx", ["tsx", "packages/converter/bench/convert.bench.ts"], {
  cwd: root,
  stdio: "inherit",
});
console.log("\n=== analyzer ===");
const analyzer = spawnSync("npx", ["tsx", "packages/analyzer/bench/run-bench.ts"], {
  cwd: root,
  stdio: "inherit",
});
console.log("\n=== crate zip and version diff ===");
const zipDiff = spawnSync("npx", ["tsx", "apps/server/bench/zip-and-diff.bench.ts"], {
  cwd: root,
  stdio: "inherit",
});
console.log("\n=== differential testing ===");
const testing = spawnSync("npx", ["tsx", "packages/testing/bench/testing.bench.ts"], {
  cwd: root,
  stdio: "inherit",
});
console.log("\n=== wasm builds and local chain ===");
const builds = spawnSync("npx", ["tsx", "apps/server/bench/builds-and-local-chain.bench.ts"], {
  cwd: root,
  stdio: "inherit",
});
console.log("\n=== conversion latency in the app, and CLI start-up ===");
const latency = spawnSync("npx", ["tsx", "apps/server/bench/conversion-latency.bench.ts"], {
  cwd: root,
  stdio: "inherit",
});
console.log("\n=== HTTP load ===");
const load = spawnSync("npx", ["tsx", "apps/server/bench/load.bench.ts"], {
  cwd: root,
  stdio: "inherit",
});
process.exit(
  (result.status ?? 1) ||
    (analyzer.status ?? 1) ||
    (zipDiff.status ?? 1) ||
    (testing.status ?? 1) ||
    (builds.status ?? 1) ||
    (latency.status ?? 1) ||
    (load.status ?? 1),
);
