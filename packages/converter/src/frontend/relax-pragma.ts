/**
 * Files pinned to another 0.8 compiler (`pragma solidity 0.8.26;`, `>=0.8.4 <0.8.21`) are checked
 * with the bundled 0.8 compiler instead of being rejected: the 0.8 line shares its semantics
 * (checked arithmetic, ABI coder v2), so the file means the same thing to it. Other lines (0.7,
 * 0.6, ...) keep the compiler's rejection: their arithmetic differs.
 */

type Version = [number, number, number];

const PRAGMA = /pragma\s+solidity\s+([^;]*);/g;

export interface RelaxedSource {
  /** The source with its version pragmas blanked out (same length: positions do not move). */
  source: string;
  /** The version requirement the file states, e.g. `0.8.26`. */
  requirement: string;
  /** Offset of the first version pragma. */
  offset: number;
}

/** The source without its version pragmas when every one of them admits a 0.8 compiler. */
export function relaxVersionPragma(source: string, compiler: string): RelaxedSource | null {
  const current = parseVersion(compiler) ?? [0, 0, 0];
  if (current[0] !== 0 || current[1] !== 8) return null;
  const code = blankComments(source);
  const found = [...code.matchAll(PRAGMA)];
  if (found.length === 0) return null;
  for (const m of found) if (!admitsSome08(m[1], current[2])) return null;
  let out = source;
  for (const m of found) {
    const start = m.index ?? 0;
    out = out.slice(0, start) + " ".repeat(m[0].length) + out.slice(start + m[0].length);
  }
  return { source: out, requirement: found[0][1].trim(), offset: found[0].index ?? 0 };
}

/** Whether `requirement` accepts a compiler 0.8.0 ... 0.8.<maxPatch>. */
export function admitsSome08(requirement: string, maxPatch: number): boolean {
  for (let patch = 0; patch <= maxPatch; patch++) {
    if (satisfies([0, 8, patch], requirement)) return true;
  }
  return false;
}

function satisfies(v: Version, requirement: string): boolean {
  return requirement.split("||").some((alternative) => {
    const parts = [
      ...alternative.matchAll(/(\^|~|>=|<=|>|<|=)?\s*(\d+)(?:\.(\d+|x|X|\*))?(?:\.(\d+|x|X|\*))?/g),
    ];
    if (parts.length === 0) return false;
    return parts.every((p) => {
      const op = p[1] ?? "";
      const wild = (s: string | undefined) => s === undefined || /^[xX*]$/.test(s);
      const major = Number(p[2]);
      const minor = wild(p[3]) ? null : Number(p[3]);
      const patch = wild(p[4]) ? null : Number(p[4]);
      const base: Version = [major, minor ?? 0, patch ?? 0];
      // the first version above a partial one (`0.8` → 0.9.0)
      const next: Version =
        minor === null ? [major + 1, 0, 0] : patch === null ? [major, minor + 1, 0] : base;
      const c = compare(v, base);
      switch (op) {
        case ">=":
          return c >= 0;
        case ">":
          return compare(v, next) >= 0 && (minor === null || patch === null || c > 0);
        case "<=":
          return minor === null || patch === null ? compare(v, next) < 0 : c <= 0;
        case "<":
          return c < 0;
        case "^": {
          const upper: Version =
            major > 0 ? [major + 1, 0, 0] : (minor ?? 0) > 0 ? [0, (minor ?? 0) + 1, 0] : next;
          return c >= 0 && compare(v, upper) < 0;
        }
        case "~": {
          const upper: Version = minor === null ? [major + 1, 0, 0] : [major, minor + 1, 0];
          return c >= 0 && compare(v, upper) < 0;
        }
        default:
          return minor === null || patch === null ? c >= 0 && compare(v, next) < 0 : c === 0;
      }
    });
  });
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function parseVersion(text: string): Version | null {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(text);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** Comments replaced by spaces (same length), so that a pragma in a comment is not taken. */
function blankComments(source: string): string {
  return source.replace(
    /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
    (m) => (m.startsWith("/") ? m.replace(/[^\n]/g, " ") : m),
  );
}
