import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type ConversionReport,
  conversionReportSchema,
} from "@contract-platform/converter/scenario-test";
import { buildFixtureWasm, FIXTURES_DIR } from "@contract-platform/cosmwasm-vm/fixtures";
import { createWasmEngine } from "../cosmwasm/run-scenario-on-wasm.ts";

/** The fixture token: its folder, scenario, conversion.json and both builds. */
export const FIXTURE_TOKEN_DIR = join(FIXTURES_DIR, "fixture-token");
export const FIXTURE_TOKEN_SOL = join(FIXTURE_TOKEN_DIR, "FixtureToken.sol");
export const FIXTURE_TOKEN_SCENARIO = join(FIXTURE_TOKEN_DIR, "FixtureToken.scenario.json");

export function fixtureTokenReport(): ConversionReport {
  return conversionReportSchema.parse(
    JSON.parse(readFileSync(join(FIXTURE_TOKEN_DIR, "conversion.json"), "utf8")),
  );
}

/** The wasm engine over the faithful (or the deliberately divergent) fixture token. */
export function fixtureTokenEngine(divergent = false) {
  return createWasmEngine({
    report: fixtureTokenReport(),
    wasm: { FixtureToken: buildFixtureWasm("fixture-token", { divergent }) },
  });
}
