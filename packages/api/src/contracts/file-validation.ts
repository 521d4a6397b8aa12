import { z } from "zod";

/** spec §9 file limits. */
export const MAX_FILE_BYTES = 10_485_760;
export const MAX_FILE_NAME_LENGTH = 255;
export const ALLOWED_EXTENSIONS = [".sol", ".vy", ".yul", ".huff", ".rs"] as const;
export const FILE_TOO_LARGE_MESSAGE = "File size exceeds 10MB limit";
/** The declared size of a file (what the client said) differs from the bytes received. */
export function declaredSizeMismatchMessage(declared: number, actual: number): string {
  return `Declared file size (${declared} bytes) does not match the content (${actual} bytes)`;
}
export const FILE_TYPE_NOT_ALLOWED_MESSAGE = `File type not allowed. Allowed: ${ALLOWED_EXTENSIONS.join(", ")}`;

export const fileValidationStatusSchema = z.enum(["safe", "suspicious", "malicious"]);
export type FileValidationStatus = z.infer<typeof fileValidationStatusSchema>;

/** spec §3 file validation result. */
export const fileValidationResultSchema = z.object({
  isValid: z.boolean(),
  status: fileValidationStatusSchema,
  issues: z.array(z.string()),
  /** SHA-256 of the content, lower-case hex. */
  hash: z.string(),
});
export type FileValidationResult = z.infer<typeof fileValidationResultSchema>;

/** POST /api/functions/secure-file-validation body (spec §7). */
export const secureFileValidationRequestSchema = z.object({
  fileName: z.string().min(1).max(1024),
  fileContent: z.string().max(MAX_FILE_BYTES * 2),
  fileSize: z.number().int().nonnegative(),
  contractId: z.uuid().optional().nullable(),
  userId: z.uuid().optional().nullable(),
});
export type SecureFileValidationRequest = z.infer<typeof secureFileValidationRequestSchema>;

/** The client-side basic check of spec §5 (size, then extension); the server check is tried first. */
export function basicFileValidation(file: { name: string; size: number }): {
  isValid: boolean;
  status: FileValidationStatus;
  issues: string[];
} {
  if (file.size > MAX_FILE_BYTES) {
    return { isValid: false, status: "suspicious", issues: [FILE_TOO_LARGE_MESSAGE] };
  }
  const dot = file.name.lastIndexOf(".");
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extension)) {
    return { isValid: false, status: "malicious", issues: [FILE_TYPE_NOT_ALLOWED_MESSAGE] };
  }
  return { isValid: true, status: "safe", issues: [] };
}
