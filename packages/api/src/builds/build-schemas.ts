import { z } from "zod";
import {
  cargoDiagnosticSchema,
  cratePolicySchema,
  cratePolicyViolationSchema,
  wasmValidationReportSchema,
} from "./toolchain-schemas.ts";

export const buildStatuses = [
  "queued",
  "running",
  "succeeded",
  "invalid",
  "failed",
  "refused",
  "unsupported",
  "timed-out",
  "cancelled",
] as const;
export const buildStatusSchema = z.enum(buildStatuses);
export type BuildStatus = z.infer<typeof buildStatusSchema>;

/** A build that will not change any more. */
export function isFinishedBuild(status: BuildStatus): boolean {
  return status !== "queued" && status !== "running";
}

export const buildStatusLabels: Record<BuildStatus, string> = {
  queued: "Queued",
  running: "Building",
  succeeded: "Built",
  invalid: "Built, fails validation",
  failed: "Build failed",
  refused: "Refused by the build policy",
  unsupported: "Toolchain cannot build wasm",
  "timed-out": "Timed out",
  cancelled: "Cancelled",
};

export const buildArtifactSchema = z.object({
  packageName: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  sizeBytes: z.number().int(),
  unoptimizedSizeBytes: z.number().int(),
  validation: wasmValidationReportSchema,
});
export type BuildArtifact = z.infer<typeof buildArtifactSchema>;

export const buildToolchainSchema = z.object({
  rustc: z.string(),
  cargo: z.string(),
  wasmOpt: z.string().nullable(),
  linker: z.string().nullable(),
  crates: z.string(),
});

export const buildSummarySchema = z.object({
  id: z.string(),
  contractId: z.string(),
  contractName: z.string(),
  contractVersion: z.number().int(),
  status: buildStatusSchema,
  checksum: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The main artifact's file name. */
  fileName: z.string().nullable(),
  valid: z.boolean().nullable(),
  reusedFrom: z.string().nullable(),
  jobId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BuildSummary = z.infer<typeof buildSummarySchema>;

export const buildSchema = buildSummarySchema.extend({
  artifacts: z.array(buildArtifactSchema),
  diagnostics: z.array(cargoDiagnosticSchema),
  violations: z.array(cratePolicyViolationSchema),
  log: z.string(),
  toolchain: buildToolchainSchema.nullable(),
  cargoLock: z.string().nullable(),
  cancelRequested: z.boolean(),
});
export type Build = z.infer<typeof buildSchema>;

export const startBuildRequestSchema = z.object({
  /** Crate version to build; the current one when left out. */
  version: z.number().int().min(1).optional(),
});
export type StartBuildRequest = z.infer<typeof startBuildRequestSchema>;

export const buildSettingsSchema = cratePolicySchema.extend({
  updatedAt: z.string().optional(),
});
export type BuildSettings = z.infer<typeof buildSettingsSchema>;

export const NOTHING_TO_BUILD_MESSAGE = "Contract has not been converted yet";
export const BUILD_NOT_FOUND_MESSAGE = "Build not found or access denied";
