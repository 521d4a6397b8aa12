import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage } from "../src/storage/create-storage.ts";
import { createLocalStorage } from "../src/storage/local-storage.ts";
import { createS3Storage } from "../src/storage/s3-storage.ts";
import {
  CONVERTED_CONTRACTS_BUCKET,
  InvalidStoragePathError,
  type Storage,
} from "../src/storage/storage.ts";
import { startS3StandIn } from "./s3-stand-in.ts";

const bucket = CONVERTED_CONTRACTS_BUCKET;

function storageContract(name: string, make: () => Storage) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    beforeAll(() => {
      storage = make();
    });

    it("puts, gets, checks and deletes objects", async () => {
      await storage.put(bucket, "user-1/contract-1/src/lib.rs", "pub fn main() {}", {
        contentType: "text/x-rust",
      });
      await storage.put(bucket, "user-1/contract-1/Cargo.toml", new Uint8Array([1, 2, 3]));
      expect(
        new TextDecoder().decode((await storage.get(bucket, "user-1/contract-1/src/lib.rs"))!),
      ).toBe("pub fn main() {}");
      expect([...((await storage.get(bucket, "user-1/contract-1/Cargo.toml")) ?? [])]).toEqual([
        1, 2, 3,
      ]);
      expect(await storage.exists(bucket, "user-1/contract-1/src/lib.rs")).toBe(true);
      expect(await storage.exists(bucket, "user-1/contract-1/src")).toBe(false);
      expect(await storage.get(bucket, "user-1/missing.rs")).toBeNull();
      await storage.delete(bucket, "user-1/contract-1/Cargo.toml");
      await storage.delete(bucket, "user-1/contract-1/Cargo.toml");
      expect(await storage.exists(bucket, "user-1/contract-1/Cargo.toml")).toBe(false);
    });

    it("overwrites an object in place", async () => {
      await storage.put(bucket, "over/write.txt", "first");
      await storage.put(bucket, "over/write.txt", "second");
      expect(new TextDecoder().decode((await storage.get(bucket, "over/write.txt"))!)).toBe(
        "second",
      );
    });

    it("lists keys by prefix, across pages, sorted", async () => {
      for (const key of ["list/b.rs", "list/a.rs", "list/sub/c.rs", "other/d.rs", "listing.rs"]) {
        await storage.put(bucket, key, key);
      }
      expect(await storage.list(bucket, "list/")).toEqual([
        "list/a.rs",
        "list/b.rs",
        "list/sub/c.rs",
      ]);
      expect(await storage.list("empty_bucket")).toEqual([]);
    });

    it("refuses traversal, absolute keys and bad bucket names", async () => {
      for (const key of [
        "../escape",
        "a/../../escape",
        "/etc/passwd",
        "a//b",
        "a\\b",
        "./a",
        "",
        "a\u0000b",
      ]) {
        await expect(storage.put(bucket, key, "x"), key).rejects.toBeInstanceOf(
          InvalidStoragePathError,
        );
        await expect(storage.get(bucket, key), key).rejects.toBeInstanceOf(InvalidStoragePathError);
      }
      for (const badBucket of ["..", "../x", "A", "x/y", ".tmp"]) {
        await expect(storage.put(badBucket, "k", "x"), badBucket).rejects.toBeInstanceOf(
          InvalidStoragePathError,
        );
      }
    });

    it("passes its health check", async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });
  });
}

const root = mkdtempSync(join(tmpdir(), "cp-storage-"));
storageContract("local", () => createLocalStorage(root));

describe("local storage layout", () => {
  it("keeps objects under <root>/<bucket>/<key> and nothing outside", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cp-storage-layout-"));
    const storage = createStorage({ storage: { driver: "local" }, dataDir: dir });
    await storage.put(bucket, "u/c/lib.rs", "code");
    expect(readFileSync(join(dir, "storage", bucket, "u/c/lib.rs"), "utf8")).toBe("code");
    await expect(storage.put(bucket, "../../outside.txt", "x")).rejects.toThrow();
    expect(existsSync(join(dir, "outside.txt"))).toBe(false);
  });
});

describe("S3 storage against an S3-speaking stand-in", () => {
  let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
  beforeAll(async () => {
    standIn = await startS3StandIn("cp-files");
  });
  afterAll(async () => {
    await standIn.close();
  });

  storageContract("s3", () =>
    createS3Storage({
      bucket: "cp-files",
      region: "us-east-1",
      endpoint: standIn.endpoint,
      forcePathStyle: true,
      accessKeyId: "test",
      secretAccessKey: "test-secret",
    }),
  );

  it("stores logical buckets as key prefixes inside the one S3 bucket", () => {
    expect(standIn.objects.has(`${bucket}/user-1/contract-1/src/lib.rs`)).toBe(true);
    expect(standIn.objects.get(`${bucket}/user-1/contract-1/src/lib.rs`)?.contentType).toBe(
      "text/x-rust",
    );
    // The listing spanned pages: the second request carried the continuation token.
    expect(
      standIn.requests.some((line) =>
        /^GET \/cp-files\/\?continuation-token=2&list-type=2/.test(line),
      ),
    ).toBe(true);
  });

  it("fails its health check when the bucket does not exist", async () => {
    const storage = createS3Storage({
      bucket: "no-such-bucket",
      region: "us-east-1",
      endpoint: standIn.endpoint,
      forcePathStyle: true,
      accessKeyId: "test",
      secretAccessKey: "test-secret",
    });
    await expect(storage.check()).rejects.toThrow();
  });
});
