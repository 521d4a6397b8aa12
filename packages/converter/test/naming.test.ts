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

describe("names that clash with the generated code", () => {
  const convert = (body: string) =>
    convertSoliditySync({
      source: `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract N {\n${body}\n}`,
      fileName: "N.sol",
      format: false,
    });

  it("keeps the JSON name of a field whose identifier cannot be raw (self, crate, super)", () => {
    const r = convert(`
      struct Link { address self_; uint256 crate_; }
      Link public link;
      function impl(uint256 match_, uint256 self_) external pure returns (uint256 super_, uint256 crate_) {
        super_ = match_; crate_ = self_;
      }
      function put(Link calldata l) external { link = l; }`);
    const msg = r.files["src/msg.rs"];
    expect(msg).toContain('Impl { r#match: Uint256, #[serde(rename = "self")] self_: Uint256 }');
    expect(msg).toContain('#[serde(rename = "super")] pub super_: Uint256,');
    expect(msg).toContain('#[serde(rename = "crate")] pub crate_: Uint256,');
    expect(msg).toContain('#[serde(rename = "self")] pub self_: Addr,');
  });

  it("does not take env for a parameter named env used only as a struct field value", () => {
    const r = convert(`
      struct R { uint256 deps; address env; }
      R[] rs;
      function add(uint256 deps, address env) external { rs.push(R(deps, env)); }`);
    const rs = r.files["src/contract.rs"];
    expect(rs).toMatch(
      /pub fn execute_add\(\s*deps: DepsMut,\s*deps_2: Uint256,\s*env_2: Addr,?\s*\)/,
    );
  });

  it("does not import cosmwasm_std's coins for a local or state variable named coins", () => {
    const r = convert(`
      struct Coin { string denom; uint128 amount; }
      mapping(address => Coin[]) public coins;
      function add(uint128 a) external { coins[msg.sender].push(Coin("uatom", a)); }
      function held(address who) external view returns (uint256) {
        Coin[] memory coins_ = coins[who];
        return coins_.length;
      }`);
    const rs = r.files["src/contract.rs"];
    expect(rs).toContain("let coins = ");
    expect(rs).not.toMatch(/use cosmwasm_std::\{[^}]*\bcoins\b/);
  });

  it("renames a parameter or local named like a helper the function calls", () => {
    const r = convert(`
      uint256[] public xs;
      function f(uint256 at) external view returns (uint256) {
        uint256 index = at;
        uint256[] memory m = xs;
        return m[at] + m[index];
      }`);
    const rs = r.files["src/contract.rs"];
    expect(rs).toMatch(/fn query_f\(deps: Deps, at_value: Uint256\)/);
    expect(rs).toContain("let index = at_value;");
    expect(rs).toContain("at(&m, at_value)?");
  });

  it("renames functions and locals named like a generated integer helper", () => {
    const r = convertSoliditySync({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
function bitor_int40(int40 a, int40 b) pure returns (int40) { return a + b; }
contract H {
    function wrap_uint24(uint24 x) internal pure returns (uint24) { return x + 1; }
    function f(int40 a, int40 b) external pure returns (int40, int40) {
        int40 check_int40 = a | b;
        return (check_int40, bitor_int40(a, b));
    }
    function g(uint24 x) external pure returns (uint24) { unchecked { return wrap_uint24(x) * 3; } }
}`,
      fileName: "H.sol",
      format: false,
    });
    const rs = r.files["src/contract.rs"];
    // the helpers keep their names; the user's functions and the local step aside
    expect(rs).toContain("fn bitor_int40(a: Int64, b: Int64) -> Int64 {");
    expect(rs).toContain("fn wrap_uint24(x: u32) -> u32 {");
    expect(rs).toContain("fn bitor_int40_2(a: Int64, b: Int64) -> Result<Int64, ContractError> {");
    expect(rs).toContain("fn wrap_uint24_h(x: u32) -> Result<u32, ContractError> {");
    expect(rs).toContain("let check_int40_value = bitor_int40(a, b);");
    expect(rs).toContain("Ok((check_int40_value, bitor_int40_2(a, b)?))");
    expect(rs).toContain("wrap_uint24(wrap_uint24_h(x)?.wrapping_mul(3u32))");
  });

  it("renames a Solidity constant named like the crate's own NATIVE_DENOM", () => {
    const r = convert(`
      uint256 public constant NATIVE_DENOM = 6;
      function f() external payable returns (uint256) { return msg.value + NATIVE_DENOM; }`);
    const rs = r.files["src/contract.rs"];
    expect(rs).toContain('pub const NATIVE_DENOM: &str = "uatom";');
    expect(rs).toContain("pub const NATIVE_DENOM_2: Uint256 = Uint256::from_u128(6);");
    expect(rs.match(/pub const NATIVE_DENOM:/g)?.length).toBe(1);
  });

  it("renames an internal function named like the reply entry point", () => {
    const r = convertSoliditySync({
      source: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IT { function transfer(address to, uint256 v) external returns (bool); }
contract N {
    IT t;
    uint256 n;
    function _reply(uint256 v) internal pure returns (uint256) { return v * 2; }
    function pay(address to, uint256 v) external { n = _reply(v); require(t.transfer(to, v), "failed"); }
}`,
      fileName: "N.sol",
      format: false,
    });
    const rs = r.files["src/contract.rs"];
    expect(rs.match(/\nfn reply[(_]/g)).toEqual(["\nfn reply_"]);
    expect(rs.match(/\npub fn reply\(/g)?.length).toBe(1);
  });

  it("gives an enum member named Self a variant Rust accepts, keeping its JSON name", () => {
    const r = convert(`
      enum Kind { None, Self, Ok }
      Kind public k;
      function set(Kind v) external { k = v; }`);
    const msg = r.files["src/msg.rs"];
    expect(msg).toContain('#[serde(rename = "self")]\n    SelfValue,');
    expect(msg).toContain('Kind::SelfValue => "self",');
    expect(msg).not.toMatch(/\bSelf,/);
  });

  it("does not emit the Payouts helper for a state variable named payouts", () => {
    const r = convert(`
      uint256 public payouts;
      function bump() external { payouts += 1; }`);
    expect(r.files["src/contract.rs"]).toContain("QueryMsg::Payouts {}");
    expect(r.files["src/contract.rs"]).not.toContain("struct Payouts");
  });
});
