import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { describe, expect, it } from "vitest";
import { installInterpreterCaches, jumpAnalysisCounts } from "./interpreter-caches.ts";
import { runScenarioOnEvm } from "./run-scenario-on-evm.ts";

const examples = new URL("../../examples/", import.meta.url).pathname;

describe("interpreter caches", () => {
  it("analyse a contract's jump destinations once, however often it is called", async () => {
    const before = { ...jumpAnalysisCounts };
    const result = await runScenarioOnEvm(`${examples}erc20-token/erc20-token.scenario.json`);
    expect(result.steps.every((s) => s.ok)).toBe(true);
    const analysed = jumpAnalysisCounts.analysed - before.analysed;
    const reused = jumpAnalysisCounts.reused - before.reused;
    // the deploy's init code and the runtime code, then every other call reuses the analysis
    expect(analysed).toBeLessThanOrEqual(2);
    expect(reused).toBeGreaterThanOrEqual(result.steps.length - 2);
  });

  it("answer isActivatedEIP as the hard fork does, also after a hard-fork change", async () => {
    const plain = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
    const cached = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
    await installInterpreterCaches([cached]);
    const eips = Array.from({ length: 8000 }, (_, i) => i);
    expect(eips.filter((e) => cached.isActivatedEIP(e))).toEqual(
      eips.filter((e) => plain.isActivatedEIP(e)),
    );
    expect(cached.isActivatedEIP(4844)).toBe(true);
    cached.setHardfork(Hardfork.London);
    plain.setHardfork(Hardfork.London);
    expect(cached.isActivatedEIP(4844)).toBe(false);
    expect(eips.filter((e) => cached.isActivatedEIP(e))).toEqual(
      eips.filter((e) => plain.isActivatedEIP(e)),
    );
  });
});
