// `npm run bench` (testing): differential fuzzing speed and a 20-step scenario on both sides,
// on the fixture token's hand-written wasm (no crates registry needed).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileSolidity, loadScenarioInput } from "@contract-platform/converter/evm";
import { conversionReportSchema } from "@contract-platform/converter/scenario-test";
import { buildFixtureWasm } from "@contract-platform/cosmwasm-vm/fixtures";
import { compareScenario } from "../src/compare/compare-scenario.ts";
import { createWasmEngine } from "../src/cosmwasm/run-scenario-on-wasm.ts";
import { fuzz } from "../src/fuzz/fuzz.ts";
import { generateSteps } from "../src/fuzz/generate-steps.ts";
import { Random } from "../src/fuzz/random.ts";
import { recordScenario } from "../src/record/record-scenario.ts";
import {
  FIXTURE_TOKEN_DIR,
  FIXTURE_TOKEN_SCENARIO,
  fixtureTokenReport,
} from "../src/test-support/fixture-token.ts";

const target = {
  report: fixtureTokenReport(),
  wasm: { FixtureToken: buildFixtureWasm("fixture-token") },
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Steps per second of wall time, and per second of this process's CPU time (robust to shared cores). */
async function fuzzSpeed(runs: number, steps: number) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 3; i++) {
    const before = process.cpuUsage();
    const result = await fuzz({
      scenario: FIXTURE_TOKEN_SCENARIO,
      target,
      runs,
      steps,
      seed: `bench-${i}`,
    });
    const used = process.cpuUsage(before);
    if (result.divergences.length > 0) throw new Error("the faithful fixture diverged");
    wall.push((result.stepsRun / result.elapsedMs) * 1000);
    cpu.push(result.stepsRun / ((used.user + used.system) / 1e6));
  }
  return { wall: median(wall), cpu: median(cpu) };
}

async function scenarioTime() {
  const loaded = loadScenarioInput(FIXTURE_TOKEN_SCENARIO);
  const abi =
    compileSolidity(loaded.solidityPath).contracts.find((c) => c.name === "FixtureToken")?.abi ??
    [];
  const steps = generateSteps(
    new Random("bench-scenario"),
    {
      abi,
      actors: loaded.scenario.actors,
      values: { addresses: ["@alice", "@bob", "@carol", "@contract"], numbers: [1000n] },
    },
    20,
  );
  const { scenario } = await recordScenario({
    scenario: { ...JSON.parse(JSON.stringify(loaded.scenario)), steps },
    baseDir: FIXTURE_TOKEN_DIR,
    name: "bench",
  });
  const input = { scenario, baseDir: FIXTURE_TOKEN_DIR, name: "bench" };
  const engine = createWasmEngine(target);
  await compareScenario(input, engine);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const result = await compareScenario(input, engine);
    times.push(performance.now() - started);
    if (result.summary.different > 0) throw new Error("the faithful fixture diverged");
  }
  return median(times);
}

await fuzz({ scenario: FIXTURE_TOKEN_SCENARIO, target, runs: 3, steps: 20, seed: "warm-up" });
const rate = await fuzzSpeed(20, 20);
const ms = await scenarioTime();
console.log(
  "fixture token (hand-written wasm), both sides, warm, median of 3 (fuzzing) and 5 (scenario):",
);
console.log(
  `  fuzzing: ${Math.round(rate.wall)} steps/s of wall time, ${Math.round(rate.cpu)} per CPU second (target ≥ 1000)`,
);
console.log(
  `  20-step scenario compared (EVM + wasm, deploy included): ${Math.round(ms)} ms (target ≤ 1000)`,
);

// With converted crates built to wasm (outside CI, e.g. with an offline cargo source), the same
// figures on a real converted token: BENCH_WASM_DIR/<example>/<lib>.wasm.
const wasmDir = process.env.BENCH_WASM_DIR;
if (wasmDir) {
  const examples = new URL("../../converter/examples/", import.meta.url).pathname;
  for (const example of ["basic-token", "erc20-token"]) {
    const golden = join(examples, example, "golden");
    const report = conversionReportSchema.parse(
      JSON.parse(readFileSync(join(golden, "conversion.json"), "utf8")),
    );
    const file = join(wasmDir, example, `${report.target.lib}.wasm`);
    if (!existsSync(file)) {
      console.log(`  ${example}: no ${file}`);
      continue;
    }
    const scenario = readdirSync(join(examples, example)).find((f) => f.endsWith(".scenario.json"));
    const options = {
      scenario: join(examples, example, scenario ?? ""),
      target: { report, wasm: { [report.source.contract]: readFileSync(file) } },
      runs: 20,
      steps: 20,
    };
    await fuzz({ ...options, runs: 3, seed: "warm-up" });
    const before = process.cpuUsage();
    const result = await fuzz({ ...options, seed: "bench" });
    const used = process.cpuUsage(before);
    const cpu = result.stepsRun / ((used.user + used.system) / 1e6);
    const found =
      result.divergences.length > 0
        ? `, stopped at a divergence: ${result.divergences[0].diff}`
        : "";
    console.log(
      `  ${example} (converted crate, ${Math.round(readFileSync(file).length / 1024)} KiB wasm): ${Math.round((result.stepsRun / result.elapsedMs) * 1000)} steps/s of wall time, ${Math.round(cpu)} per CPU second over ${result.stepsRun} steps${found}`,
    );
  }
}
