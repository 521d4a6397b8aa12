import { ApiError, fetchWithTimeout } from "@/lib/api-client";
import { analysisPath } from "./query-keys";

export type AnalysisExportFormat = "json" | "sarif" | "markdown";

/** GET /api/contracts/:id/analysis/export?format=...: saves the report as a download. */
export async function exportAnalysis(id: string, format: AnalysisExportFormat) {
  const response = await fetchWithTimeout(`${analysisPath(id)}/export?format=${format}`, {
    timeoutMs: 60_000,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(body.error ?? "Export failed", response.status, body.code);
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `analysis.${format}`;
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { fileName, blob };
}
