import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Scenario } from "../scenario/index.ts";
import { type ConversionReport, generateScenarioTest, ScenarioTestError } from "./index.ts";
import { type ReferenceStep, referenceSteps } from "./reference-steps.ts";
import { rustfmtCheck, scenarioDataOf } from "./test-support.ts";

const REFERENCE = join(import.meta.dirname, "../../../../../shared/reference");
const GOLDEN = join(import.meta.dirname, "../../test/scenario-test/golden");

const references = [
  { dir: "basic-token", contract: "BasicToken", name: "basic_token" },
  { dir: "escrow", contract: "Escrow", name: "escrow" },
];

function load(dir: string, contract: string) {
  const report = JSON.parse(readFileSync(join(REFERENCE, dir, "crate/conversion.json"), "utf8"));
  const scenario = JSON.parse(
    readFileSync(join(REFERENCE, dir, `solidity/${contract}.scenario.json`), "utf8"),
  );
  return { report: report as ConversionReport, scenario: scenario as Scenario };
}

/** A generated step in the shape the reference reader produces. */
function asReference(step: Record<string, unknown>): ReferenceStep {
  const expect = step.expect as Record<string, unknown>;
  const out: ReferenceStep = {
    kind: "execute",
    timeDelta: (step.time_delta as number | undefined) ?? 0,
    ok: expect.ok as boolean,
  };
  if ("deploy" in step) {
    out.kind = "deploy";
    out.msg = step.msg;
  } else if ("execute" in step) {
    out.msg = step.execute;
    out.funds = step.funds as string | undefined;
  } else if ("query" in step) {
    out.kind = "query";
    out.msg = step.query;
  } else if ("balance" in step) {
    out.kind = "balance";
    out.account = step.balance as string;
  }
  if ("returns" in expect) out.returns = expect.returns;
  if ("revert" in expect) out.revert = expect.revert as ReferenceStep["revert"];
  if ("events" in expect) {
    out.events = (expect.events as { name: string; attrs: [string, string][] }[]).map((e) => [
      e.name,
      e.attrs,
    ]);
  }
  return out;
}

describe("generateScenarioTest on the reference ports", () => {
  for (const ref of references) {
    describe(ref.contract, () => {
      const { report, scenario } = load(ref.dir, ref.contract);
      const rust = generateScenarioTest(report, scenario, ref.name, {
        scenarioFileName: `${ref.contract}.scenario.json`,
      });

      it("matches its golden file", () => {
        const golden = join(GOLDEN, `scenario_${ref.name}.rs`);
        if (process.env.UPDATE_GOLDEN) writeFileSync(golden, rust);
        expect(rust).toBe(readFileSync(golden, "utf8"));
      });

      it("is rustfmt-clean", () => {
        expect(rustfmtCheck(rust)).toBe("");
      });

      it("sends and checks what the hand-written scenario test does, step by step", () => {
        const handWritten = readFileSync(
          join(REFERENCE, ref.dir, `crate/tests/scenario_${ref.name}.rs`),
          "utf8",
        );
        const want = referenceSteps(handWritten, scenario.actors).map((s) => ({
          ...s,
          funds: s.funds === "0" ? undefined : s.funds,
        }));
        const got = scenarioDataOf(rust).steps.map(asReference);
        expect(want.length).toBe(scenario.steps.length + 1);
        expect(got).toEqual(want);
      });

      it("stores the crate's code and funds the scenario's actors", () => {
        const data = scenarioDataOf(rust);
        expect(data.codes).toEqual([ref.contract]);
        expect(data.actors).toEqual(scenario.actors);
        expect(data.denom).toBe("uatom");
        expect(rust).toContain(`fn scenario_${ref.name}() {`);
        expect(rust).toContain(
          `use ${report.target.lib}::contract::{execute, instantiate, migrate, query};`,
        );
      });

      it("is deterministic", () => {
        const again = generateScenarioTest(
          structuredClone(report),
          structuredClone(scenario),
          ref.name,
          { scenarioFileName: `${ref.contract}.scenario.json` },
        );
        expect(again).toBe(rust);
      });
    });
  }
});

