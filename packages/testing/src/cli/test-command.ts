import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { compareScenario, type ScenarioComparison } from "../compare/compare-scenario.ts";
import { notComparableText } from "../compare/not-comparable.ts";
import type { CosmWasmEngine } from "../engine/cosmwasm-engine.ts";
import { selectEngine } from "../engine/select-engine.ts";
import { fuzz } from "../fuzz/fuzz.ts";
import { toolchainCargoTest } from "../native/toolchain-cargo-test.ts";
import { DEFAULT_POLICY, findWasm, loadCrate, toolchainConfigFromEnv } from "./load-target.ts";

export const TEST_USAGE = `Usage: sol2cosmwasm test <file.sol> --scenario S.json [--scenario T.json ...]
         [--crate DIR] [--engine wasm|native] [--wasm Name=file.wasm ...]
         [--fuzz RUNS [--steps N] [--seed K] [--rules rules.txt] [--save counterexample.json]]

Runs each scenario on the original Solidity (EVM) and on the converted CosmWasm contract and
compares every step; --fuzz adds seeded random call sequences (the scenario sets up the
deployment). Without --crate the file is converted now. The wasm engine uses built wasm (--wasm,
DIR/artifacts, cargo's release directory) or builds it; the native engine runs cargo test of the
generated cw-multi-test runner. Exit code 0 when both sides agree, 1 on any difference, 2 on
usage or input errors.`;

function location(step: ScenarioComparison["steps"][number]): string {
  const parts: string[] = [];
  if (step.source?.solidity)
    parts.push(`Solidity ${step.source.solidity.startLine}-${step.source.solidity.endLine}`);
  if (step.source?.rust)
    parts.push(
      `${step.source.rust.file} ${step.source.rust.startLine}-${step.source.rust.endLine}`,
    );
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

function printComparison(result: ScenarioComparison, print: (line: string) => void) {
  print(
    `${result.scenario} on ${result.engine}: ${result.summary.equal}/${result.summary.steps} steps equal`,
  );
  if (result.error) print(`  ${result.error}`);
  for (const step of result.steps) {
    if (step.equal && step.notComparable) {
      print(`  ~ ${step.label}${location(step)}`);
      print(`      ${notComparableText(step.notComparable.values, step.notComparable.warnings)}`);
    } else if (!step.equal) {
      print(`  ✗ ${step.label}${location(step)}`);
      print(`      ${step.diff}`);
    }
  }
}

/** `sol2cosmwasm test`: the comparison in a terminal, for CI pipelines. */
export async function testCommand(
  argv: string[],
  print = console.log,
  printError = console.error,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    printError(`${(err as Error).message}\n${TEST_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    print(TEST_USAGE);
    return 0;
  }
  const scenarios = values.scenario ?? [];
  if (positionals.length !== 1 || scenarios.length === 0) {
    printError(TEST_USAGE);
    return 2;
  }
  const engineKind = values.engine;
  if (engineKind !== undefined && engineKind !== "wasm" && engineKind !== "native") {
    printError(`--engine must be wasm or native.\n${TEST_USAGE}`);
    return 2;
  }
  const numbers: Record<string, number | undefined> = {};
  for (const key of ["fuzz", "steps"] as const) {
    const text = values[key];
    if (text !== undefined && !/^[1-9][0-9]*$/.test(text)) {
      printError(`--${key} must be a positive integer.\n${TEST_USAGE}`);
      return 2;
    }
    numbers[key] = text === undefined ? undefined : Number(text);
  }
  const given: Record<string, string> = {};
  for (const item of values.wasm ?? []) {
    const [name, file] = item.split("=");
    if (!name || !file) {
      printError(`--wasm takes Name=file.wasm.\n${TEST_USAGE}`);
      return 2;
    }
    given[name] = file;
  }
  let engine: CosmWasmEngine;
  let rules: string | undefined;
  let wasm: Record<string, Uint8Array> = {};
  try {
    const target = loadCrate(resolve(positionals[0]), values.crate);
    if (engineKind !== "native") wasm = await findWasm(target, given, true, print);
    engine = selectEngine({
      report: target.report,
      wasm,
      crateDir: target.crateDir,
      mainDir: target.mainDir,
      runCargoTest: toolchainCargoTest({
        config: toolchainConfigFromEnv(),
        policy: DEFAULT_POLICY,
      }),
      prefer: engineKind,
    });
    if (values.rules) rules = readFileSync(values.rules, "utf8");
  } catch (err) {
    printError((err as Error).message);
    return 2;
  }
  let different = 0;
  for (const path of scenarios) {
    const result = await compareScenario(resolve(path), engine);
    printComparison(result, print);
    different += result.summary.different + (result.error ? 1 : 0);
  }
  if (numbers.fuzz !== undefined) {
    if (engine.kind !== "wasm") {
      printError("fuzzing needs the wasm engine (build the crate to wasm)");
      return 2;
    }
    const result = await fuzz({
      scenario: resolve(scenarios[0]),
      target: { report: engine.report, wasm },
      runs: numbers.fuzz,
      steps: numbers.steps,
      seed: values.seed,
      rules,
    }).catch((err: Error) => err);
    if (result instanceof Error) {
      printError(`fuzzing: ${result.message}`);
      return 1;
    }
    print(
      `fuzzing (seed ${result.seed}): ${result.runs} runs, ${result.stepsRun} steps in ${result.elapsedMs} ms`,
    );
    for (const v of result.ruleViolations.slice(0, 5)) {
      print(
        `  the original breaks rule line ${v.line} "${v.rule}" (run ${v.run}, step ${v.step}): ${v.value ?? v.error}`,
      );
    }
    for (const d of result.divergences) {
      different++;
      print(
        `  ✗ run ${d.run} (reproduce with --seed ${d.runSeed} --fuzz 1), shrunk from ${d.shrunk.from} to ${d.shrunk.to} steps`,
      );
      print(`      ${d.label}: ${d.diff}`);
      const json = `${JSON.stringify(d.scenario, null, 2)}\n`;
      if (values.save) {
        writeFileSync(values.save, json);
        print(`      counterexample saved to ${values.save}`);
      } else print(json);
    }
  }
  print(
    different === 0 ? "no differences" : `${different} difference${different === 1 ? "" : "s"}`,
  );
  return different === 0 ? 0 : 1;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      scenario: { type: "string", multiple: true },
      crate: { type: "string" },
      engine: { type: "string" },
      wasm: { type: "string", multiple: true },
      fuzz: { type: "string" },
      steps: { type: "string" },
      seed: { type: "string" },
      rules: { type: "string" },
      save: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}
