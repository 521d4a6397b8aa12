import { describe, expect, it } from "vitest";
import { formatRust, rustfmtAvailable } from "./format-rust.ts";

const crate = {
  "src/lib.rs": "pub mod good;\npub mod bad;\n",
  "src/good.rs": "pub fn add(a:u32,b:u32)->u32{a+b}\n",
  "src/bad.rs": "pub fn broken( {\n",
  "src/bin/schema.rs": 'fn main(){println!("schema");}\n',
};

describe.skipIf(!rustfmtAvailable())("formatRust", () => {
  it("formats a crate in one run, children through `mod`", () => {
    const { "src/bad.rs": _, ...valid } = crate;
    const out = formatRust({ ...valid, "src/lib.rs": "pub mod good;\n" });
    expect(out["src/good.rs"]).toBe("pub fn add(a: u32, b: u32) -> u32 {\n    a + b\n}\n");
    expect(out["src/bin/schema.rs"]).toBe('fn main() {\n    println!("schema");\n}\n');
  });

  it("leaves a file with a syntax error unformatted and still formats the others", () => {
    const out = formatRust(crate);
    expect(out["src/bad.rs"]).toBe(crate["src/bad.rs"]);
    expect(out["src/good.rs"]).toBe("pub fn add(a: u32, b: u32) -> u32 {\n    a + b\n}\n");
    expect(out["src/bin/schema.rs"]).toBe('fn main() {\n    println!("schema");\n}\n');
    // Formatted alone: its modules sorted, as rustfmt does.
    expect(out["src/lib.rs"]).toBe("pub mod bad;\npub mod good;\n");
  });

  it("gives the code back unformatted when the time limit is used up", () => {
    expect(formatRust(crate, { timeoutMs: 1 })).toEqual(crate);
  });
});
