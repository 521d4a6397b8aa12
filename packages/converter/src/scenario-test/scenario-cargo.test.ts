import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseScenario, type Scenario } from "../scenario/index.ts";
import { type ConversionReport, generateScenarioTest } from "./index.ts";

/**
 * The generated tests compiled and run against the real cosmwasm crates. Needs the offline cargo
 * environment of this machine (`cw-test`) and is opt-in (`SCENARIO_CARGO=1`): about half a minute
 * per crate on shared cores.
 */
const CW_TEST = "/work/cargo-env/bin/cw-test";
const enabled = existsSync(CW_TEST) && process.env.SCENARIO_CARGO === "1";
const REFERENCE = join(import.meta.dirname, "../../../../../shared/reference");
const FIXTURE = join(import.meta.dirname, "../../test/scenario-test/fixtures/factory");

const scratch = mkdtempSync(join(tmpdir(), "scenario-cargo-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function cargoTest(dir: string, args: string[]): { ok: boolean; log: string } {
  const res = spawnSync(CW_TEST, [dir, "--", ...args], { encoding: "utf8", timeout: 900_000 });
  const log = `${res.stdout}${res.stderr}`;
  return { ok: res.status === 0 && log.includes("cw-test: PASS"), log: log.slice(-4000) };
}

/** A first build, or waiting for the shared target dir's lock, can take minutes. */
const CARGO_TIMEOUT = 900_000;

describe.skipIf(!enabled)("generated scenario tests pass cargo test", () => {
  for (const [dir, contract, name] of [
    ["basic-token", "BasicToken", "basic_token"],
    ["escrow", "Escrow", "escrow"],
  ]) {
    it(
      `${contract}: against the hand-ported reference crate`,
      () => {
        const crate = join(scratch, dir);
        cpSync(join(REFERENCE, dir, "crate"), crate, { recursive: true });
        const report = JSON.parse(readFileSync(join(crate, "conversion.json"), "utf8"));
        const scenario = JSON.parse(
          readFileSync(join(REFERENCE, dir, `solidity/${contract}.scenario.json`), "utf8"),
        );
        const rust = generateScenarioTest(report as ConversionReport, scenario as Scenario, name);
        writeFileSync(join(crate, `tests/scenario_${name}.rs`), rust);
        const { ok, log } = cargoTest(crate, ["--test", `scenario_${name}`]);
        expect(ok, log).toBe(true);
      },
      CARGO_TIMEOUT,
    );
  }

  it(
    "Factory: predeploys, factory-made contracts, receive/fallback and failures",
    () => {
      const ws = join(scratch, "factory");
      cpSync(join(FIXTURE, "workspace"), ws, { recursive: true });
      const report = JSON.parse(readFileSync(join(FIXTURE, "conversion.json"), "utf8"));
      const scenario = parseScenario(
        JSON.parse(readFileSync(join(FIXTURE, "Factory.scenario.json"), "utf8")),
      );
      mkdirSync(join(ws, "factory/tests"));
      writeFileSync(
        join(ws, "factory/tests/scenario_factory.rs"),
        generateScenarioTest(report, scenario, "Factory"),
      );
      const { ok, log } = cargoTest(ws, ["-p", "factory", "--test", "scenario_factory"]);
      expect(ok, log).toBe(true);
    },
    CARGO_TIMEOUT,
  );

  it(
    "fails when an expectation is wrong",
    () => {
      const crate = join(scratch, "escrow-wrong");
      cpSync(join(REFERENCE, "escrow/crate"), crate, { recursive: true });
      const report = JSON.parse(readFileSync(join(crate, "conversion.json"), "utf8"));
      const scenario = JSON.parse(
        readFileSync(join(REFERENCE, "escrow/solidity/Escrow.scenario.json"), "utf8"),
      );
      scenario.steps[14].expect.returns = ["5001"];
      writeFileSync(
        join(crate, "tests/scenario_escrow.rs"),
        generateScenarioTest(report, scenario, "escrow"),
      );
      const { ok, log } = cargoTest(crate, ["--test", "scenario_escrow"]);
      expect(ok).toBe(false);
      expect(log).toContain("step 15: bob price(): returns");
    },
    CARGO_TIMEOUT,
  );
});
