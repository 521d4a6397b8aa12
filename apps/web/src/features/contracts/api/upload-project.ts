import { type UploadProjectResponse, uploadProjectResponseSchema } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { postWithUploadProgress, uploadRefusal } from "@/lib/post-with-upload-progress";
import { contractKeys } from "./query-keys";

/** A project to upload: a .zip, or files with their paths in the project. */
export type ProjectUpload =
  | { kind: "archive"; archive: File; main?: string }
  | { kind: "files"; files: Array<{ path: string; file: File }>; main?: string };

export interface ProjectUploadOptions {
  /** 0–100 of the bytes sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/contracts/projects through XHR (upload progress): a .zip as multipart `archive`, or
 * the files as JSON with their paths. A refusal rejects with an ApiError whose `data` holds the
 * answer's extra fields (`candidates` for `main_file_required`, `missing` for `unresolved_import`).
 */
export async function uploadProject(
  upload: ProjectUpload,
  options: ProjectUploadOptions = {},
): Promise<UploadProjectResponse> {
  let body: FormData | string;
  if (upload.kind === "archive") {
    const form = new FormData();
    form.append("archive", upload.archive, upload.archive.name);
    if (upload.main) form.append("main", upload.main);
    body = form;
  } else {
    const files = await Promise.all(
      upload.files.map(async ({ path, file }) => ({ path, content: await file.text() })),
    );
    body = JSON.stringify({ files, ...(upload.main ? { main: upload.main } : {}) });
  }
  const { status, data } = await postWithUploadProgress("/api/contracts/projects", body, {
    onProgress: (fraction) => options.onProgress?.(Math.round(fraction * 100)),
    signal: options.signal,
  });
  if (status < 200 || status >= 300) throw uploadRefusal(status, data);
  const parsed = uploadProjectResponseSchema.safeParse(data);
  if (!parsed.success) throw new ApiError("Unexpected upload answer", status);
  return parsed.data;
}

export function useUploadProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ upload, ...options }: { upload: ProjectUpload } & ProjectUploadOptions) =>
      uploadProject(upload, options),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contractKeys.all });
      void queryClient.invalidateQueries({ queryKey: contractKeys.stats });
    },
  });
}
