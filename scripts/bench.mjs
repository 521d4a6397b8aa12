// `npm run bench`: conversion benchmarks (packages/converter/bench).
import { spawnSync } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const result = spawnSync("npx", ["tsx", "packages/converter/bench/convert.bench.ts"], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
