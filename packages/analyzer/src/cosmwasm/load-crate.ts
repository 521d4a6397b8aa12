import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

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
  visit(join(dir, "src"));
  return files;
}
