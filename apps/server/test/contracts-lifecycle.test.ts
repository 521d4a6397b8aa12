import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, inflateRawSync } from "node:zlib";
import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACT_SOURCES_BUCKET } from "../src/contracts/contract-deps.ts";
import { CONVERTED_CONTRACTS_BUCKET } from "../src/storage/storage.ts";
import { signUpUser } from "./auth-helpers.ts";
import { BROKEN_SOL, COUNTER_SOL, call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const TWO_CONTRACTS = `pragma solidity ^0.8.20;
interface IThing { function x() external view returns (uint256); }
abstract contract Base { uint256 public base; }
contract First is Base { function setBase(uint256 v) external { base = v; } }
contract Second { bool public flag; function flip() external { flag = !flag; } }
`;

/** Reads a zip's central directory and inflates every entry, checking each CRC-32. */
function unzipEntries(bytes: Uint8Array): Map<string, string> {
  const buffer = Buffer.from(bytes);
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(buffer.readUInt32LE(offset)).toBe(0x02014b50);
    const crc = buffer.readUInt32LE(offset + 16);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const local = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString("utf8", offset + 46, offset + 46 + nameLength);
    const localNameLength = buffer.readUInt16LE(local + 26);
    const localExtra = buffer.readUInt16LE(local + 28);
    const dataStart = local + 30 + localNameLength + localExtra;
    const data = inflateRawSync(buffer.subarray(dataStart, dataStart + compressedSize));
    expect(crc32(data)).toBe(crc);
    entries.set(name, data.toString("utf8"));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe("contract lifecycle: convert, review, versions, download", () => {
  let t: TestApp;
  let alice: AuthSession;
  let bob: AuthSession;
  let contractId: string;
  const as = (session: AuthSession) => ({ token: session.accessToken });
  beforeAll(async () => {
    t = await createTestApp();
    await signUpUser(t, "admin@example.com");
    alice = await signUpUser(t, "alice@example.com");
    bob = await signUpUser(t, "bob@example.com");
  });
  afterAll(async () => t.close());

  it("converts an uploaded Solidity file in a background job and records its metrics", async () => {
    const uploaded = await upload(t, alice, "Counter.sol", COUNTER_SOL);
    contractId = uploaded.body.results[0].contract.id;

    const notYet = await call(t, "GET", `/api/contracts/${contractId}/code`, as(alice));
    expect(notYet.status).toBe(409);
    expect(notYet.body.error).toBe("Contract has not been converted yet");

    const config = await call(t, "GET", `/api/contracts/${contractId}/config`, as(alice));
    expect(config.body).toEqual({
      config: {
        contract: null,
        crateName: null,
        denom: "uatom",
        targetVersions: { cosmwasmStd: "2.2" },
      },
      contracts: [{ name: "Counter", kind: "contract", deployable: true }],
      canConvert: true,
      conversionMessage: null,
    });
    const saved = await call(t, "PUT", `/api/contracts/${contractId}/config`, {
      ...as(alice),
      body: { contract: "Counter", crateName: "my-counter", denom: "untrn" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.config).toMatchObject({ crateName: "my-counter", denom: "untrn" });
    const wrongContract = await call(t, "PUT", `/api/contracts/${contractId}/config`, {
      ...as(alice),
      body: { contract: "Nope" },
    });
    expect(wrongContract.status).toBe(400);
    const badDenom = await call(t, "PUT", `/api/contracts/${contractId}/config`, {
      ...as(alice),
      body: { denom: "a b" },
    });
    expect(badDenom.status).toBe(400);

    const events: string[] = [];
    const stop = t.deps.jobs.onEvent((event) => events.push(`${event.status}:${event.progress}`));
    const started = await call(t, "POST", `/api/contracts/${contractId}/convert`, as(alice));
    expect(started.status).toBe(202);
    expect(started.body.contract.status).toBe("converting");
    expect(started.body.job).toMatchObject({ type: "convert-contract", status: "queued" });
    const twice = await call(t, "POST", `/api/contracts/${contractId}/convert`, as(alice));
    expect(twice.status).toBe(409);
    await t.deps.jobs.whenIdle();
    stop();
    expect(events).toEqual(
      expect.arrayContaining(["running:5", "running:20", "running:70", "succeeded:100"]),
    );

    const contract = await call(t, "GET", `/api/contracts/${contractId}`, as(alice));
    expect(contract.body.contract).toMatchObject({
      status: "converted",
      currentVersion: 1,
      // each save attempt has its own folder: v<n>-<attempt>
      convertedPath: expect.stringMatching(
        new RegExp(`^${alice.user.id}/${contractId}/v1-[0-9a-f]{8}$`),
      ),
      lastJobId: started.body.job.id,
      errorMessage: null,
    });
    const metrics = await t.deps.db
      .selectFrom("contract_metrics")
      .selectAll()
      .where("contract_id", "=", contractId)
      .execute();
    expect(metrics).toHaveLength(1);
    expect(metrics[0].processing_time_seconds).toBe(0);
    expect(metrics[0].metrics).toMatchObject({ ok: true, version: 1 });
    const prefix = contract.body.contract.convertedPath;
    const stored = await t.deps.storage.list(CONVERTED_CONTRACTS_BUCKET, `${prefix}/`);
    expect(stored).toContain(`${prefix}/src/contract.rs`);

    const workflow = await call(t, "GET", `/api/contracts/${contractId}/workflow`, as(alice));
    expect(workflow.body.steps.slice(0, 5).map((s: { state: string }) => s.state)).toEqual([
      "done",
      "done",
      "done",
      "current",
      "pending",
    ]);
    expect(workflow.body.job).toMatchObject({
      status: "succeeded",
      progress: 100,
      message: "Converted",
    });
  });

  it("serves the source, crate, report, diagnostics and source map for review", async () => {
    const code = await call(t, "GET", `/api/contracts/${contractId}/code`, as(alice));
    expect(code.status).toBe(200);
    expect(code.body.source).toEqual({
      fileName: "Counter.sol",
      language: "solidity",
      content: COUNTER_SOL,
    });
    const paths = code.body.files.map((f: { path: string }) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining(["Cargo.toml", "src/contract.rs", "src/msg.rs", "conversion.json"]),
    );
    const cargo = code.body.files.find((f: { path: string }) => f.path === "Cargo.toml").content;
    expect(cargo).toContain('name = "my-counter"');
    expect(code.body.report.native_denom ?? JSON.stringify(code.body.report)).toContain("untrn");
    expect(code.body.sourceMap.length).toBeGreaterThan(0);
    expect(code.body.sourceMap[0]).toMatchObject({
      rust: { file: expect.stringMatching(/^src\//) },
    });
    expect(code.body.version).toBe(1);
    const main = await call(t, "GET", `/api/contracts/${contractId}/converted-code`, as(alice));
    expect(main.body.path).toBe("src/contract.rs");
    expect(main.body.code).toContain("pub fn instantiate");
  });

  it("saves edits as versions, diffs them, restores, and zips any version", async () => {
    const code = await call(t, "GET", `/api/contracts/${contractId}/code`, as(alice));
    const files = code.body.files.map((f: { path: string; content: string }) =>
      f.path === "src/contract.rs" ? { ...f, content: `// reviewed\n${f.content}` } : f,
    );
    const saved = await call(t, "POST", `/api/contracts/${contractId}/versions`, {
      ...as(alice),
      body: {
        files: [...files, { path: "NOTES.md", content: "checked\n" }],
        note: "Reviewed handler",
      },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.version).toMatchObject({
      version: 2,
      kind: "edit",
      note: "Reviewed handler",
      current: true,
    });
    expect(saved.body.contract).toMatchObject({
      currentVersion: 2,
      convertedPath: expect.stringMatching(new RegExp(`^${alice.user.id}/${contractId}/v2-`)),
      status: "review",
    });

    const badPath = await call(t, "POST", `/api/contracts/${contractId}/versions`, {
      ...as(alice),
      body: { files: [{ path: "../escape.rs", content: "" }] },
    });
    expect(badPath.status).toBe(400);

    const list = await call(t, "GET", `/api/contracts/${contractId}/versions`, as(alice));
    expect(
      list.body.versions.map((v: { version: number; current: boolean; kind: string }) => [
        v.version,
        v.kind,
        v.current,
      ]),
    ).toEqual([
      [2, "edit", true],
      [1, "conversion", false],
    ]);
    const one = await call(t, "GET", `/api/contracts/${contractId}/versions/1`, as(alice));
    expect(
      one.body.files.find((f: { path: string }) => f.path === "src/contract.rs").content,
    ).not.toContain("// reviewed");

    const diff = await call(
      t,
      "GET",
      `/api/contracts/${contractId}/versions/diff?from=1&to=2`,
      as(alice),
    );
    expect(diff.status).toBe(200);
    const byPath = new Map(diff.body.files.map((f: { path: string }) => [f.path, f]));
    expect(byPath.get("src/contract.rs")).toMatchObject({
      change: "modified",
      additions: 1,
      deletions: 0,
    });
    const contractDiff = (byPath.get("src/contract.rs") as { diff: string }).diff;
    expect(contractDiff.split("\n").slice(0, 4)).toEqual([
      "--- a/src/contract.rs",
      "+++ b/src/contract.rs",
      "@@ -1,3 +1,4 @@",
      "+// reviewed",
    ]);
    expect(byPath.get("NOTES.md")).toMatchObject({
      change: "added",
      diff: "--- /dev/null\n+++ b/NOTES.md\n@@ -0,0 +1,1 @@\n+checked\n",
    });
    expect(byPath.get("src/msg.rs")).toMatchObject({ change: "unchanged", diff: "" });

    const restored = await call(
      t,
      "POST",
      `/api/contracts/${contractId}/versions/1/restore`,
      as(alice),
    );
    expect(restored.status).toBe(201);
    expect(restored.body.version).toMatchObject({
      version: 3,
      kind: "restore",
      note: "Restored version 1",
    });
    expect(restored.body.contract.status).toBe("review");
    const back = await call(
      t,
      "GET",
      `/api/contracts/${contractId}/versions/diff?from=1&to=3`,
      as(alice),
    );
    expect(back.body.files.every((f: { change: string }) => f.change === "unchanged")).toBe(true);
    const missing = await call(t, "GET", `/api/contracts/${contractId}/versions/9`, as(alice));
    expect(missing.status).toBe(404);

    const zip = await call(
      t,
      "GET",
      `/api/contracts/${contractId}/download.zip?version=2`,
      as(alice),
    );
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toBe('attachment; filename="my-counter-v2.zip"');
    const entries = unzipEntries(zip.body.bytes);
    expect([...entries.keys()]).toEqual(
      expect.arrayContaining([
        "my-counter/Cargo.toml",
        "my-counter/src/contract.rs",
        "my-counter/NOTES.md",
      ]),
    );
    expect(entries.get("my-counter/src/contract.rs")?.startsWith("// reviewed\n")).toBe(true);
    if (existsSync("/usr/bin/unzip")) {
      const file = join(mkdtempSync(join(tmpdir(), "cp-zip-")), "crate.zip");
      writeFileSync(file, zip.body.bytes);
      expect(execFileSync("/usr/bin/unzip", ["-t", file]).toString()).toContain(
        "No errors detected",
      );
    }
    const current = await call(t, "GET", `/api/contracts/${contractId}/download`, as(alice));
    expect(unzipEntries(current.body.bytes).has("my-counter/NOTES.md")).toBe(false);
  });

  it("answers 'Failed to download converted code' when storage lost the files, and logs it", async () => {
    const uploaded = await upload(t, alice, "Lost.rs", "pub fn lost() {}\n");
    const contract = uploaded.body.results[0].contract;
    await t.deps.storage.delete(
      CONVERTED_CONTRACTS_BUCKET,
      `${contract.convertedPath}/src/Lost.rs`,
    );
    const code = await call(t, "GET", `/api/contracts/${contract.id}/code`, as(alice));
    expect(code.status).toBe(502);
    expect(code.body.error).toBe("Failed to download converted code");
    const log = await t.deps.db
      .selectFrom("error_logs")
      .selectAll()
      .where("contract_id", "=", contract.id)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      user_id: alice.user.id,
      source: "server",
      error_type: "StorageError",
    });
    expect(log.context).toMatchObject({ operation: "download converted code", attempt: 1 });
  });

  it("marks a file the compiler rejects as failed with the converter's diagnostics", async () => {
    const uploaded = await upload(t, alice, "Broken.sol", BROKEN_SOL, { convert: true });
    const id = uploaded.body.results[0].contract.id;
    expect(uploaded.body.results[0].jobId).toEqual(expect.any(String));
    await t.deps.jobs.whenIdle();
    const contract = await call(t, "GET", `/api/contracts/${id}`, as(alice));
    expect(contract.body.contract.status).toBe("failed");
    expect(contract.body.contract.diagnostics.length).toBeGreaterThan(0);
    expect(contract.body.contract.diagnostics[0]).toMatchObject({ severity: "error", line: 3 });
    expect(contract.body.contract.errorMessage).toContain("line 3");
    const workflow = await call(t, "GET", `/api/contracts/${id}/workflow`, as(alice));
    expect(workflow.body.steps[3]).toEqual({
      status: "converted",
      label: "Conversion failed",
      state: "failed",
    });
    const code = await call(t, "GET", `/api/contracts/${id}/code`, as(alice));
    expect(code.body.error).toBe("Contract has not been converted yet");
  });

  it("picks the configured contract out of a file with several", async () => {
    const uploaded = await upload(t, alice, "Two.sol", TWO_CONTRACTS);
    const id = uploaded.body.results[0].contract.id;
    const config = await call(t, "GET", `/api/contracts/${id}/config`, as(alice));
    expect(config.body.contracts).toEqual([
      { name: "IThing", kind: "interface", deployable: false },
      { name: "Base", kind: "abstract", deployable: false },
      { name: "First", kind: "contract", deployable: true },
      { name: "Second", kind: "contract", deployable: true },
    ]);
    const notDeployable = await call(t, "PUT", `/api/contracts/${id}/config`, {
      ...as(alice),
      body: { contract: "Base" },
    });
    expect(notDeployable.status).toBe(400);
    await call(t, "PUT", `/api/contracts/${id}/config`, {
      ...as(alice),
      body: { contract: "First" },
    });
    await call(t, "POST", `/api/contracts/${id}/convert`, as(alice));
    await t.deps.jobs.whenIdle();
    const code = await call(t, "GET", `/api/contracts/${id}/code`, as(alice));
    expect(code.status).toBe(200);
    expect(code.body.report.source.contract).toBe("First");
    const paths = code.body.files.map((f: { path: string }) => f.path);
    // Every source-map target names a file of the answer, workspace or not.
    expect(code.body.sourceMap.length).toBeGreaterThan(0);
    for (const entry of code.body.sourceMap) expect(paths).toContain(entry.rust.file);
  });

  it("stores other languages but says only Solidity converts", async () => {
    const uploaded = await upload(
      t,
      alice,
      "Token.vy",
      "# @version 0.3.10\nbalance: public(uint256)\n",
    );
    const id = uploaded.body.results[0].contract.id;
    const convert = await call(t, "POST", `/api/contracts/${id}/convert`, as(alice));
    expect(convert.status).toBe(422);
    expect(convert.body.error).toBe(
      "Only Solidity converts to CosmWasm today; this file is stored and can be analysed",
    );
    const workflow = await call(t, "GET", `/api/contracts/${id}/workflow`, as(alice));
    expect(workflow.body).toMatchObject({ canConvert: false, status: "validated" });
    expect(workflow.body.conversionMessage).toContain("Only Solidity converts");
  });

  it("moves a converted contract on through the later stages only", async () => {
    const review = await call(t, "POST", `/api/contracts/${contractId}/status`, {
      ...as(alice),
      body: { status: "review" },
    });
    expect(review.status).toBe(200);
    expect(review.body.contract.status).toBe("review");
    const back = await call(t, "POST", `/api/contracts/${contractId}/status`, {
      ...as(alice),
      body: { status: "uploaded" },
    });
    expect(back.status).toBe(409);
    const workflow = await call(t, "GET", `/api/contracts/${contractId}/workflow`, as(alice));
    expect(workflow.body.steps[4]).toMatchObject({ status: "review", state: "current" });
    await call(t, "POST", `/api/contracts/${contractId}/status`, {
      ...as(alice),
      body: { status: "converted" },
    });
  });

  it("lists with search, status filter and sort, and deletes with the stored files", async () => {
    const all = await call(t, "GET", "/api/contracts?sort=name&order=asc", as(alice));
    const names = all.body.contracts.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(all.body.contracts.every((c: { userId: string }) => c.userId === alice.user.id)).toBe(
      true,
    );
    const search = await call(t, "GET", "/api/contracts?search=count", as(alice));
    expect(search.body.contracts.map((c: { fileName: string }) => c.fileName)).toEqual([
      "Counter.sol",
    ]);
    const byFile = await call(t, "GET", "/api/contracts?search=.vy", as(alice));
    expect(byFile.body.contracts.map((c: { name: string }) => c.name)).toEqual(["Token"]);
    const failed = await call(t, "GET", "/api/contracts?status=failed", as(alice));
    expect(failed.body.contracts.map((c: { name: string }) => c.name)).toEqual(["Broken"]);
    const wildcard = await call(t, "GET", "/api/contracts?search=%25", as(alice));
    expect(wildcard.body.contracts).toEqual([]);
    expect((await call(t, "GET", "/api/contracts?status=nope", as(alice))).status).toBe(400);
    expect((await call(t, "GET", "/api/contracts", as(bob))).body.contracts).toEqual([]);

    const row = await t.deps.db
      .selectFrom("contracts")
      .selectAll()
      .where("id", "=", contractId)
      .executeTakeFirstOrThrow();
    const removed = await call(t, "DELETE", `/api/contracts/${contractId}`, as(alice));
    expect(removed.status).toBe(204);
    expect(await t.deps.storage.get(CONTRACT_SOURCES_BUCKET, row.source_path!)).toBeNull();
    expect(
      await t.deps.storage.list(CONVERTED_CONTRACTS_BUCKET, `${alice.user.id}/${contractId}/`),
    ).toEqual([]);
    expect((await call(t, "GET", `/api/contracts/${contractId}`, as(alice))).status).toBe(404);
  });

  it("answers every contract endpoint for someone else's contract with 'Contract not found or access denied'", async () => {
    const uploaded = await upload(
      t,
      alice,
      "Private.sol",
      COUNTER_SOL.replace("Counter", "Private"),
    );
    const id = uploaded.body.results[0].contract.id;
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/contracts/${id}`],
      ["DELETE", `/api/contracts/${id}`],
      ["GET", `/api/contracts/${id}/config`],
      ["PUT", `/api/contracts/${id}/config`, { denom: "uatom" }],
      ["POST", `/api/contracts/${id}/convert`, {}],
      ["GET", `/api/contracts/${id}/workflow`],
      ["POST", `/api/contracts/${id}/status`, { status: "review" }],
      ["GET", `/api/contracts/${id}/code`],
      ["GET", `/api/contracts/${id}/converted-code`],
      ["GET", `/api/contracts/${id}/versions`],
      ["POST", `/api/contracts/${id}/versions`, { files: [{ path: "a.rs", content: "" }] }],
      ["GET", `/api/contracts/${id}/versions/1`],
      ["POST", `/api/contracts/${id}/versions/1/restore`, {}],
      ["GET", `/api/contracts/${id}/versions/diff?from=1&to=1`],
      ["GET", `/api/contracts/${id}/download.zip`],
      ["GET", "/api/contracts/not-a-uuid"],
      ["GET", "/api/contracts/00000000-0000-4000-8000-000000000000"],
    ];
    for (const [method, path, body] of calls) {
      const answer = await call(t, method, path, { ...as(bob), body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error, `${method} ${path}`).toBe("Contract not found or access denied");
      const anonymous = await call(t, method, path, { body });
      expect(anonymous.status, `anonymous ${method} ${path}`).toBe(401);
    }
    expect((await call(t, "GET", `/api/contracts/${id}`, as(alice))).body.contract.status).toBe(
      "validated",
    );
  });
});

describe("conversion jobs across a restart", () => {
  it("a job queued while the server was down is done by the next runner on the same database", async () => {
    const t = await createTestApp();
    try {
      const alice = await signUpUser(t, "restart@example.com");
      const uploaded = await upload(t, alice, "Counter.sol", COUNTER_SOL);
      const id = uploaded.body.results[0].contract.id;
      await t.deps.jobs.stop();
      const started = await call(t, "POST", `/api/contracts/${id}/convert`, {
        token: alice.accessToken,
      });
      expect(started.status).toBe(202);
      // The process dies mid-job: the job row is left running, owned by the dead runner.
      await t.deps.db
        .updateTable("jobs")
        .set({ status: "running", attempts: 1, locked_by: "dead-runner" })
        .where("id", "=", started.body.job.id)
        .execute();

      const { createInProcessJobRunner } = await import("../src/jobs/in-process-job-runner.ts");
      const { registerContractJobs } = await import("../src/contracts/register-contract-jobs.ts");
      const runner = createInProcessJobRunner({
        db: t.deps.db,
        clock: t.clock,
        logger: t.deps.logger,
        exclusive: true,
      });
      registerContractJobs({ ...t.deps, jobs: runner });
      await runner.start();
      await runner.whenIdle();
      await runner.stop();
      const job = await runner.get(started.body.job.id);
      expect(job).toMatchObject({ status: "succeeded", attempts: 2 });
      const contract = await call(t, "GET", `/api/contracts/${id}`, { token: alice.accessToken });
      expect(contract.body.contract).toMatchObject({ status: "converted", currentVersion: 1 });
    } finally {
      await t.close();
    }
  });
});
