import type { ScenarioValue } from "../scenario/index.ts";
import { encodeIndexed } from "./abi-codec.ts";
import type { AbiParam } from "./abi-types.ts";
import { bytesToHex } from "./hex.ts";
import { keccak256 } from "./keccak.ts";
import { toAbiValue } from "./scenario-abi.ts";

/**
 * The topic the EVM stores for an indexed dynamic event parameter (string, bytes, array, struct)
 * holding `value` (scenario-encoded): keccak256 of its indexed encoding. Addresses inside must be
 * 0x addresses; `@references` cannot be resolved here.
 */
export function indexedTopic(param: AbiParam, value: ScenarioValue): string {
  const noRefs = (ref: string): string => {
    throw new Error(`cannot hash the reference ${ref}`);
  };
  return bytesToHex(keccak256(encodeIndexed(param, toAbiValue(param, value, noRefs))));
}
