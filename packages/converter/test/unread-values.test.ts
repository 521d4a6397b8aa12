import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";
import { fnText } from "./rust-fn-text.ts";

// Values the generated code would compute and never read (rustc warns about each).

const header = "// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n";

async function contractRs(source: string, contract = "C"): Promise<string> {
  const r = await convertSolidity({ source, fileName: "C.sol", contract, format: false });
  expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const path = Object.keys(r.files).find(
    (p) => p.endsWith("src/contract.rs") && (p === "src/contract.rs" || p.includes("contracts/c/")),
  );
  return r.files[path!];
}

describe("values nothing reads", () => {
  it("does not read a contract variable named only for a selector", async () => {
    const rs = await contractRs(`${header}
contract A { function f() external {} }
contract C {
    function sel() external pure returns (bytes4) {
        A a;
        return a.f.selector;
    }
}`);
    const body = fnText(rs, "query_sel");
    expect(body).toContain("let _a = ");
    expect(body).not.toMatch(/let a = /);
    expect(body).toContain('HexBinary::from_hex("26121ff0")');
  });

  it("declares a return variable without a value when an early return leaves with its own", async () => {
    const rs = await contractRs(`${header}
contract C {
    function half(uint x) external pure returns (uint r) {
        if (x > 100) return 7;
        r = x / 2;
        r += 1;
    }
}`);
    const body = fnText(rs, "query_half");
    expect(body).toMatch(/let mut r: Uint256;/);
    expect(body).not.toContain("Uint256::zero()");
  });

  it("does not store a value the next assignment overwrites", async () => {
    const rs = await contractRs(`${header}
contract C {
    uint256[] data;
    function test(uint y) public returns (uint256 x) {
        x = y + 2;
        data.pop;
        x = 3;
    }
}`);
    const body = fnText(rs, "execute_test");
    // the overwritten value is still computed (its overflow check can fail)
    expect(body).toContain("let _ = y.checked_add(Uint256::from_u128(2))?;");
    expect(body).toContain("let x = Uint256::from_u128(3);");
    expect(body).not.toMatch(/let mut x/);
  });

  it("keeps an assignment that a statement before the next one reads", async () => {
    const rs = await contractRs(`${header}
contract C {
    uint256 public last;
    function test(uint y) public returns (uint256 x) {
        x = y + 2;
        last = x;
        x = 3;
    }
}`);
    const body = fnText(rs, "execute_test");
    expect(body).not.toContain("let _ = ");
    expect(body).toMatch(/let mut x = y\.checked_add/);
  });

  it("leaves out the statements after an if/else whose branches both leave", async () => {
    const rs = await contractRs(`${header}
contract C {
    function f(uint256 x) public pure returns (uint256) {
        if (x > 10) return x + 10;
        else revert();
        return 2;
    }
}`);
    const body = fnText(rs, "query_f");
    expect(body).toContain("return Err(ContractError::Reverted);");
    expect(body).not.toContain("from_u128(2)");
  });

  it("does not declare a return variable only code after a return assigns", async () => {
    const rs = await contractRs(`${header}
contract C {
    function f() public pure returns (uint x) {
        return 7;
        x = 3;
    }
}`);
    const body = fnText(rs, "query_f");
    expect(body).not.toMatch(/let (mut )?x/);
    expect(body).toContain("Ok(Uint256::from_u128(7))");
  });

  it("leaves out the increment of a for loop whose body always returns", async () => {
    const rs = await contractRs(`${header}
contract C {
    function f() public returns (uint x) {
        x = 1;
        uint a;
        for (; a < 10; a = a + 1) {
            return x;
            x = x + x;
        }
        x = x + a;
    }
}`);
    const body = fnText(rs, "execute_f");
    expect(body).toContain("let a = Uint256::zero();");
    expect(body).not.toContain("a = a.checked_add");
    expect(body).toContain("x = x.checked_add(a)?;");
  });

  it("keeps the increment of a for loop whose body may continue", async () => {
    const rs = await contractRs(`${header}
contract C {
    function f(uint y) public returns (uint x) {
        for (uint a = 0; a < 10; a++) {
            if (a < y) continue;
            return a;
        }
        x = 5;
    }
}`);
    expect(fnText(rs, "execute_f")).toContain("a = a.checked_add(Uint256::one())?;");
  });

  it("computes but does not store the last increment of a parameter", async () => {
    const rs = await contractRs(`${header}
contract C {
    function f(uint16 input) public pure returns (uint16[3] memory arr) {
        arr[0] = input;
        arr[input] = ++input;
        arr[2] = ++input;
    }
    function g(uint16 input) public pure returns (uint16 r) {
        r = input;
        input++;
    }
}`);
    const f = fnText(rs, "query_f");
    // the index reads `input` in the same statement, so only the second step is not stored
    expect(f.match(/checked_add\(1u16\)/g)?.length).toBe(2);
    expect(f.match(/input = new/g)?.length).toBe(1);
    expect(f).toMatch(/= new_2;\n\s*Ok\(arr\)$/);
    const g = fnText(rs, "query_g");
    expect(g).toContain("let _ = input.checked_add(1u16)");
    expect(g).not.toContain("mut input");
  });

  it("leaves out the test of a do-while loop whose body always returns", async () => {
    const rs = await contractRs(`${header}
contract C {
    function h() public returns (uint x) {
        x = 1;
        do {
            x = x + 1;
            return x;
        } while (x < 3);
    }
}`);
    const body = fnText(rs, "execute_h");
    expect(body).not.toContain("break");
    expect(body).not.toContain("from_u128(3)");
    // the loop never ends, so nothing follows it
    expect(body.trimEnd()).toMatch(/return Ok\(.*\);\n\s*\}$/);
  });
});

describe("stubs of arrays of mappings with no map of their own", () => {
  async function stubbed(source: string): Promise<string> {
    const r = await convertSolidity({ source, fileName: "C.sol", format: false });
    expect(r.diagnostics.map((d) => d.code)).toContain("SOL2CW-E015");
    return r.files["src/contract.rs"];
  }

  it("borrows the index a storage pointer computed before the stubbed statement", async () => {
    const rs = await stubbed(`${header}
contract C {
    mapping(uint => uint)[2][] a;
    function get(uint key) public view returns (uint) {
        mapping(uint => uint)[2] storage b = a[a.length - 1];
        return b[0][key];
    }
}`);
    const body = fnText(rs, "query_get");
    expect(body).toMatch(/let index = /);
    expect(body).toContain("let _ = (&index, &key);");
  });

  it("makes the getter of a mapping kept in an array in a mapping a stub that takes every key", async () => {
    const rs = await stubbed(`${header}
contract C {
    mapping(uint => mapping(uint => uint)[][]) public m;
}`);
    const body = fnText(rs, "query");
    expect(body).toContain("let _ = &arg3;");
    expect(body).toContain("unsupported::<Uint256>(");
    expect(body).not.toMatch(/to_json_binary\(&at\(/);
  });
});
