import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runScenarioOnEvm } from "./run-scenario-on-evm.ts";

const examplesDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../examples");
const referenceDir = "/work/shared/reference";

function scenariosIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const folder = join(dir, d.name);
      const nested = join(folder, "solidity");
      const where = existsSync(nested) ? nested : folder;
      return readdirSync(where)
        .filter((f) => f.endsWith(".scenario.json"))
        .map((f) => join(where, f));
    })
    .sort();
}

const corpus = scenariosIn(examplesDir);
// The two reference ports are part of the corpus once copied into examples/; until then they are
// read from the shared product docs when those are present.
const copied = new Set(corpus.map((p) => basename(p)));
const references = scenariosIn(referenceDir).filter((p) => !copied.has(basename(p)));
const all = [...corpus, ...references];

describe("examples corpus on the EVM", () => {
  it("holds at least 23 scenarios", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(23);
  });

  // The compiled artifacts are cached per file in this process, so each source compiles once.
  it.each(all.map((p) => [basename(p), p]))("%s passes every step", async (_name, path) => {
    const result = await runScenarioOnEvm(path);
    expect(result.error).toBeUndefined();
    const failures = result.steps.filter((s) => !s.ok).map((s) => `${s.label}: ${s.message}`);
    expect(failures).toEqual([]);
    expect(result.steps.filter((s) => s.kind === "step").length).toBeGreaterThanOrEqual(10);
    expect(result.passed).toBe(true);
  });
});
