import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

async function convert(body: string) {
  const r = await convertSolidity({
    source: `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract Chain {\n${body}\n}`,
    fileName: "Chain.sol",
    format: false,
  });
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  return { contract: r.files["src/contract.rs"] ?? "", errors, r };
}

describe("addr.code.length compared with zero", () => {
  it("becomes a contract-info query, either way round", async () => {
    const { contract, errors } = await convert(`
    function a(address x) external view returns (bool) { return x.code.length > 0; }
    function b(address x) external view returns (bool) { return x.code.length != 0; }
    function c(address x) external view returns (bool) { return 0 == x.code.length; }
    function d(address x) external view returns (bool) { return x.code.length >= 1; }
    function e(address x) external view returns (bool) { return 1 > x.code.length; }
    function f() external view returns (bool) { return msg.sender.code.length <= 0; }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("fn is_contract(deps: Deps, addr: &Addr) -> bool {");
    expect(contract).toContain("deps.querier.query_wasm_contract_info(addr).is_ok()");
    expect(contract.match(/Ok\(is_contract\(deps, &x\)\)/g)).toHaveLength(3);
    expect(contract.match(/Ok\(!is_contract\(deps, &x\)\)/g)).toHaveLength(2);
    expect(contract).toContain("Ok(!is_contract(deps, sender))");
  });

  it("is refused with a located diagnostic when the length itself is used", async () => {
    const { errors } = await convert(`
    function size(address x) external view returns (uint256) { return x.code.length; }`);
    expect(errors).toEqual([
      expect.objectContaining({
        code: "SOL2CW-E007",
        line: 5,
        message: expect.stringContaining("only `.code.length` compared with 0 converts"),
      }),
    ]);
  });
});

describe("block.prevrandao", () => {
  it("is derived from the block, chain, transaction and contract, and flagged", async () => {
    const { contract, errors, r } = await convert(`
    function roll() external view returns (uint256) { return block.prevrandao % 6; }
    function legacy() external view returns (uint256) { return block.difficulty; }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("fn block_prevrandao(env: &Env) -> Uint256 {");
    expect(contract).toContain("seed.extend_from_slice(env.block.chain_id.as_bytes());");
    expect(contract).toContain("Ok(block_prevrandao(env))");
    const w = r.diagnostics.filter((d) => d.code === "SOL2CW-W002");
    expect(w.map((d) => d.line)).toEqual([5, 6]);
    expect(w[0].message).toContain("use a randomness beacon");
  });
});
