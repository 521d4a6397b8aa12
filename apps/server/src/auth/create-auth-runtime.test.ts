import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hash, parseOptions } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config/load-config.ts";
import { createLogger } from "../logger/create-logger.ts";
import { createAuthRuntime, PRODUCTION_HASH_OPTIONS } from "./create-auth-runtime.ts";

const logger = createLogger({ level: "silent" });

describe("createAuthRuntime", () => {
  it("generates a signing secret once, private to the owner, and reuses it", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cp-auth-runtime-"));
    const config = loadConfig({ DATA_DIR: dataDir }, dataDir);
    const first = createAuthRuntime(config, logger);
    const file = join(dataDir, "auth-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toHaveLength(43);
    const second = createAuthRuntime(config, logger);
    expect(Buffer.from(second.secret).equals(Buffer.from(first.secret))).toBe(true);
    expect(first.requireEmailVerification).toBe(false);
  });

  it("uses AUTH_SECRET when given, and requires verification with a mail transport", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cp-auth-runtime-"));
    const secret = "s".repeat(40);
    const config = loadConfig(
      { DATA_DIR: dataDir, AUTH_SECRET: secret, SMTP_URL: "smtp://127.0.0.1:2525" },
      dataDir,
    );
    const runtime = createAuthRuntime(config, logger);
    expect(new TextDecoder().decode(runtime.secret)).toBe(secret);
    expect(runtime.requireEmailVerification).toBe(true);
  });

  it("hashes with argon2id at 19 MiB, 2 passes, 1 lane in production", async () => {
    const parsed = parseOptions(await hash("Correct-Horse-42", PRODUCTION_HASH_OPTIONS));
    expect(parsed).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await hash("x", PRODUCTION_HASH_OPTIONS)).toMatch(/^\$argon2id\$/);
  });
});
