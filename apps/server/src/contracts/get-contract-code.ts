import {
  type ContractCodeResponse,
  type ContractDiagnostic,
  DOWNLOAD_FAILED_MESSAGE,
  sourceMapEntrySchema,
} from "@contract-platform/api";
import type { ContractRow } from "../db/schema.ts";
import { HttpError } from "../http/http-error.ts";
import type { ContractDeps } from "./contract-deps.ts";
import { findVersion, loadVersionFiles } from "./load-version-files.ts";
import { readContractSource } from "./read-contract-source.ts";
import { toContract } from "./to-contract.ts";

/** The main conversion.json of a crate: at the root, else the first one in the workspace. */
function findReport(files: { path: string; content: string }[]): Record<string, unknown> | null {
  const reportFile =
    files.find((file) => file.path === "conversion.json") ??
    files.find((file) => file.path.endsWith("/conversion.json"));
  if (!reportFile) return null;
  try {
    const parsed = JSON.parse(reportFile.content) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Everything the side-by-side review needs: the source, the crate files of a version (default
 * current), the conversion report, diagnostics and the source map.
 */
export async function getContractCode(
  deps: ContractDeps,
  contract: ContractRow,
  versionNumber?: number,
): Promise<ContractCodeResponse> {
  const version = await findVersion(deps, contract, versionNumber);
  const files = await loadVersionFiles(deps, contract, version);
  const source = await readContractSource(deps, contract).catch(() => null);
  if (source === null) throw new HttpError(502, "download_failed", DOWNLOAD_FAILED_MESSAGE);
  const report = findReport(files);
  const rawMap = Array.isArray(report?.source_map) ? report.source_map : [];
  const sourceMap = rawMap.flatMap((entry) => {
    const parsed = sourceMapEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    contract: toContract(contract),
    source: {
      fileName: contract.file_name,
      language: toContract(contract).language,
      content: source,
    },
    version: version.version,
    files,
    report,
    diagnostics: (contract.diagnostics ?? []) as ContractDiagnostic[],
    sourceMap,
  };
}
