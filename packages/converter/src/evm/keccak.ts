import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex } from "./hex.ts";

export function keccak256(data: Uint8Array | string): Uint8Array {
  return keccak_256(typeof data === "string" ? new TextEncoder().encode(data) : data);
}

/** `0x` + the first four bytes of keccak256(signature). */
export function selectorOf(signature: string): string {
  return bytesToHex(keccak256(signature).slice(0, 4));
}

export function topicOf(signature: string): string {
  return bytesToHex(keccak256(signature));
}
