import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { listDetectors } from "../src/detector-catalog.ts";
import { analyzeSolidity } from "../src/solidity/analyze-solidity.ts";

export const corpusDir = new URL("./corpus", import.meta.url).pathname;

/**
 * Each round was written before it was first scored; that first score is the held-out figure
 * (ADR 45). Later rounds were written after the fixes the earlier ones prompted.
 */
export const corpusRounds: readonly string[] = readdirSync(corpusDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name.startsWith("round-"))
  .map((d) => d.name)
  .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)));

/** One labelled line of a corpus contract, read from its `<name>.labels.json` sidecar. */
export interface CorpusLabel {
  detector: string;
  line: number;
  /** The trimmed source of that line, so a label that drifted from its code is caught. */
  code: string;
  /** Other lines where a report of the same bug counts (for example the state write after a call). */
  alsoAt?: number[];
}

export interface CorpusEntry {
  name: string;
  source: string;
  vulnerabilities: CorpusLabel[];
  clean: CorpusLabel[];
}

export interface CorpusMiss {
  contract: string;
  detector: string;
  line: number;
  code: string;
  message?: string;
}

export interface DetectorTally {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface CorpusScore {
  contracts: number;
  labels: number;
  cleanLabels: number;
  perDetector: Map<string, DetectorTally>;
  overall: DetectorTally & { precision: number; recall: number };
  falsePositives: Array<CorpusMiss & { onCleanLine: boolean }>;
  falseNegatives: CorpusMiss[];
}

/** Detectors the corpus scores: every Solidity detector that reports a defect, not a style note. */
export function scoredDetectorIds(): string[] {
  return listDetectors()
    .filter((d) => d.language === "solidity" && d.severity !== "informational")
    .map((d) => d.id);
}

export function loadCorpus(rounds: readonly string[] = corpusRounds): CorpusEntry[] {
  return rounds.flatMap((round) => {
    const dir = join(corpusDir, round);
    return readdirSync(dir)
      .filter((f) => f.endsWith(".sol"))
      .sort()
      .map((file) => {
        const name = `${round}/${file}`;
        const source = readFileSync(join(dir, file), "utf8");
        const labels = JSON.parse(
          readFileSync(join(dir, file.replace(/\.sol$/, ".labels.json")), "utf8"),
        ) as { vulnerabilities: CorpusLabel[]; clean: CorpusLabel[] };
        const lines = source.split(/\r?\n/);
        for (const l of [...labels.vulnerabilities, ...labels.clean]) {
          if (lines[l.line - 1]?.trim() !== l.code)
            throw new Error(
              `${name}:${l.line}: label for ${l.detector} does not match "${l.code}"`,
            );
        }
        return { name, source, vulnerabilities: labels.vulnerabilities, clean: labels.clean };
      });
  });
}

/**
 * Runs the analyzer on every corpus contract and scores the findings against the sidecar labels.
 * A label is found when a finding of its detector starts on its line (or one of its `alsoAt`
 * lines); further findings of the same bug are not counted twice. Every other finding of a scored
 * detector is a false positive, whether or not its line is labelled clean.
 */
export function scoreHeldOutCorpus(
  options: { typedAst?: boolean; corpus?: CorpusEntry[] } = {},
): CorpusScore {
  const corpus = options.corpus ?? loadCorpus();
  const scored = scoredDetectorIds();
  const perDetector = new Map<string, DetectorTally>(
    scored.map((id) => [id, { truePositives: 0, falsePositives: 0, falseNegatives: 0 }]),
  );
  const falsePositives: CorpusScore["falsePositives"] = [];
  const falseNegatives: CorpusMiss[] = [];
  for (const entry of corpus) {
    const result = analyzeSolidity(entry.source, { file: entry.name, typedAst: options.typedAst });
    const lines = entry.source.split(/\r?\n/);
    const found = new Set<CorpusLabel>();
    for (const f of result.findings) {
      const tally = perDetector.get(f.ruleId);
      if (!tally) continue;
      const line = f.location.startLine;
      const label = entry.vulnerabilities.find(
        (l) => l.detector === f.ruleId && (l.line === line || l.alsoAt?.includes(line)),
      );
      if (label) {
        if (!found.has(label)) tally.truePositives++;
        found.add(label);
        continue;
      }
      tally.falsePositives++;
      falsePositives.push({
        contract: entry.name,
        detector: f.ruleId,
        line,
        code: lines[line - 1]?.trim() ?? "",
        message: f.message,
        onCleanLine: entry.clean.some((l) => l.detector === f.ruleId && l.line === line),
      });
    }
    for (const l of entry.vulnerabilities) {
      if (found.has(l)) continue;
      const tally = perDetector.get(l.detector);
      if (!tally)
        throw new Error(`${entry.name}:${l.line}: ${l.detector} is not a scored detector`);
      tally.falseNegatives++;
      falseNegatives.push({
        contract: entry.name,
        detector: l.detector,
        line: l.line,
        code: l.code,
      });
    }
  }
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const t of perDetector.values()) {
    tp += t.truePositives;
    fp += t.falsePositives;
    fn += t.falseNegatives;
  }
  return {
    contracts: corpus.length,
    labels: corpus.reduce((n, e) => n + e.vulnerabilities.length, 0),
    cleanLabels: corpus.reduce((n, e) => n + e.clean.length, 0),
    perDetector,
    overall: {
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
      precision: tp + fp === 0 ? 1 : tp / (tp + fp),
      recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    },
    falsePositives,
    falseNegatives,
  };
}
