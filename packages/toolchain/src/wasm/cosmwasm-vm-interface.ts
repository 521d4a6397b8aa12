/**
 * What a CosmWasm 2.2 VM (cosmwasm-vm 2.2, as wasmd 0.53+ runs it) offers a contract and expects
 * from it. Taken from cosmwasm-vm 2.2's compatibility checks and import table (with the
 * "iterator" feature, which wasmd enables).
 */

/** Host functions the VM provides, with their signatures (all parameters are i32 pointers/ids). */
export const COSMWASM_IMPORTS: Record<string, { params: number; result: "i32" | "i64" | null }> = {
  "env.abort": { params: 1, result: null },
  "env.db_read": { params: 1, result: "i32" },
  "env.db_write": { params: 2, result: null },
  "env.db_remove": { params: 1, result: null },
  "env.addr_validate": { params: 1, result: "i32" },
  "env.addr_canonicalize": { params: 2, result: "i32" },
  "env.addr_humanize": { params: 2, result: "i32" },
  "env.bls12_381_aggregate_g1": { params: 2, result: "i32" },
  "env.bls12_381_aggregate_g2": { params: 2, result: "i32" },
  "env.bls12_381_pairing_equality": { params: 4, result: "i32" },
  "env.bls12_381_hash_to_g1": { params: 4, result: "i32" },
  "env.bls12_381_hash_to_g2": { params: 4, result: "i32" },
  "env.secp256k1_verify": { params: 3, result: "i32" },
  "env.secp256k1_recover_pubkey": { params: 3, result: "i64" },
  "env.secp256r1_verify": { params: 3, result: "i32" },
  "env.secp256r1_recover_pubkey": { params: 3, result: "i64" },
  "env.ed25519_verify": { params: 3, result: "i32" },
  "env.ed25519_batch_verify": { params: 3, result: "i32" },
  "env.debug": { params: 1, result: null },
  "env.query_chain": { params: 1, result: "i32" },
  "env.db_scan": { params: 3, result: "i32" },
  "env.db_next": { params: 1, result: "i32" },
  "env.db_next_key": { params: 1, result: "i32" },
  "env.db_next_value": { params: 1, result: "i32" },
};

/** Exports every contract must have (the VM's own plus the entry point every contract needs). */
export const REQUIRED_EXPORTS = ["allocate", "deallocate", "instantiate"] as const;

export const INTERFACE_VERSION_PREFIX = "interface_version_";
export const SUPPORTED_INTERFACE_VERSION = "interface_version_8";

/** Entry points a contract may export. */
export const ENTRY_POINTS = [
  "instantiate",
  "execute",
  "query",
  "migrate",
  "sudo",
  "reply",
  "ibc_channel_open",
  "ibc_channel_connect",
  "ibc_channel_close",
  "ibc_packet_receive",
  "ibc_packet_ack",
  "ibc_packet_timeout",
] as const;

/** Capabilities a wasmd 0.53+ chain offers (contracts ask for them with requires_* exports). */
export const DEFAULT_CAPABILITIES = [
  "iterator",
  "staking",
  "stargate",
  "cosmwasm_1_1",
  "cosmwasm_1_2",
  "cosmwasm_1_3",
  "cosmwasm_1_4",
  "cosmwasm_2_0",
  "cosmwasm_2_1",
  "cosmwasm_2_2",
];

/** cosmwasm-vm 2.2's default static limits (WasmLimits). */
export const WASM_LIMITS = {
  initialMemoryPages: 512,
  tableElements: 2500,
  imports: 100,
  functions: 20_000,
  functionParams: 100,
  totalFunctionParams: 10_000,
  functionResults: 1,
};

/** The usual upload limit of a chain (wasmd's MaxWasmSize default is 800 KiB). */
export const DEFAULT_MAX_WASM_BYTES = 800 * 1024;
