import { z } from "zod";

/** A parameter as it appears in solc's ABI JSON. */
export interface AbiParam {
  name: string;
  type: string;
  internalType?: string;
  components?: AbiParam[];
  indexed?: boolean;
}

export const abiParamSchema: z.ZodType<AbiParam> = z.lazy(() =>
  z.object({
    name: z.string(),
    type: z.string().min(1),
    internalType: z.string().optional(),
    components: z.array(abiParamSchema).optional(),
    indexed: z.boolean().optional(),
  }),
);

export const abiEntrySchema = z.object({
  type: z.enum(["function", "event", "error", "constructor", "receive", "fallback"]),
  name: z.string().optional(),
  inputs: z.array(abiParamSchema).optional(),
  outputs: z.array(abiParamSchema).optional(),
  stateMutability: z.enum(["pure", "view", "nonpayable", "payable"]).optional(),
  anonymous: z.boolean().optional(),
});
export type AbiEntry = z.infer<typeof abiEntrySchema>;

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
export function entrySignature(entry: Pick<AbiEntry, "name" | "inputs">): string {
  return `${entry.name ?? ""}(${(entry.inputs ?? []).map(canonicalType).join(",")})`;
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

/** Inclusive range of an integer type. */
export function integerRange(info: { signed: boolean; bits: number }): {
  min: bigint;
  max: bigint;
} {
  const bits = BigInt(info.bits);
  return info.signed
    ? { min: -(1n << (bits - 1n)), max: (1n << (bits - 1n)) - 1n }
    : { min: 0n, max: (1n << bits) - 1n };
}

/** Functions a scenario step can call: every ABI function plus receive()/fallback() when present. */
export function callableSignatures(abi: readonly AbiEntry[]): string[] {
  const out: string[] = [];
  for (const entry of abi) {
    if (entry.type === "function") out.push(entrySignature(entry));
    if (entry.type === "receive") out.push("receive()");
    if (entry.type === "fallback") out.push("fallback()");
  }
  return out;
}

/** The ABI entry a step's `call` names (receive()/fallback() map to their pseudo entries). */
export function findCallEntry(abi: readonly AbiEntry[], signature: string): AbiEntry | undefined {
  if (signature === "receive()") return abi.find((e) => e.type === "receive");
  if (signature === "fallback()") return abi.find((e) => e.type === "fallback");
  return abi.find((e) => e.type === "function" && entrySignature(e) === signature);
}

/** Whether a function only reads (a view or pure function, run as a query on CosmWasm). */
export function isReadOnly(entry: AbiEntry): boolean {
  return entry.stateMutability === "view" || entry.stateMutability === "pure";
}
