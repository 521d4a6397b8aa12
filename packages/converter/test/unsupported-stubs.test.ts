import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";
import { fnText } from "./rust-fn-text.ts";

async function convert(body: string) {
  const r = await convertSolidity({
    source: `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\ncontract Wallet {\n${body}\n}`,
    fileName: "Wallet.sol",
    format: false,
  });
  return { r, rs: r.files["src/contract.rs"] ?? "" };
}

describe("a statement without a translation", () => {
  it("becomes a stub of its own: the checks before it and the code after it are kept", async () => {
    const { r, rs } = await convert(`
    mapping(uint256 => uint256) public confirmations;
    address public signer;
    uint256 public done;
    function execute(uint256 id) external {
        require(confirmations[id] >= 2, "not enough confirmations");
        address who = tx.origin;
        require(who == signer, "bad signature");
        done += 1;
    }`);
    const f = fnText(rs, "execute_execute");
    expect(f).toContain("return Err(ContractError::NotEnoughConfirmations);");
    expect(f).toContain(
      "// TODO: tx.origin (Solidity line 10) has no faithful CosmWasm translation; finish this by hand.",
    );
    expect(f).toContain('let who: Addr = unsupported("tx.origin")?;');
    expect(f).toContain("if who != SIGNER.load(deps.storage)? {");
    expect(f).toContain("let done = DONE.load(deps.storage)?.checked_add(Uint256::one())?;");
    // loud: a located error, and the function marked in conversion.json
    expect(r.ok).toBe(false);
    expect(Object.keys(r.files)).toContain("src/contract.rs");
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ code: "SOL2CW-E004", severity: "error", line: 10 }),
    );
    const report = JSON.parse(r.files["conversion.json"]);
    const fn = report.functions.find((x: { signature: string }) =>
      x.signature.startsWith("execute("),
    );
    expect(fn.unsupported).toBe(true);
  });

  it("gives a value to what it would have declared or first assigned, and returns from a tail", async () => {
    const { r, rs } = await convert(`
    uint256 public stored;
    function first(uint256 a) external returns (uint256 out) {
        uint256 x;
        x = tx.gasprice + a;
        out = x;
        stored = out;
    }
    function tail(uint256 a) external view returns (uint256) {
        require(a > 0, "zero");
        return gasleft() + a;
    }
    function later() external {
        uint256 g = gasleft();
        stored = g;
    }`);
    expect(fnText(rs, "execute_first")).toContain('let x: Uint256 = unsupported("tx.gasprice")?;');
    expect(fnText(rs, "query_tail")).toMatch(/let _ = &a;\n\s*unsupported\("gasleft\(\)"\)$/);
    expect(fnText(rs, "execute_later")).toContain(
      'let g: Uint256 = unsupported("gasleft()")?;\n    STORED.save(deps.storage, &g)?;',
    );
    // one diagnostic per construct, none for statements that only use what a stub declared
    expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => d.line)).toEqual([
      8, 14, 17,
    ]);
  });

  it("gives a value to a local an if declares, from a stubbed branch or a stubbed if", async () => {
    const { rs } = await convert(`
    uint256 public stored;
    function pick(bool c, uint256 a) external returns (uint256 out) {
        uint256 x;
        if (c) { x = a; } else { x = tx.gasprice; }
        if (tx.gasprice > 0) { out = 1; } else { out = a; }
        stored = x + out;
    }`);
    const f = fnText(rs, "execute_pick");
    expect(f).toMatch(/let x = if c \{\s*a\s*\} else \{[^}]*unsupported\("tx.gasprice"\)\?\s*\};/);
    expect(f).toContain('let out: Uint256 = unsupported("tx.gasprice")?;');
  });

  it("does not repeat the diagnostic for a statement that only fails because of an earlier stub", async () => {
    const { r, rs } = await convert(`
    uint256[] a;
    uint256[] b;
    function f(bool c) external {
        uint256[] storage book = c ? side() : a;
        book.push(1);
    }
    function side() internal view returns (uint256[] storage) { return b; }`);
    expect(r.diagnostics.filter((d) => d.severity === "error")).toHaveLength(1);
    expect(fnText(rs, "execute_f")).toContain("(it uses what a stub above declares)");
  });

  it("returns from a stubbed statement that every path leaves by returning", async () => {
    const { r, rs } = await convert(`
    function g(bool x) public pure returns (uint256) {
        require(x, "no");
        return 1;
    }
    function f(bool x) external view returns (uint256) {
        try this.g(x) returns (uint256 v) {
            return v;
        } catch Error(string memory) {
            return 2;
        }
    }`);
    const f = fnText(rs, "query_f");
    expect(f).toContain("// TODO: ");
    expect(f).toMatch(/let _ = &x;\n\s*return unsupported\(".*"\);$/);
    expect(r.diagnostics.filter((d) => d.severity === "error").map((d) => d.line)).toEqual([12]);
  });
});

