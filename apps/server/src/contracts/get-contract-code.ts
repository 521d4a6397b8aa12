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

/**
 * The main contract's conversion.json: at the crate root, or — for a cargo workspace of several
 * contracts — the `contracts/<crate>/conversion.json` of `mainContract` (else the first one).
 * Returns the report and the directory its crate lives in.
 */
function findReport(
  files: { path: string; content: string }[],
  mainContract: unknown,
): { report: Record<string, unknown>; dir: string } | null {
  const reports = files
    .filter((file) => file.path === "conversion.json" || file.path.endsWith("/conversion.json"))
    .flatMap((file) => {
      try {
        const parsed = JSON.parse(file.content) as unknown;
        if (!parsed || typeof parsed !== "object") return [];
        const dir = file.path.slice(0, file.path.length - "conversion.json".length);
        return [{ report: parsed as Record<string, unknown>, dir }];
      } catch {
        return [];
      }
    });
  const nameOf = (report: Record<string, unknown>) =>
    (report.source as { contract?: unknown } | undefined)?.contract;
  return (
    reports.find((item) => item.dir === "") ??
    reports.find((item) => mainContract && nameOf(item.report) === mainContract) ??
    reports[0] ??
    null
  );
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
  const found = findReport(files, contract.metadata?.mainContract);
  const report = found?.report ?? null;
  const rawMap = Array.isArray(report?.source_map) ? report.source_map : [];
  // Source-map paths are relative to their crate; make them match the file list.
  // Ranges in a project's imported files (`solidity.file`) are not in the source shown here.
  const sourceMap = rawMap.flatMap((entry) => {
    if (typeof entry?.solidity?.file === "string") return [];
    const parsed = sourceMapEntrySchema.safeParse(entry);
    if (!parsed.success) return [];
    const rust = { ...parsed.data.rust, file: `${found?.dir ?? ""}${parsed.data.rust.file}` };
    return [{ ...parsed.data, rust }];
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
