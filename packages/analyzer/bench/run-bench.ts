// Precision and recall per detector over the annotated fixture set, analysis time per fixture, and
// precision and recall on the labelled corpus (benchmark/corpus, per round and overall); with
// OPENZEPPELIN_CONTRACTS_DIR / SMARTBUGS_DIR set, the figures on those checkouts too.
// Usage: tsx bench/run-bench.ts [--details] [--json out.json]
import { writeFileSync } from "node:fs";
import {
  type CorpusScore,
  corpusRounds,
  loadCorpus,
  scoreHeldOutCorpus,
} from "../benchmark/score-held-out-corpus.ts";
import {
  openZeppelinDir,
  printOpenZeppelinScore,
  scoreOpenZeppelin,
} from "../benchmark/score-openzeppelin.ts";
import { printSmartBugsScore, scoreSmartBugs, smartBugsDir } from "../benchmark/score-smartbugs.ts";
import { listDetectors } from "../src/detector-catalog.ts";
import { listFixtures, runFixture, scoreDetector } from "../test/fixture-harness.ts";

const detectors = listDetectors();
const fixtures = listFixtures();
const totals = new Map(detectors.map((d) => [d.id, { tp: 0, fp: 0, fn: 0 }]));
const timings: Array<{ fixture: string; ms: number; findings: number; typedAst: boolean }> = [];

// Warm up the parser and the compiler once so the timings measure analysis, not module loading.
if (fixtures[0]) runFixture(fixtures[0]);

for (const fixture of fixtures) {
  const run = runFixture(fixture);
  timings.push({
    fixture: fixture.name,
    ms: run.durationMs,
    findings: run.result.findings.length,
    typedAst: run.result.typedAst.used,
  });
  for (const d of detectors) {
    const score = scoreDetector(run, d.id);
    const t = totals.get(d.id)!;
    t.tp += score.truePositives.length;
    t.fp += score.falsePositives.length;
    t.fn += score.falseNegatives.length;
  }
}

const pct = (n: number, d: number) =>
  d === 0 ? "   n/a" : `${((100 * n) / d).toFixed(1).padStart(5)}%`;
console.log("detector                       lang       TP  FP  FN  precision  recall");
let sum = { tp: 0, fp: 0, fn: 0 };
for (const d of detectors) {
  const t = totals.get(d.id)!;
  sum = { tp: sum.tp + t.tp, fp: sum.fp + t.fp, fn: sum.fn + t.fn };
  console.log(
    `${d.id.padEnd(30)} ${d.language.padEnd(9)} ${String(t.tp).padStart(3)} ${String(t.fp).padStart(3)} ${String(t.fn).padStart(3)}     ${pct(t.tp, t.tp + t.fp)}  ${pct(t.tp, t.tp + t.fn)}`,
  );
}
console.log(
  `${"all".padEnd(30)} ${"".padEnd(9)} ${String(sum.tp).padStart(3)} ${String(sum.fp).padStart(3)} ${String(sum.fn).padStart(3)}     ${pct(sum.tp, sum.tp + sum.fp)}  ${pct(sum.tp, sum.tp + sum.fn)}`,
);
console.log("\nanalysis time per fixture (ms)");
for (const t of timings) {
  console.log(`${t.ms.toFixed(1).padStart(8)}  ${t.fixture}${t.typedAst ? " (typed AST)" : ""}`);
}
const ms = timings.map((t) => t.ms).sort((a, b) => a - b);
const median = ms.length ? ms[Math.floor(ms.length / 2)] : 0;
console.log(
  `\n${fixtures.length} fixtures, ${detectors.length} detectors; median ${median.toFixed(1)} ms, max ${(ms[ms.length - 1] ?? 0).toFixed(1)} ms per fixture`,
);

function printCorpus(title: string, score: CorpusScore) {
  console.log(`\n${title}`);
  console.log("detector                        TP  FP  FN  precision  recall");
  for (const [id, t] of score.perDetector) {
    if (t.truePositives + t.falsePositives + t.falseNegatives === 0) continue;
    console.log(
      `${id.padEnd(30)} ${String(t.truePositives).padStart(3)} ${String(t.falsePositives).padStart(3)} ${String(t.falseNegatives).padStart(3)}     ${pct(t.truePositives, t.truePositives + t.falsePositives)}  ${pct(t.truePositives, t.truePositives + t.falseNegatives)}`,
    );
  }
  const o = score.overall;
  console.log(
    `${"all".padEnd(30)} ${String(o.truePositives).padStart(3)} ${String(o.falsePositives).padStart(3)} ${String(o.falseNegatives).padStart(3)}     ${pct(o.truePositives, o.truePositives + o.falsePositives)}  ${pct(o.truePositives, o.truePositives + o.falseNegatives)}`,
  );
  console.log(
    `${score.contracts} contracts, ${score.labels} labelled bugs, ${score.cleanLabels} labelled look-alikes`,
  );
  if (process.argv.includes("--details")) {
    for (const f of score.falsePositives)
      console.log(
        `  false ${f.detector} at ${f.contract}:${f.line}${f.onCleanLine ? " (labelled clean)" : ""}  ${f.code}`,
      );
    for (const f of score.falseNegatives)
      console.log(`  missed ${f.detector} at ${f.contract}:${f.line}  ${f.code}`);
  }
}

for (const round of corpusRounds) {
  printCorpus(
    `labelled corpus benchmark/corpus/${round}`,
    scoreHeldOutCorpus({ corpus: loadCorpus([round]) }),
  );
}
const heldOut = scoreHeldOutCorpus();
printCorpus("labelled corpus, all rounds, typed AST where it compiles", heldOut);
printCorpus(
  "labelled corpus, all rounds, without the typed AST",
  scoreHeldOutCorpus({ typedAst: false }),
);

const details = process.argv.includes("--details");
if (openZeppelinDir) printOpenZeppelinScore(scoreOpenZeppelin(openZeppelinDir), details);
else console.log("\nOPENZEPPELIN_CONTRACTS_DIR is not set: OpenZeppelin figures skipped");
if (smartBugsDir) printSmartBugsScore(scoreSmartBugs(smartBugsDir), details);
else console.log("SMARTBUGS_DIR is not set: SmartBugs figures skipped");

const jsonAt = process.argv.indexOf("--json");
if (jsonAt > 0 && process.argv[jsonAt + 1]) {
  writeFileSync(
    process.argv[jsonAt + 1],
    JSON.stringify(
      {
        detectors: Object.fromEntries(totals),
        timings,
        heldOut: { ...heldOut, perDetector: Object.fromEntries(heldOut.perDetector) },
      },
      null,
      2,
    ),
  );
}
