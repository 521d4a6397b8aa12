import {
  type UploadContractsResponse,
  uploadContractsResponseSchema,
} from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { postWithUploadProgress, uploadRefusal } from "@/lib/post-with-upload-progress";
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
async function sendFile(
  file: { name: string; content: string },
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadContractsResponse> {
  const { status, data } = await postWithUploadProgress(
    "/api/contracts",
    JSON.stringify({ fileName: file.name, content: file.content }),
    { onProgress, signal },
  );
  // 400 file_rejected still carries each file's validation result.
  const parsed = uploadContractsResponseSchema.safeParse(data);
  if ((status >= 200 && status < 300) || (status === 400 && parsed.success)) {
    if (parsed.success) return parsed.data;
    throw new ApiError("Unexpected upload answer", status);
  }
  throw uploadRefusal(status, data);
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
