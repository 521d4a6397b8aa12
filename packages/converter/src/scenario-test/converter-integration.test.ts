import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertSoliditySync } from "../convert-solidity.ts";
import type { Scenario } from "../scenario/index.ts";
import { type ConversionReport, generateScenarioTest } from "./index.ts";
import { scenarioDataOf } from "./test-support.ts";

const REFERENCE = join(import.meta.dirname, "../../../../../shared/reference");

describe("scenario tests from the converter's own conversion.json", () => {
  for (const [dir, contract] of [
    ["basic-token", "BasicToken"],
    ["escrow", "Escrow"],
  ]) {
    it(`${contract}: replays the same steps as from the hand-written reference report`, () => {
      const sol = join(REFERENCE, dir, "solidity");
      const scenario = JSON.parse(readFileSync(join(sol, `${contract}.scenario.json`), "utf8"));
      const converted = convertSoliditySync({
        source: readFileSync(join(sol, `${contract}.sol`), "utf8"),
        fileName: `${contract}.sol`,
        contract,
        format: false,
      });
      expect(converted.report).not.toBeNull();
      const reference = JSON.parse(
        readFileSync(join(REFERENCE, dir, "crate/conversion.json"), "utf8"),
      ) as ConversionReport;
      const fromConverter = generateScenarioTest(
        converted.report as ConversionReport,
        scenario as Scenario,
        contract,
      );
      const fromReference = generateScenarioTest(reference, scenario as Scenario, contract);
      expect(scenarioDataOf(fromConverter)).toEqual(scenarioDataOf(fromReference));
    });
  }
});
