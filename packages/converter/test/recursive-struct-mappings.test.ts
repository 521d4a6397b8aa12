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
    errors: r.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.line]),
  };
}

describe("a struct's mapping member holding the struct itself (ADR 0210)", () => {
  it("keeps every node in one map keyed by the path of keys to it", async () => {
    const { rs, state, errors } = await convert(`
contract C {
    struct Node { uint32 z; mapping(uint8 => Node) kids; }
    Node data;
    mapping(address => Node) trees;
    function set() public {
        mapping(uint8 => Node) storage map = data.kids;
        Node storage inner = map[0];
        inner.z = 3;
        inner.kids[0].z = inner.kids[1].z + 1;
    }
    function get(uint8 a, uint8 b) public view returns (uint32) { return data.kids[a].kids[b].z; }
    function plant(uint8 a) public { trees[msg.sender].kids[a].z = 1; }
    function prune(uint8 a) public { delete data.kids[a]; }
}`);
    expect(errors).toEqual([]);
    expect(state).toContain('pub const DATA_KIDS: Map<&[u8], Node> = Map::new("data__kids");');
    expect(state).toContain(
      'pub const TREES_KIDS: Map<(&Addr, &[u8]), Node> = Map::new("trees__kids");',
    );
    const set = fnText(rs, "execute_set");
    expect(set).toContain("let key = key_path(&[], 0u8.to_be_bytes().as_slice());");
    expect(set).toContain("let key_2 = key_path(&key, 0u8.to_be_bytes().as_slice());");
    // the loaded node's local is snake case (rustc's non_snake_case warns on `data__kids`)
    expect(set).toContain("let mut data_kids = DATA_KIDS.may_load(deps.storage, key.as_slice())?");
    expect(set).toContain("key_path(&key, 1u8.to_be_bytes().as_slice()).as_slice()");
    expect(fnText(rs, "query_get")).toContain(
      "DATA_KIDS.may_load(deps.storage, key_path(&key_path(&[], a.to_be_bytes().as_slice()), b.to_be_bytes().as_slice()).as_slice())",
    );
    expect(fnText(rs, "execute_plant")).toContain("key_path(&[], a.to_be_bytes().as_slice())");
    // delete resets the node's plain fields; its children stay, as on the EVM
    const prune = fnText(rs, "execute_prune");
    expect(prune).toContain("let key = key_path(&[], a.to_be_bytes().as_slice());");
    expect(prune).toContain("DATA_KIDS.remove(deps.storage, key.as_slice());");
    expect(rs).toContain("fn key_path(path: &[u8], key: &[u8]) -> Vec<u8> {");
  });

  it("refuses, located, a node's mapping member passed to a function", async () => {
    const { state, errors } = await convert(`
contract C {
    struct Node { uint32 z; mapping(uint8 => Node) kids; }
    Node data;
    function _touch(mapping(uint8 => Node) storage m) internal { m[0].z = 1; }
    function f() public { _touch(data.kids); }
}`);
    expect(errors).toEqual([["SOL2CW-E016", 8]]);
    // the nodes' map is keyed by paths, so it is no location of a `mapping(uint8 => Node)`
    expect(state).not.toContain("DataKids");
  });
});
