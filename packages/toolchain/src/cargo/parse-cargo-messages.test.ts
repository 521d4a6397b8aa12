import { describe, expect, it } from "vitest";
import { parseCargoMessages } from "./parse-cargo-messages.ts";

const line = (value: unknown) => JSON.stringify(value);
const span = (file: string, primary = true) => ({
  file_name: file,
  line_start: 4,
  line_end: 4,
  column_start: 9,
  column_end: 14,
  is_primary: primary,
});

describe("parseCargoMessages", () => {
  it("turns compiler messages into crate-relative diagnostics and lists artifacts", () => {
    const stdout = [
      line({
        reason: "compiler-message",
        message: {
          message: "unused variable: `total`",
          level: "warning",
          code: { code: "unused_variables" },
          spans: [span("src/contract.rs")],
          rendered: "warning: unused variable: `total`\n --> src/contract.rs:4:9\n",
        },
      }),
      line({
        reason: "compiler-message",
        message: {
          message: "cannot find value `x`",
          level: "error",
          code: { code: "E0425" },
          spans: [span("/sandbox/crate/contracts/child/src/lib.rs")],
          rendered: "error[E0425]",
        },
      }),
      line({
        reason: "compiler-message",
        message: {
          message: "aborting due to previous error",
          level: "error",
          code: null,
          spans: [],
          rendered: "",
        },
      }),
      line({
        reason: "compiler-message",
        message: {
          message: "in a dependency",
          level: "warning",
          code: null,
          spans: [span("/sandbox/vendor/serde/src/lib.rs")],
          rendered: "warning",
        },
      }),
      "test output that is not JSON",
      line({
        reason: "compiler-artifact",
        package_id: "x 0.1.0 (path+file:///sandbox/crate)",
        target: { name: "x", kind: ["lib"] },
        profile: { test: true },
        filenames: ["/sandbox/target/debug/deps/x-1"],
        executable: "/sandbox/target/debug/deps/x-1",
      }),
      line({ reason: "build-finished", success: false }),
    ].join("\n");
    const parsed = parseCargoMessages(stdout, "/sandbox/crate");
    expect(parsed.success).toBe(false);
    expect(parsed.otherLines).toEqual(["test output that is not JSON"]);
    expect(parsed.artifacts).toEqual([
      expect.objectContaining({
        targetName: "x",
        test: true,
        executable: "/sandbox/target/debug/deps/x-1",
      }),
    ]);
    expect(parsed.diagnostics).toEqual([
      expect.objectContaining({
        severity: "warning",
        code: "unused_variables",
        file: "src/contract.rs",
        line: 4,
        column: 9,
        endColumn: 14,
      }),
      expect.objectContaining({
        severity: "error",
        code: "E0425",
        file: "contracts/child/src/lib.rs",
      }),
      expect.objectContaining({ message: "in a dependency", file: null, line: null }),
    ]);
  });
});
