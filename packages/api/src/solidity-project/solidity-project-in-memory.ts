import {
  type CollectedSolidityProject,
  collectSolidityProject,
  type SolidityProjectFile,
} from "./collect-solidity-project.ts";
import { normalise } from "./resolve-import-path.ts";
import {
  parseRemappingsFile,
  readFoundryConfig,
  type SolidityRemapping,
} from "./solidity-remappings.ts";

/**
 * The remappings a project declares, from its files (paths relative to the project root):
 * `remappings.txt`, `foundry.toml`'s `remappings`, then Foundry's automatic ones for every
 * `lib/<name>/` (`<name>/` → `lib/<name>/src/`, or `contracts/`, or the directory itself).
 * Earlier sources win for the same prefix.
 */
export function projectRemappings(files: readonly SolidityProjectFile[]): SolidityRemapping[] {
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  const out: SolidityRemapping[] = [];
  const add = (r: SolidityRemapping) => {
    if (!out.some((o) => o.context === r.context && o.prefix === r.prefix)) out.push(r);
  };
  const txt = byPath.get("remappings.txt");
  if (txt) for (const r of parseRemappingsFile(txt)) add(r);
  const toml = byPath.get("foundry.toml");
  if (toml) for (const r of readFoundryConfig(toml).remappings) add(r);
  const libs = new Set<string>();
  for (const f of files) {
    const m = /^lib\/([^/]+)\//.exec(f.path);
    if (m) libs.add(m[1]);
  }
  for (const lib of libs) {
    const has = (dir: string) => files.some((f) => f.path.startsWith(`lib/${lib}/${dir}`));
    const dir = has("src/") ? "src/" : has("contracts/") ? "contracts/" : "";
    add({ context: "", prefix: `${lib}/`, target: `lib/${lib}/${dir}` });
  }
  return out;
}

/**
 * Resolves the imports of `entries` among files held in memory (an uploaded project): a unit name
 * is looked up as is, then under `node_modules/`. Paths are normalised first (`./a.sol` → `a.sol`).
 */
export function collectProjectInMemory(
  files: readonly SolidityProjectFile[],
  entries: readonly string[],
): CollectedSolidityProject & { remappings: SolidityRemapping[] } {
  const byPath = new Map(files.map((f) => [normalise(f.path), f.content]));
  const normalised = files.map((f) => ({ path: normalise(f.path), content: f.content }));
  const remappings = projectRemappings(normalised);
  const collected = collectSolidityProject({
    entries: entries.map(normalise),
    remappings,
    read: (unit) => byPath.get(unit) ?? byPath.get(`node_modules/${unit}`),
  });
  return { ...collected, remappings };
}
