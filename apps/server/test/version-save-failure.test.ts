import type { AuthSession } from "@contract-platform/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../src/storage/storage.ts";
import { CONVERTED_CONTRACTS_BUCKET } from "../src/storage/storage.ts";
import { signUpUser } from "./auth-helpers.ts";
import { call, upload } from "./contracts-helpers.ts";
import { createTestApp, type TestApp } from "./create-test-app.ts";

const RUST = "pub fn instantiate() {}\n";
const edit = (n: number) => [
  { path: "src/lib.rs", content: `pub mod a;\n// edit ${n}\n` },
  { path: "src/a.rs", content: `pub fn a() -> u32 { ${n} }\n` },
  { path: "Cargo.toml", content: `[package]\nname = "edited"\nversion = "0.${n}.0"\n` },
];

describe("a version save that fails", () => {
  let t: TestApp;
  let alice: AuthSession;
  let contractId: string;
  let folder: string;
  let put: Storage["put"];
  /** Keys of converted files each put was asked to write, in order. */
  const written: string[] = [];
  const as = (session: AuthSession) => ({ token: session.accessToken });
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpUser(t, "alice@example.com");
    const contract = (await upload(t, alice, "lib.rs", RUST)).body.results[0].contract;
    contractId = contract.id;
    folder = `${alice.user.id}/${contractId}/`;
    put = t.deps.storage.put.bind(t.deps.storage);
  });
  afterAll(async () => t.close());

  /** Storage as the failing save leaves it, and what the contract shows. */
  async function visible() {
    const versions = await call(t, "GET", `/api/contracts/${contractId}/versions`, as(alice));
    const contract = await call(t, "GET", `/api/contracts/${contractId}`, as(alice));
    return {
      versions: versions.body.versions.map((v: { version: number }) => v.version),
      currentVersion: contract.body.contract.currentVersion,
      status: contract.body.contract.status,
      stored: (await t.deps.storage.list(CONVERTED_CONTRACTS_BUCKET, folder)).sort(),
    };
  }

  /** Fails the save's `failAt`-th file write (1-based), or runs `before` ahead of its last one. */
  function breakStorage(options: { failAt?: number; beforeLast?: () => Promise<void> }) {
    let calls = 0;
    t.deps.storage.put = async (bucket, key, body, meta) => {
      if (bucket === CONVERTED_CONTRACTS_BUCKET) {
        calls++;
        written.push(key);
        if (calls === options.failAt) throw new Error("storage is full");
        if (calls === 3) await options.beforeLast?.();
      }
      return put(bucket, key, body, meta);
    };
  }

  it("on a storage failure midway leaves no version, no files and the contract as it was", async () => {
    const before = await visible();
    expect(before).toMatchObject({ versions: [1], currentVersion: 1, status: "converted" });
    breakStorage({ failAt: 2 });
    const saved = await call(t, "POST", `/api/contracts/${contractId}/versions`, {
      ...as(alice),
      body: { files: edit(1), note: "first try" },
    });
    t.deps.storage.put = put;
    expect(saved.status).toBe(500);
    expect(await visible()).toEqual(before);
  });

  it("when another save takes the number first answers 409 and leaves its files nowhere", async () => {
    const before = await visible();
    breakStorage({
      // A save of another tab commits its version 2 while this one writes its files.
      beforeLast: async () => {
        await t.deps.db
          .insertInto("contract_versions")
          .values({
            contract_id: contractId,
            version: 2,
            kind: "edit",
            note: "other tab",
            storage_prefix: `${folder}v2-othertab`,
            files: JSON.stringify([]),
            created_by: alice.user.id,
            created_at: t.clock.now(),
          })
          .execute();
      },
    });
    const saved = await call(t, "POST", `/api/contracts/${contractId}/versions`, {
      ...as(alice),
      body: { files: edit(2), note: "second try" },
    });
    t.deps.storage.put = put;
    expect(saved.status).toBe(409);
    expect(saved.body).toEqual({
      code: "version_conflict",
      error: "Another version of this contract was saved at the same time; reload and try again",
    });
    expect((await visible()).stored).toEqual(before.stored);
    await t.deps.db
      .deleteFrom("contract_versions")
      .where("contract_id", "=", contractId)
      .where("version", "=", 2)
      .execute();
  });

  it("the next save gets a folder of its own, holding exactly its files", async () => {
    const failedFolders = new Set(written.map((key) => key.split("/").slice(0, 3).join("/")));
    const saved = await call(t, "POST", `/api/contracts/${contractId}/versions`, {
      ...as(alice),
      body: { files: edit(3), note: "third try" },
    });
    expect(saved.status).toBe(201);
    const prefix = saved.body.contract.convertedPath as string;
    expect(saved.body.version).toMatchObject({ version: 2, note: "third try" });
    expect(failedFolders.has(prefix)).toBe(false);
    const after = await visible();
    expect(after.versions).toEqual([2, 1]);
    expect(after.stored.filter((key) => key.startsWith(`${prefix}/`))).toEqual(
      edit(3)
        .map((file) => `${prefix}/${file.path}`)
        .sort(),
    );
    const code = await call(t, "GET", `/api/contracts/${contractId}/code`, as(alice));
    expect(code.body.files.map((f: { path: string }) => f.path).sort()).toEqual([
      "Cargo.toml",
      "src/a.rs",
      "src/lib.rs",
    ]);
  });
});
