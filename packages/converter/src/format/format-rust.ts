import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

let available: boolean | undefined;

/** Whether a `rustfmt` binary can be run here. */
export function rustfmtAvailable(): boolean {
  if (available === undefined) {
    try {
      const r = spawnSync("rustfmt", ["--version"], { encoding: "utf8", timeout: 10_000 });
      available = r.status === 0;
    } catch {
      available = false;
    }
  }
  return available;
}

/**
 * Formats several Rust sources with one rustfmt run (edition 2021, no rustfmt.toml). Returns the
 * inputs unchanged when rustfmt is missing or rejects a file.
 */
export function formatRust(files: Record<string, string>): Record<string, string> {
  const names = Object.keys(files);
  if (names.length === 0 || !rustfmtAvailable()) return files;
  const dir = mkdtempSync(join(tmpdir(), "sol2cw-fmt-"));
  try {
    // Keep the crate layout: rustfmt follows `mod` declarations from lib.rs.
    const paths = names.map((n) => {
      const p = join(dir, n);
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, files[n]);
      return p;
    });
    const r = spawnSync("rustfmt", ["--edition", "2021", ...paths], {
      encoding: "utf8",
      timeout: 30_000,
      cwd: dir,
    });
    const out: Record<string, string> = {};
    names.forEach((n, i) => {
      out[n] = r.status === 0 ? readFileSync(paths[i], "utf8") : files[n];
    });
    if (r.status !== 0) {
      // format file by file so one bad file does not leave the others unformatted
      names.forEach((n, i) => {
        const one = spawnSync("rustfmt", ["--edition", "2021", paths[i]], {
          encoding: "utf8",
          cwd: dir,
        });
        if (one.status === 0) out[n] = readFileSync(paths[i], "utf8");
      });
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
