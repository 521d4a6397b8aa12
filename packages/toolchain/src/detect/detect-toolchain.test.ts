import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testToolchainConfig } from "../../test/test-crates.ts";
import { detectToolchain } from "./detect-toolchain.ts";

describe("detectToolchain", () => {
  it("reports Debian's toolchain ready for wasm and says how to get the crates", async () => {
    const vendor = mkdtempSync(join(tmpdir(), "empty-vendor-"));
    const status = await detectToolchain(testToolchainConfig({ vendorDir: vendor }), {
      now: new Date("2026-01-02T03:04:05Z"),
    });
    expect(status.checkedAt).toBe("2026-01-02T03:04:05.000Z");
    expect(status.rustcVersion).toMatch(/^rustc 1\.\d+/);
    expect(status.canTest).toBe(true);
    expect(status.canBuildWasm).toBe(true);
    const byId = Object.fromEntries(status.checks.map((check) => [check.id, check]));
    expect(byId["wasm-linker"].detail).toContain("links wasm32 modules");
    // An empty vendor directory has no cosmwasm-std: the check fails and says what to set.
    expect(status.cratesSource).toBe("vendor");
    expect(status.cratesResolve).toBe(false);
    expect(byId.crates.detail).toContain(vendor);
    expect(byId.crates.fix).toContain("CARGO_VENDOR_DIR");
  });

  it("says what to install when the toolchain is missing", async () => {
    const status = await detectToolchain(
      testToolchainConfig({ cargo: "/nonexistent/cargo", rustc: "/nonexistent/rustc" }),
    );
    expect(status.canTest).toBe(false);
    expect(status.canBuildWasm).toBe(false);
    const cargo = status.checks.find((check) => check.id === "cargo")!;
    expect(cargo.ok).toBe(false);
    expect(cargo.fix).toContain("apt-get install cargo rustc libstd-rust-dev-wasm32");
  });
});
