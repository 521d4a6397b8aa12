import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Finding } from "../src/result-schema.ts";
import { analyzeSolidity } from "../src/solidity/analyze-solidity.ts";

/** Where a checkout of smartbugs/smartbugs-curated is (never part of this repository). */
export const smartBugsDir = process.env.SMARTBUGS_DIR;

/** The detectors whose findings count for each SmartBugs category (DASP 10). */
export const categoryDetectors: Record<string, readonly string[]> = {
  access_control: [
    "missing-access-control",
    "tx-origin-auth",
    "default-visibility",
    "unprotected-selfdestruct",
    "unprotected-initializer",
    "unprotected-mint",
    "arbitrary-send-eth",
    "controlled-delegatecall",
    "state-variable-shadowing",
  ],
  arithmetic: ["integer-overflow", "unsafe-downcast"],
  bad_randomness: ["weak-randomness"],
  denial_of_service: ["calls-in-loop", "unbounded-loop", "push-payment-dos", "msg-value-in-loop"],
  front_running: ["erc20-approve-race", "transaction-order-dependence", "missing-commit-reveal"],
  reentrancy: ["reentrancy"],
  short_addresses: ["short-address"],
  time_manipulation: ["timestamp-dependence"],
  unchecked_low_level_calls: ["unchecked-low-level-call", "unchecked-send", "unused-return"],
  other: ["locked-ether", "assignment-operator-typo", "unchecked-transfer"],
};

interface SmartBugsEntry {
  name: string;
  path: string;
  vulnerabilities: Array<{ lines: number[]; category: string }>;
}

export interface SmartBugsScore {
  files: number;
  perCategory: Map<string, { labels: number; found: number }>;
  /** Medium-or-higher findings more than two lines from any label. */
  unlabelledMediumOrHigher: Finding[];
  durationMs: number;
}

/**
 * Scores like the ICSE 2020 study: a labelled vulnerability is found when a finding of a
 * detector of its category starts within two lines of one of its lines.
 */
export function scoreSmartBugs(dir: string): SmartBugsScore {
  const entries = JSON.parse(
    readFileSync(join(dir, "vulnerabilities.json"), "utf8"),
  ) as SmartBugsEntry[];
  const perCategory = new Map<string, { labels: number; found: number }>();
  const unlabelled: Finding[] = [];
  const started = performance.now();
  for (const entry of entries) {
    const source = readFileSync(join(dir, entry.path), "utf8");
    const findings = analyzeSolidity(source, { file: entry.path }).findings;
    const near = (f: Finding, lines: number[]) =>
      lines.some((l) => Math.abs(f.location.startLine - l) <= 2);
    for (const v of entry.vulnerabilities) {
      const tally = perCategory.get(v.category) ?? { labels: 0, found: 0 };
      perCategory.set(v.category, tally);
      tally.labels++;
      const rules = categoryDetectors[v.category] ?? [];
      if (findings.some((f) => rules.includes(f.ruleId) && near(f, v.lines))) tally.found++;
    }
    for (const f of findings) {
      if (f.severity !== "high" && f.severity !== "medium") continue;
      if (!entry.vulnerabilities.some((v) => near(f, v.lines))) unlabelled.push(f);
    }
  }
  return {
    files: entries.length,
    perCategory,
    unlabelledMediumOrHigher: unlabelled,
    durationMs: performance.now() - started,
  };
}

export function printSmartBugsScore(score: SmartBugsScore, details: boolean): void {
  console.log(
    `\nSmartBugs curated (${score.files} files; ${(score.durationMs / 1000).toFixed(1)} s): labelled vulnerabilities found within ±2 lines by a detector of their category`,
  );
  console.log("category                        found / labelled");
  let found = 0;
  let labels = 0;
  for (const [category, t] of [...score.perCategory].sort()) {
    found += t.found;
    labels += t.labels;
    console.log(
      `${category.padEnd(30)} ${String(t.found).padStart(4)} / ${String(t.labels).padEnd(4)} ${((100 * t.found) / t.labels).toFixed(1).padStart(5)}%`,
    );
  }
  console.log(
    `${"all".padEnd(30)} ${String(found).padStart(4)} / ${String(labels).padEnd(4)} ${((100 * found) / Math.max(1, labels)).toFixed(1).padStart(5)}%`,
  );
  console.log(
    `medium-or-higher findings not within ±2 lines of any label: ${score.unlabelledMediumOrHigher.length}`,
  );
  if (details)
    for (const f of score.unlabelledMediumOrHigher)
      console.log(
        `  ${f.ruleId} ${f.location.file}:${f.location.startLine}  ${f.location.snippet}`,
      );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!smartBugsDir) console.log("SMARTBUGS_DIR is not set: skipped");
  else printSmartBugsScore(scoreSmartBugs(smartBugsDir), process.argv.includes("--details"));
}
