import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertSolidity } from "../src/index.ts";
import { type Example, listExamples, listFiles } from "./examples.ts";

// UPDATE_GOLDEN=1 rewrites existing golden/ folders; UPDATE_GOLDEN=all also creates golden/ for
// examples that convert without error diagnostics.
const update = process.env.UPDATE_GOLDEN;

async function convert(example: Example) {
  return convertSolidity({
    source: example.source,
    fileName: basename(example.solFile),
    contract: example.contract,
  });
}

function write(dir: string, files: Record<string, string>) {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, content] of Object.entries(files)) {
    const p = join(dir, path);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, content);
  }
}

const examples = listExamples();

describe("golden output", () => {
  if (update === "all") {
    it("creates golden output for examples that convert cleanly", async () => {
      for (const example of examples) {
        const golden = join(example.dir, "golden");
        if (existsSync(golden)) continue;
        const result = await convert(example);
        if (result.ok) write(golden, result.files);
      }
    });
  }
  const withGolden = examples.filter((e) => existsSync(join(e.dir, "golden")) || update === "all");
  for (const example of withGolden) {
    it(`${example.name} converts to its golden crate byte for byte`, async () => {
      const golden = join(example.dir, "golden");
      const result = await convert(example);
      expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      if (update) {
        write(golden, result.files);
        return;
      }
      if (!existsSync(golden)) return;
      expect(Object.keys(result.files).sort()).toEqual(listFiles(golden).sort());
      for (const path of listFiles(golden)) {
        expect(result.files[path], path).toBe(readFileSync(join(golden, path), "utf8"));
      }
    });
  }
});
