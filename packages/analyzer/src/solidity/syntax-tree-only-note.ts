import solc from "solc";
import type { Diagnostic } from "../result-schema.ts";
import { knownVersions, versionsSatisfying } from "./semver-range.ts";

const bundled = (solc.version() as string).split("+")[0];
const [, bundledMinor] = bundled.split(".").map(Number);
const oldest = knownVersions[0].join(".");
const newest = knownVersions[knownVersions.length - 1].join(".");

/**
 * What a file's pragma means for the analysis, stated in the result: a version the bundled
 * compiler cannot type-check is analysed on its syntax tree only, and a pragma no known release
 * satisfies is analysed with 0.8 semantics assumed. Null when the bundled compiler fits.
 */
export function syntaxTreeOnlyNote(pragmaRanges: string[], file: string): Diagnostic | null {
  if (pragmaRanges.length === 0) return null;
  let allowed = knownVersions;
  for (const range of pragmaRanges) {
    const ok = new Set(versionsSatisfying(range).map((v) => v.join(".")));
    allowed = allowed.filter((v) => ok.has(v.join(".")));
  }
  const pragma = pragmaRanges.map((r) => `'pragma solidity ${r}'`).join(" and ");
  if (allowed.length === 0) {
    return {
      level: "warning",
      source: "analyzer",
      message: `${file}: ${pragma} allows no Solidity release from ${oldest} to ${newest}; the file was analysed on its syntax tree only, as Solidity 0.8 (checked arithmetic), without the compiler's types.`,
    };
  }
  if (allowed.some((v) => v[1] === bundledMinor)) return null;
  const minors = [...new Set(allowed.map((v) => `0.${v[1]}`))].join(", ");
  return {
    level: "info",
    source: "analyzer",
    message: `${file}: Solidity ${minors} (${pragma}) is analysed on its syntax tree only: the bundled compiler (solc ${bundled}) does not compile it, so expression types come from declarations and names imported from other files are less precisely known.`,
  };
}
