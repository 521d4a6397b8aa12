import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseScenario } from "@contract-platform/converter/scenario";
import { describe, expect, it } from "vitest";
import { FIXTURE_TOKEN_DIR, FIXTURE_TOKEN_SCENARIO } from "../test-support/fixture-token.ts";
import { recordScenario } from "./record-scenario.ts";

describe("recordScenario", () => {
  it("fills every expectation with what the EVM did (the hand-checked fixture scenario)", async () => {
    const written = JSON.parse(readFileSync(FIXTURE_TOKEN_SCENARIO, "utf8"));
    const bare = {
      ...written,
      deploy: { ...written.deploy, expect: undefined },
      steps: written.steps.map((s: Record<string, unknown>) => ({ ...s, expect: undefined })),
    };
    const { scenario, evm } = await recordScenario({
      scenario: bare,
      baseDir: FIXTURE_TOKEN_DIR,
      name: "t",
    });
    expect(evm.steps.every((s) => s.observation !== undefined)).toBe(true);
    expect(() => parseScenario(scenario)).not.toThrow();
    expect(scenario.deploy.expect).toEqual(written.deploy.expect);
    const recorded = scenario.steps.map((s) => s.expect);
    // recorded events name every emitter but the main contract, as the written ones may
    const written2 = written.steps.map((s: { expect: { events?: { emitter?: string }[] } }) => ({
      ...s.expect,
      ...(s.expect.events ? { events: s.expect.events.map(({ emitter: _e, ...e }) => e) } : {}),
    }));
    expect(recorded).toEqual(
      written2
        .map((e: { ok: boolean; events?: unknown }) =>
          e.ok && !e.events ? { ...e, events: [] } : e,
        )
        .map((e: Record<string, unknown>, i: number) =>
          "balance" in written.steps[i] ? { ok: e.ok, returns: e.returns } : e,
        ),
    );
    // the recorded scenario passes on the EVM as it is
    const again = await recordScenario({ scenario, baseDir: FIXTURE_TOKEN_DIR, name: "t" });
    expect(again.evm.steps.every((s) => s.ok)).toBe(true);
  });

  it("records hashes of indexed dynamic parameters and unnamed addresses as wildcards", async () => {
    const dir = mkdtempSync(join(tmpdir(), "record-"));
    writeFileSync(
      join(dir, "Maker.sol"),
      `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Kid {}
contract Maker {
    event Made(string indexed tag, address kid);
    function make(string calldata tag) external returns (address kid) {
        kid = address(new Kid());
        emit Made(tag, kid);
    }
}`,
    );
    const { scenario } = await recordScenario({
      scenario: {
        contract: "Maker",
        file: "Maker.sol",
        actors: ["alice"],
        deploy: { from: "alice" },
        steps: [{ from: "alice", call: "make(string)", args: ["x"] }],
      },
      baseDir: dir,
      name: "maker",
    });
    expect(scenario.steps[0].expect).toEqual({
      ok: true,
      returns: ["*"],
      events: [{ name: "Made", args: ["*", "*"] }],
    });
  });
});
