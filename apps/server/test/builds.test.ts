import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { AuthSession } from "@contract-platform/api";
import { buildSchema } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "./auth-helpers.ts";
import { COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const minimalContract = readFileSync(
  new URL("../../../packages/toolchain/test/crates/minimal-contract/src/lib.rs", import.meta.url),
  "utf8",
);
const manifest = (name: string) => `[package]
name = "${name}"
version = "0.1.0"
edition = "2021"

[lib]
crate-type = ["cdylib", "rlib"]

[profile.release]
opt-level = "z"
lto = true
panic = "abort"
`;

describe("wasm builds: job, artifacts, reuse, errors, policy, cancel", () => {
  let t: TestApp;
  let admin: AuthSession;
  let alice: AuthSession;
  let bob: AuthSession;
  let contractId: string;
  let firstBuildId: string;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  const saveVersion = (files: Record<string, string>, note: string) =>
    call(t, "POST", `/api/contracts/${contractId}/versions`, {
      ...as(alice),
      body: { files: Object.entries(files).map(([path, content]) => ({ path, content })), note },
    });
  const runBuild = async (body?: unknown) => {
    const started = await call(t, "POST", `/api/contracts/${contractId}/builds`, {
      ...as(alice),
      body,
    });
    await t.deps.jobs.whenIdle();
    const read = await call(t, "GET", `/api/builds/${started.body.build.id}`, as(alice));
    return { started, build: buildSchema.parse(read.body.build) };
  };

  beforeAll(async () => {
    t = await createTestApp({ CARGO: "/usr/bin/cargo", RUSTC: "/usr/bin/rustc" });
    admin = await signUpUser(t, "admin@example.com");
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
    const uploaded = await upload(t, alice, "Counter.sol", COUNTER_SOL);
    contractId = uploaded.body.results[0].contract.id;
    await call(t, "POST", `/api/contracts/${contractId}/convert`, as(alice));
    await t.deps.jobs.whenIdle();
  });
  afterAll(async () => t.close());

  it("reports the toolchain with what builds can do", async () => {
    const status = await call(t, "GET", "/api/toolchain", as(alice));
    expect(status.status).toBe(200);
    expect(status.body.toolchain).toMatchObject({ canTest: true, canBuildWasm: true });
    expect(status.body.toolchain.rustcVersion).toMatch(/^rustc 1\./);
    expect((await call(t, "GET", "/api/toolchain")).status).toBe(401);
  });

  it("builds the current version in a job: checksum, size, validation, log, Cargo.lock", async () => {
    const saved = await saveVersion(
      { "Cargo.toml": manifest("counter"), "src/lib.rs": minimalContract },
      "dependency-free build",
    );
    expect(saved.status).toBe(201);
    const { started, build } = await runBuild();
    expect(started.status).toBe(202);
    expect(started.body.build.status).toBe("queued");
    expect(build).toMatchObject({
      status: "succeeded",
      contractName: "Counter",
      contractVersion: 2,
      fileName: "counter.wasm",
      valid: true,
      reusedFrom: null,
    });
    expect(build.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(build.artifacts[0].validation.entryPoints).toEqual(["instantiate", "execute", "query"]);
    expect(build.toolchain?.rustc).toMatch(/^rustc 1\./);
    expect(build.cargoLock).toContain('name = "counter"');
    expect(build.log).toContain("$ wasm-opt -Oz");
    firstBuildId = build.id;
    // Started at the same moment as the automatic build of version 1: the newer version first.
    const listed = await call(t, "GET", `/api/contracts/${contractId}/builds`, as(alice));
    expect(listed.body.builds.map((b: { contractVersion: number }) => b.contractVersion)).toEqual([
      2, 1,
    ]);
    expect(listed.body.builds[0].createdAt).toBe(listed.body.builds[1].createdAt);

    const wasm = await call(t, "GET", `/api/builds/${build.id}/wasm`, as(alice));
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get("content-type")).toBe("application/wasm");
    expect(wasm.headers.get("content-disposition")).toContain("counter.wasm");
    expect(createHash("sha256").update(wasm.body.bytes).digest("hex")).toBe(build.checksum);
    expect(wasm.body.bytes.byteLength).toBe(build.sizeBytes);
    const sums = await t.app.request(`/api/builds/${build.id}/checksums`, {
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(await sums.text()).toBe(`${build.checksum}  counter.wasm\n`);
  });

  it("reuses the artifacts of an identical build, and keeps builds private", async () => {
    await t.clock.advance(1000);
    const { started, build } = await runBuild({ version: 2 });
    expect(started.status).toBe(200);
    expect(started.body.reused).toBe(true);
    expect(build.reusedFrom).toBe(firstBuildId);
    expect(build.status).toBe("succeeded");
    const list = await call(t, "GET", `/api/contracts/${contractId}/builds`, as(alice));
    // Besides the automatic build of the converted version 1 that the testing automation starts.
    const ofVersion2 = list.body.builds.filter(
      (listed: { contractVersion: number }) => listed.contractVersion === 2,
    );
    expect(ofVersion2.map((listed: { id: string }) => listed.id)).toEqual([build.id, firstBuildId]);
    const all = await call(t, "GET", "/api/builds", as(alice));
    expect(all.body.builds[0]).toMatchObject({ contractName: "Counter", id: build.id });
    expect((await call(t, "GET", `/api/builds/${firstBuildId}`, as(bob))).status).toBe(404);
    expect((await call(t, "GET", `/api/builds/${firstBuildId}/wasm`, as(bob))).status).toBe(404);
    expect((await call(t, "GET", "/api/builds", as(bob))).body.builds).toEqual([]);
    expect((await call(t, "GET", "/api/builds/not-a-uuid", as(alice))).status).toBe(404);
  });

  it("shows the compiler's errors at their lines", async () => {
    await saveVersion(
      {
        "Cargo.toml": manifest("counter"),
        "src/lib.rs": 'pub fn total() -> u64 {\n    let count: u64 = "many";\n    count\n}\n',
      },
      "broken",
    );
    const { build } = await runBuild();
    expect(build.status).toBe("failed");
    expect(build.artifacts).toEqual([]);
    expect(build.diagnostics).toContainEqual(
      expect.objectContaining({ severity: "error", file: "src/lib.rs", line: 2, code: "E0308" }),
    );
  });

  it("refuses a build script unless an admin allows it, and cancels a running build", async () => {
    await saveVersion(
      {
        "Cargo.toml": manifest("counter"),
        "build.rs":
          'fn main() { println!("cargo:warning=waiting"); std::thread::sleep(std::time::Duration::from_secs(120)); }\n',
        "src/lib.rs": minimalContract,
      },
      "with a build script",
    );
    const refused = await runBuild();
    expect(refused.build.status).toBe("refused");
    expect(refused.build.violations).toEqual([
      expect.objectContaining({ code: "build_script", file: "build.rs" }),
    ]);

    const settings = { allowBuildScripts: true, allowAnyDependency: false, extraAllowedCrates: [] };
    const denied = await call(t, "PUT", "/api/builds/settings", { ...as(alice), body: settings });
    expect(denied.status).toBe(403);
    const allowed = await call(t, "PUT", "/api/builds/settings", { ...as(admin), body: settings });
    expect(allowed.status).toBe(200);
    expect(allowed.body.settings.allowBuildScripts).toBe(true);

    const started = await call(t, "POST", `/api/contracts/${contractId}/builds`, as(alice));
    const id = started.body.build.id;
    // Wait until cargo runs the build script, then cancel.
    for (let i = 0; i < 600; i++) {
      const now = await call(t, "GET", `/api/builds/${id}`, as(alice));
      if (now.body.build.status === "running" && i > 10) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const before = performance.now();
    const cancelled = await call(t, "POST", `/api/builds/${id}/cancel`, as(alice));
    expect(cancelled.status).toBe(200);
    await t.deps.jobs.whenIdle();
    expect(performance.now() - before).toBeLessThan(10_000);
    const after = await call(t, "GET", `/api/builds/${id}`, as(alice));
    expect(after.body.build).toMatchObject({ status: "cancelled", cancelRequested: true });
    const again = await call(t, "POST", `/api/builds/${id}/cancel`, as(alice));
    expect(again.status).toBe(409);
    await call(t, "PUT", "/api/builds/settings", {
      ...as(admin),
      body: { ...settings, allowBuildScripts: false },
    });
  });

  it("says what to set when the CosmWasm crates cannot be fetched", async () => {
    const { build } = await runBuild({ version: 1 });
    expect(build.contractVersion).toBe(1);
    expect(build.status).toBe("failed");
    expect(build.log).toContain("CARGO_VENDOR_DIR");
  });
});
