import {
  type AnalysisResult,
  formatJson,
  formatMarkdown,
  toSarif,
} from "@contract-platform/analyzer";
import { ANALYSIS_NOT_FOUND_MESSAGE, type AnalysisRecord } from "@contract-platform/api";
import { HttpError } from "../http/http-error.ts";

export interface AnalysisExport {
  body: string;
  contentType: string;
  fileName: string;
}

/** The latest analysis as a JSON, SARIF 2.1.0 (one run per side) or Markdown report download. */
export function exportAnalysis(
  record: AnalysisRecord | null,
  contractName: string,
  format: "json" | "sarif" | "markdown",
): AnalysisExport {
  if (!record) throw new HttpError(404, "analysis_not_found", ANALYSIS_NOT_FOUND_MESSAGE);
  const results = [record.solidity, record.crate].filter(
    (result): result is AnalysisResult => result !== null,
  );
  const base = `${contractName.replace(/[^A-Za-z0-9_.-]+/g, "_")}-analysis-${record.version}`;
  if (format === "sarif") {
    const logs = results.map((result) => toSarif(result));
    const sarif = { ...logs[0], runs: logs.flatMap((log) => log.runs) };
    return {
      body: `${JSON.stringify(sarif, null, 2)}\n`,
      contentType: "application/sarif+json",
      fileName: `${base}.sarif`,
    };
  }
  if (format === "markdown") {
    const parts = results.map((result) =>
      formatMarkdown(
        result,
        `${result.target.language === "solidity" ? "Solidity" : "CosmWasm crate"} analysis: ${contractName}`,
      ),
    );
    return {
      body: parts.join("\n"),
      contentType: "text/markdown; charset=utf-8",
      fileName: `${base}.md`,
    };
  }
  const json = {
    contract: contractName,
    analysis: record.version,
    createdAt: record.createdAt,
    solidity: record.solidity ? JSON.parse(formatJson(record.solidity)) : null,
    crate: record.crate ? JSON.parse(formatJson(record.crate)) : null,
  };
  return {
    body: `${JSON.stringify(json, null, 2)}\n`,
    contentType: "application/json; charset=utf-8",
    fileName: `${base}.json`,
  };
}
