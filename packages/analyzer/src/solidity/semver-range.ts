/** Solidity releases the pragma checks are evaluated against (newest minor per series). */
const releases: Array<[number, number]> = [
  [4, 26],
  [5, 17],
  [6, 12],
  [7, 6],
  [8, 40],
];

export type Version = [number, number, number];

export const knownVersions: Version[] = releases.flatMap(([minor, last]) =>
  Array.from({ length: last + 1 }, (_, patch) => [0, minor, patch] as Version),
);

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

function parseVersion(text: string): Version | null {
  const m = /^(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(text.trim());
  if (!m) return null;
  const num = (s: string | undefined) =>
    s === undefined || s === "x" || s === "*" ? 0 : Number(s);
  return [Number(m[1]), num(m[2]), num(m[3])];
}

function satisfiesComparator(v: Version, comparator: string): boolean {
  const m = /^(\^|~|>=|<=|>|<|=)?\s*v?([\d.x*]+)$/.exec(comparator.trim());
  if (!m) return true;
  const op = m[1] ?? "=";
  const target = parseVersion(m[2]);
  if (!target) return true;
  const c = compare(v, target);
  switch (op) {
    case "^": {
      if (c < 0) return false;
      if (target[0] > 0) return v[0] === target[0];
      if (target[1] > 0) return v[0] === 0 && v[1] === target[1];
      return v[0] === 0 && v[1] === 0 && v[2] === target[2];
    }
    case "~":
      return c >= 0 && v[0] === target[0] && v[1] === target[1];
    case ">=":
      return c >= 0;
    case "<=":
      return c <= 0;
    case ">":
      return c > 0;
    case "<":
      return c < 0;
    default: {
      const parts = m[2].split(".");
      if (parts.length < 3 || parts.some((p) => p === "x" || p === "*")) {
        return parts.every((p, i) => p === "x" || p === "*" || Number(p) === v[i]);
      }
      return c === 0;
    }
  }
}

/** Known compiler versions accepted by a `pragma solidity` expression such as `>=0.6.0 <0.9.0`. */
export function versionsSatisfying(range: string): Version[] {
  const alternatives = range.split("||").map((alt) =>
    alt
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, "$1")
      .trim()
      .split(/\s+/)
      .filter(Boolean),
  );
  return knownVersions.filter((v) =>
    alternatives.some((comparators) => comparators.every((c) => satisfiesComparator(v, c))),
  );
}
