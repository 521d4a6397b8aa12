import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseScenario } from "@contract-platform/converter/scenario";
import { buildFixtureWasm } from "@contract-platform/cosmwasm-vm/fixtures";
import { describe, expect, it } from "vitest";
import {
  FIXTURE_TOKEN_DIR,
  FIXTURE_TOKEN_SCENARIO,
  FIXTURE_TOKEN_SOL,
} from "../test-support/fixture-token.ts";
import { testCommand } from "./test-command.ts";

function wasmFile(divergent: boolean): string {
  const file = join(mkdtempSync(join(tmpdir(), "cli-wasm-")), "token.wasm");
  writeFileSync(file, buildFixtureWasm("fixture-token", { divergent }));
  return file;
}

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await testCommand(
    argv,
    (l) => out.push(l),
    (l) => err.push(l),
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const base = (divergent: boolean) => [
  FIXTURE_TOKEN_SOL,
  "--scenario",
  FIXTURE_TOKEN_SCENARIO,
  "--crate",
  FIXTURE_TOKEN_DIR,
  "--wasm",
  `FixtureToken=${wasmFile(divergent)}`,
];

describe("sol2cosmwasm test", () => {
  it("exits 0 when every step agrees, fuzzing included", async () => {
    const result = await run([
      ...base(false),
      "--fuzz",
      "3",
      "--steps",
      "10",
      "--seed",
      "cli",
      "--rules",
      rulesFile(),
    ]);
    expect(result.err).toBe("");
    expect(result.out).toContain("FixtureToken on wasm: 18/18 steps equal");
    expect(result.out).toContain("fuzzing (seed cli): 3 runs, 30 steps");
    expect(result.out).toMatch(/no differences$/);
    expect(result.code).toBe(0);
  });

  it("exits 1 on a divergence, naming the steps and saving the fuzzed counterexample", async () => {
    const save = join(mkdtempSync(join(tmpdir(), "cli-save-")), "counterexample.json");
    const result = await run([...base(true), "--fuzz", "30", "--seed", "7", "--save", save]);
    expect(result.code).toBe(1);
    expect(result.out).toContain("FixtureToken on wasm: 16/18 steps equal");
    expect(result.out).toContain("✗ #7 bob deposit() (Solidity 52-56, src/contract.rs");
    expect(result.out).toContain('revert: EVM "nothing to deposit", CosmWasm "nothing deposited"');
    expect(existsSync(save)).toBe(true);
    expect(() => parseScenario(JSON.parse(readFileSync(save, "utf8")))).not.toThrow();
  });

  it('shows the values the scenario marks "*" as not comparable', async () => {
    const scenario = JSON.parse(readFileSync(FIXTURE_TOKEN_SCENARIO, "utf8"));
    scenario.steps[5].expect.returns = ["*"];
    scenario.file = FIXTURE_TOKEN_SOL;
    const file = join(mkdtempSync(join(tmpdir(), "cli-wildcards-")), "wildcards.scenario.json");
    writeFileSync(file, JSON.stringify(scenario));
    const args = [...base(true)];
    args[2] = file;
    const result = await run(args);
    expect(result.out).toContain("~ #5 bob lastMint()");
    expect(result.out).toContain(
      'not comparable: returns[0] (EVM "1700000060", CosmWasm "1700000061")',
    );
    expect(result.out).toContain("wildcards on wasm: 17/18 steps equal");
  });

  it("exits 2 on usage and input errors", async () => {
    expect((await run([])).code).toBe(2);
    expect((await run([FIXTURE_TOKEN_SOL])).code).toBe(2);
    expect((await run([...base(false), "--engine", "evm"])).err).toContain(
      "--engine must be wasm or native",
    );
    expect((await run([...base(false), "--fuzz", "0"])).err).toContain(
      "--fuzz must be a positive integer",
    );
    expect(
      (await run([FIXTURE_TOKEN_SOL, "--scenario", "x.json", "--crate", tmpdir()])).err,
    ).toContain("has no conversion.json");
    expect((await run(["--help"])).code).toBe(0);
  });
});

function rulesFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), "cli-rules-")), "rules.txt");
  writeFileSync(
    file,
    "# supply covers every balance\ntotalSupply() >= balanceOf(@alice) + balanceOf(@bob)\n",
  );
  return file;
}
