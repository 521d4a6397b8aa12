import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "./main.ts";

const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Counter {
    uint256 public count;
    function add(uint256 by) external { require(by > 0, "zero"); count += by; }
}
`;

function writeScenario(dir: string, name: string, expected: string) {
  const scenario = {
    contract: "Counter",
    file: "Counter.sol",
    actors: ["alice"],
    deploy: { from: "alice" },
    steps: [
      { from: "alice", call: "add(uint256)", args: ["2"], expect: { ok: true } },
      { from: "alice", call: "add(uint256)", args: ["0"], expect: { ok: false, revert: "zero" } },
      { from: "alice", call: "count()", expect: { ok: true, returns: [expected] } },
    ],
  };
  const path = join(dir, `${name}.scenario.json`);
  writeFileSync(path, JSON.stringify(scenario));
  return path;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("sol2cosmwasm evm", () => {
  it("prints each result, the failing step and a final tally; fails when any scenario fails", async () => {
    const dir = mkdtempSync(join(tmpdir(), "evm-cli-"));
    writeFileSync(join(dir, "Counter.sol"), source);
    const good = writeScenario(dir, "good", "2");
    const bad = writeScenario(dir, "bad", "3");
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => {
      lines.push(line);
    });
    expect(await main(["evm", good, bad])).toBe(1);
    expect(lines[0]).toBe("PASS good (4 steps)");
    expect(lines).toContain("FAIL bad (4 steps)");
    expect(lines).toContain('  #2 alice count(): returns: expected ["3"], got ["2"]');
    expect(lines.at(-1)).toBe("1 passed, 1 failed");

    lines.length = 0;
    expect(await main(["evm", good])).toBe(0);
    expect(lines.at(-1)).toBe("1 passed, 0 failed");
  });

  it("rejects a missing argument with usage", async () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => {
      errors.push(line);
    });
    expect(await main(["evm"])).toBe(2);
    expect(errors.join("\n")).toContain("Usage: sol2cosmwasm evm");
  });
});
