// `npx tsx apps/server/bench/examples.bench.ts [name...]`: builds every converted example crate
// (packages/converter/examples/*/golden) to wasm through the build pipeline, with the toolchain
// and crates source of the environment (TOOLCHAIN_ROOT, CARGO, RUSTC, CARGO_VENDOR_DIR or
// CARGO_HOME — see the README's Builds section), validates each artifact, and runs the example's
// scenario on the in-process CosmWasm VM of the local chain against the original on the EVM.
// Not part of `npm run bench`: it needs the real CosmWasm crates and takes tens of minutes cold.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseConversionReport } from "@contract-platform/converter/scenario-test";
import { compareScenario, createWasmEngine } from "@contract-platform/testing";
import { buildWasm } from "@contract-platform/toolchain";
import { loadConfig } from "../src/config/load-config.ts";

const examplesDir = new URL("../../../packages/converter/examples/", import.meta.url).pathname;
const config = loadConfig(process.env).builds;
const policy = { allowBuildScripts: false, allowAnyDependency: false, extraAllowedCrates: [] };
const only = process.argv.slice(2);
const names = readdirSync(examplesDir)
  .filter((name) => existsSync(join(examplesDir, name, "golden", "Cargo.toml")))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();

interface ExampleResult {
  example: string;
  status: string;
  seconds: number;
  artifacts: { file: string; bytes: number; sha256: string; valid: boolean; problems: string[] }[];
  scenario: { steps: number; equal: number; different: number; error?: string } | null;
}

function conversionReports(golden: string): { path: string; json: Record<string, unknown> }[] {
  const found: { path: string; json: Record<string, unknown> }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "target") walk(join(dir, entry.name));
      else if (entry.name === "conversion.json") {
        found.push({
          path: join(dir, entry.name),
          json: JSON.parse(readFileSync(join(dir, entry.name), "utf8")),
        });
      }
    }
  };
  walk(golden);
  return found;
}

const results: ExampleResult[] = [];
for (const example of names) {
  const golden = join(examplesDir, example, "golden");
  const built = await buildWasm(golden, { config, policy, owner: "examples" });
  const result: ExampleResult = {
    example,
    status: built.status,
    seconds: Math.round(built.durationMs / 100) / 10,
    artifacts: built.artifacts.map((artifact) => ({
      file: artifact.fileName,
      bytes: artifact.sizeBytes,
      sha256: artifact.sha256,
      valid: artifact.validation.ok,
      problems: artifact.validation.problems.map((problem) => problem.message),
    })),
    scenario: null,
  };
  if (built.status !== "succeeded" && built.status !== "invalid") {
    console.log(`${example}: ${built.status}\n${built.log.split("\n").slice(-15).join("\n")}`);
    for (const diagnostic of built.diagnostics.filter((d) => d.severity === "error").slice(0, 5)) {
      console.log(`  ${diagnostic.file}:${diagnostic.line}: ${diagnostic.message}`);
    }
  }
  const scenario = readdirSync(join(examplesDir, example)).find((file) =>
    file.endsWith(".scenario.json"),
  );
  if (built.artifacts.length > 0 && scenario) {
    const reports = conversionReports(golden);
    const wasm: Record<string, Uint8Array> = {};
    for (const { json } of reports) {
      const sections = [json, ...((json.contracts as Record<string, unknown>[] | undefined) ?? [])];
      for (const section of sections) {
        const crate = (section.target as { crate?: string } | undefined)?.crate;
        const contract = (section.source as { contract?: string } | undefined)?.contract;
        const artifact = built.artifacts.find((item) => item.packageName === crate);
        if (contract && artifact) wasm[contract] = artifact.wasm;
      }
    }
    const main =
      reports.find(
        ({ json }) => Array.isArray(json.contracts) && (json.contracts as unknown[]).length > 0,
      ) ?? reports[0];
    try {
      const comparison = await compareScenario(
        join(examplesDir, example, scenario),
        createWasmEngine({ report: parseConversionReport(main.json), wasm }),
      );
      result.scenario = {
        steps: comparison.summary.steps,
        equal: comparison.summary.equal,
        different: comparison.summary.different,
        ...(comparison.error ? { error: comparison.error } : {}),
      };
    } catch (error) {
      result.scenario = { steps: 0, equal: 0, different: 0, error: (error as Error).message };
    }
  }
  results.push(result);
  const artifacts = result.artifacts
    .map(
      (a) =>
        `${a.file} ${a.bytes} B ${a.sha256.slice(0, 12)} ${a.valid ? "valid" : `INVALID: ${a.problems.join("; ")}`}`,
    )
    .join(", ");
  const run = result.scenario
    ? `scenario ${result.scenario.equal}/${result.scenario.steps} equal${result.scenario.error ? ` (${result.scenario.error})` : ""}`
    : "no scenario run";
  console.log(`${example}: ${result.status} in ${result.seconds} s; ${artifacts}; ${run}`);
  writeFileSync(
    process.env.EXAMPLES_RESULTS ?? "/tmp/examples-results.json",
    JSON.stringify(results, null, 2),
  );
}
const built = results.filter((r) => r.status === "succeeded").length;
const scenariosEqual = results.filter(
  (r) => r.scenario && r.scenario.different === 0 && !r.scenario.error,
).length;
console.log(
  `\n${built}/${results.length} built and valid; ${scenariosEqual}/${results.length} scenarios equal on every step`,
);
