import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { collectProjectInMemory } from "@contract-platform/api";
import { analyzeCrate } from "../src/cosmwasm/analyze-crate.ts";
import { loadCrate } from "../src/cosmwasm/load-crate.ts";
import type { AnalysisResult } from "../src/result-schema.ts";
import { analyzeSolidity } from "../src/solidity/analyze-solidity.ts";
import { analyzeSolidityProject } from "../src/solidity/analyze-solidity-project.ts";

export const fixturesDir = new URL("../fixtures", import.meta.url).pathname;

/**
 * A fixture: one .sol file, one crate directory, or a Solidity project (a `project-*` directory:
 * its .sol files are analysed together, those under `lib/` read as dependencies only), inside
 * fixtures/<detector-id>/.
 */
export interface Fixture {
  detector: string;
  name: string;
  kind: "solidity" | "crate" | "project";
  path: string;
}

export interface Annotations {
  /** "file:line" keys per detector id. */
  expected: Map<string, Set<string>>;
  ok: Map<string, Set<string>>;
  /** `// ruleid: <id>@<severity>`: the severity the finding must have, by "id file:line". */
  severities: Map<string, string>;
}

export function listFixtures(): Fixture[] {
  const out: Fixture[] = [];
  for (const detector of readdirSync(fixturesDir).sort()) {
    const dir = join(fixturesDir, detector);
    if (!statSync(dir).isDirectory()) continue;
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (entry.endsWith(".sol"))
        out.push({ detector, name: `${detector}/${entry}`, kind: "solidity", path });
      else if (entry.startsWith("project-") && statSync(path).isDirectory())
        out.push({ detector, name: `${detector}/${entry}`, kind: "project", path });
      else if (statSync(path).isDirectory()) {
        // A crate, or a workspace whose member crates are the fixtures.
        const members = existsSync(join(path, "src"))
          ? [entry]
          : readdirSync(path)
              .filter((m) => existsSync(join(path, m, "src")))
              .map((m) => `${entry}/${m}`);
        for (const m of members) {
          out.push({ detector, name: `${detector}/${m}`, kind: "crate", path: join(dir, m) });
        }
      }
    }
  }
  return out;
}

const annotation = /^\s*(?:\/\/|#)\s*(ruleid|ok):\s*([\w@-]+(?:\s*,\s*[\w@-]+)*)\s*$/;

/**
 * Reads `// ruleid: <id>` and `// ok: <id>` (or `# ...` in TOML). An annotation line applies to the next
 * line that is not itself an annotation.
 */
export function readAnnotations(files: Array<{ path: string; content: string }>): Annotations {
  const expected = new Map<string, Set<string>>();
  const ok = new Map<string, Set<string>>();
  const severities = new Map<string, string>();
  for (const file of files) {
    const lines = file.content.split(/\r?\n/);
    let pending: Array<{ kind: string; ids: string[] }> = [];
    lines.forEach((line, i) => {
      const m = annotation.exec(line);
      if (m) {
        pending.push({ kind: m[1], ids: m[2].split(",").map((s) => s.trim()) });
        return;
      }
      for (const p of pending) {
        const target = p.kind === "ruleid" ? expected : ok;
        for (const annotated of p.ids) {
          const [id, severity] = annotated.split("@");
          if (!target.has(id)) target.set(id, new Set());
          target.get(id)?.add(`${file.path}:${i + 1}`);
          if (severity) severities.set(`${id} ${file.path}:${i + 1}`, severity);
        }
      }
      pending = [];
    });
  }
  return { expected, ok, severities };
}

export interface FixtureRun {
  fixture: Fixture;
  result: AnalysisResult;
  annotations: Annotations;
  durationMs: number;
}

export function runFixture(
  fixture: Fixture,
  options: { typedAst?: boolean; now?: () => number } = {},
): FixtureRun {
  const now = options.now ?? (() => performance.now());
  const started = now();
  if (fixture.kind === "solidity") {
    const content = readFileSync(fixture.path, "utf8");
    const file = relative(fixturesDir, fixture.path);
    const result = analyzeSolidity(content, { file, typedAst: options.typedAst });
    return {
      fixture,
      result,
      annotations: readAnnotations([{ path: file, content }]),
      durationMs: now() - started,
    };
  }
  if (fixture.kind === "project") {
    const files = filesUnder(fixture.path);
    const entries = files
      .map((f) => f.path)
      .filter((p) => p.endsWith(".sol") && !p.startsWith("lib/"));
    const project = collectProjectInMemory(files, entries);
    const result = analyzeSolidityProject(project.files, {
      name: fixture.name,
      analyse: entries,
      remappings: project.remappings,
      typedAst: options.typedAst,
    });
    return {
      fixture,
      result,
      annotations: readAnnotations(project.files),
      durationMs: now() - started,
    };
  }
  const files = loadCrate(fixture.path);
  // A crate fixture may carry the Solidity it was converted from.
  const original = join(fixture.path, "original.sol");
  const solidity = existsSync(original)
    ? { source: readFileSync(original, "utf8"), file: "original.sol" }
    : undefined;
  const result = analyzeCrate(files, { name: fixture.name, solidity });
  return { fixture, result, annotations: readAnnotations(files), durationMs: now() - started };
}

function filesUnder(root: string): Array<{ path: string; content: string }> {
  const out: Array<{ path: string; content: string }> = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) visit(full);
      else out.push({ path: relative(root, full), content: readFileSync(full, "utf8") });
    }
  };
  visit(root);
  return out;
}

export interface DetectorScore {
  truePositives: string[];
  falseNegatives: string[];
  falsePositives: string[];
  /** Found where annotated, but with another severity than `@severity` asks: "line: got x". */
  wrongSeverity: string[];
}

/**
 * Scores one detector on one fixture run. A finding is a false positive when its line is annotated
 * `ok: <id>`, or when the fixture belongs to the detector's own directory and the line is not annotated
 * `ruleid: <id>`. Findings of other detectors in foreign fixtures are only checked where annotated.
 */
export function scoreDetector(run: FixtureRun, detector: string): DetectorScore {
  const expected = run.annotations.expected.get(detector) ?? new Set<string>();
  const ok = run.annotations.ok.get(detector) ?? new Set<string>();
  const reported = new Set(
    run.result.findings
      .filter((f) => f.ruleId === detector)
      .map((f) => `${f.location.file}:${f.location.startLine}`),
  );
  const own = run.fixture.detector === detector;
  const wrongSeverity: string[] = [];
  for (const f of run.result.findings) {
    const key = `${f.location.file}:${f.location.startLine}`;
    const want = run.annotations.severities.get(`${detector} ${key}`);
    if (f.ruleId === detector && want && f.severity !== want)
      wrongSeverity.push(`${key}: ${f.severity}, expected ${want}`);
  }
  return {
    wrongSeverity,
    truePositives: [...expected].filter((k) => reported.has(k)),
    falseNegatives: [...expected].filter((k) => !reported.has(k)),
    falsePositives: [...reported].filter((k) => ok.has(k) || (own && !expected.has(k))),
  };
}
