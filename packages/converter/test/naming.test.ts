import { describe, expect, it } from "vitest";
import { convertSoliditySync } from "../src/convert-solidity.ts";
import { crateName } from "../src/naming/crate-name.ts";
import { kebabCase } from "../src/naming/kebab-case.ts";
import { pascalCase, rustIdent, serdeSnakeCase, snakeCase } from "../src/naming/snake-case.ts";

describe("snake_case (heck's rules)", () => {
  it.each([
    ["setURI", "set_uri"],
    ["DELIVERY_WINDOW", "delivery_window"],
    ["ERC20", "erc20"],
    ["balanceOf", "balance_of"],
    ["_owner", "owner"],
    ["maxSupply_", "max_supply"],
    ["__x__", "x"],
    ["HTTPServer", "http_server"],
    ["transferFrom", "transfer_from"],
    ["a1B", "a1_b"],
    ["ERC721Receiver", "erc721_receiver"],
    ["getX2Y", "get_x2y"],
  ])("%s → %s", (input, expected) => {
    expect(snakeCase(input)).toBe(expected);
  });

  it("builds variant names that cw_serde maps back to the same JSON name", () => {
    expect(pascalCase("set_uri")).toBe("SetUri");
    expect(serdeSnakeCase("SetUri")).toBe("set_uri");
    // cw_serde's own rule on the naive name differs: that is why #[serde(rename)] exists
    expect(serdeSnakeCase("SetURI")).toBe("set_u_r_i");
    expect(serdeSnakeCase(pascalCase("transfer_2"))).toBe("transfer2");
  });

  it("makes Rust keywords raw identifiers", () => {
    expect(rustIdent("type")).toBe("r#type");
    expect(rustIdent("amount")).toBe("amount");
    expect(rustIdent("self")).toBe("self_");
  });

  it("derives crate names in kebab-case", () => {
    expect(kebabCase("BasicToken")).toBe("basic-token");
    expect(kebabCase("ERC20Token")).toBe("erc20-token");
  });

  it.each([
    ["mod", "mod-contract"],
    ["self", "self-contract"],
    ["crate", "crate-contract"],
    ["std", "std-contract"],
    ["test", "test-contract"],
    ["cw2", "cw2-contract"],
    ["type-registry", "type-registry"],
  ])("keeps crate %s's library name a free Rust crate name (%s)", (kebab, expected) => {
    expect(crateName(kebab)).toBe(expected);
  });

  it("names a contract called like a keyword so that its library can be used", () => {
    const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract Self { uint256 public x; function set(uint256 v) external { x = v; } }
contract Mod { function make() external returns (address) { return address(new Self()); } }
`;
    const r = convertSoliditySync({ source, fileName: "Mod.sol", contract: "Mod", format: false });
    expect(r.ok).toBe(true);
    expect(r.files["contracts/mod-contract/src/bin/schema.rs"]).toContain(
      "use mod_contract::msg::{",
    );
    expect(r.files["contracts/mod-contract/Cargo.toml"]).toContain('name = "mod-contract"');
    expect(r.files["contracts/mod-contract/Cargo.toml"]).toContain(
      'self-contract = { path = "../self-contract"',
    );
    expect(r.files["contracts/mod-contract/Cargo.toml"]).not.toMatch(/^self = /m);
    expect(r.files["contracts/mod-contract/src/tests.rs"]).toContain(
      "self_contract::contract::execute",
    );
    expect(r.files["Cargo.toml"]).toContain('"contracts/self-contract"');
    const report = r.report as { target: { crate: string; lib: string } };
    expect(report.target).toMatchObject({ crate: "mod-contract", lib: "mod_contract" });
  });
});
