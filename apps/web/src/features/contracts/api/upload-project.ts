import { type UploadProjectResponse, uploadProjectResponseSchema } from "@contract-platform/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, currentAccessToken } from "@/lib/api-client";
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
  return new Promise((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) return reject(new ApiError("Upload cancelled", 0, "aborted"));
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    xhr.open("POST", "/api/contracts/projects");
    if (typeof body === "string") xhr.setRequestHeader("content-type", "application/json");
    const token = currentAccessToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
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
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadProjectResponseSchema.safeParse(data);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError("Unexpected upload answer", xhr.status));
        return;
      }
      const answer = (data ?? {}) as Record<string, unknown>;
      reject(
        new ApiError(
          typeof answer.error === "string"
            ? answer.error
            : `Upload failed with status ${xhr.status}`,
          xhr.status,
          typeof answer.code === "string" ? answer.code : undefined,
          answer,
        ),
      );
    };
    xhr.send(body);
  });
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
