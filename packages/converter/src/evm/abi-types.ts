import { type AbiParam, arrayInfo } from "@contract-platform/api";

// The ABI shapes and type helpers are shared with the app (packages/api); the codec's own ones follow.
export {
  type AbiEntry,
  type AbiParam,
  arrayInfo,
  canonicalType,
  entrySignature,
  fixedBytesSize,
  integerInfo,
} from "@contract-platform/api";

/** Decoded ABI values: bigint for integers, lower-case 0x hex for addresses and bytes. */
export type AbiValue = bigint | boolean | string | AbiValue[];

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
