import type { SourceMapEntry } from "@contract-platform/api";
import { describe, expect, it } from "vitest";
import { rustForSolidityLine, solidityForRustLine } from "./find-mapped-range";

const at = (line: number, column = 1) => ({ line, column });
const entries: SourceMapEntry[] = [
  {
    what: "contract Escrow",
    solidity: { start: at(3), end: at(40) },
    rust: { file: "src/contract.rs", start: at(1), end: at(200) },
  },
  {
    what: "function deposit",
    solidity: { start: at(10), end: at(15) },
    rust: { file: "src/contract.rs", start: at(50), end: at(70) },
  },
  {
    what: "struct Deal",
    solidity: { start: at(5), end: at(8) },
    rust: { file: "src/state.rs", start: at(4), end: at(12) },
  },
];

describe("source map navigation", () => {
  it("jumps from a Solidity line to the narrowest Rust range holding it", () => {
    expect(rustForSolidityLine(entries, 12)?.what).toBe("function deposit");
    expect(rustForSolidityLine(entries, 20)?.what).toBe("contract Escrow");
    expect(rustForSolidityLine(entries, 6)?.rust.file).toBe("src/state.rs");
    expect(rustForSolidityLine(entries, 1)).toBeNull();
  });

  it("jumps back from a Rust line in a given file", () => {
    expect(solidityForRustLine(entries, "src/contract.rs", 60)?.solidity.start.line).toBe(10);
    expect(solidityForRustLine(entries, "src/contract.rs", 100)?.what).toBe("contract Escrow");
    expect(solidityForRustLine(entries, "src/state.rs", 5)?.what).toBe("struct Deal");
    expect(solidityForRustLine(entries, "src/msg.rs", 5)).toBeNull();
  });
});
