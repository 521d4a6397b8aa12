import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWasm } from "../src/cargo/build-wasm.ts";
import { cargoTest } from "../src/cargo/cargo-test.ts";
import {
  manifest,
  minimalContractSource,
  openPolicy,
  testToolchainConfig,
  writeCrate,
} from "./test-crates.ts";

const config = testToolchainConfig();
let server: Server;
let port: number;
let connections = 0;
const hostDir = mkdtempSync(join(tmpdir(), "escape-target-"));

beforeAll(async () => {
  server = createServer((socket) => {
    connections += 1;
    socket.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(hostDir, { recursive: true, force: true });
  rmSync(dirname(config.cacheDir), { recursive: true, force: true });
});

describe("buildWasm", () => {
  it("builds a dependency-free contract to validated wasm, the same bytes from any directory", async () => {
    const crate = writeCrate({
      "Cargo.toml": manifest("minimal-contract"),
      "src/lib.rs": minimalContractSource,
    });
    const first = await buildWasm(crate, { config, policy: openPolicy, owner: "alice" });
    expect(first.status, first.log).toBe("succeeded");
    expect(first.artifacts).toHaveLength(1);
    const [artifact] = first.artifacts;
    expect(artifact.fileName).toBe("minimal_contract.wasm");
    expect(artifact.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(artifact.validation.ok).toBe(true);
    expect(artifact.validation.entryPoints).toEqual(["instantiate", "execute", "query"]);
    expect(artifact.sizeBytes).toBeLessThan(artifact.unoptimizedSizeBytes);
    expect(first.cargoLock).toContain('name = "minimal-contract"');
    expect(first.toolchain?.wasmOpt).toMatch(/wasm-opt version/);
    expect(first.log).toContain("$ wasm-opt -Oz");

    // Another directory, another owner (so a cold target cache): the same checksum.
    const elsewhere = mkdtempSync(join(tmpdir(), "elsewhere-"));
    cpSync(crate, join(elsewhere, "nested", "copy"), { recursive: true });
    const second = await buildWasm(join(elsewhere, "nested", "copy"), {
      config,
      policy: openPolicy,
      owner: "bob",
    });
    expect(second.artifacts[0]?.sha256).toBe(artifact.sha256);
    // The caller's directory is never written to.
    expect(readdirSync(crate).sort()).toEqual(["Cargo.toml", "src"]);
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it("returns the compiler's errors at their file, line and column", async () => {
    const crate = writeCrate({
      "Cargo.toml": manifest("broken"),
      "src/lib.rs": 'pub fn answer() -> u32 {\n    let text: u32 = "forty-two";\n    text\n}\n',
    });
    const result = await buildWasm(crate, { config, policy: openPolicy });
    expect(result.status).toBe("compile-error");
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: "error",
        code: "E0308",
        file: "src/lib.rs",
        line: 2,
        column: 21,
        message: "mismatched types",
      }),
    );
  });

  it("builds a module without entry points but reports it invalid", async () => {
    const crate = writeCrate({
      "Cargo.toml": manifest("not-a-contract"),
      "src/lib.rs": '#[no_mangle]\npub extern "C" fn twice(x: u32) -> u32 { x * 2 }\n',
    });
    const result = await buildWasm(crate, { config, policy: openPolicy });
    expect(result.status).toBe("invalid");
    const messages = result.artifacts[0].validation.problems.map((problem) => problem.message);
    expect(messages).toContainEqual(expect.stringContaining('Missing export "instantiate"'));
    expect(messages).toContainEqual(
      expect.stringContaining('Missing export "interface_version_8"'),
    );
  });
});

describe("cargoTest", () => {
  it("runs the tests and reports each one", async () => {
    const crate = writeCrate({
      "Cargo.toml": manifest("some-tests"),
      "src/lib.rs": `pub fn add(a: u32, b: u32) -> u32 { a + b }

#[cfg(test)]
mod tests {
    #[test]
    fn adds() { assert_eq!(super::add(2, 2), 4); }
    #[test]
    fn adds_wrong() { assert_eq!(super::add(2, 2), 5, "two and two"); }
    #[test]
    #[ignore]
    fn slow() {}
}
`,
      "tests/outside.rs":
        "#[test]\nfn from_integration_test() { assert_eq!(some_tests::add(1, 1), 2); }\n",
    });
    const result = await cargoTest(crate, { config, policy: openPolicy });
    expect(result.status).toBe("failed");
    expect(result.summary).toEqual({ passed: 2, failed: 1, ignored: 1 });
    const tests = result.binaries.flatMap((binary) => binary.tests);
    expect(tests).toContainEqual({ name: "tests::adds_wrong", outcome: "failed" });
    expect(tests).toContainEqual({ name: "from_integration_test", outcome: "ok" });
    expect(result.log).toContain("two and two");
  });

  it("refuses build scripts, unknown dependencies and cargo config before running cargo", async () => {
    const crate = writeCrate({
      "Cargo.toml": manifest("refused", '\n[dependencies]\nrand = "0.8"\n'),
      "build.rs": "fn main() {}\n",
      ".cargo/config.toml": '[build]\nrustc-wrapper = "/bin/sh"\n',
      "src/lib.rs": "",
    });
    const result = await cargoTest(crate, { config, policy: openPolicy });
    expect(result.status).toBe("refused");
    expect(result.violations.map((violation) => violation.code).sort()).toEqual([
      "build_script",
      "cargo_config",
      "dependency_not_allowed",
    ]);
    expect(result.log).not.toContain("$ cargo");
  });

  it("contains a build script and test code that write outside the crate or open a socket", async () => {
    const hostFile = join(hostDir, "escaped.txt");
    const probe = (what: string) => `
    let results = vec![
        ("host file", std::fs::write("${hostFile}", "x").map_err(|e| e.to_string())),
        ("crate parent", std::fs::write("../escaped.txt", "x").map_err(|e| e.to_string())),
        ("target cache", std::fs::write("/sandbox/target/escaped.txt", "x").map_err(|e| e.to_string())),
        ("socket", std::net::TcpStream::connect("127.0.0.1:${port}").map(|_| ()).map_err(|e| e.to_string())),
    ];
    for (name, result) in results { ${what} }`;
    const crate = writeCrate({
      "Cargo.toml": manifest("escape"),
      "build.rs": `fn main() {${probe('println!("cargo:warning=build script {}: {:?}", name, result);')}\n}\n`,
      "src/lib.rs": `#[cfg(test)]\nmod tests {\n    #[test]\n    fn escape() {${probe('println!("test {}: {:?}", name, result);')}\n    }\n}\n`,
    });
    const before = connections;
    const result = await cargoTest(crate, {
      config,
      policy: { ...openPolicy, allowBuildScripts: true },
      testArgs: ["--nocapture"],
    });
    expect(result.status, result.log).toBe("passed");
    // The build script ran (it may write to the target cache: it is private to crates with build scripts).
    expect(result.log).toMatch(/build script host file: Err\(/);
    expect(result.log).toMatch(/build script socket: Err\(/);
    // Test code: nothing outside the job's copy, the target cache is read-only, no network.
    expect(result.log).toMatch(/test host file: Err\(/);
    expect(result.log).toMatch(/test target cache: Err\(.*Read-only file system/);
    expect(result.log).toMatch(/test socket: Err\(/);
    expect(existsSync(hostFile)).toBe(false);
    expect(existsSync(join(dirname(crate), "escaped.txt"))).toBe(false);
    expect(connections).toBe(before);
  });

  it("stops at once when cancelled, and at the time limit", async () => {
    const crate = writeCrate({
      "Cargo.toml": manifest("sleepy"),
      "src/lib.rs":
        '#[test]\nfn sleeps() { println!("sleeping"); std::thread::sleep(std::time::Duration::from_secs(600)); }\n',
    });
    const controller = new AbortController();
    let testStarted = 0;
    const cancelled = await cargoTest(crate, {
      config,
      policy: openPolicy,
      signal: controller.signal,
      testArgs: ["--nocapture"],
      onOutput: (chunk) => {
        if (chunk.includes("sleeping")) {
          testStarted = performance.now();
          controller.abort();
        }
      },
    });
    expect(cancelled.status).toBe("cancelled");
    expect(performance.now() - testStarted).toBeLessThan(5_000);

    const limited = await cargoTest(crate, {
      config: { ...config, limits: { ...config.limits, timeoutMs: 8_000 } },
      policy: openPolicy,
    });
    expect(limited.status).toBe("timed-out");
    expect(limited.durationMs).toBeLessThan(30_000);
  });
});
