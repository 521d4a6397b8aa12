import { expect, it } from "vitest";
import { VAULT_SOL } from "../../test/analysis-helpers.ts";
import { stopProcessRunners } from "../jobs/create-process-runner.ts";
import { runAnalyzer } from "./run-analyzer.ts";

const crate = [
  {
    path: "Cargo.toml",
    content: '[package]\nname = "vault"\nversion = "0.1.0"\nedition = "2021"\n',
  },
  {
    path: "src/contract.rs",
    content: "pub fn instantiate() {}\n",
  },
];

it("analyses in a worker process, reporting each step before its result", async () => {
  const steps: string[] = [];
  const result = await runAnalyzer(
    { sources: { solidity: { file: "Vault.sol", content: VAULT_SOL }, crate }, crateName: "vault" },
    { onProgress: (percent, message) => steps.push(`${percent} ${message}`) },
  );
  expect(steps).toEqual([
    "30 Running security detectors on the Solidity source",
    "60 Checking the generated CosmWasm crate",
  ]);
  const rules = result.solidity?.findings.map((f) => `${f.ruleId}:${f.location.startLine}`);
  expect(rules).toContain("reentrancy:18");
  expect(rules).toContain("tx-origin-auth:24");
  expect(result.crate?.target.language).toBe("cosmwasm");
});

it("keeps the worker's error name and message, and the next run still works", async () => {
  const broken = [{ path: "Cargo.toml", content: 42 as unknown as string }];
  const failed = runAnalyzer({ sources: { solidity: null, crate: broken }, crateName: "broken" });
  await expect(failed).rejects.toMatchObject({ name: "TypeError" });
  await expect(failed).rejects.toThrow(/\S/);
  const after = await runAnalyzer({
    sources: { solidity: { file: "Vault.sol", content: VAULT_SOL }, crate: [] },
    crateName: "vault",
  });
  expect(after.solidity?.summary.total).toBeGreaterThan(0);
});

it("stops waiting at once when aborted, and the next analysis still works", async () => {
  const controller = new AbortController();
  const input = {
    sources: { solidity: { file: "Vault.sol", content: VAULT_SOL }, crate: [] },
    crateName: "vault",
  };
  const pending = runAnalyzer(input, { signal: controller.signal });
  controller.abort(Object.assign(new Error("stop"), { name: "AbortError" }));
  await expect(pending).rejects.toThrow("stop");
  const after = await runAnalyzer(input);
  expect(after.solidity?.findings.length).toBeGreaterThan(0);
});

it("ends its worker with stopProcessRunners (server close), and a later run starts a new one", async () => {
  const input = {
    sources: { solidity: { file: "Vault.sol", content: VAULT_SOL }, crate: [] },
    crateName: "vault",
  };
  const pending = runAnalyzer(input);
  await stopProcessRunners();
  await expect(pending).rejects.toThrow("analyzer worker stopped");
  const after = await runAnalyzer(input);
  expect(after.solidity?.findings.length).toBeGreaterThan(0);
});
