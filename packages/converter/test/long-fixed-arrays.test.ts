import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";
import { fnText } from "./rust-fn-text.ts";

const header = "// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n";

async function convert(source: string) {
  const r = await convertSolidity({
    source: `${header}${source}`,
    fileName: "C.sol",
    format: false,
  });
  return {
    rs: r.files["src/contract.rs"] ?? "",
    state: r.files["src/state.rs"] ?? "",
    errors: r.diagnostics
      .filter((d) => d.severity === "error")
      .map((d) => [d.code, d.line, d.message]),
  };
}

describe("fixed-size state arrays longer than 1024 elements (ADR 0245)", () => {
  it("keeps one entry per written element with a constant length; 1024 elements stay one Vec", async () => {
    const { rs, state, errors } = await convert(`
contract C {
    uint[1024] edge;
    uint[1025] past;
    uint[2 ether] huge;
    function set(uint i, uint v) public { past[i] = v; huge[i] = v; edge[i] = v; }
    function get(uint i) public view returns (uint) { return huge[i]; }
    function clear(uint i) public { delete huge[i]; }
    function lengths() public view returns (uint, uint) { return (past.length, huge.length); }
}`);
    expect(errors).toEqual([]);
    expect(state).toContain('pub const EDGE: Item<Vec<Uint256>> = Item::new("edge");');
    expect(state).toContain('pub const PAST: Map<&[u8], Uint256> = Map::new("past");');
    expect(state).toContain('pub const HUGE: Map<&[u8], Uint256> = Map::new("huge");');
    expect(state).not.toContain("_LENGTH");
    const instantiate = fnText(rs, "instantiate");
    expect(instantiate).toContain("EDGE.save(deps.storage, &vec![Uint256::zero(); 1024])?;");
    expect(instantiate).not.toMatch(/PAST|HUGE/);
    const set = fnText(rs, "execute_set");
    expect(set).toContain("element_index(i, 1025)?");
    expect(set).toContain("element_index(i, 2000000000000000000)?");
    expect(fnText(rs, "query_get")).toContain(".unwrap_or_default()");
    expect(fnText(rs, "execute_clear")).toMatch(/HUGE\.remove\(deps\.storage, key/);
    expect(fnText(rs, "query_lengths")).toContain(
      "Uint256::from(1025u64), Uint256::from(2000000000000000000u64)",
    );
  });

  it("refuses whole-array reads, copies and deletes at their statements", async () => {
    const { rs, errors } = await convert(`
contract C {
    uint[5000] a;
    function all() public view returns (uint[5000] memory) { return a; }
    function wipe(uint i) public { a[i] = 1;
        delete a; }
}`);
    expect(errors.map(([code, line]) => [code, line])).toEqual([
      ["SOL2CW-E013", 6],
      ["SOL2CW-E013", 8],
    ]);
    expect(errors[0][2]).toContain(
      "the whole of `a`, a fixed-size array of more than 1024 elements",
    );
    expect(errors[0][2]).toContain("is not supported yet");
    expect(fnText(rs, "query_all")).toContain("unsupported(");
    // the statement before the refused one is still translated
    expect(fnText(rs, "execute_wipe")).toContain(
      "A.save(deps.storage, key.to_be_bytes().as_slice(), &Uint256::one())?;",
    );
  });

  it("refuses a long array that is not a state variable's own value at its declaration", async () => {
    const { errors } = await convert(`
contract C {
    uint[2000][] rows;
    mapping(uint => uint)[5000] keptByADR0209;
    uint[] small;
    function n() public view returns (uint) { return small.length; }
}`);
    expect(errors.map(([code, line]) => [code, line])).toEqual([["SOL2CW-E013", 5]]);
    expect(errors[0][2]).toContain("is not supported yet");
  });
});
