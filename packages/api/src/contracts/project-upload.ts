import { z } from "zod";
import { contractProjectSchema, uploadResultSchema } from "./contract-schemas.ts";
import { MAX_FILE_BYTES } from "./file-validation.ts";

/** Most Solidity files a project upload may hold (after ignored files are left out). */
export const MAX_PROJECT_FILES = 1000;
/** Most bytes the project's Solidity files may hold together (the spec's file cap). */
export const MAX_PROJECT_BYTES = MAX_FILE_BYTES;
/** Largest .zip accepted (the spec's file cap). */
export const MAX_ARCHIVE_BYTES = MAX_FILE_BYTES;
/** Most entries (files and folders, read or not) a .zip may list. */
export const MAX_ARCHIVE_ENTRIES = 10_000;
/** Most bytes the entries that are read may expand to, together (zip bombs stop here). */
export const MAX_ARCHIVE_EXPANDED_BYTES = 5 * MAX_FILE_BYTES;
/** Deepest folder nesting of a path in a project. */
export const MAX_PROJECT_PATH_DEPTH = 32;
/** Longest path in a project. */
export const MAX_PROJECT_PATH_LENGTH = 1024;

/** Files besides Solidity that a project upload keeps: they say how imports resolve. */
export const PROJECT_CONFIG_FILES = ["remappings.txt", "foundry.toml"] as const;

export const projectFileSchema = z.object({
  /** The file's path in the project, `/`-separated (e.g. `contracts/Token.sol`). */
  path: z.string().min(1).max(MAX_PROJECT_PATH_LENGTH),
  content: z.string().max(MAX_FILE_BYTES * 2),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

/**
 * POST /api/contracts/projects as JSON: several files with their paths. (As multipart: a `.zip`
 * in the field `archive`, with `main` and `convert` as fields.)
 */
export const uploadProjectRequestSchema = z.object({
  files: z
    .array(projectFileSchema)
    .min(1)
    .max(MAX_PROJECT_FILES + PROJECT_CONFIG_FILES.length),
  /** The contract's file (its path); chosen by the server when only one file can be it. */
  main: z.string().min(1).max(MAX_PROJECT_PATH_LENGTH).optional(),
  convert: z.boolean().optional(),
});
export type UploadProjectRequest = z.infer<typeof uploadProjectRequestSchema>;

export const uploadProjectResponseSchema = z.object({
  result: uploadResultSchema,
  project: contractProjectSchema,
  /** Files of the upload not kept, each with why (not Solidity, not imported by the main file). */
  ignored: z.array(z.object({ path: z.string(), reason: z.string() })),
});
export type UploadProjectResponse = z.infer<typeof uploadProjectResponseSchema>;

/** 400 `main_file_required`: the files that could be the contract (body field `candidates`). */
export const MAIN_FILE_REQUIRED_MESSAGE =
  "Several files could be the contract: choose the main file";
