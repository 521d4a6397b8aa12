import { readFileSync } from "node:fs";
import { convertSoliditySync } from "@contract-platform/converter";
import { conversionReportSchema } from "@contract-platform/converter/scenario-test";
import { describe, expect, it } from "vitest";
import { FIXTURE_TOKEN_SOL, fixtureTokenReport } from "./fixture-token.ts";

describe("the fixture token's conversion.json", () => {
  it("is what the converter writes for FixtureToken.sol today (the hand-written wasm speaks it)", () => {
    const result = convertSoliditySync({
      source: readFileSync(FIXTURE_TOKEN_SOL, "utf8"),
      fileName: "FixtureToken.sol",
      format: false,
    });
    expect(result.ok).toBe(true);
    const fresh = conversionReportSchema.parse(result.report) as Record<string, unknown>;
    const kept = fixtureTokenReport() as Record<string, unknown>;
    // the JSON contract; source-map lines depend on rustfmt being installed
    for (const part of ["functions", "events", "errors", "enums", "structs", "native_denom"]) {
      expect(
        kept[part],
        `${part} changed: regenerate with sol2cosmwasm convert packages/cosmwasm-vm/fixtures/fixture-token/FixtureToken.sol and update contract.rs to match`,
      ).toEqual(fresh[part]);
    }
  });
});
