import {
  type UploadContractsResponse,
  uploadContractsResponseSchema,
} from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, currentAccessToken } from "@/lib/api-client";
import { contractKeys } from "./query-keys";

export interface UploadProgress {
  /** 0–100 over all files of the call. */
  percent: number;
  /** Index of the file being sent. */
  fileIndex: number;
  fileName: string;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the request in flight and skips the remaining files. */
  signal?: AbortSignal;
}

/** One file as POST /api/contracts JSON {fileName, content}, with upload progress through XHR. */
function sendFile(
  file: { name: string; content: string },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadContractsResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError("Upload cancelled", 0, "aborted"));
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    xhr.open("POST", "/api/contracts");
    xhr.setRequestHeader("content-type", "application/json");
    const token = currentAccessToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onabort = () => reject(new ApiError("Upload cancelled", 0, "aborted"));
    xhr.onerror = () => reject(new ApiError("Network error", 0, "network_error"));
    xhr.onload = () => {
      signal?.removeEventListener("abort", abort);
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      // 400 file_rejected still carries each file's validation result.
      const parsed = uploadContractsResponseSchema.safeParse(data);
      if ((xhr.status >= 200 && xhr.status < 300) || (xhr.status === 400 && parsed.success)) {
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError("Unexpected upload answer", xhr.status));
        return;
      }
      const body = (data ?? {}) as { error?: unknown; code?: unknown };
      reject(
        new ApiError(
          typeof body.error === "string" ? body.error : `Upload failed with status ${xhr.status}`,
          xhr.status,
          typeof body.code === "string" ? body.code : undefined,
        ),
      );
    };
    xhr.send(JSON.stringify({ fileName: file.name, content: file.content }));
  });
}

/**
 * Uploads files one request each (so each gets its own validation answer and the body limit holds),
 * reporting overall progress. Rejected files come back with accepted=false and their issues.
 */
export async function uploadContracts(
  files: File[],
  options: UploadOptions = {},
): Promise<UploadContractsResponse> {
  const results: UploadContractsResponse["results"] = [];
  for (const [index, file] of files.entries()) {
    const content = await file.text();
    const response = await sendFile(
      { name: file.name, content },
      (fraction) =>
        options.onProgress?.({
          percent: Math.round(((index + fraction) / files.length) * 100),
          fileIndex: index,
          fileName: file.name,
        }),
      options.signal,
    );
    results.push(...response.results);
  }
  options.onProgress?.({
    percent: 100,
    fileIndex: files.length - 1,
    fileName: files.at(-1)?.name ?? "",
  });
  return { results };
}

export function useUploadContracts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files, ...options }: { files: File[] } & UploadOptions) =>
      uploadContracts(files, options),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.all });
      void queryClient.invalidateQueries({ queryKey: contractKeys.stats });
    },
  });
}
