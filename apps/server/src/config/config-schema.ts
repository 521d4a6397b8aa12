import { z } from "zod";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** JOB_TIMEOUT_SECONDS and its per-type forms. */
const jobTimeoutSeconds = integer(1, 86400);

/** JOB_TIMEOUT_SECONDS_<TYPE> (type upper-cased, '-' as '_'): the time limit of one job type. */
export const JOB_TIMEOUT_BY_TYPE = /^JOB_TIMEOUT_SECONDS_([A-Z0-9_]+)$/;

/** The per-type time limits present in `env`, validated like JOB_TIMEOUT_SECONDS. */
export function jobTimeoutsSchema(env: Record<string, string | undefined>) {
  const names = Object.keys(env).filter((name) => JOB_TIMEOUT_BY_TYPE.test(name));
  return z.object(Object.fromEntries(names.map((name) => [name, jobTimeoutSeconds])));
}

const origin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value;
  } catch {
    return false;
  }
}, "must be an origin such as https://app.example.com (scheme, host, optional port, no path)");

/** Environment variables the server reads. Names are the variable names, so errors name them. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: integer(0, 65535).default(8080),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(origin.optional()),
    ALLOWED_ORIGINS: optionalString
      .transform((value) =>
        value
          ? value
              .split(",")
              .map((item) => item.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(origin)),
    PREVIEW_HOST_PATTERN: optionalString.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9*.-]+$/i,
          "must be a host name pattern where * matches one label part, e.g. *.preview.example.com",
        )
        .optional(),
    ),
    LOG_LEVEL: z.enum(logLevels).default("info"),
    LOG_PRETTY: booleanFlag,
    MAX_BODY_BYTES: integer(1024, 1024 * 1024 * 1024).default(12 * 1024 * 1024),
    CONTRACT_LIST_CACHE_MB: integer(0, 4096).default(16),
    WEB_DIST: optionalString,
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    STORAGE_S3_BUCKET: optionalString,
    STORAGE_S3_REGION: z.string().trim().min(1).default("us-east-1"),
    STORAGE_S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    STORAGE_S3_ACCESS_KEY_ID: optionalString,
    STORAGE_S3_SECRET_ACCESS_KEY: optionalString,
    STORAGE_S3_FORCE_PATH_STYLE: booleanFlag,
    JOB_RUNNER: z.enum(["in-process", "pg-boss"]).default("in-process"),
    JOB_CONCURRENCY: integer(0, 64).default(2),
    JOB_LEASE_SECONDS: integer(5, 86400).default(60),
    FILE_CHECK_TIMEOUT_SECONDS: integer(1, 600).default(10),
    CONVERTER_WORKERS: integer(0, 64).optional(),
    ANALYZER_WORKERS: integer(0, 64).optional(),
    JOB_TIMEOUT_SECONDS: jobTimeoutSeconds.default(300),
    JOB_MAX_PENDING_PER_USER: integer(1, 100000).default(20),
    JOB_MAX_RUNNING_PER_USER: integer(1, 1000).default(2),
    AUTH_SECRET: optionalString.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    ACCESS_TOKEN_TTL_SECONDS: integer(60, 86400).default(900),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default("Contract Platform <no-reply@localhost>"),
    TRUST_PROXY: booleanFlag,
    SESSION_CLEANUP_INTERVAL_SECONDS: integer(0, 604800).default(900),
    SIGNUP_LIMIT_PER_ADDRESS: integer(1, 100000).default(20),
    AI_BASE_URL: optionalString.pipe(z.url().optional()),
    AI_MODEL: optionalString,
    AI_API_KEY: optionalString,
    AI_TIMEOUT_MS: integer(100, 600000).default(30000),
    AI_DAILY_REQUESTS: integer(0, 1000000).default(100),
    TOOLCHAIN_ROOT: optionalString,
    CARGO: optionalString,
    RUSTC: optionalString,
    WASM_OPT: z.string().trim().min(1).default("wasm-opt"),
    WASM_LINKER: optionalString,
    CARGO_VENDOR_DIR: optionalString,
    CARGO_HOME: optionalString,
    BUILD_CACHE_DIR: optionalString,
    BUILD_TIMEOUT_SECONDS: integer(10, 86400).default(900),
    BUILD_MEMORY_MB: integer(256, 1048576).default(4096),
    BUILD_CPU_SECONDS: integer(10, 86400).default(1800),
    WASM_MAX_BYTES: integer(1024, 100 * 1024 * 1024).default(819200),
    CHAIN_RPC_TIMEOUT_MS: integer(100, 60000).default(5000),
    CHAIN_RPC_ALLOW_PRIVATE: booleanFlag,
    MONITOR_INTERVAL_SECONDS: integer(0, 86400).default(60),
    TEST_STEP_TIMEOUT_MS: integer(100, 600000).default(10000),
    TEST_RUN_TIMEOUT_SECONDS: integer(1, 86400).default(600),
  })
  .superRefine((env, ctx) => {
    if (env.JOB_RUNNER === "pg-boss" && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["JOB_RUNNER"],
        message:
          "pg-boss needs a PostgreSQL server: set DATABASE_URL, or leave JOB_RUNNER unset to run jobs in-process on the embedded database",
      });
    }
    if (env.JOB_CONCURRENCY === 0 && env.JOB_RUNNER !== "pg-boss") {
      ctx.addIssue({
        code: "custom",
        path: ["JOB_CONCURRENCY"],
        message:
          "must be at least 1 (0, a process that only queues jobs for workers, needs JOB_RUNNER=pg-boss)",
      });
    }
    if (env.STORAGE_DRIVER === "s3" && !env.STORAGE_S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["STORAGE_S3_BUCKET"],
        message: "is required when STORAGE_DRIVER=s3",
      });
    }
    if (Boolean(env.STORAGE_S3_ACCESS_KEY_ID) !== Boolean(env.STORAGE_S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [
          env.STORAGE_S3_ACCESS_KEY_ID
            ? "STORAGE_S3_SECRET_ACCESS_KEY"
            : "STORAGE_S3_ACCESS_KEY_ID",
        ],
        message: "STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set together",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;
