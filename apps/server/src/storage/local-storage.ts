import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import {
  assertBucket,
  assertKey,
  InvalidStoragePathError,
  type Storage,
  toBytes,
} from "./storage.ts";

/**
 * Files under `root/<bucket>/<key>`. Writes go to `root/.tmp` first and are renamed into place, so
 * readers never see half-written objects.
 */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);

  const pathOf = (bucket: string, key: string) => {
    assertBucket(bucket);
    assertKey(key);
    const bucketDir = join(base, bucket);
    const path = resolve(bucketDir, key);
    if (!path.startsWith(bucketDir + sep)) {
      throw new InvalidStoragePathError(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    return path;
  };

  const isMissing = (error: unknown) =>
    (error as NodeJS.ErrnoException).code === "ENOENT" ||
    (error as NodeJS.ErrnoException).code === "ENOTDIR" ||
    (error as NodeJS.ErrnoException).code === "EISDIR";

  return {
    kind: "local",
    async put(bucket, key, body) {
      const path = pathOf(bucket, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(base, ".tmp", randomUUID());
      await mkdir(dirname(temporary), { recursive: true });
      await writeFile(temporary, toBytes(body));
      await rename(temporary, path);
    },
    async get(bucket, key) {
      try {
        return new Uint8Array(await readFile(pathOf(bucket, key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      await rm(pathOf(bucket, key), { force: true });
    },
    async exists(bucket, key) {
      try {
        return (await stat(pathOf(bucket, key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(bucket, prefix = "") {
      assertBucket(bucket);
      const bucketDir = join(base, bucket);
      let entries: string[];
      try {
        entries = await readdir(bucketDir, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const keys: string[] = [];
      for (const entry of entries) {
        const key = entry.split(sep).join("/");
        if (!key.startsWith(prefix)) continue;
        if ((await stat(join(bucketDir, entry))).isFile()) keys.push(key);
      }
      return keys.sort();
    },
    async check() {
      await mkdir(base, { recursive: true });
      const probe = join(base, `.health-${randomUUID()}`);
      await writeFile(probe, "ok");
      await rm(probe, { force: true });
    },
  };
}
