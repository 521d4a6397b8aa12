import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";

export const EXAMPLES_DIR = new URL("../examples/", import.meta.url).pathname;

export interface Example {
  name: string;
  dir: string;
  solFile: string;
  source: string;
  contract?: string;
  scenarioFile?: string;
}

/** Every examples/<name>/ folder with its Solidity file and (if any) scenario. */
export function listExamples(): Example[] {
  if (!existsSync(EXAMPLES_DIR)) return [];
  const out: Example[] = [];
  for (const name of readdirSync(EXAMPLES_DIR).sort()) {
    const dir = join(EXAMPLES_DIR, name);
    if (!statSync(dir).isDirectory()) continue;
    const files = readdirSync(dir);
    const scenarioName = files.find((f) => f.endsWith(".scenario.json"));
    let contract: string | undefined;
    let solName = files.find((f) => f.endsWith(".sol"));
    if (scenarioName) {
      const scenario = JSON.parse(readFileSync(join(dir, scenarioName), "utf8"));
      contract = scenario.contract;
      if (typeof scenario.file === "string" && existsSync(join(dir, scenario.file)))
        solName = basename(scenario.file);
    }
    if (!solName) continue;
    const solFile = join(dir, solName);
    out.push({
      name,
      dir,
      solFile,
      source: readFileSync(solFile, "utf8"),
      contract,
      scenarioFile: scenarioName ? join(dir, scenarioName) : undefined,
    });
  }
  return out;
}

/** All files below `dir`, as relative paths. */
export function listFiles(dir: string, prefix = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) out.push(...listFiles(p, `${prefix}${entry}/`));
    else out.push(`${prefix}${entry}`);
  }
  return out;
}
