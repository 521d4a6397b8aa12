/** A parameter as it appears in solc's ABI JSON. */
export interface AbiParam {
  name: string;
  type: string;
  internalType?: string;
  components?: AbiParam[];
  indexed?: boolean;
}

export interface AbiEntry {
  type: "function" | "event" | "error" | "constructor" | "receive" | "fallback";
  name?: string;
  inputs?: AbiParam[];
  outputs?: AbiParam[];
  stateMutability?: "pure" | "view" | "nonpayable" | "payable";
  anonymous?: boolean;
}

/** Decoded ABI values: bigint for integers, lower-case 0x hex for addresses and bytes. */
export type AbiValue = bigint | boolean | string | AbiValue[];

/** `uint256[3][]` → element `uint256[3]`, length undefined; null when the type is not an array. */
export function arrayInfo(param: AbiParam): { elem: AbiParam; length?: number } | null {
  const match = /^(.*)\[([0-9]*)\]$/.exec(param.type);
  if (!match) return null;
  const elem: AbiParam = { ...param, name: "", type: match[1], indexed: undefined };
  if (param.internalType) {
    elem.internalType = param.internalType.replace(/\[[0-9]*\]$/, "");
  }
  return { elem, length: match[2] === "" ? undefined : Number(match[2]) };
}

/** Canonical type used in signatures: tuples are written out as `(t1,t2)`. */
export function canonicalType(param: AbiParam): string {
  if (param.type.startsWith("tuple")) {
    const suffix = param.type.slice("tuple".length);
    return `(${(param.components ?? []).map(canonicalType).join(",")})${suffix}`;
  }
  return param.type;
}

/** `transfer(address,uint256)` for a function, event or error entry. */
export function entrySignature(entry: AbiEntry): string {
  return `${entry.name ?? ""}(${(entry.inputs ?? []).map(canonicalType).join(",")})`;
}

export function isDynamic(param: AbiParam): boolean {
  if (param.type === "string" || param.type === "bytes") return true;
  const arr = arrayInfo(param);
  if (arr) return arr.length === undefined || isDynamic(arr.elem);
  if (param.type === "tuple") return (param.components ?? []).some(isDynamic);
  return false;
}

/** Bytes a parameter takes in the head of its enclosing list. */
export function headSize(param: AbiParam): number {
  if (isDynamic(param)) return 32;
  const arr = arrayInfo(param);
  if (arr) return (arr.length ?? 0) * headSize(arr.elem);
  if (param.type === "tuple") return (param.components ?? []).reduce((s, c) => s + headSize(c), 0);
  return 32;
}

/** Integer width and signedness for `uintN` / `intN`, null otherwise. */
export function integerInfo(type: string): { signed: boolean; bits: number } | null {
  const match = /^(u?)int([0-9]*)$/.exec(type);
  if (!match) return null;
  return { signed: match[1] === "", bits: match[2] === "" ? 256 : Number(match[2]) };
}

/** `bytesN` → N, null for other types. */
export function fixedBytesSize(type: string): number | null {
  const match = /^bytes([0-9]+)$/.exec(type);
  return match ? Number(match[1]) : null;
}