describe("generateScenarioTest errors", () => {
  const { report, scenario } = load("basic-token", "BasicToken");
  const withStep = (step: Record<string, unknown>) =>
    ({ ...scenario, steps: [step] }) as unknown as Scenario;

  it("names a function the contract does not have", () => {
    expect(() =>
      generateScenarioTest(
        report,
        withStep({ from: "bob", call: "steal(uint256)", args: ["1"] }),
        "x",
      ),
    ).toThrow(/step 1: bob steal\(uint256\): BasicToken has no function steal\(uint256\)/);
  });

  it("names an unknown actor used as an argument", () => {
    expect(() =>
      generateScenarioTest(
        report,
        withStep({ from: "bob", call: "transfer(address,uint256)", args: ["@dave", "1"] }),
        "x",
      ),
    ).toThrow(ScenarioTestError);
    expect(() =>
      generateScenarioTest(
        report,
        withStep({ from: "bob", call: "transfer(address,uint256)", args: ["@dave", "1"] }),
        "x",
      ),
    ).toThrow(/argument 1: unknown reference @dave/);
  });

  it("passes an Ethereum address as @0x.. (the runner's bech32 of its 20 bytes) and refuses other hex", () => {
    const rust = generateScenarioTest(
      report,
      withStep({
        from: "bob",
        call: "transfer(address,uint256)",
        args: ["0xC4136163F9FC7ED4D405597C01E07385FC4D77C7", "1"],
      }),
      "x",
    );
    expect(rust).toContain('"@0xc4136163f9fc7ed4d405597c01e07385fc4d77c7"');
    expect(rust).toContain('if let Some(hex) = text(name).strip_prefix("@0x") {');
    expect(() =>
      generateScenarioTest(
        report,
        withStep({ from: "bob", call: "transfer(address,uint256)", args: ["0x1234", "1"] }),
        "x",
      ),
    ).toThrow(/argument 1: expected an address reference like @alice or 0x and 40 hex digits/);
  });

  it("rejects an unknown sender", () => {
    expect(() =>
      generateScenarioTest(report, withStep({ from: "dave", call: "name()", args: [] }), "x"),
    ).toThrow(/unknown actor 'dave'/);
  });

  it("rejects a wrong number of arguments", () => {
    expect(() =>
      generateScenarioTest(report, withStep({ from: "bob", call: "burn(uint256)", args: [] }), "x"),
    ).toThrow(/takes 1 arguments, got 0/);
  });

  it("rejects custom errors and events conversion.json does not list", () => {
    expect(() =>
      generateScenarioTest(
        report,
        withStep({
          from: "bob",
          call: "burn(uint256)",
          args: ["1"],
          expect: { ok: false, revert: { error: "Nope", args: [] } },
        }),
        "x",
      ),
    ).toThrow(/revert Nope: custom error not in conversion.json/);
    expect(() =>
      generateScenarioTest(
        report,
        withStep({
          from: "bob",
          call: "burn(uint256)",
          args: ["1"],
          expect: { ok: true, events: [{ name: "Burned", args: [] }] },
        }),
        "x",
      ),
    ).toThrow(/event 1 Burned: event not in conversion.json/);
  });

  it("rejects values of the wrong kind and passes out-of-range ones for the crate to reject", () => {
    expect(() =>
      generateScenarioTest(
        report,
        withStep({ from: "bob", call: "burn(uint256)", args: ["0x12"] }),
        "x",
      ),
    ).toThrow(/argument 1: expected an integer as a decimal string, got "0x12"/);
    const rust = generateScenarioTest(
      report,
      withStep({ from: "bob", call: "burn(uint256)", args: ["-1"] }),
      "x",
    );
    expect(scenarioDataOf(rust).steps[1]).toMatchObject({ execute: { burn: { amount: "-1" } } });
  });

  it("rejects a scenario for another contract", () => {
    expect(() =>
      generateScenarioTest(report, { ...scenario, contract: "Other" } as Scenario, "x"),
    ).toThrow(/scenario contract 'Other' is not in conversion.json/);
  });
});
