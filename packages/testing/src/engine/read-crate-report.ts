import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type ConversionReport,
  conversionReportSchema,
} from "@contract-platform/converter/scenario-test";

export interface CrateReport {
  report: ConversionReport;
  /** Where the main contract's crate is, relative to the crate or workspace directory. */
  mainDir: string;
}

function read(path: string): ConversionReport {
  return conversionReportSchema.parse(JSON.parse(readFileSync(path, "utf8")));
}

/**
 * The conversion.json of a converted crate, or of a workspace's main contract (converter.md: one
 * crate per contract under `contracts/<name>/`, the main one listing the others in `contracts`):
 * the member for `contract` when given, else the one that lists the most other contracts.
 */
export function readCrateReport(dir: string, contract?: string): CrateReport {
  if (existsSync(join(dir, "conversion.json")))
    return { report: read(join(dir, "conversion.json")), mainDir: "." };
  const members = join(dir, "contracts");
  const found = existsSync(members)
    ? readdirSync(members)
        .filter((m) => existsSync(join(members, m, "conversion.json")))
        .map((m) => ({
          report: read(join(members, m, "conversion.json")),
          mainDir: join("contracts", m),
        }))
    : [];
  if (found.length === 0)
    throw new Error(`${dir} has no conversion.json (convert with sol2cosmwasm convert)`);
  const named = found.find((f) => f.report.source.contract === contract);
  if (named) return named;
  return [...found].sort(
    (a, b) => (b.report.contracts?.length ?? 0) - (a.report.contracts?.length ?? 0),
  )[0];
}
