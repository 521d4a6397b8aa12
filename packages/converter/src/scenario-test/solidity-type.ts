/** A Solidity type as written in `conversion.json` (`uint256`, `enum Escrow.State`, `T[] memory`). */
export type SolType =
  | { kind: "bool" }
  | { kind: "int"; signed: boolean; bits: number }
  | { kind: "address" }
  | { kind: "bytes"; size: number | null }
  | { kind: "string" }
  | { kind: "enum"; name: string }
  | { kind: "struct"; name: string }
  | { kind: "array"; of: SolType; length: number | null }
  | { kind: "tuple"; items: SolType[] }
  | { kind: "other"; text: string };

const LOCATION = /\s+(memory|calldata|storage|pointer|ref|slice)$/;

/** Splits `a,(b,c),d` at depth 0. */
function splitTypes(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of list) {
    if (ch === "(") depth++;
    if (ch === ")") depth--;
    if (ch === "," && depth === 0) {
      out.push(current.trim());
      current = "";
    } else current += ch;
  }
  if (current.trim() !== "") out.push(current.trim());
  return out;
}

export function parseSolType(text: string): SolType {
  let t = text.trim();
  while (LOCATION.test(t)) t = t.replace(LOCATION, "");
  if (t.endsWith("]")) {
    const open = t.lastIndexOf("[");
    const inner = t.slice(open + 1, -1).trim();
    return {
      kind: "array",
      of: parseSolType(t.slice(0, open)),
      length: inner === "" ? null : Number(inner),
    };
  }
  if (t.startsWith("tuple(")) t = t.slice(5);
  if (t.startsWith("(") && t.endsWith(")")) {
    return { kind: "tuple", items: splitTypes(t.slice(1, -1)).map(parseSolType) };
  }
  if (t === "bool") return { kind: "bool" };
  if (t === "address" || t === "address payable") return { kind: "address" };
  if (/^(contract|interface) /.test(t)) return { kind: "address" };
  if (t === "string") return { kind: "string" };
  if (t === "bytes") return { kind: "bytes", size: null };
  const bytesN = /^bytes([0-9]+)$/.exec(t);
  if (bytesN) return { kind: "bytes", size: Number(bytesN[1]) };
  const int = /^(u?)int([0-9]*)$/.exec(t);
  if (int)
    return { kind: "int", signed: int[1] === "", bits: int[2] === "" ? 256 : Number(int[2]) };
  if (t.startsWith("enum ")) return { kind: "enum", name: t.slice(5).trim() };
  if (t.startsWith("struct ")) return { kind: "struct", name: t.slice(7).trim() };
  return { kind: "other", text: t };
}

/** The last segment of `Contract.Name`. */
export function shortName(name: string): string {
  return name.slice(name.lastIndexOf(".") + 1);
}
