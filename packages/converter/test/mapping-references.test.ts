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
    r,
    rs: r.files["src/contract.rs"] ?? "",
    state: r.files["src/state.rs"] ?? "",
    errors: r.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.line]),
  };
}

describe("mappings passed by storage reference (ADR 0208)", () => {
  it("gives the function the map's location: one variant per map holding such a mapping, with its outer keys", async () => {
    const { rs, state, errors } = await convert(`
contract C {
    struct Account { uint256 opened; mapping(address => uint256) limits; }
    mapping(address => uint256) credits;
    mapping(address => uint256) debits;
    mapping(address => mapping(address => uint256)) allowed;
    mapping(uint256 => Account) accounts;
    function _credit(mapping(address => uint256) storage m, address a, uint256 v) internal { m[a] += v; }
    function _clear(mapping(address => uint256) storage m, address a) internal { delete m[a]; }
    function credit(address a, uint256 v) external { _credit(credits, a, v); }
    function record(bool c, address a, uint256 v) external { _credit(c ? credits : debits, a, v); }
    function approve(address s, uint256 v) external { _credit(allowed[msg.sender], s, v); }
    function limit(uint256 id, address a) external { _clear(accounts[id].limits, a); }
}`);
    expect(errors).toEqual([]);
    expect(state).toContain(`pub enum AddressToUint256Ref {
    /// \`credits\`
    Credits,
    /// \`debits\`
    Debits,
    /// \`allowed[..]\`
    Allowed(Addr),
    /// \`accounts[..].limits\`
    AccountsLimits(Uint256),
}`);
    expect(state).toContain(
      "AddressToUint256Ref::Allowed(k0) => ALLOWED.save(storage, (k0, key), value),",
    );
    expect(state).toContain(
      "AddressToUint256Ref::AccountsLimits(k0) => ACCOUNTS_LIMITS.remove(storage, (k0.to_be_bytes().as_slice(), key)),",
    );
    const credit = fnText(rs, "credit");
    expect(credit).toContain("m: &AddressToUint256Ref,");
    expect(credit).toContain("m.may_load(deps.storage, &a)?.unwrap_or_default().checked_add(v)?");
    expect(credit).toMatch(/m\.save\(deps\.storage, &a, &m_2\)\?;/);
    expect(fnText(rs, "clear")).toContain("m.remove(deps.storage, &a);");
    expect(fnText(rs, "execute_credit")).toContain("&AddressToUint256Ref::Credits,");
    expect(fnText(rs, "execute_record")).toContain(
      "&(if c { AddressToUint256Ref::Credits } else { AddressToUint256Ref::Debits })",
    );
    expect(fnText(rs, "execute_approve")).toContain(
      "&AddressToUint256Ref::Allowed(info.sender.clone())",
    );
    expect(fnText(rs, "execute_limit")).toContain("&AddressToUint256Ref::AccountsLimits(id)");
  });

  it("passes a library function attached to a mapping type the location of the mapping it is called on", async () => {
    const { rs, errors } = await convert(`
library L {
    function at(mapping(uint => uint) storage a, uint i) internal view returns (uint) { return a[i]; }
}
contract C {
    using L for mapping(uint => uint);
    mapping(uint => uint) map;
    function mapValue(uint a) public returns (uint) {
        map[42] = 0x24;
        return map.at(a) + L.at(map, 42);
    }
}`);
    expect(errors).toEqual([]);
    expect(fnText(rs, "l_at")).toContain("a.may_load(deps.storage, i.to_be_bytes().as_slice())?");
    expect(fnText(rs, "execute_map_value").match(/&Uint256ToUint256Ref::Map\b/g)).toHaveLength(2);
  });

  it("passes an inner mapping of a nested mapping parameter on through the location's entry", async () => {
    const { rs, state, errors } = await convert(`
contract C {
    mapping(address => mapping(address => uint256)) allowed;
    mapping(uint256 => mapping(address => mapping(address => uint256))) scoped;
    function _bump(mapping(address => uint256) storage m, address a) internal { m[a] += 1; }
    function _grant(mapping(address => mapping(address => uint256)) storage m, address o, address s, uint256 v) internal {
        m[o][s] = v;
        _bump(m[o], s);
    }
    function grant(uint256 scope, address s, uint256 v) external { _grant(scoped[scope], msg.sender, s, v); }
    function own(address s, uint256 v) external { _grant(allowed, msg.sender, s, v); }
}`);
    expect(errors).toEqual([]);
    const grant = fnText(rs, "grant");
    expect(grant).toContain("m.save(deps.storage, (&o, &s), &v)?;");
    expect(grant).toContain("&m.entry(o.clone())");
    expect(state).toContain("pub fn entry(&self, key: Addr) -> AddressToUint256Ref {");
    expect(state).toContain(
      "AddressToAddressToUint256Ref::Scoped(k0) => AddressToUint256Ref::Scoped(*k0, key),",
    );
    expect(fnText(rs, "execute_grant")).toContain("&AddressToAddressToUint256Ref::Scoped(scope)");
  });

  it("returns a mapping chosen at run time as its location (ADR 0226)", async () => {
    const { rs, errors } = await convert(`
contract C {
    mapping(uint8 => uint8) a;
    mapping(uint8 => uint8) b;
    function f() internal returns (mapping(uint8 => uint8) storage r) {
        r = a;
        r[1] = 42;
        r = b;
    }
    function pick(bool c) internal view returns (mapping(uint8 => uint8) storage) {
        if (c) return a;
        return b;
    }
    function g() public { f()[2] = 21; }
    function h(bool c) public { mapping(uint8 => uint8) storage m = pick(c); m[3] += 1; }
}`);
    expect(errors).toEqual([]);
    expect(fnText(rs, "f")).toContain("-> Result<Uint8ToUint8Ref, ContractError>");
    expect(fnText(rs, "f")).toContain("let mut r = Uint8ToUint8Ref::A;");
    expect(fnText(rs, "f")).toContain("r = Uint8ToUint8Ref::B;");
    expect(fnText(rs, "pick")).toContain("return Ok(Uint8ToUint8Ref::A);");
    expect(fnText(rs, "execute_g")).toContain("let location = &f(deps.branch())?;");
    expect(fnText(rs, "execute_g")).toContain("location.save(deps.storage, 2u8, &21u8)?;");
    expect(fnText(rs, "execute_h")).toContain("location.may_load(deps.storage, 3u8)?");
  });

  it("rebinds a local storage pointer inside an expression: `(m = m2)[k] = v`", async () => {
    const { rs, errors } = await convert(`
contract C {
    mapping(uint8 => uint8) m1;
    mapping(uint8 => uint8) m2;
    function f() public {
        mapping(uint8 => uint8) storage m = m1;
        m[1] = 42;
        (m = m2)[2] += 21;
        m[3] = 1;
    }
}`);
    expect(errors).toEqual([]);
    const f = fnText(rs, "execute_f");
    expect(f).toContain("M1.save(deps.storage, 1u8, &42u8)?;");
    expect(f).toContain("M2.may_load(deps.storage, 2u8)?");
    expect(f).toContain("M2.save(deps.storage, 3u8, &1u8)?;");
  });

  it("refuses, located, a storage pointer rebound inside a branch or loop (a pointer is fixed while converting)", async () => {
    const { r } = await convert(`
contract C {
    mapping(uint8 => uint8) a;
    mapping(uint8 => uint8) b;
    function f(bool c) public {
        mapping(uint8 => uint8) storage m = a;
        if (c) m = b;
        m[1] = 5;
    }
}`);
    expect(
      r.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.line, d.message]),
    ).toEqual([
      ["SOL2CW-E014", 9, "a storage pointer rebound inside a branch or loop is not supported yet"],
    ]);
  });
});
