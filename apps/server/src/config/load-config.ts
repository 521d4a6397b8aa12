import { tmpdir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  DEFAULT_SANDBOX_LIMITS,
  defaultToolchainConfig,
  type ToolchainConfig,
} from "@contract-platform/toolchain";
import type { JobLimits } from "../jobs/job-runner.ts";
import { envSchema, JOB_TIMEOUT_BY_TYPE, jobTimeoutsSchema } from "./config-schema.ts";
import { isLocalAiServer } from "./is-local-ai-server.ts";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute directory holding the embedded database and local storage. */
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  allowedOrigins: string[];
  previewHostPattern?: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  logPretty: boolean;
  maxBodyBytes: number;
  /** Memory for the contracts list's cached answers (ADR 109); 0 turns the cache off. */
  contractListCacheBytes: number;
  /** Absolute directory of the built web app. */
  webDist: string;
  storage: { driver: "local" } | ({ driver: "s3" } & S3StorageConfig);
  jobs: {
    /** in-process: this process claims jobs from the jobs table; pg-boss: workers take them from pg-boss (PostgreSQL only). */
    runner: "in-process" | "pg-boss";
    /** Jobs this process runs at once (0, with pg-boss: it only queues them). */
    concurrency: number;
    leaseSeconds: number;
    limits: JobLimits;
  };
  /** Longest one file check (parsing an upload or a stored source) may take. */
  fileCheckTimeoutMs: number;
  /**
   * Converter and analyzer worker processes kept warm (solc loaded) from start-up; by default
   * as many as jobs run at once, at most 2 converters and 1 analyzer (a 2-core machine).
   */
  warmWorkers: { converter: number; analyzer: number };
  auth: {
    /** Access-token signing secret; without it one is generated and kept in DATA_DIR. */
    secret?: string;
    accessTokenTtlSeconds: number;
    /** Mail transport; without it mail goes to the outbox table only. */
    smtpUrl?: string;
    mailFrom: string;
    /** Take the client address from X-Forwarded-For (behind a trusted proxy only). */
    trustProxy: boolean;
    /** How often the server ends expired sessions on its own; 0 turns the timer off. */
    sessionCleanupIntervalSeconds: number;
    /** Sign-ups that pass validation allowed per client address and hour. */
    signupLimitPerAddress: number;
  };
  /**
   * OpenAI-compatible AI assistant; null without AI_BASE_URL and AI_MODEL, or without AI_API_KEY
   * for a server that is not on this machine or a private network (isLocalAiServer).
   */
  ai: { baseUrl: string; model: string; apiKey: string | undefined } | null;
  aiLimits: { timeoutMs: number; dailyRequests: number };
  /** Chain RPC calls made by the server (deployment checks, verification, monitoring). */
  chains: {
    rpcTimeoutMs: number;
    /** Let custom chains point at private, loopback or link-local addresses. */
    allowPrivateRpc: boolean;
    /** How often deployments are polled for health and activity; 0 turns polling off. */
    monitorIntervalSeconds: number;
  };
  /** Test runs: a step that runs longer than stepTimeoutMs, or a run longer than runTimeoutSeconds, is stopped. */
  testing: { stepTimeoutMs: number; runTimeoutSeconds: number };
  /** The Rust toolchain, sandbox limits and crates source for builds and `cargo test`. */
  builds: ToolchainConfig;
  version: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const defaultWebDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Reads and validates the configuration. Relative paths resolve against `baseDir`, which defaults
 * to the directory npm was started from (INIT_CWD), so `npm start` at the root keeps data in ./data.
 * Throws ConfigError naming every bad variable.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  baseDir: string = env.INIT_CWD ?? process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  const timeouts = jobTimeoutsSchema(env).safeParse(env);
  if (!parsed.success || !timeouts.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(timeouts.error?.issues ?? [])];
    const lines = issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const value = env[name];
      const shown =
        value === undefined || /SECRET|KEY|PASSWORD|URL/.test(name) ? "" : ` (got "${value}")`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(baseDir, path));
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: absolute(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    allowedOrigins: e.ALLOWED_ORIGINS,
    previewHostPattern: e.PREVIEW_HOST_PATTERN,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    maxBodyBytes: e.MAX_BODY_BYTES,
    contractListCacheBytes: e.CONTRACT_LIST_CACHE_MB * 1024 * 1024,
    webDist: e.WEB_DIST ? absolute(e.WEB_DIST) : defaultWebDist,
    storage:
      e.STORAGE_DRIVER === "s3"
        ? {
            driver: "s3",
            bucket: e.STORAGE_S3_BUCKET!,
            region: e.STORAGE_S3_REGION,
            endpoint: e.STORAGE_S3_ENDPOINT,
            accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID,
            secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE,
          }
        : { driver: "local" },
    jobs: {
      runner: e.JOB_RUNNER,
      concurrency: e.JOB_CONCURRENCY,
      leaseSeconds: e.JOB_LEASE_SECONDS,
      limits: {
        timeoutSeconds: e.JOB_TIMEOUT_SECONDS,
        timeoutSecondsByType: Object.fromEntries(
          Object.entries(timeouts.data).map(([name, seconds]) => [
            (JOB_TIMEOUT_BY_TYPE.exec(name)?.[1] ?? name).toLowerCase().replaceAll("_", "-"),
            seconds as number,
          ]),
        ),
        maxPendingPerUser: e.JOB_MAX_PENDING_PER_USER,
        maxRunningPerUser: e.JOB_MAX_RUNNING_PER_USER,
      },
    },
    fileCheckTimeoutMs: e.FILE_CHECK_TIMEOUT_SECONDS * 1000,
    warmWorkers: {
      converter: e.CONVERTER_WORKERS ?? Math.min(e.JOB_CONCURRENCY, 2),
      analyzer: e.ANALYZER_WORKERS ?? Math.min(e.JOB_CONCURRENCY, 1),
    },
    auth: {
      secret: e.AUTH_SECRET,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      trustProxy: e.TRUST_PROXY,
      sessionCleanupIntervalSeconds: e.SESSION_CLEANUP_INTERVAL_SECONDS,
      signupLimitPerAddress: e.SIGNUP_LIMIT_PER_ADDRESS,
    },
    ai:
      e.AI_BASE_URL && e.AI_MODEL && (e.AI_API_KEY || isLocalAiServer(e.AI_BASE_URL))
        ? { baseUrl: e.AI_BASE_URL, model: e.AI_MODEL, apiKey: e.AI_API_KEY }
        : null,
    aiLimits: { timeoutMs: e.AI_TIMEOUT_MS, dailyRequests: e.AI_DAILY_REQUESTS },
    chains: {
      rpcTimeoutMs: e.CHAIN_RPC_TIMEOUT_MS,
      allowPrivateRpc: e.CHAIN_RPC_ALLOW_PRIVATE,
      monitorIntervalSeconds: e.MONITOR_INTERVAL_SECONDS,
    },
    testing: {
      stepTimeoutMs: e.TEST_STEP_TIMEOUT_MS,
      runTimeoutSeconds: e.TEST_RUN_TIMEOUT_SECONDS,
    },
    builds: defaultToolchainConfig({
      rootDir: e.TOOLCHAIN_ROOT ? absolute(e.TOOLCHAIN_ROOT) : "/",
      cargo: e.CARGO ?? null,
      rustc: e.RUSTC ?? null,
      wasmOpt: e.WASM_OPT,
      wasmLinker: e.WASM_LINKER ?? null,
      vendorDir: e.CARGO_VENDOR_DIR ? absolute(e.CARGO_VENDOR_DIR) : null,
      cargoHome: e.CARGO_HOME ? absolute(e.CARGO_HOME) : null,
      cacheDir: e.BUILD_CACHE_DIR
        ? absolute(e.BUILD_CACHE_DIR)
        : join(absolute(e.DATA_DIR), "build-cache"),
      workDir: join(tmpdir(), "contract-platform-builds"),
      limits: {
        ...DEFAULT_SANDBOX_LIMITS,
        timeoutMs: e.BUILD_TIMEOUT_SECONDS * 1000,
        cpuSeconds: e.BUILD_CPU_SECONDS,
        memoryBytes: e.BUILD_MEMORY_MB * 1024 * 1024,
      },
      maxWasmBytes: e.WASM_MAX_BYTES,
    }),
    version: "2.0.0",
  };
}
