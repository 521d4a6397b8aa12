import { describe, expect, it } from "vitest";
import {
  loadCorpus,
  scoredDetectorIds,
  scoreHeldOutCorpus,
} from "../benchmark/score-held-out-corpus.ts";

// The level reached on the labelled corpus (benchmark/corpus). A change that loses a labelled bug
// or adds a false report below these figures fails here; raise them when the detectors improve.
const minimumPrecision = 0.977;
const minimumRecall = 1;

describe("held-out labelled corpus", () => {
  it("has at least 25 contracts whose labels match their code and name scored detectors", () => {
    const corpus = loadCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(25);
    const scored = new Set(scoredDetectorIds());
    for (const entry of corpus) {
      for (const label of [...entry.vulnerabilities, ...entry.clean])
        expect(scored.has(label.detector), `${entry.name}: ${label.detector}`).toBe(true);
      // Labels live in the sidecar file; the contracts read like ordinary code.
      expect(entry.source).not.toMatch(/ruleid:|\/\/\s*ok:/);
    }
  });

  for (const typedAst of [undefined, false]) {
    it(`keeps precision and recall ${typedAst === false ? "without" : "with"} the typed AST`, () => {
      const score = scoreHeldOutCorpus({ typedAst });
      const report = [
        ...score.falsePositives.map((f) => `false ${f.detector} at ${f.contract}:${f.line}`),
        ...score.falseNegatives.map((f) => `missed ${f.detector} at ${f.contract}:${f.line}`),
      ];
      expect(score.overall.precision, report.join("\n")).toBeGreaterThanOrEqual(minimumPrecision);
      expect(score.overall.recall, report.join("\n")).toBeGreaterThanOrEqual(minimumRecall);
    });
  }

  it("scores a report on a line labelled clean as false and an unreported label as missed", () => {
    const source =
      "pragma solidity 0.8.24;\ncontract C {\n    function f() external {\n        selfdestruct(payable(msg.sender));\n    }\n}\n";
    const line = { line: 4, code: "selfdestruct(payable(msg.sender));" };
    const score = scoreHeldOutCorpus({
      corpus: [
        {
          name: "synthetic.sol",
          source,
          vulnerabilities: [{ detector: "reentrancy", ...line }],
          clean: [{ detector: "unprotected-selfdestruct", ...line }],
        },
      ],
    });
    expect(score.falsePositives).toMatchObject([
      { detector: "unprotected-selfdestruct", line: 4, onCleanLine: true },
    ]);
    expect(score.falseNegatives).toMatchObject([{ detector: "reentrancy", line: 4 }]);
    expect(score.overall).toMatchObject({ truePositives: 0, precision: 0, recall: 0 });
  });
});
