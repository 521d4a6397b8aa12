import { parseScenario } from "@contract-platform/converter/scenario";
import { buildFixtureWasm } from "@contract-platform/cosmwasm-vm/fixtures";
import { describe, expect, it } from "vitest";
import { compareScenario } from "../compare/compare-scenario.ts";
import {
  FIXTURE_TOKEN_DIR,
  FIXTURE_TOKEN_SCENARIO,
  fixtureTokenEngine,
  fixtureTokenReport,
} from "../test-support/fixture-token.ts";
import { fuzz } from "./fuzz.ts";

const target = (divergent: boolean) => ({
  report: fixtureTokenReport(),
  wasm: { FixtureToken: buildFixtureWasm("fixture-token", { divergent }) },
});

describe("fuzz", () => {
  it("finds no divergence between the fixture token and its faithful wasm", async () => {
    const result = await fuzz({
      scenario: FIXTURE_TOKEN_SCENARIO,
      target: target(false),
      runs: 12,
      steps: 25,
      seed: "faithful",
      rules:
        "totalSupply() >= balanceOf(@alice)\nbalanceOf(@alice) + balanceOf(@bob) + balanceOf(@carol) <= totalSupply()",
    });
    expect(result.divergences).toEqual([]);
    expect(result.runs).toBe(12);
    expect(result.stepsRun).toBe(300);
    expect(result.ruleViolations).toEqual([]);
  });

  it("finds the divergent twin's difference and shrinks it to a minimal saved scenario", async () => {
    const options = {
      scenario: FIXTURE_TOKEN_SCENARIO,
      target: target(true),
      runs: 30,
      steps: 20,
      seed: 7,
    };
    const result = await fuzz(options);
    expect(result.divergences).toHaveLength(1);
    const [divergence] = result.divergences;
    expect(divergence.shrunk.to).toBeLessThanOrEqual(2);
    expect(divergence.shrunk.to).toBeLessThanOrEqual(divergence.shrunk.from);
    expect(divergence.diff).toMatch(
      /^(revert: EVM "nothing to deposit", CosmWasm "nothing deposited"|returns\[0\]: EVM "\d+", CosmWasm "\d+")$/,
    );
    // the counterexample is a valid scenario that the comparison shows failing on the twin only
    const saved = parseScenario(divergence.scenario);
    const input = { scenario: saved, baseDir: FIXTURE_TOKEN_DIR, name: "counterexample" };
    const onTwin = await compareScenario(input, fixtureTokenEngine(true));
    expect(onTwin.summary.different).toBe(1);
    const onFaithful = await compareScenario(input, fixtureTokenEngine(false));
    expect(onFaithful.summary.different).toBe(0);
    // a seed reproduces the whole run, and a run's own seed reproduces it alone
    const again = await fuzz(options);
    expect(again.divergences[0].scenario).toEqual(divergence.scenario);
    const alone = await fuzz({ ...options, seed: divergence.runSeed, runs: 1 });
    expect(alone.divergences[0]?.scenario.steps).toEqual(divergence.scenario.steps);
  });

  it("reports a rule whose answer differs between the sides as a divergence", async () => {
    const result = await fuzz({
      scenario: FIXTURE_TOKEN_SCENARIO,
      target: target(true),
      runs: 40,
      steps: 15,
      seed: "rules",
      rules: "lastMint() == 0 || lastMint() >= 1700000000",
    });
    expect(result.divergences.length).toBe(1);
  });

  it("stops at once when cancelled", async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await fuzz({
      scenario: FIXTURE_TOKEN_SCENARIO,
      target: target(false),
      runs: 5,
      signal: controller.signal,
    });
    expect(result).toMatchObject({ cancelled: true, runs: 0, stepsRun: 0 });
  });
});
