import { describe, expect, it } from "vitest";
import { openPolicy, writeCrate } from "../../test/test-crates.ts";
import { checkCratePolicy } from "./check-crate-policy.ts";

const pkg = (name: string, body = "") =>
  `[package]\nname = "${name}"\nversion = "0.1.0"\nedition = "2021"\n${body}`;

describe("checkCratePolicy", () => {
  it("accepts a converted crate's dependencies", () => {
    const crate = writeCrate({
      "Cargo.toml": pkg(
        "token",
        '[dependencies]\ncosmwasm-std = "2.2"\ncw-storage-plus = "2.0"\nthiserror = "2"\n[dev-dependencies]\ncw-multi-test = "2"\n',
      ),
      "src/lib.rs": "",
    });
    const result = checkCratePolicy(crate, openPolicy);
    expect(result.violations).toEqual([]);
    expect(result.layout?.packages.map((p) => p.libName)).toEqual(["token"]);
  });

  it("reads workspace members and checks each, and local path crates inside the crate", () => {
    const crate = writeCrate({
      "Cargo.toml": '[workspace]\nmembers = ["contracts/*"]\nresolver = "2"\n',
      "contracts/factory/Cargo.toml": pkg(
        "factory",
        '[lib]\ncrate-type = ["cdylib", "rlib"]\n[dependencies]\nchild = { path = "../child", features = ["library"] }\nrand = "0.8"\n',
      ),
      "contracts/factory/src/lib.rs": "",
      "contracts/child/Cargo.toml": pkg(
        "child",
        '[dependencies]\nevil = { git = "https://example.com/evil" }\n',
      ),
      "contracts/child/build.rs": "fn main() {}",
      "contracts/child/src/lib.rs": "",
    });
    const result = checkCratePolicy(crate, openPolicy);
    expect(result.layout?.packages.map((p) => p.dir)).toEqual([
      "contracts/child",
      "contracts/factory",
    ]);
    expect(result.violations.map((v) => [v.code, v.file])).toEqual([
      ["build_script", "contracts/child/build.rs"],
      ["git_dependency", "contracts/child/Cargo.toml"],
      ["dependency_not_allowed", "contracts/factory/Cargo.toml"],
    ]);
  });

  it("refuses paths outside the crate, patches and proc macros; admins can widen the policy", () => {
    const crate = writeCrate({
      "Cargo.toml": pkg(
        "escape",
        '[lib]\nproc-macro = true\n[dependencies]\nsecrets = { path = "../../etc" }\nrand = "0.8"\n[patch.crates-io]\nserde = { path = "vendor/serde" }\n',
      ),
      "src/lib.rs": "",
    });
    expect(checkCratePolicy(crate, openPolicy).violations.map((v) => v.code)).toEqual([
      "proc_macro",
      "patch_section",
      "path_dependency_outside",
      "dependency_not_allowed",
    ]);
    const widened = checkCratePolicy(crate, {
      allowBuildScripts: true,
      allowAnyDependency: false,
      extraAllowedCrates: ["rand"],
    });
    expect(widened.violations.map((v) => v.code)).toEqual([
      "patch_section",
      "path_dependency_outside",
    ]);
  });

  it("reports a manifest that cannot be read", () => {
    const crate = writeCrate({ "Cargo.toml": "[package\nname = 1" });
    expect(checkCratePolicy(crate, openPolicy).violations).toEqual([
      expect.objectContaining({ code: "manifest_invalid", file: "Cargo.toml" }),
    ]);
  });
});
