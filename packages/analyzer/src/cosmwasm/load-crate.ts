import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

export interface CrateFile {
  /** Path relative to the crate root, with forward slashes (Cargo.toml, src/contract.rs). */
  path: string;
  content: string;
}

/** Whether a directory looks like a Rust crate (Cargo.toml and src/*.rs). */
export function isCrateDir(dir: string): boolean {
  return (
    existsSync(join(dir, "Cargo.toml")) &&
    existsSync(join(dir, "src")) &&
    statSync(join(dir, "src")).isDirectory()
  );
}

/** Reads Cargo.toml and every .rs file under src/ (no target/ directory). */
export function loadCrate(dir: string): CrateFile[] {
  const files: CrateFile[] = [
    { path: "Cargo.toml", content: readFileSync(join(dir, "Cargo.toml"), "utf8") },
  ];
  const visit = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith(".rs")) {
        files.push({
          path: relative(dir, full).split("\\").join("/"),
          content: readFileSync(full, "utf8"),
        });
      }
    }
  };
  if (existsSync(join(dir, "src"))) visit(join(dir, "src"));
  // Cargo ignores [profile.*] in workspace members: the workspace root's manifest decides.
  let parent = join(dir, ".");
  for (let depth = 0; depth < 3 && dirname(parent) !== parent; depth++) {
    parent = dirname(parent);
    const manifest = join(parent, "Cargo.toml");
    if (existsSync(manifest)) {
      const content = readFileSync(manifest, "utf8");
      if (/^\s*\[workspace\]/m.test(content)) {
        files.push({ path: relative(dir, manifest).split("\\").join("/"), content });
        break;
      }
    }
  }
  return files;
}
