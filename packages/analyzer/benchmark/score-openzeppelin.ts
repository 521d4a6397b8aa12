import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { analyzePaths } from "../src/analyze-path.ts";
import type { Finding } from "../src/result-schema.ts";

/** Where a checkout of OpenZeppelin/openzeppelin-contracts is (never part of this repository). */
export const openZeppelinDir = process.env.OPENZEPPELIN_CONTRACTS_DIR;

export interface OpenZeppelinScore {
  version: string;
  files: number;
  lines: { total: number; code: number };
  /** Medium-or-higher findings: on audited library code each counts as a false positive. */
  reported: Finding[];
  perThousandCodeLines: number;
  perThousandLines: number;
  typedAst: boolean;
  durationMs: number;
}

/**
 * Analyses every contract of an OpenZeppelin checkout (contracts/, without mocks/) as one project
 * and counts the medium-or-higher findings. The library is audited and widely deployed, so each
 * such finding is taken as a false positive (the bar is at most one per 1,000 lines).
 */
export function scoreOpenZeppelin(dir: string): OpenZeppelinScore {
  const contracts = join(dir, "contracts");
  const files: string[] = [];
  const visit = (d: string) => {
    for (const e of readdirSync(d)) {
      const full = join(d, e);
      if (statSync(full).isDirectory()) {
        if (e !== "mocks") visit(full);
      } else if (e.endsWith(".sol")) files.push(full);
    }
  };
  visit(contracts);
  files.sort();
  const started = performance.now();
  const result = analyzePaths(files);
  const reported = result.findings.filter((f) => f.severity === "high" || f.severity === "medium");
  const packageJson = join(contracts, "package.json");
  const version = existsSync(packageJson)
    ? String((JSON.parse(readFileSync(packageJson, "utf8")) as { version?: string }).version)
    : "unknown";
  return {
    version,
    files: result.metrics.files,
    lines: { total: result.metrics.lines.total, code: result.metrics.lines.code },
    reported,
    perThousandCodeLines: (1000 * reported.length) / Math.max(1, result.metrics.lines.code),
    perThousandLines: (1000 * reported.length) / Math.max(1, result.metrics.lines.total),
    typedAst: result.typedAst.used,
    durationMs: performance.now() - started,
  };
}

export function printOpenZeppelinScore(score: OpenZeppelinScore, details: boolean): void {
  console.log(
    `\nOpenZeppelin contracts ${score.version} (${score.files} files, ${score.lines.total} lines, ${score.lines.code} of code; typed AST ${score.typedAst ? "used" : "not used"}; ${(score.durationMs / 1000).toFixed(1)} s)`,
  );
  const per = new Map<string, number>();
  for (const f of score.reported) per.set(f.ruleId, (per.get(f.ruleId) ?? 0) + 1);
  console.log("detector                        medium+ findings (false positives on audited code)");
  for (const [id, n] of [...per].sort((a, b) => b[1] - a[1]))
    console.log(`${id.padEnd(30)} ${String(n).padStart(4)}`);
  console.log(
    `${"all".padEnd(30)} ${String(score.reported.length).padStart(4)}  = ${score.perThousandCodeLines.toFixed(2)} per 1,000 lines of code, ${score.perThousandLines.toFixed(2)} per 1,000 lines`,
  );
  if (details)
    for (const f of score.reported)
      console.log(
        `  ${f.ruleId} ${f.location.file}:${f.location.startLine}  ${f.location.snippet}`,
      );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!openZeppelinDir) {
    console.log("OPENZEPPELIN_CONTRACTS_DIR is not set: skipped");
  } else {
    printOpenZeppelinScore(scoreOpenZeppelin(openZeppelinDir), process.argv.includes("--details"));
  }
}
