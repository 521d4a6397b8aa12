import { ApiError, currentAccessToken } from "./api-client";

export interface UploadRequestOptions {
  /** 0–1 of the body sent so far. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a body through XHR, signed in, so the upload's progress can be shown (fetch reports none).
 * Resolves with the status and the parsed JSON answer (null when it is not JSON); rejects with an
 * ApiError when aborted or the network fails.
 */
export function postWithUploadProgress(
  path: string,
  body: FormData | string,
  { onProgress, signal }: UploadRequestOptions = {},
): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError("Upload cancelled", 0, "aborted"));
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    xhr.open("POST", path);
    if (typeof body === "string") xhr.setRequestHeader("content-type", "application/json");
    const token = currentAccessToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
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
      resolve({ status: xhr.status, data });
    };
    xhr.send(body);
  });
}

/** The ApiError for a refused upload: the answer's message and code, its other fields as data. */
export function uploadRefusal(status: number, data: unknown): ApiError {
  const answer = (data ?? {}) as Record<string, unknown>;
  return new ApiError(
    typeof answer.error === "string" ? answer.error : `Upload failed with status ${status}`,
    status,
    typeof answer.code === "string" ? answer.code : undefined,
    answer,
  );
}
