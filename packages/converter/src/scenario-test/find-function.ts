import { parseSignature } from "../scenario/index.ts";
import type { ContractReport, FunctionReport } from "./conversion-report.ts";
import type { ReportIndex } from "./report-index.ts";
import { parseSolType, type SolType } from "./solidity-type.ts";

function canonical(t: SolType, index: ReportIndex, section: ContractReport): string {
  switch (t.kind) {
    case "bool":
    case "address":
    case "string":
      return t.kind;
    case "int":
      return `${t.signed ? "int" : "uint"}${t.bits}`;
    case "bytes":
      return t.size === null ? "bytes" : `bytes${t.size}`;
    case "enum":
      return "uint8";
    case "struct": {
      const decl = index.structOf(t.name, section);
      const fields = decl?.fields.map((f) => canonical(parseSolType(f.type), index, section)) ?? [];
      return `(${fields.join(",")})`;
    }
    case "array":
      return `${canonical(t.of, index, section)}[${t.length ?? ""}]`;
    case "tuple":
      return `(${t.items.map((i) => canonical(i, index, section)).join(",")})`;
    case "other":
      return t.text;
  }
}

/** `f(uint,MyStruct)` or `f(uint256,(address,bool))` → the ABI form `f(uint256,(address,bool))`. */
function canonicalSignature(
  signature: string,
  index: ReportIndex,
  section: ContractReport,
): string | undefined {
  try {
    const { name, params } = parseSignature(signature.replace(/\s+/g, ""));
    const types = params.map((p) => canonical(parseSolType(p), index, section));
    return `${name}(${types.join(",")})`;
  } catch {
    return undefined;
  }
}

function abiSignature(f: FunctionReport, index: ReportIndex, section: ContractReport): string {
  const name = f.signature.slice(0, f.signature.indexOf("("));
  const types = f.params
    .filter((p) => p.implicit === undefined)
    .map((p) => (p.abi_type ? p.abi_type : canonical(parseSolType(p.type), index, section)));
  return `${name}(${types.join(",")})`;
}

/** The execute or query entry for a full Solidity signature, exactly or in its ABI form. */
export function findFunction(
  section: ContractReport,
  call: string,
  index: ReportIndex,
): FunctionReport | undefined {
  const candidates = section.functions.filter((f) => f.kind !== "instantiate");
  const wanted = call.replace(/\s+/g, "");
  const exact = candidates.find((f) => f.signature.replace(/\s+/g, "") === wanted);
  if (exact) return exact;
  const abi = canonicalSignature(wanted, index, section);
  return candidates.find((f) => abiSignature(f, index, section) === abi);
}

/** The `receive()` or `fallback()` entry, by signature or by variant name. */
export function findSpecial(
  section: ContractReport,
  which: "receive" | "fallback",
): FunctionReport | undefined {
  return section.functions.find(
    (f) =>
      f.kind === "execute" &&
      (f.special === which ||
        f.signature.replace(/\s+/g, "").startsWith(`${which}(`) ||
        f.variant === which),
  );
}
