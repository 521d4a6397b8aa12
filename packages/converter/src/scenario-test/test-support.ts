import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The `SCENARIO` data embedded in a generated test, parsed. */
export function scenarioDataOf(rust: string): {
  denom: string;
  actors: string[];
  codes: string[];
  steps: Record<string, unknown>[];
} {
  const m = /const SCENARIO: &str = r(#+)"([\s\S]*?)"\1;/.exec(rust);
  if (!m) throw new Error("no SCENARIO constant");
  return JSON.parse(m[2]);
}

/** `rustfmt --check --edition 2021` on the text; returns rustfmt's complaint, or "" when clean. */
export function rustfmtCheck(rust: string): string {
  const dir = mkdtempSync(join(tmpdir(), "scenario-test-"));
  try {
    const file = join(dir, "scenario_test.rs");
    writeFileSync(file, rust);
    const res = spawnSync("rustfmt", ["--check", "--edition", "2021", file], { encoding: "utf8" });
    if (res.error) throw res.error;
    return res.status === 0 ? "" : `${res.stdout}${res.stderr}` || `rustfmt exited ${res.status}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text inside the parentheses that start at `open` (strings and nesting respected). */
export function balanced(text: string, open: number): string {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ")" || ch === "]" || ch === "}") {
      depth--;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  throw new Error(`unbalanced at ${open}`);
}
