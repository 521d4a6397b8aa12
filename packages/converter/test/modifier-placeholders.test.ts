import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";
import { fnText } from "./rust-fn-text.ts";

async function convert(body: string) {
  const r = await convertSolidity({
    source: `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract Loop {\n${body}\n}`,
    fileName: "Loop.sol",
    format: false,
  });
  return { r, rs: r.files["src/contract.rs"] ?? "" };
}

describe("a modifier whose `_` is not a single top-level statement", () => {
  it("runs the body at each `_` it reaches and returns the last run's value", async () => {
    const { r, rs } = await convert(`
    uint256 public n;
    modifier whileBelow(uint256 cap) { while (n < cap) { _; } }
    modifier either(bool c) { if (c) { _; } else { n = 100; } _; }
    function grow(uint256 cap) external whileBelow(cap) returns (uint256) { n += 1; return n * 10; }
    function both(bool c) external either(c) returns (uint256) { n += 1; return n; }`);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const grow = fnText(rs, "execute_grow");
    expect(grow).toContain("let mut ret = Uint256::zero();");
    expect(grow).toMatch(
      /while N\.load\(deps\.storage\)\? < cap_2 \{\n\s*ret = \(\|\| -> Result<Uint256, ContractError> \{/,
    );
    // the branch's run is overwritten by the top-level one: its value is dropped, not assigned
    const both = fnText(rs, "execute_both");
    expect(both).toMatch(/if c_2 \{\n\s*\(\|\| -> Result<Uint256, ContractError> \{/);
    expect(both).toContain("let ret = (|| -> Result<Uint256, ContractError> {");
    expect(both.match(/N\.save\(/g)).toHaveLength(3);
  });

  it("ends the function with the last run's value where the modifier returns", async () => {
    const { r, rs } = await convert(`
    uint256 public n;
    modifier upTo(uint256 k) { for (uint256 i = 0; i < 10; i++) { if (i == k) return; _; } }
    function f(uint256 k) external upTo(k) returns (uint256) { n += 1; return n; }`);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const f = fnText(rs, "execute_f");
    expect(f).toContain("let mut ret = Uint256::zero();");
    expect(f).toContain("return Ok(Response::new().set_data(to_json_binary(&ret)?));");
  });

  it("runs a constructor's body at each `_` of its modifier, then the code after it", async () => {
    const { r, rs } = await convert(`
    uint256 public n;
    uint256 public runs;
    modifier twice() { _; _; runs = n; }
    constructor() twice { n += 1; }`);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const init = fnText(rs, "instantiate");
    expect(init.match(/N\.save\(deps\.storage, &n(_\d+)?\)/g)).toHaveLength(2);
    expect(init).toMatch(/\}\)\(\)\?;\n\s*let runs = N\.load\(deps\.storage\)\?;\n\s*RUNS\.save/);
    expect(init).not.toMatch(/let\s+=/);
    expect(init.trimEnd()).toMatch(/\n {4}Ok\(Response::new\(\)\)$/);
  });

  it("stays refused, with a located diagnostic, on a constructor modifier that returns", async () => {
    const { r } = await convert(`
    uint256 public n;
    modifier once() { if (n > 0) return; _; }
    constructor() once { n += 1; }`);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ code: "SOL2CW-E011", severity: "error", line: 7 }),
    );
  });
});
