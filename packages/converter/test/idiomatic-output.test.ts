import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";

// Output a careful hand-written crate would have (clippy's default lints): no `Ok(x?)` around a
// result that already is one, no `return` at the end of a function, no needless late init.

async function convert(body: string) {
  const source = `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract T {\n${body}\n}`;
  const r = await convertSolidity({ source, fileName: "T.sol", format: false });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return r.files;
}

function fnText(rs: string, name: string): string {
  const at = rs.indexOf(`fn ${name}(`);
  return rs.slice(at, rs.indexOf("\n}\n", at) + 2);
}

describe("idiomatic output", () => {
  it("returns a checked operation's or helper's own result, not Ok(x?)", async () => {
    const rs = (
      await convert(`
      uint256[3] xs;
      function add(uint8 a, uint8 b) external pure returns (uint8) { return a + b; }
      function at(uint256 i) external view returns (uint256) { return xs[i]; }
      function m(uint256 a, uint256 b) external pure returns (uint256) { return addmod(a, b, 7); }`)
    )["src/contract.rs"];
    expect(fnText(rs, "query_add")).toContain(
      "a.checked_add(b).ok_or(ContractError::Panic { code: 0x11 })\n}",
    );
    expect(fnText(rs, "query_at")).toMatch(/\{\s*at\(&XS\.load\(deps\.storage\)\?, i\)\s*\}/);
    expect(fnText(rs, "query_m")).toMatch(/\{\s*addmod\(a, b, Uint256::from_u128\(7\)\)\s*\}/);
  });

  it("ends a function whose last if/else returns in both branches with the if as its value", async () => {
    const rs = (
      await convert(`
      uint256 count;
      function f(uint256 a) external returns (bool) {
        if (a > 1) { count += a; return true; } else if (a == 1) { return false; } else { unchecked { return count == 0; } }
      }`)
    )["src/contract.rs"];
    const f = fnText(rs, "execute_f");
    expect(f).not.toMatch(/\breturn\b/);
    expect(f).toMatch(
      /\} else if a == Uint256::one\(\) \{\s*Ok\(Response::new\(\)\.set_data\(to_json_binary\(&false\)\?\)\)\s*\} else \{/,
    );
  });

  it("declares the results of another contract's view assigned as a tuple where they are set", async () => {
    const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IBook { function entry(address who) external view returns (uint256, bool); }
contract T {
    IBook book;
    function read(address who) external view returns (uint256 amount, bool open) {
        (amount, open) = book.entry(who);
    }
}`;
    const r = await convertSolidity({ source, fileName: "T.sol", format: false });
    const f = fnText(r.files["src/contract.rs"], "query_read");
    expect(f).not.toMatch(/let (amount|open): /);
    expect(f).toMatch(/let amount = t0;\s*let open = t1;/);
  });

  it("derives Default for a struct of zero-valued fields and spells it out otherwise", async () => {
    const msg = (
      await convert(`
      struct Plain { uint256 a; bool b; string s; uint8[] xs; }
      struct Owned { address owner; uint256 a; }
      Plain p; Owned o;
      function get() external view returns (Plain memory, Owned memory) { return (p, o); }`)
    )["src/msg.rs"];
    expect(msg).toContain("#[cw_serde]\n#[derive(Default)]\npub struct Plain {");
    expect(msg).not.toContain("impl Default for Plain");
    expect(msg).toContain(
      'impl Default for Owned {\n    fn default() -> Self {\n        Self {\n            owner: Addr::unchecked(""),',
    );
  });

  it("starts the events of a handler with those it pushes first", async () => {
    const rs = (
      await convert(`
      event Paid(address from, uint256 amount, string note);
      receive() external payable { emit Paid(msg.sender, msg.value, "tip"); }`)
    )["src/contract.rs"];
    expect(rs).toContain('let events = vec![paid_event(&info.sender, funds, "tip")];');
    expect(rs).not.toContain("let mut events");
  });
});
