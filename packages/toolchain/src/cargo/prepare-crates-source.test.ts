import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testToolchainConfig, writeCrate } from "../../test/test-crates.ts";
import { prepareCratesSource } from "./prepare-crates-source.ts";

describe("prepareCratesSource", () => {
  it("replaces crates-io with a vendor directory, offline, mounted read-only", () => {
    const vendor = mkdtempSync(join(tmpdir(), "vendor-"));
    const source = prepareCratesSource(testToolchainConfig({ vendorDir: vendor }));
    expect(source).toMatchObject({ kind: "vendor", online: false });
    expect(source.mounts).toEqual([{ source: vendor, target: "/sandbox/vendor", writable: false }]);
    const config = readFileSync(join(source.cargoHomeDir, "config.toml"), "utf8");
    expect(config).toContain('replace-with = "vendored-sources"');
    expect(config).toContain('directory = "/sandbox/vendor"');
    expect(config).toContain("offline = true");
  });

  it("uses a cargo home's source replacement, with relative paths resolved and tokens left out", () => {
    const home = writeCrate({
      ".cargo/config.toml": `[source.crates-io]
replace-with = "mirror"

[source.mirror]
local-registry = "registry"

[registries.private]
index = "sparse+https://example.com/"
token = "secret-token"
`,
    });
    const source = prepareCratesSource(testToolchainConfig({ cargoHome: join(home, ".cargo") }));
    expect(source).toMatchObject({ kind: "cargo-home", online: false });
    expect(source.mounts).toEqual([
      { source: join(home, "registry"), target: join(home, "registry"), writable: false },
    ]);
    const config = readFileSync(join(source.cargoHomeDir, "config.toml"), "utf8");
    expect(config).toContain(`local-registry = "${join(home, "registry")}"`);
    expect(config).not.toContain("secret-token");
    expect(source.label).toContain("(offline)");
  });

  it("goes online when nothing is configured, or the replacement is a network registry", () => {
    expect(prepareCratesSource(testToolchainConfig())).toMatchObject({
      kind: "online",
      online: true,
    });
    const home = writeCrate({
      "config.toml":
        '[source.crates-io]\nreplace-with = "corp"\n[source.corp]\nregistry = "sparse+https://mirror.example.com/index/"\n',
    });
    expect(prepareCratesSource(testToolchainConfig({ cargoHome: home }))).toMatchObject({
      kind: "cargo-home",
      online: true,
    });
  });
});
