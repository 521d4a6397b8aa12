import { describe, expect, it } from "vitest";
import { listDetectors } from "../src/detector-catalog.ts";
import {
  type Fixture,
  type FixtureRun,
  listFixtures,
  runFixture,
  scoreDetector,
} from "./fixture-harness.ts";

const detectors = listDetectors();
const fixtures = listFixtures();
const runs = new Map<string, FixtureRun>();
const run = (f: Fixture) => {
  const cached = runs.get(f.name) ?? runFixture(f);
  runs.set(f.name, cached);
  return cached;
};

describe("detector fixtures", () => {
  it("has a fixture directory with true positives and negatives for every detector", () => {
    const missing: string[] = [];
    for (const d of detectors) {
      const own = fixtures.filter((f) => f.detector === d.id).map(run);
      const positives = own.reduce((n, r) => n + (r.annotations.expected.get(d.id)?.size ?? 0), 0);
      const negatives = own.reduce((n, r) => n + (r.annotations.ok.get(d.id)?.size ?? 0), 0);
      if (positives === 0 || negatives === 0)
        missing.push(`${d.id} (${positives} ruleid, ${negatives} ok)`);
    }
    expect(missing).toEqual([]);
  });

  for (const fixture of fixtures) {
    it(`${fixture.name}: every detector reports exactly the annotated lines`, () => {
      const result = run(fixture);
      const problems: string[] = [];
      for (const d of detectors) {
        const score = scoreDetector(result, d.id);
        for (const k of score.falseNegatives) problems.push(`missed ${d.id} at ${k}`);
        for (const k of score.falsePositives) problems.push(`false ${d.id} at ${k}`);
        for (const k of score.wrongSeverity) problems.push(`${d.id} at ${k}`);
      }
      expect(problems).toEqual([]);
    });
  }

  // Without the compiler's typed AST (files that do not compile) the declaration-based fallback
  // must give the same answers.
  for (const fixture of fixtures.filter((f) => f.kind !== "crate")) {
    it(`${fixture.name}: same results without the typed AST`, () => {
      const result = runFixture(fixture, { typedAst: false });
      expect(result.result.typedAst.used).toBe(false);
      const problems: string[] = [];
      for (const d of detectors) {
        const score = scoreDetector(result, d.id);
        for (const k of score.falseNegatives) problems.push(`missed ${d.id} at ${k}`);
        for (const k of score.falsePositives) problems.push(`false ${d.id} at ${k}`);
        for (const k of score.wrongSeverity) problems.push(`${d.id} at ${k}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
