import type { FunctionPair, RustCounterpart } from "@contract-platform/api";
import { RustFile } from "../cosmwasm/rust-source.ts";

interface CrateFile {
  path: string;
  content: string;
}

interface ReportFunction {
  signature: string;
  kind: string;
  variant: string | null;
  getter?: string;
}

interface MapEntry {
  what: string;
  /** `file`: an imported file of a project (absent for the converted file). */
  solidity: { file?: string; start: { line: number }; end: { line: number } };
  rust: { file: string; start: { line: number }; end: { line: number } };
}

export interface FunctionPairing {
  pairs: FunctionPair[];
  /** Why there are no pairs, or null. */
  message: string | null;
}

/** The crate's conversion.json (the root one, else the first in a workspace) and its directory. */
function findReport(files: CrateFile[]): { report: Record<string, unknown>; dir: string } | null {
  const candidates = files
    .filter((f) => f.path === "conversion.json" || f.path.endsWith("/conversion.json"))
    .sort((a, b) => a.path.length - b.path.length);
  for (const file of candidates) {
    try {
      const report = JSON.parse(file.content) as unknown;
      if (
        report &&
        typeof report === "object" &&
        Array.isArray((report as { functions?: unknown }).functions)
      ) {
        const dir = file.path.slice(0, file.path.length - "conversion.json".length);
        return { report: report as Record<string, unknown>, dir };
      }
    } catch {
      // not a conversion report
    }
  }
  return null;
}

function isMapEntry(value: unknown): value is MapEntry {
  const entry = value as MapEntry;
  return (
    typeof entry?.what === "string" &&
    typeof entry.solidity?.start?.line === "number" &&
    typeof entry.rust?.file === "string" &&
    typeof entry.rust.start?.line === "number"
  );
}

const pascal = (snake: string) =>
  snake
    .split("_")
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

/** The match arm `<Enum>::<Variant>` of the dispatcher `fn <dispatcher>`: its first to last line. */
function dispatchArm(
  rust: RustFile,
  dispatcher: string,
  enumName: string,
  variant: string,
): { startLine: number; endLine: number } | null {
  const fn = rust.functions.find((f) => f.name === dispatcher && !f.isTest);
  if (!fn) return null;
  const arms = rust.matches(new RegExp(`\\b${enumName}::(\\w+)`), fn);
  const index = arms.findIndex((arm) => arm.match[1] === variant);
  if (index < 0) return null;
  const next = arms[index + 1];
  // The last arm ends before the closing braces of the match and of the function.
  const endLine = next ? next.line - 1 : Math.max(arms[index].line, rust.lineOf(fn.bodyEnd) - 2);
  return { startLine: arms[index].line, endLine };
}

function functionRange(
  rust: RustFile,
  name: string,
): { startLine: number; endLine: number } | null {
  const fn = rust.functions.find((f) => f.name === name && !f.isTest);
  return fn ? { startLine: fn.line, endLine: rust.lineOf(fn.bodyEnd) } : null;
}

/**
 * Pairs each Solidity function of a converted contract with the Rust that implements it, from the
 * conversion report: `functions` gives the message (instantiate / ExecuteMsg / QueryMsg variant),
 * the handlers are found by name in the crate as it is now (so edits after the conversion are
 * followed), and the source map adds the Solidity range plus helpers, internal functions and
 * modifiers. Source-map Rust ranges that no longer start a Rust item are dropped.
 */