describe("a function whose signature no Rust type can carry", () => {
  it("is stubbed with its calls; the handler keeps its checks and the crate compiles", async () => {
    const { r, rs } = await convert(`
    mapping(uint8 => uint8)[] a;
    uint256 public calls;
    function setInternal(mapping(uint8 => uint8)[] storage m, uint8 key, uint8 v) internal returns (uint8 old) {
        old = m[0][key];
        m[1][key] = v;
    }
    function set(uint8 key, uint8 v) external returns (uint8 old) {
        require(v != 0, "zero");
        calls += 1;
        old = setInternal(a, key, v);
        calls += 1;
    }`);
    const f = fnText(rs, "execute_set");
    expect(f).toContain("return Err(ContractError::Zero);");
    expect(f).toContain(
      "// TODO: passing a mapping to a function (Solidity line 14) is not supported yet; finish this by hand.",
    );
    expect(f).toContain('let old: u8 = unsupported("passing a mapping to a function")?;');
    expect(f.match(/CALLS\.save\(deps\.storage, &calls(_2)?\)\?;/g)).toHaveLength(2);
    // what rustc refused: the function typed with `Vec<()>` and its body indexing into `()`
    expect(rs).not.toContain("fn set_internal(");
    expect(rs).not.toMatch(/at\(&at\(&m\b/);
    expect(r.ok).toBe(false);
    expect(
      r.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.line]),
    ).toEqual([
      ["SOL2CW-E016", 7],
      ["SOL2CW-E016", 14],
    ]);
    const report = JSON.parse(r.files["conversion.json"]);
    const fn = report.functions.find((x: { signature: string }) => x.signature.startsWith("set("));
    expect(fn.unsupported).toBe(true);
  });
});

describe("the refusal's wording", () => {
  it("says a construct without a CosmWasm meaning has no faithful translation", async () => {
    const { r, rs } = await convert(`
    function origin() external view returns (address) {
        return tx.origin;
    }`);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        code: "SOL2CW-E004",
        message: "tx.origin has no faithful CosmWasm translation",
      }),
    );
    expect(rs).toContain(
      "// TODO: tx.origin (Solidity line 6) has no faithful CosmWasm translation; finish this by hand.",
    );
  });

  it("says a statement the converter does not translate yet is not supported yet", async () => {
    const { r, rs } = await convert(`
    function names(bytes memory data) external pure returns (uint256) {
        string[] memory all = abi.decode(data, (string[]));
        return all.length;
    }`);
    const message =
      "abi.decode to an array of string (only arrays of integers, bool and bytesN) is not supported yet";
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({ code: "SOL2CW-E013", line: 6, message }),
    );
    expect(rs).toContain(
      "// TODO: abi.decode to an array of string (only arrays of integers, bool and bytesN) (Solidity line 6) is not supported yet; finish this by hand.",
    );
    expect(rs).not.toContain("no faithful");
  });

  it("says a handler the converter does not translate yet is not supported yet", async () => {
    const { r, rs } = await convert(`
    uint256 public x;
    modifier onlyOnce(bool skip) { if (skip) return; _; }
    constructor(bool skip) onlyOnce(skip) { x = 1; }`);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        code: "SOL2CW-E011",
        message: "a constructor modifier with `return` is not supported yet",
      }),
    );
    expect(rs).toContain(
      "// TODO: a constructor modifier with `return` (Solidity line 7) is not supported yet; finish this by hand.",
    );
    expect(r.files["src/error.rs"]).toContain(
      "/// Solidity the converter does not translate (see the TODO in the handler)",
    );
  });
});
