import { createHash } from "node:crypto";
import {
  declaredSizeMismatchMessage,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  type FileValidationResult,
  type FileValidationStatus,
  MAX_FILE_BYTES,
} from "@contract-platform/api";
import { checkFile, FILE_CHECK_TIMEOUT_MS, type FileCheckOptions } from "./check-file.ts";
import { detectLanguage } from "./detect-language.ts";
import type { ContentIssue } from "./inspect-file-content.ts";

const rank: Record<FileValidationStatus, number> = { safe: 0, suspicious: 1, malicious: 2 };

/** The issue of a file whose check ran out of time. */
export function fileCheckTimeoutMessage(timeoutMs: number): string {
  return `File took longer than ${timeoutMs / 1000} seconds to check and was refused; split it into smaller files`;
}

/**
 * The server-side file check (spec §5, secure-file-validation): size cap, extension, then the
 * content itself, inspected in a worker process (parsing may take long) within the time limit.
 * `declaredSize` is what the client reported; the larger of it and the real size counts against
 * the cap, and a declared size that is not the content's is itself an issue. isValid only when
 * there is no issue; status is the worst issue's.
 */
export async function validateContractFile(
  input: { fileName: string; content: string | Uint8Array; declaredSize?: number },
  check: FileCheckOptions,
): Promise<FileValidationResult> {
  const bytes =
    typeof input.content === "string" ? Buffer.from(input.content, "utf8") : input.content;
  const hash = createHash("sha256").update(bytes).digest("hex");
  const size = Math.max(bytes.byteLength, input.declaredSize ?? 0);
  if (size > MAX_FILE_BYTES) {
    return { isValid: false, status: "suspicious", issues: [FILE_TOO_LARGE_MESSAGE], hash };
  }
  const language = detectLanguage(input.fileName);
  if (!language) {
    return { isValid: false, status: "malicious", issues: [FILE_TYPE_NOT_ALLOWED_MESSAGE], hash };
  }
  const checked = await checkFile(check, { kind: "inspect", content: input.content, language });
  const issues: ContentIssue[] = checked.timedOut
    ? [
        {
          status: "suspicious",
          message: fileCheckTimeoutMessage(check.timeoutMs ?? FILE_CHECK_TIMEOUT_MS),
        },
      ]
    : (checked.issues ?? []);
  if (input.declaredSize !== undefined && input.declaredSize !== bytes.byteLength) {
    issues.unshift({
      status: "suspicious",
      message: declaredSizeMismatchMessage(input.declaredSize, bytes.byteLength),
    });
  }
  const status = issues.reduce<FileValidationStatus>(
    (worst, issue) => (rank[issue.status] > rank[worst] ? issue.status : worst),
    "safe",
  );
  return { isValid: issues.length === 0, status, issues: issues.map((i) => i.message), hash };
}