export function pairFunctions(
  solidity: { file: string; content: string } | null,
  crate: CrateFile[],
): FunctionPairing {
  if (crate.length === 0) {
    return { pairs: [], message: "Convert the contract to compare its functions with the Rust" };
  }
  const found = findReport(crate);
  if (!found) {
    return {
      pairs: [],
      message:
        "The crate has no conversion report (conversion.json), so functions cannot be paired",
    };
  }
  const { report, dir } = found;
  const functions = (report.functions as ReportFunction[]).filter(
    (f) => typeof f?.signature === "string" && typeof f.kind === "string",
  );
  const sourceMap = (Array.isArray(report.source_map) ? report.source_map : []).filter(isMapEntry);
  const rustFiles = new Map<string, RustFile>();
  const rustFile = (path: string) => {
    let file = rustFiles.get(path);
    if (!file) {
      const content = crate.find((f) => f.path === path)?.content;
      if (content === undefined) return null;
      file = new RustFile(path, content);
      rustFiles.set(path, file);
    }
    return file;
  };
  const contractPath = `${dir}src/contract.rs`;
  const contract = rustFile(contractPath);
  const solidityFile =
    solidity?.file ?? String((report.source as { file?: unknown } | undefined)?.file ?? "");
  const solidityLines = solidity ? solidity.content.split("\n").length : Number.POSITIVE_INFINITY;

  /** A source-map entry's Rust range, if it still starts an item of the same kind. */
  const mappedRust = (entry: MapEntry): RustCounterpart | null => {
    const path = `${dir}${entry.rust.file}`;
    const file = rustFile(path);
    if (!file) return null;
    const startLine = entry.rust.start.line;
    const line = file.source.split("\n")[startLine - 1] ?? "";
    const isFunction = /\(|^modifier |^constructor$/.test(entry.what);
    const fn = file.functions.find((f) => f.line === startLine && !f.isTest);
    if (isFunction ? !fn : !/\b(const|static|struct|enum)\b/.test(line)) return null;
    return {
      file: path,
      startLine,
      endLine: fn ? file.lineOf(fn.bodyEnd) : entry.rust.end.line,
      role: "helper",
      label: fn ? `fn ${fn.name}` : line.trim().replace(/\s*[{=:].*$/, ""),
    };
  };
  const solidityRange = (entry: MapEntry | undefined) =>
    entry && typeof entry.solidity.file === "string"
      ? {
          file: entry.solidity.file,
          startLine: entry.solidity.start.line,
          endLine: entry.solidity.end.line,
        }
      : entry && entry.solidity.start.line <= solidityLines
        ? {
            file: solidityFile,
            startLine: entry.solidity.start.line,
            endLine: Math.min(entry.solidity.end.line, solidityLines),
          }
        : null;

  const used = new Set<MapEntry>();
  const pairs: FunctionPair[] = [];
  for (const fn of functions) {
    const kind = fn.kind === "instantiate" || fn.kind === "execute" ? fn.kind : "query";
    const key = fn.kind === "instantiate" ? "constructor" : (fn.getter ?? fn.signature);
    const entries = sourceMap.filter((entry) => entry.what === key);
    const rust: RustCounterpart[] = [];
    let message: string | null = null;
    if (contract) {
      if (kind === "instantiate") {
        message = "InstantiateMsg";
        const range = functionRange(contract, "instantiate");
        if (range)
          rust.push({ file: contractPath, ...range, role: "handler", label: "fn instantiate" });
      } else if (fn.variant) {
        const enumName = kind === "execute" ? "ExecuteMsg" : "QueryMsg";
        const variant = pascal(fn.variant);
        message = `${enumName}::${variant}`;
        const arm = dispatchArm(contract, kind, enumName, variant);
        if (arm) rust.push({ file: contractPath, ...arm, role: "dispatch", label: message });
        const handler = `${kind}_${fn.variant}`;
        const range = functionRange(contract, handler);
        if (range)
          rust.push({ file: contractPath, ...range, role: "handler", label: `fn ${handler}` });
      }
    }
    const handlerLine = rust.find((r) => r.role === "handler")?.startLine;
    for (const entry of entries) {
      used.add(entry);
      const mapped = mappedRust(entry);
      if (!mapped || rust.some((r) => r.file === mapped.file && r.startLine === mapped.startLine)) {
        continue;
      }
      rust.push(mapped);
    }
    const main = entries.find((entry) => entry.rust.start.line === handlerLine) ?? entries[0];
    pairs.push({
      id: fn.signature,
      name: fn.signature.replace(/\(.*$/, ""),
      kind,
      message,
      solidity: solidityRange(main),
      rust,
    });
  }
  // Internal functions and modifiers have no message of their own, only a Rust counterpart.
  const external = new Set(pairs.map((pair) => pair.id));
  for (const entry of sourceMap) {
    if (used.has(entry) || external.has(entry.what)) continue;
    const isModifier = entry.what.startsWith("modifier ");
    if (!isModifier && !entry.what.includes("(")) continue;
    const mapped = mappedRust(entry);
    const existing = pairs.find((pair) => pair.id === entry.what);
    if (existing) {
      if (mapped) existing.rust.push(mapped);
      continue;
    }
    pairs.push({
      id: entry.what,
      name: isModifier ? entry.what : entry.what.replace(/\(.*$/, ""),
      kind: isModifier ? "modifier" : "internal",
      message: null,
      solidity: solidityRange(entry),
      rust: mapped ? [{ ...mapped, role: "handler" }] : [],
    });
  }
  pairs.sort(
    (a, b) =>
      (a.solidity?.startLine ?? Number.MAX_SAFE_INTEGER) -
      (b.solidity?.startLine ?? Number.MAX_SAFE_INTEGER),
  );
  for (const pair of pairs) pair.rust.sort((a, b) => a.startLine - b.startLine);
  return { pairs, message: pairs.length === 0 ? "The conversion report lists no functions" : null };
}
