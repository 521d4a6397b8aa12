import { ApiError, fetchWithTimeout } from "@/lib/api-client";
import { contractPath } from "./query-keys";

/**
 * GET /api/contracts/:id/download.zip[?version=n]: the crate as a zip. Resolves with the blob and
 * its file name; `save` (default true) also hands it to the browser as a download.
 */
export async function downloadContractZip(
  id: string,
  options: {
    version?: number;
    save?: boolean;
    signal?: AbortSignal;
    /** Called once the server answered (the zip is packed), before its bytes are read. */
    onResponse?: () => void;
  } = {},
): Promise<{ blob: Blob; fileName: string }> {
  const suffix = options.version ? `?version=${options.version}` : "";
  const response = await fetchWithTimeout(`${contractPath(id)}/download.zip${suffix}`, {
    timeoutMs: 60_000,
    signal: options.signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(
      body.error ?? "Failed to download converted code",
      response.status,
      body.code,
    );
  }
  options.onResponse?.();
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "contract.zip";
  const blob = await response.blob();
  if (options.save ?? true) {
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return { blob, fileName };
}
