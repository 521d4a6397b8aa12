import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./load-config.ts";

describe("loadConfig", () => {
  it("uses the defaults on an empty environment", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe("/srv/app/data");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.storage).toEqual({ driver: "local" });
    expect(config.logLevel).toBe("info");
    expect(config.webDist).toBe(resolve(import.meta.dirname, "../../../web/dist"));
  });

  it("reads the variables it knows", () => {
    const config = loadConfig(
      {
        PORT: "3000",
        DATA_DIR: "/var/lib/cp",
        DATABASE_URL: "postgresql://u@db/cp",
        ALLOWED_ORIGINS: "https://a.example.com, https://b.example.com:8443",
        PREVIEW_HOST_PATTERN: "*.preview.example.com",
        LOG_LEVEL: "debug",
        STORAGE_DRIVER: "s3",
        STORAGE_S3_BUCKET: "cp-files",
        STORAGE_S3_ENDPOINT: "http://127.0.0.1:9000",
        STORAGE_S3_FORCE_PATH_STYLE: "true",
      },
      "/srv/app",
    );
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe("/var/lib/cp");
    expect(config.databaseUrl).toBe("postgresql://u@db/cp");
    expect(config.allowedOrigins).toEqual(["https://a.example.com", "https://b.example.com:8443"]);
    expect(config.previewHostPattern).toBe("*.preview.example.com");
    expect(config.storage).toMatchObject({
      driver: "s3",
      bucket: "cp-files",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
    });
  });

  it("names each bad variable in one clear message", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", LOG_LEVEL: "loud", ALLOWED_ORIGINS: "https://x.com/path" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT: must be a whole number between 0 and 65535 (got "eighty")');
    expect(message).toMatch(/LOG_LEVEL: .*\(got "loud"\)/);
    expect(message).toContain("ALLOWED_ORIGINS");
  });

  it("requires a bucket for S3 storage and never echoes secrets", () => {
    expect(() => loadConfig({ STORAGE_DRIVER: "s3" })).toThrow(/STORAGE_S3_BUCKET: is required/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT: must be at most 65535/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://secret@x" })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => loadConfig({ DATABASE_URL: "mysql://secret@x" })).not.toThrow(/secret/);
  });
});
