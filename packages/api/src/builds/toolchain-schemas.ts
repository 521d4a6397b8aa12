import { z } from "zod";

/** One tool or capability of the Rust toolchain, as the Platform tab and the testing page show it. */
export const toolchainCheckSchema = z.object({
  id: z.enum(["sandbox", "cargo", "rustc", "wasm32-target", "wasm-linker", "wasm-opt", "crates"]),
  label: z.string(),
  ok: z.boolean(),
  /** Version or what was found ("cargo 1.65.0", "/usr/bin/rust-lld", "vendor directory ..."). */
  detail: z.string(),
  /** What to install or set when not ok (null when ok). */
  fix: z.string().nullable(),
});
export type ToolchainCheck = z.infer<typeof toolchainCheckSchema>;

export const cratesSourceKindSchema = z.enum(["vendor", "cargo-home", "online"]);
export type CratesSourceKind = z.infer<typeof cratesSourceKindSchema>;

export const toolchainStatusSchema = z.object({
  checkedAt: z.string(),
  /** The root file system the sandbox is built from ("/" or a toolchain root such as a chroot). */
  root: z.string(),
  cargo: z.string().nullable(),
  rustc: z.string().nullable(),
  cargoVersion: z.string().nullable(),
  rustcVersion: z.string().nullable(),
  wasmOptVersion: z.string().nullable(),
  cratesSource: cratesSourceKindSchema,
  checks: z.array(toolchainCheckSchema),
  /** `cargo test` of crates can run (sandbox, cargo, rustc). */
  canTest: z.boolean(),
  /** Wasm builds can run (the above plus wasm32 std, linker and wasm-opt). */
  canBuildWasm: z.boolean(),
  /** The real CosmWasm crates resolve (vendor directory, mirror or registry). */
  cratesResolve: z.boolean(),
});
export type ToolchainStatus = z.infer<typeof toolchainStatusSchema>;

/** A compiler message at a place in the crate (from cargo's --message-format=json). */
export const cargoDiagnosticSchema = z.object({
  severity: z.enum(["error", "warning", "note", "help"]),
  message: z.string(),
  /** Lint or error code such as E0308 or unused_variables. */
  code: z.string().nullable(),
  /** Path relative to the crate root, or null for messages without a place in the crate. */
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  endLine: z.number().int().nullable(),
  endColumn: z.number().int().nullable(),
  /** The compiler's own rendering (plain text). */
  rendered: z.string(),
});
export type CargoDiagnostic = z.infer<typeof cargoDiagnosticSchema>;

export const cratePolicyViolationSchema = z.object({
  code: z.enum([
    "build_script",
    "proc_macro",
    "dependency_not_allowed",
    "path_dependency_outside",
    "git_dependency",
    "cargo_config",
    "patch_section",
    "manifest_invalid",
  ]),
  /** Crate-relative file the problem is in. */
  file: z.string(),
  message: z.string(),
});
export type CratePolicyViolation = z.infer<typeof cratePolicyViolationSchema>;

/** What a build or test may run; admins can widen it on the Platform tab. */
export const cratePolicySchema = z.object({
  allowBuildScripts: z.boolean().default(false),
  allowAnyDependency: z.boolean().default(false),
  /** Crates allowed on top of the built-in CosmWasm allow-list. */
  extraAllowedCrates: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Not a crate name"))
    .max(200)
    .default([]),
});
export type CratePolicy = z.infer<typeof cratePolicySchema>;

export const wasmCheckSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  severity: z.enum(["error", "warning"]),
  message: z.string(),
});
export type WasmCheck = z.infer<typeof wasmCheckSchema>;

/** The result of validating a wasm file the way a CosmWasm 2.x chain does on upload. */
export const wasmValidationReportSchema = z.object({
  ok: z.boolean(),
  sizeBytes: z.number().int(),
  maxSizeBytes: z.number().int(),
  exports: z.array(z.string()),
  imports: z.array(z.string()),
  entryPoints: z.array(z.string()),
  requiredCapabilities: z.array(z.string()),
  functionCount: z.number().int(),
  /** Every failed check (severity error fails the report; warnings do not). */
  problems: z.array(wasmCheckSchema),
  /** Names of the checks that ran, in order, for the report. */
  checked: z.array(z.string()),
});
export type WasmValidationReport = z.infer<typeof wasmValidationReportSchema>;
