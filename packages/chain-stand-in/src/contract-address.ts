import { sha256 } from "@cosmjs/crypto";
import { toBech32 } from "@cosmjs/encoding";

/**
 * wasmd's classic contract address: module address "wasm" derived from the code id and the
 * chain-wide instance counter, both 8-byte big endian (BuildContractAddressClassic).
 */
export function contractAddress(prefix: string, codeId: bigint, instanceId: bigint): string {
  const key = new Uint8Array(16);
  const view = new DataView(key.buffer);
  view.setBigUint64(0, codeId);
  view.setBigUint64(8, instanceId);
  const moduleKey = new Uint8Array([...new TextEncoder().encode("wasm"), 0, ...key]);
  const typeHash = sha256(new TextEncoder().encode("module"));
  return toBech32(prefix, sha256(new Uint8Array([...typeHash, ...moduleKey])));
}
