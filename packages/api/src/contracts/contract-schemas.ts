import { z } from "zod";
import { contractLanguageSchema, contractStatusSchema, workflowSteps } from "./contract-status.ts";
import { fileValidationResultSchema, MAX_FILE_BYTES } from "./file-validation.ts";

export const CONTRACT_NOT_FOUND_MESSAGE = "Contract not found or access denied";
export const NOT_CONVERTED_MESSAGE = "Contract has not been converted yet";
export const DOWNLOAD_FAILED_MESSAGE = "Failed to download converted code";
export const ONLY_SOLIDITY_CONVERTS_MESSAGE =
  "Only Solidity converts to CosmWasm today; this file is stored and can be analysed";

/** A converter finding (compiler errors, untranslatable constructs, warnings). */
export const diagnosticSchema = z.object({
  code: z.string(),
  severity: z.enum(["error", "warning", "info"]),
  message: z.string(),
  line: z.number(),
  column: z.number(),
  endLine: z.number().optional(),
  endColumn: z.number().optional(),
  /** In a project: the imported file the position is in (absent for the contract's own file). */
  file: z.string().optional(),
});
export type ContractDiagnostic = z.infer<typeof diagnosticSchema>;

export const targetVersionsSchema = z.object({
  /** The cosmwasm-std line the crate is written against; the converter emits 2.2 today. */
  cosmwasmStd: z.enum(["2.2"]).default("2.2"),
});

/** Conversion options saved per contract (GET/PUT /api/contracts/:id/config). */
export const contractConfigSchema = z.object({
  /** Which contract of the file; null = the last deployable one. */
  contract: z
    .string()
    .regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, "Must be a Solidity identifier")
    .max(200)
    .nullable()
    .default(null),
  /** Crate name; null = the contract name in kebab-case. */
  crateName: z
    .string()
    .regex(/^[a-z][a-z0-9_-]*$/, "Lower-case letters, digits, '-' and '_', starting with a letter")
    .max(64)
    .nullable()
    .default(null),
  /** The native denom msg.value is read in. */
  denom: z
    .string()
    .regex(/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/, "Not a valid denom")
    .default("uatom"),
  targetVersions: targetVersionsSchema.default({ cosmwasmStd: "2.2" }),
});
export type ContractConfig = z.infer<typeof contractConfigSchema>;
export const updateContractConfigSchema = contractConfigSchema;
export type UpdateContractConfigInput = z.input<typeof updateContractConfigSchema>;

/** What a stored contract keeps of its project (null for a single-file contract). */
export const contractProjectSchema = z.object({
  /** Path of the contract's own file. */
  main: z.string(),
  /** Every stored file (the main file and all it imports, directly or not), with sizes. */
  files: z.array(
    z.object({
      path: z.string(),
      size: z.number(),
      /** Imported from node_modules or lib/: read for what the project uses, not reported on. */
      dependency: z.boolean().optional(),
    }),
  ),
  /** Remappings the imports were resolved with, as solc takes them (`[context:]prefix=target`). */
  remappings: z.array(z.string()),
});
export type ContractProject = z.infer<typeof contractProjectSchema>;

