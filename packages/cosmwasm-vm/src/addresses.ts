import { fromBech32, toBech32 } from "@cosmjs/encoding";
import { sha256 } from "@noble/hashes/sha2.js";

const encoder = new TextEncoder();

/**
 * The address cw-multi-test's `MockApi::addr_make(name)` gives: bech32 of sha256(name). Scenarios,
 * generated Rust tests and this VM therefore name the same actor with the same address.
 */
export function addrMake(name: string, prefix = "cosmwasm"): string {
  return toBech32(prefix, sha256(encoder.encode(name)));
}

/**
 * A classic contract address as wasmd and cw-multi-test's default address generator compute it:
 * sha256(sha256("module") ‖ "wasm\0" ‖ code id ‖ instance id), both ids 8-byte big-endian. The
 * instance id counts the contracts instantiated before this one, from 0, as cw-multi-test does.
 */
export function classicContractAddress(codeId: number, instanceId: number, prefix: string): string {
  const key = new Uint8Array(5 + 16);
  key.set(encoder.encode("wasm"), 0);
  const view = new DataView(key.buffer);
  view.setBigUint64(5, BigInt(codeId));
  view.setBigUint64(13, BigInt(instanceId));
  const module = sha256(encoder.encode("module"));
  const payload = new Uint8Array(module.length + key.length);
  payload.set(module, 0);
  payload.set(key, module.length);
  return toBech32(prefix, sha256(payload));
}

/** `addr_humanize`: the bech32 address of canonical bytes (20 bytes: an Ethereum address). */
export function addrHumanize(canonical: Uint8Array, prefix: string): string {
  return toBech32(prefix, canonical);
}

/** `addr_canonicalize`: the bytes behind a bech32 address, or null when it is not one. */
export function addrCanonicalize(address: string): Uint8Array | null {
  try {
    return fromBech32(address).data;
  } catch {
    return null;
  }
}

/** Whether `address` is bech32 with `prefix` (what `addr_validate` accepts on that chain). */
export function isAddress(address: string, prefix: string): boolean {
  try {
    const decoded = fromBech32(address);
    return decoded.prefix === prefix && address === address.toLowerCase();
  } catch {
    return false;
  }
}
