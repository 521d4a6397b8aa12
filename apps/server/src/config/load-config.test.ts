import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./load-config.ts";

describe("loadConfig", () => {
  it("configures the AI assistant, without a key for servers on this machine or a private network", () => {
    const ai = (env: Record<string, string>) => loadConfig(env, "/srv/app").ai;
    const model = { AI_MODEL: "llama3.1" };
    expect(
      ai({ AI_BASE_URL: "https://api.openai.com/v1", AI_MODEL: "gpt-4o", AI_API_KEY: "sk" }),
    ).toEqual({ baseUrl: "https://api.openai.com/v1", model: "gpt-4o", apiKey: "sk" });
    for (const local of [
      "http://localhost:11434/v1", // Ollama
      "http://127.0.0.1:8080/v1", // llama.cpp server
      "http://[::1]:8000/v1",
      "http://192.168.1.20:8000/v1", // vLLM on the LAN
      "http://10.0.0.5:8000/v1",
      "http://172.20.0.3:11434/v1",
      "http://ollama:11434/v1", // a compose service name
      "http://gpu-box.local:8000/v1",
    ]) {
      expect(ai({ AI_BASE_URL: local, ...model }), local).toEqual({
        baseUrl: local,
        model: "llama3.1",
        apiKey: undefined,
      });
    }
    // A hosted provider without a key stays off (it would refuse every request).
    expect(ai({ AI_BASE_URL: "https://api.openai.com/v1", ...model })).toBeNull();
    expect(ai({ AI_BASE_URL: "http://172.32.0.1/v1", ...model })).toBeNull();
    expect(ai({ AI_BASE_URL: "http://localhost:11434/v1" })).toBeNull();
  });

  it("reads job limits, with a time limit per job type", () => {
    expect(loadConfig({}, "/srv/app").jobs.limits).toEqual({
      timeoutSeconds: 300,
      timeoutSecondsByType: {},
      maxPendingPerUser: 20,
      maxRunningPerUser: 2,
    });
    const limits = loadConfig(
      {
        JOB_TIMEOUT_SECONDS: "120",
        JOB_TIMEOUT_SECONDS_BUILD_WASM: "1800",
        JOB_TIMEOUT_SECONDS_CONVERT_CONTRACT: "60",
        JOB_MAX_PENDING_PER_USER: "5",
        JOB_MAX_RUNNING_PER_USER: "1",
      },
      "/srv/app",
    ).jobs.limits;
    expect(limits).toEqual({
      timeoutSeconds: 120,
      timeoutSecondsByType: { "build-wasm": 1800, "convert-contract": 60 },
      maxPendingPerUser: 5,
      maxRunningPerUser: 1,
    });
    expect(() => loadConfig({ JOB_TIMEOUT_SECONDS_CONVERT_CONTRACT: "soon" }, "/srv/app")).toThrow(
      'JOB_TIMEOUT_SECONDS_CONVERT_CONTRACT: must be a whole number between 1 and 86400 (got "soon")',
    );
  });

  it("keeps as many converter and analyzer workers warm as jobs run, at most 2 and 1, or as set", () => {
    const warm = (env: Record<string, string>) => loadConfig(env, "/srv/app").warmWorkers;
    expect(warm({})).toEqual({ converter: 2, analyzer: 1 });
    expect(warm({ JOB_CONCURRENCY: "8" })).toEqual({ converter: 2, analyzer: 1 });
    const queueOnly = {
      JOB_CONCURRENCY: "0",
      JOB_RUNNER: "pg-boss",
      DATABASE_URL: "postgres://db/app",
    };
    expect(warm(queueOnly)).toEqual({
      converter: 0,
      analyzer: 0,
    });
    expect(warm({ CONVERTER_WORKERS: "4", ANALYZER_WORKERS: "0" })).toEqual({
      converter: 4,
      analyzer: 0,
    });
    expect(() => loadConfig({ CONVERTER_WORKERS: "-1" }, "/srv/app")).toThrow(/CONVERTER_WORKERS/);
  });

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
