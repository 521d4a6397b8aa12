import { join } from "node:path";
import type { Config } from "../config/load-config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

/** Local directory (DATA_DIR/storage) by default; an S3-compatible store when STORAGE_DRIVER=s3. */
export function createStorage(config: Pick<Config, "storage" | "dataDir">): Storage {
  return config.storage.driver === "s3"
    ? createS3Storage(config.storage)
    : createLocalStorage(join(config.dataDir, "storage"));
}
