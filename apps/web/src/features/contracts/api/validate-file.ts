import {
  basicFileValidation,
  type FileValidationResult,
  fileValidationResultSchema,
} from "@contract-platform/api";
import { apiRequest } from "@/lib/api-client";

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * POST /api/functions/secure-file-validation (spec §5/§7): the server check first (content too);
 * when it cannot be reached, the basic size/extension check is the fallback.
 */
export async function validateFile(
  file: File,
  input: { userId?: string | null; contractId?: string | null } = {},
): Promise<FileValidationResult & { fallback: boolean }> {
  const content = await file.text();
  try {
    const data = await apiRequest("/api/functions/secure-file-validation", {
      method: "POST",
      body: {
        fileName: file.name,
        fileContent: content,
        fileSize: file.size,
        contractId: input.contractId ?? null,
        userId: input.userId ?? null,
      },
      timeoutMs: 30_000,
    });
    return { ...fileValidationResultSchema.parse(data), fallback: false };
  } catch {
    const basic = basicFileValidation({ name: file.name, size: file.size });
    return { ...basic, hash: await sha256Hex(content), fallback: true };
  }
}
