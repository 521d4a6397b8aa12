import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

const header = "// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n";

async function convert(source: string) {
  const r = await convertSolidity({ source, fileName: "C.sol", format: false });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r.files;
}

describe("contracts without views or without state-changing functions", () => {
  it("gives a contract without views an empty QueryMsg that still derives QueryResponses", async () => {
    const files = await convert(`${header}
contract N {
    uint256 private x;
    function set(uint256 v) external { x = v; }
}`);
    expect(files["src/msg.rs"]).toContain("use cosmwasm_schema::{cw_serde, QueryResponses};");
    expect(files["src/msg.rs"]).toContain("#[derive(QueryResponses)]\npub enum QueryMsg {}");
    // no arms: an `Ok(match msg {})` would warn about an unreachable expression
    expect(files["src/contract.rs"]).toMatch(
      /pub fn query\(_deps: Deps, _env: Env, msg: QueryMsg\) -> Result<Binary, ContractError> \{\n {4}match msg \{\}\n\}/,
    );
    expect(files["src/tests.rs"]).not.toContain("StdResult");
  });

  it("keeps StdResult for the query tests of a contract with views only", async () => {
    const files = await convert(`${header}
contract V {
    uint256 public constant LIMIT = 10;
    function double(uint256 a) external pure returns (uint256) { return a * 2; }
}`);
    expect(files["src/msg.rs"]).toContain("pub enum ExecuteMsg {}");
    expect(files["src/tests.rs"]).toMatch(/use cosmwasm_std::\{[^}]*StdResult/);
  });
});
