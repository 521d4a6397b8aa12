import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

async function convert(body: string) {
  const r = await convertSolidity({
    source: `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract Builtins {\n${body}\n}`,
    fileName: "Builtins.sol",
    format: false,
  });
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  return { contract: r.files["src/contract.rs"] ?? "", errors, r };
}

describe("addmod and mulmod", () => {
  it("compute through Uint512 and fail with Panic(0x12) on a zero modulus", async () => {
    const { contract, errors, r } = await convert(`
    function am(uint256 a, uint256 b, uint256 k) external pure returns (uint256) { return addmod(a, b, k); }
    function mm(uint256 a, uint8 b) external pure returns (uint256) { return mulmod(a, b, 97); }`);
    expect(errors).toEqual([]);
    expect(contract).toContain("Ok(addmod(a, b, k)?)");
    expect(contract).toContain("Ok(mulmod(a, Uint256::from(b), Uint256::from_u128(97))?)");
    expect(contract).toContain("let r = (Uint512::from(x) + Uint512::from(y)) % Uint512::from(k);");
    expect(contract).toContain("let r = (Uint512::from(x) * Uint512::from(y)) % Uint512::from(k);");
    expect(contract).toMatch(
      /if k\.is_zero\(\) \{\s*return Err\(ContractError::Panic \{ code: 0x12 \}\);/,
    );
    expect(contract).toMatch(/use cosmwasm_std::\{[^}]*Uint512/);
    const report = JSON.parse(r.files["conversion.json"]);
    expect(report.errors).toContainEqual(expect.objectContaining({ kind: "panic", code: "0x12" }));
  });
});
