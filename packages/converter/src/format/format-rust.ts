import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

let binary: string | null | undefined;

/**
 * The rustfmt executable, resolved once. When `rustfmt` is a rustup proxy, the toolchain's own
 * binary is used directly: the same formatter without the proxy's start-up on every run.
 */
function rustfmtBinary(): string | null {
  if (binary === undefined) {
    binary = null;
    try {
      const which = spawnSync("rustup", ["which", "rustfmt"], {
        encoding: "utf8",
        timeout: 10_000,
      });
      const direct = which.status === 0 ? which.stdout.trim() : "";
      for (const candidate of direct && existsSync(direct) ? [direct, "rustfmt"] : ["rustfmt"]) {
        const r = spawnSync(candidate, ["--version"], { encoding: "utf8", timeout: 10_000 });
        if (r.status === 0) {
          binary = candidate;
          break;
        }
      }
    } catch {
      binary = null;
    }
  }
  return binary;
}

/** Whether a `rustfmt` binary can be run here. */
export function rustfmtAvailable(): boolean {
  return rustfmtBinary() !== null;
}

const MOD_DECL = /^[ \t]*(?:pub(?:\([^)]*\))?[ \t]+)?mod[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*;/gm;

/**
 * The files rustfmt must be given: those not reached through an out-of-line `mod x;` of another
 * given file (rustfmt formats those itself, so naming them again would format them twice).
 */
function rootFiles(names: string[], files: Record<string, string>): string[] {
  const reached = new Set<string>();
  for (const n of names) {
    const base = n.split("/").pop() ?? n;
    const dir = n.slice(0, n.length - base.length);
    const own = base === "lib.rs" || base === "main.rs" || base === "mod.rs";
    const childDir = own ? dir : `${dir}${base.replace(/\.rs$/, "")}/`;
    for (const m of files[n].matchAll(MOD_DECL)) {
      reached.add(`${childDir}${m[1]}.rs`);
      reached.add(`${childDir}${m[1]}/mod.rs`);
    }
  }
  return names.filter((n) => !reached.has(n));
}

/**
 * Longest formatting of one crate may take, every rustfmt run together. rustfmt slows down
 * exponentially on deeply nested calls (`a.checked_add(b.checked_add(...)?)?`): past this the
 * code is left unformatted.
 */
const RUSTFMT_TIMEOUT_MS = 20_000;

function runRustfmt(exe: string, paths: string[], cwd: string, timeout: number) {
  const r = spawnSync(exe, ["--edition", "2021", ...paths], {
    encoding: "utf8",
    timeout,
    killSignal: "SIGKILL",
    cwd,
  });
  return { ok: r.status === 0, timedOut: r.status === null };
}

/** Formats one source given on standard input, which rustfmt formats alone (no `mod` children). */
function runRustfmtOn(exe: string, source: string, timeout: number) {
  const r = spawnSync(exe, ["--edition", "2021"], {
    input: source,
    encoding: "utf8",
    timeout,
    killSignal: "SIGKILL",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { formatted: r.status === 0 ? r.stdout : null, timedOut: r.status === null };
}

/**
 * Formats the Rust sources of one crate with one rustfmt run (edition 2021, no rustfmt.toml).
 * When rustfmt rejects the crate (a file it cannot parse), each file is formatted alone, so the
 * others still are. All runs together take at most `timeoutMs`; what is not formatted by then,
 * or what rustfmt rejects, is returned unchanged, as is everything when rustfmt is missing.
 */
export function formatRust(
  files: Record<string, string>,
  { timeoutMs = RUSTFMT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Record<string, string> {
  const names = Object.keys(files);
  const exe = rustfmtBinary();
  if (names.length === 0 || exe === null) return files;
  const deadline = performance.now() + timeoutMs;
  const remaining = () => Math.floor(deadline - performance.now());
  const dir = mkdtempSync(join(tmpdir(), "sol2cw-fmt-"));
  try {
    // Keep the crate layout: rustfmt follows `mod` declarations from lib.rs.
    const paths = names.map((n) => {
      const p = join(dir, n);
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, files[n]);
      return p;
    });
    const roots = rootFiles(names, files).map((n) => join(dir, n));
    const all = runRustfmt(exe, roots, dir, Math.max(1, remaining()));
    const out: Record<string, string> = {};
    names.forEach((n, i) => {
      out[n] = all.ok ? readFileSync(paths[i], "utf8") : files[n];
    });
    if (!all.ok && !all.timedOut) {
      // format file by file so one bad file does not leave the others unformatted
      for (const n of names) {
        if (remaining() <= 0) break;
        const one = runRustfmtOn(exe, files[n], remaining());
        if (one.formatted !== null) out[n] = one.formatted;
        if (one.timedOut) break;
      }
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
