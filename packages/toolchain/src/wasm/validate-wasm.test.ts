import { describe, expect, it } from "vitest";
import { padCallIndirectTableIndex, readWat, watToWasm } from "../../test/wat-to-wasm.ts";
import { validateWasm } from "./validate-wasm.ts";

const good = readWat("good-contract.wat");

function problems(wasm: Uint8Array, options = {}) {
  return validateWasm(wasm, options).problems.map((problem) => problem.message);
}

describe("validateWasm", () => {
  it("accepts a module shaped like a CosmWasm 2.x contract and describes it", () => {
    const report = validateWasm(watToWasm(good));
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.entryPoints).toEqual(["instantiate", "execute", "query"]);
    expect(report.imports).toEqual(["env.db_read", "env.db_write", "env.addr_validate"]);
    expect(report.requiredCapabilities).toEqual(["iterator"]);
    expect(report.functionCount).toBe(6);
  });

  it("names a missing required export", () => {
    const wasm = watToWasm(good.replace('(export "instantiate" (func $instantiate))', ""));
    const report = validateWasm(wasm);
    expect(report.ok).toBe(false);
    expect(problems(wasm)).toEqual([expect.stringContaining('Missing export "instantiate"')]);
    const noAllocate = watToWasm(good.replace('(export "allocate" (func $allocate))', ""));
    expect(problems(noAllocate)).toEqual([expect.stringContaining('Missing export "allocate"')]);
    const noMarker = watToWasm(
      good.replace('(export "interface_version_8" (func $interface_version_8))', ""),
    );
    expect(problems(noMarker)).toEqual([
      expect.stringContaining('Missing export "interface_version_8"'),
    ]);
    const oldMarker = watToWasm(good.replace('"interface_version_8"', '"interface_version_7"'));
    expect(problems(oldMarker)).toEqual([
      expect.stringContaining('Unsupported marker export "interface_version_7"'),
    ]);
  });

  it("rejects float instructions, naming the operator and the function", () => {
    const wasm = watToWasm(
      good.replace(
        "(func $deallocate (param i32))",
        "(func $deallocate (param i32) (drop (f64.add (f64.const 1.5) (f64.convert_i32_u (local.get 0)))))",
      ),
    );
    const [message] = problems(wasm);
    expect(message).toContain("3 uses of f64.const, f64.convert_i32_u, f64.add");
    expect(message).toContain("function 4");
    expect(message).toContain("Floating-point operations are not deterministic");
    expect(validateWasm(wasm, { allowFloats: true }).ok).toBe(true);
  });

  it("rejects imports a CosmWasm VM does not provide, and wrong signatures", () => {
    const wasi = watToWasm(
      good.replace(
        '(import "env" "db_read"',
        '(import "wasi_snapshot_preview1" "fd_write" (func (param i32 i32 i32 i32) (result i32)))\n  (import "env" "db_read"',
      ),
    );
    expect(problems(wasi)).toEqual([
      expect.stringMatching(
        /^Import "wasi_snapshot_preview1.fd_write" is not provided by a CosmWasm VM\. WASI imports/,
      ),
    ]);
    const wrongSignature = watToWasm(
      good
        .replace(
          '(import "env" "db_write" (func $db_write (param i32 i32)))',
          '(import "env" "db_write" (func $db_write (param i32 i32) (result i32)))',
        )
        .replace("(func $deallocate (param i32))", "(func $deallocate (param i32))"),
    );
    expect(problems(wrongSignature)).toEqual([
      'Import "env.db_write" has the signature (i32, i32) -> (i32), but the VM provides (i32, i32) -> (). The contract was built against a different cosmwasm-std.',
    ]);
  });

  it("rejects a file above the upload limit, and the limit is configurable", () => {
    const filler = "x".repeat(830_000);
    const wasm = watToWasm(
      good.replace("(memory 17)", `(memory 17)\n  (data (i32.const 1024) "${filler}")`),
    );
    expect(problems(wasm)).toEqual([
      expect.stringMatching(/^The wasm file is 810\.\d KiB \(\d+ bytes\), above the 800\.0 KiB/),
    ]);
    expect(validateWasm(wasm, { maxSizeBytes: 1024 * 1024 }).ok).toBe(true);
    expect(validateWasm(watToWasm(good), { maxSizeBytes: 100 }).ok).toBe(false);
  });

  it("rejects the call_indirect encoding rustc ≥ 1.82 emits, which wasm-opt rewrites", () => {
    const wasm = padCallIndirectTableIndex(watToWasm(good, ["--no-canonicalize-leb128s"]));
    const [message] = problems(wasm);
    expect(message).toContain("call_indirect reserved value must be 0");
    expect(message).toContain("Run wasm-opt");
    // The same module with the 1-byte encoding passes.
    expect(validateWasm(watToWasm(good, ["--no-canonicalize-leb128s"])).ok).toBe(true);
  });

  it("rejects bulk memory and reference-type instructions", () => {
    const bulk = watToWasm(
      good.replace(
        "(func $deallocate (param i32))",
        "(func $deallocate (param i32) (memory.copy (local.get 0) (i32.const 0) (i32.const 8)))",
      ),
      ["--debug-names"],
    );
    expect(problems(bulk)).toEqual([
      expect.stringContaining("1 use of memory.copy (first in function 4, deallocate)"),
    ]);
    const refs = watToWasm(
      good.replace(
        "(func $deallocate (param i32))",
        "(func $deallocate (param i32) (drop (ref.is_null (ref.null func))))",
      ),
    );
    expect(problems(refs)[0]).toContain("ref.null, ref.is_null");
  });

  it("checks memory and table shapes", () => {
    expect(problems(watToWasm(good.replace("(memory 17)", "(memory 17 100)")))).toEqual([
      expect.stringContaining("declares a maximum size"),
    ]);
    expect(problems(watToWasm(good.replace("(memory 17)", "(memory 600)")))).toEqual([
      expect.stringContaining("starts at 600 pages"),
    ]);
    expect(problems(watToWasm(good.replace("(table 2 2 funcref)", "(table 2 funcref)")))).toEqual([
      expect.stringContaining("no maximum size"),
    ]);
  });

  it("checks the exports against the crate's messages and entry points", () => {
    const wasm = watToWasm(good);
    const crate = {
      entryPoints: ["execute", "instantiate", "migrate", "query"],
      messages: ["ExecuteMsg", "InstantiateMsg", "MigrateMsg", "QueryMsg"],
      requestsReplies: true,
    };
    expect(problems(wasm, { crate })).toEqual([
      expect.stringContaining('marks "migrate" as an entry point but the wasm does not export it'),
      expect.stringContaining('defines MigrateMsg but the wasm has no "migrate" entry point'),
      expect.stringContaining('no "reply" entry point'),
    ]);
  });

  it("reports bytes that are not wasm and capabilities the chain lacks", () => {
    expect(problems(new TextEncoder().encode("not wasm at all"))).toEqual([
      expect.stringContaining("Not a valid wasm module"),
    ]);
    const stargate = watToWasm(good.replace('"requires_iterator"', '"requires_cosmwasm_3_0"'));
    expect(problems(stargate)).toEqual([
      expect.stringContaining("capabilities the chain does not offer: cosmwasm_3_0"),
    ]);
  });
});
