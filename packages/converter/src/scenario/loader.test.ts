import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenario, parseScenario, ScenarioError } from "./loader.ts";
import { isBalanceStep } from "./schema.ts";
import { parseSignature, valuesMatch } from "./values.ts";

const minimal = {
  contract: "Token",
  file: "Token.sol",
  actors: ["alice", "bob"],
  deploy: { from: "alice" },
  steps: [
    { from: "bob", call: "transfer(address,uint256)", args: ["@alice", "5"] },
    { balance: "@bob", timeDelta: 3, expect: { ok: true, returns: ["1"] } },
  ],
};

describe("scenario loader", () => {
  it("applies defaults and resolves the Solidity file next to the scenario", () => {
    const dir = mkdtempSync(join(tmpdir(), "scn-"));
    const path = join(dir, "Token.scenario.json");
    writeFileSync(path, JSON.stringify(minimal));
    const loaded = loadScenario(path);
    expect(loaded.name).toBe("Token");
    expect(loaded.solidityPath).toBe(join(dir, "Token.sol"));
    const [call, balance] = loaded.scenario.steps;
    expect(isBalanceStep(call)).toBe(false);
    expect(call).toMatchObject({ value: "0", timeDelta: 0, expect: { ok: true } });
    expect(isBalanceStep(balance)).toBe(true);
    expect(loaded.scenario.deploy).toMatchObject({ args: [], value: "0", timeDelta: 0 });
    expect(loaded.scenario.predeploy).toEqual([]);
  });

  it("reports every problem with its path", () => {
    const bad = {
      ...minimal,
      steps: [
        { from: "mallory", call: "f()", timeDlta: 1 },
        { from: "alice", call: "no-parens" },
      ],
    };
    expect(() => parseScenario(bad)).toThrow(ScenarioError);
    try {
      parseScenario({ ...minimal, steps: [{ from: "mallory", call: "f()" }] });
    } catch (err) {
      expect((err as ScenarioError).issues).toEqual(["steps.0.from: unknown actor 'mallory'"]);
    }
  });

  it("accepts custom errors, string reverts and event emitters", () => {
    const s = parseScenario({
      ...minimal,
      steps: [
        { from: "bob", call: "f()", expect: { ok: false, revert: { error: "E", args: ["1"] } } },
        { from: "bob", call: "g()", expect: { ok: false, revert: "Panic(0x11)" } },
        {
          from: "bob",
          call: "h()",
          expect: { ok: true, events: [{ name: "X", args: [], emitter: "@contract" }] },
        },
      ],
    });
    expect(s.steps).toHaveLength(3);
  });
});

describe("scenario values", () => {
  it("splits signatures at the top level", () => {
    expect(parseSignature("f(uint256,(address,bool)[],bytes)")).toEqual({
      name: "f",
      params: ["uint256", "(address,bool)[]", "bytes"],
    });
    expect(parseSignature("g()")).toEqual({ name: "g", params: [] });
  });

  it("matches with wildcards, numerically and case-insensitively for hex", () => {
    expect(valuesMatch(["1", "*", "0xAB"], ["01", "zzz", "0xab"])).toBe(true);
    expect(valuesMatch(["1", true], ["1", "true"])).toBe(false);
    expect(valuesMatch(["1"], ["1", "2"])).toBe(false);
  });
});
