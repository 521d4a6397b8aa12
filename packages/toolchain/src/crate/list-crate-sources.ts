import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** The `.rs` files under `<package dir>/src`, with paths relative to the package directory. */
export function listCrateSources(
  crateDir: string,
  packageDir = "",
): { path: string; content: string }[] {
  const root = join(crateDir, packageDir);
  const files: { path: string; content: string }[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".rs")) {
        files.push({ path: relative(root, path), content: readFileSync(path, "utf8") });
      }
    }
  };
  walk(join(root, "src"));
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
