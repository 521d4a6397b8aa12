import { describe, expect, it } from "vitest";
import { reviewedRustFiles } from "./reviewed-rust-files.ts";

const file = (path: string, size = 10) => ({ path, content: "x".repeat(size) });

describe("reviewedRustFiles", () => {
  it("shows every source file of a converted crate, contract.rs first, without tests or binaries", () => {
    const crate = [
      file("Cargo.toml"),
      file("src/state.rs"),
      file("src/tests.rs"),
      file("src/bin/schema.rs"),
      file("src/lib.rs"),
      file("src/contract.rs"),
      file("src/msg.rs"),
      file("tests/scenario_main.rs"),
      file("README.md"),
    ];
    expect(reviewedRustFiles(crate).map((f) => f.path)).toEqual([
      "src/contract.rs",
      "src/lib.rs",
      "src/msg.rs",
      "src/state.rs",
    ]);
  });

  it("shows an uploaded crate laid out without contract.rs, nested under its folder", () => {
    const crate = [file("my-crate/src/lib.rs"), file("my-crate/src/execute/transfer.rs")];
    expect(reviewedRustFiles(crate).map((f) => f.path)).toEqual([
      "my-crate/src/lib.rs",
      "my-crate/src/execute/transfer.rs",
    ]);
  });

  it("keeps to the character budget with whole files, but always shows the first", () => {
    const crate = [file("src/contract.rs", 90), file("src/msg.rs", 20), file("src/state.rs", 5)];
    expect(reviewedRustFiles(crate, 100).map((f) => f.path)).toEqual([
      "src/contract.rs",
      "src/state.rs",
    ]);
    expect(reviewedRustFiles([file("src/contract.rs", 500)], 100)).toHaveLength(1);
  });
});