export const contractSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  fileName: z.string(),
  language: contractLanguageSchema,
  status: contractStatusSchema,
  sourceHash: z.string().nullable(),
  sourceSize: z.number().nullable(),
  convertedPath: z.string().nullable(),
  errorMessage: z.string().nullable(),
  currentVersion: z.number().nullable(),
  config: contractConfigSchema,
  diagnostics: z.array(diagnosticSchema),
  lastJobId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Latest of the contract's own change, its versions and its jobs. */
  lastActivityAt: z.string(),
  /** The owner's e-mail (lists and detail; moderators and admins see every user's contracts). */
  ownerEmail: z.string().nullable().optional(),
  /** The project the contract was uploaded in: its files and import remappings (null: one file). */
  project: contractProjectSchema.nullable().optional(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractResponseSchema = z.object({ contract: contractSchema });

// ---- upload ----

export const uploadFileSchema = z.object({
  fileName: z.string().min(1).max(1024),
  content: z.string().max(MAX_FILE_BYTES * 2),
});
/** POST /api/contracts JSON body: one file or many (multipart form fields `files` work too). */
export const uploadContractsRequestSchema = z.union([
  z.object({
    files: z.array(uploadFileSchema).min(1).max(20),
    /** Queue the conversion of accepted Solidity files at once (saved default options). */
    convert: z.boolean().optional(),
  }),
  uploadFileSchema.extend({ convert: z.boolean().optional() }),
]);
export type UploadContractsRequest = z.infer<typeof uploadContractsRequestSchema>;

export const uploadResultSchema = z.object({
  fileName: z.string(),
  accepted: z.boolean(),
  /** True when the same user already uploaded a file with this SHA-256: that contract is returned. */
  duplicate: z.boolean(),
  contract: contractSchema.nullable(),
  validation: fileValidationResultSchema,
  /** The conversion job started for an accepted Solidity file. */
  jobId: z.string().nullable(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
export const uploadContractsResponseSchema = z.object({ results: z.array(uploadResultSchema) });
export type UploadContractsResponse = z.infer<typeof uploadContractsResponseSchema>;

// ---- list ----

export const contractSortFields = ["createdAt", "updatedAt", "name", "status"] as const;
export const listContractsQuerySchema = z.object({
  search: z.string().max(200).optional(),
  status: contractStatusSchema.optional(),
  sort: z.enum(contractSortFields).default("updatedAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  /** `all`: every user's contracts (moderators and admins, spec §6 manage_contracts). */
  scope: z.enum(["own", "all"]).default("own"),
  /** Part of the owner's e-mail (with scope=all). */
  owner: z.string().trim().max(254).optional(),
});
export type ListContractsQuery = z.input<typeof listContractsQuerySchema>;
export const listContractsResponseSchema = z.object({ contracts: z.array(contractSchema) });

// ---- jobs, workflow ----

export const contractJobSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(["queued", "running", "succeeded", "failed"]),
  progress: z.number(),
  message: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ContractJob = z.infer<typeof contractJobSchema>;

export const convertContractResponseSchema = z.object({
  contract: contractSchema,
  job: contractJobSchema,
});

export const workflowStepSchema = z.object({
  status: z.enum(workflowSteps),
  label: z.string(),
  state: z.enum(["done", "current", "pending", "failed"]),
});
export const workflowResponseSchema = z.object({
  contractId: z.string(),
  status: contractStatusSchema,
  steps: z.array(workflowStepSchema),
  job: contractJobSchema.nullable(),
  canConvert: z.boolean(),
  /** Why conversion is not offered (non-Solidity files), or null. */
  conversionMessage: z.string().nullable(),
});
export type WorkflowResponse = z.infer<typeof workflowResponseSchema>;

export const updateStatusRequestSchema = z.object({ status: contractStatusSchema });

export const configResponseSchema = z.object({
  config: contractConfigSchema,
  /** Contracts declared in the source file (Solidity), for the "which contract" choice. */
  contracts: z.array(z.object({ name: z.string(), kind: z.string(), deployable: z.boolean() })),
  canConvert: z.boolean(),
  conversionMessage: z.string().nullable(),
});
export type ConfigResponse = z.infer<typeof configResponseSchema>;

// ---- code, versions ----

const position = z.object({ line: z.number(), column: z.number() });
export const sourceMapEntrySchema = z.object({
  what: z.string(),
  solidity: z.object({ start: position, end: position }),
  rust: z.object({ file: z.string(), start: position, end: position }),
});
export type SourceMapEntry = z.infer<typeof sourceMapEntrySchema>;

export const crateFileSchema = z.object({ path: z.string(), content: z.string() });
export type CrateFile = z.infer<typeof crateFileSchema>;

export const contractCodeResponseSchema = z.object({
  contract: contractSchema,
  source: z.object({ fileName: z.string(), language: contractLanguageSchema, content: z.string() }),
  version: z.number(),
  files: z.array(crateFileSchema),
  /** conversion.json of the version, or null (an uploaded .rs file has none). */
  report: z.record(z.string(), z.unknown()).nullable(),
  diagnostics: z.array(diagnosticSchema),
  sourceMap: z.array(sourceMapEntrySchema),
});
export type ContractCodeResponse = z.infer<typeof contractCodeResponseSchema>;

/** GET /api/contracts/:id/converted-code: the main converted file (spec §4 code review). */
export const convertedCodeResponseSchema = z.object({
  code: z.string(),
  language: z.literal("rust"),
  path: z.string(),
});

const cratePath = z
  .string()
  .min(1)
  .max(300)
  .refine(
    (path) =>
      !path.startsWith("/") &&
      !path.includes("\\") &&
      path.split("/").every((part) => part !== "" && part !== "." && part !== ".."),
    "Must be a relative path inside the crate",
  );
export const saveVersionRequestSchema = z.object({
  files: z
    .array(z.object({ path: cratePath, content: z.string().max(MAX_FILE_BYTES) }))
    .min(1)
    .max(500),
  note: z.string().trim().max(500).default(""),
});
export type SaveVersionInput = z.input<typeof saveVersionRequestSchema>;

export const versionKindSchema = z.enum(["conversion", "upload", "edit", "restore"]);
export const contractVersionSchema = z.object({
  version: z.number(),
  kind: versionKindSchema,
  note: z.string(),
  fileCount: z.number(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  current: z.boolean(),
});
export type ContractVersion = z.infer<typeof contractVersionSchema>;
export const listVersionsResponseSchema = z.object({ versions: z.array(contractVersionSchema) });
export const versionResponseSchema = z.object({
  version: contractVersionSchema,
  files: z.array(crateFileSchema),
});
export type VersionResponse = z.infer<typeof versionResponseSchema>;
export const saveVersionResponseSchema = z.object({
  contract: contractSchema,
  version: contractVersionSchema,
});

/** Versions are numbered 1, 2, 3 … and stored as a 32-bit integer. */
export const MAX_VERSION_NUMBER = 2_147_483_647;
/** A version number from an address (path or query): a whole number from 1 to MAX_VERSION_NUMBER. */
export const versionNumberSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_VERSION_NUMBER, `Version numbers go up to ${MAX_VERSION_NUMBER}`);

export const versionDiffQuerySchema = z.object({
  from: versionNumberSchema,
  to: versionNumberSchema,
});
export const fileDiffSchema = z.object({
  path: z.string(),
  change: z.enum(["added", "removed", "modified", "unchanged"]),
  /** Unified diff (---/+++ headers, @@ hunks); empty when unchanged. */
  diff: z.string(),
  additions: z.number(),
  deletions: z.number(),
});
export type FileDiff = z.infer<typeof fileDiffSchema>;
export const versionDiffResponseSchema = z.object({
  from: z.number(),
  to: z.number(),
  files: z.array(fileDiffSchema),
});
export type VersionDiffResponse = z.infer<typeof versionDiffResponseSchema>;

export const downloadQuerySchema = z.object({
  version: versionNumberSchema.optional(),
});

// ---- statistics ----

export const statsResponseSchema = z.object({
  /** "user": the caller's own contracts; "platform": everyone's (admins). */
  scope: z.enum(["user", "platform"]),
  total: z.number(),
  successful: z.number(),
  /** Rounded percentage of successful over total (0 when there are none). */
  successRate: z.number(),
  /** spec §9, rounded hours. */
  analysisHoursSaved: z.number(),
  /** The inputs, for clients that compute the cards themselves. */
  totalContracts: z.number(),
  successfulConversions: z.number(),
  processingTimesSeconds: z.array(z.number()),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

/** spec §9 formulas, shared by server and web. */
export function computeContractStats(input: {
  total: number;
  successful: number;
  processingTimesSeconds: number[];
}) {
  const { total, successful, processingTimesSeconds: times } = input;
  const successRate = total > 0 ? Math.round((successful / total) * 100) : 0;
  let hours: number;
  if (times.length === 0) {
    hours = successful * 7.5;
  } else {
    const averageMinutes = times.reduce((sum, seconds) => sum + seconds, 0) / times.length / 60;
    hours = (averageMinutes * 10 * successful) / 60;
  }
  return { successRate, analysisHoursSaved: Math.round(hours) };
}

// ---- realtime ----

/**
 * What GET /api/realtime sends (server-sent events): `ready` {tables}, `change` (tableChangeEvent:
 * {table, op, id, user_id, contract_id}) for contracts / contract_metrics rows the caller owns (all
 * rows for admins), and `job` (jobEvent) for the caller's jobs.
 */
export const realtimeEventNames = ["ready", "change", "job"] as const;
