import { parseScenario } from "@contract-platform/converter/scenario";
import { describe, expect, it } from "vitest";
import { compareScenario } from "../compare/compare-scenario.ts";
import { recordScenario } from "../record/record-scenario.ts";
import {
  FIXTURE_TOKEN_DIR,
  FIXTURE_TOKEN_SOL,
  fixtureTokenEngine,
} from "../test-support/fixture-token.ts";
import { generateStarterScenario } from "./generate-starter-scenario.ts";
import { plausibleValue } from "./plausible-value.ts";

describe("generateStarterScenario", () => {
  it("deploys, reads every view, calls each state-changing function and reads again", () => {
    const scenario = parseScenario(generateStarterScenario({ solidityPath: FIXTURE_TOKEN_SOL }));
    expect(scenario.contract).toBe("FixtureToken");
    expect(scenario.deploy.args).toEqual(["Example", "1000"]);
    const calls = scenario.steps.map((s) =>
      "call" in s ? `${s.call}${"value" in s && s.value !== "0" ? ` +${s.value}` : ""}` : "",
    );
    expect(calls).toEqual([
      "balanceOf(address)",
      "deposits()",
      "lastMint()",
      "myBalance()",
      "name()",
      "owner()",
      "totalSupply()",
      "burn(uint128)",
      "deposit() +1000",
      "mint(address,uint128)",
      "transfer(address,uint128)",
      "balanceOf(address)",
      "deposits()",
      "lastMint()",
      "myBalance()",
      "name()",
      "owner()",
      "totalSupply()",
    ]);
  });

  it("gives a scenario that records on the EVM and compares equal on the fixture's wasm", async () => {
    const starter = generateStarterScenario({ solidityPath: FIXTURE_TOKEN_SOL });
    const { scenario } = await recordScenario({
      scenario: starter,
      baseDir: FIXTURE_TOKEN_DIR,
      name: "starter",
    });
    const compared = await compareScenario(
      { scenario, baseDir: FIXTURE_TOKEN_DIR, name: "starter" },
      fixtureTokenEngine(),
    );
    expect(compared.summary.different).toBe(0);
    expect(compared.summary.steps).toBe(19);
  });

  it("keeps plausible numbers within the type and names", () => {
    expect(plausibleValue({ name: "fee", type: "uint8" }, "@a")).toBe("5");
    expect(plausibleValue({ name: "amount", type: "uint8" }, "@a")).toBe("255");
    expect(plausibleValue({ name: "deadline", type: "uint64" }, "@a")).toBe("1700086400");
    expect(plausibleValue({ name: "who", type: "address[2]" }, "@a")).toEqual(["@a", "@a"]);
    expect(
      plausibleValue(
        {
          name: "p",
          type: "tuple",
          components: [
            { name: "symbol", type: "string" },
            { name: "ok", type: "bool" },
          ],
        },
        "@a",
      ),
    ).toEqual(["TKN", true]);
    expect(plausibleValue({ name: "h", type: "bytes4" }, "@a")).toBe("0x11111111");
  });
});
