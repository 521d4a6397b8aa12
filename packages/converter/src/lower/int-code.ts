import { containerBits, isNativeInt, rustIntType, rustType } from "../emit/rust-types.ts";
import type { SolType } from "../model/sol-type.ts";

export const PANIC_OVERFLOW = "ContractError::Panic { code: 0x11 }";
export const PANIC_DIV_ZERO = "ContractError::Panic { code: 0x12 }";

/** A Rust literal of integer type `t` with value `v` (already in range). */
export function intLiteral(v: bigint, t: { k: "uint" | "int"; bits: number }): string {
  const r = rustIntType(t.k === "int", t.bits);
  if (isNativeInt(r)) return `${v}${r}`;
  if (r === "Uint64") return `Uint64::new(${v})`;
  if (r === "Uint128") return `Uint128::new(${v})`;
  if (r === "Int64") return `Int64::new(${v})`;
  if (r === "Int128") return `Int128::new(${v})`;
  if (r === "Uint256") {
    if (v === 0n) return "Uint256::zero()";
    if (v === 1n) return "Uint256::one()";
    if (v === (1n << 256n) - 1n) return "Uint256::MAX";
    if (v < 1n << 128n) return `Uint256::from_u128(${v})`;
    return `Uint256::from_be_bytes(${bytesLiteral(v)})`;
  }
  // Int256
  if (v === 0n) return "Int256::zero()";
  if (v === 1n) return "Int256::one()";
  if (v === (1n << 255n) - 1n) return "Int256::MAX";
  if (v === -(1n << 255n)) return "Int256::MIN";
  if (v >= -(1n << 127n) && v < 1n << 127n) return `Int256::from_i128(${v})`;
  return `Int256::from_be_bytes(${bytesLiteral(v < 0n ? (1n << 256n) + v : v)})`;
}

function bytesLiteral(v: bigint): string {
  const hex = v.toString(16).padStart(64, "0");
  const bytes: string[] = [];
  for (let i = 0; i < 64; i += 2) bytes.push(`0x${hex.slice(i, i + 2)}`);
  return `[${bytes.join(", ")}]`;
}

export function intRange(t: { k: "uint" | "int"; bits: number }): { min: bigint; max: bigint } {
  if (t.k === "uint") return { min: 0n, max: (1n << BigInt(t.bits)) - 1n };
  return { min: -(1n << BigInt(t.bits - 1)), max: (1n << BigInt(t.bits - 1)) - 1n };
}

/** Wraps a value into the range of `t` (two's complement truncation). */
export function wrapToType(v: bigint, t: { k: "uint" | "int"; bits: number }): bigint {
  const mod = 1n << BigInt(t.bits);
  let x = ((v % mod) + mod) % mod;
  if (t.k === "int" && x >= mod / 2n) x -= mod;
  return x;
}

/** Whether a lossless `From` conversion exists from the Rust type of `from` to that of `to`. */
export function hasFrom(from: SolType, to: SolType): boolean {
  if ((from.k !== "uint" && from.k !== "int") || (to.k !== "uint" && to.k !== "int")) return false;
  const fb = containerBits(from.bits);
  const tb = containerBits(to.bits);
  if (from.k === "int" && to.k === "uint") return false;
  if (from.k === to.k) return tb > fb;
  // unsigned → signed needs a strictly wider container
  return tb > fb;
}

export function isOddWidth(t: SolType): boolean {
  return (t.k === "uint" || t.k === "int") && containerBits(t.bits) !== t.bits;
}

/** Helper-name fragment for a Solidity integer type (`uint24`). */
export function typeTag(t: SolType): string {
  if (t.k === "uint" || t.k === "int") return `${t.k}${t.bits}`;
  return t.k;
}

export { rustType };
