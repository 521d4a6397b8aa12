import { decodeParams, decodeTopic, encodeIndexed, encodeParams } from "./abi-codec.ts";
import type { AbiIndex } from "./abi-index.ts";
import { type AbiEntry, type AbiValue, isDynamic } from "./abi-types.ts";
import type { EvmLog } from "./evm-world.ts";
import { hexToBytes } from "./hex.ts";

export interface DecodedEvent {
  name: string;
  /** Emitting contract, lower-case 0x address. */
  address: string;
  entry?: AbiEntry;
  /** Decoded values in declaration order; an indexed dynamic parameter holds its topic (a hash). */
  values: AbiValue[];
  topics: string[];
}

/** Decodes logs with the ABI of every compiled contract; unknown logs keep their topic0 as name. */
export function decodeLogs(logs: EvmLog[], index: AbiIndex): DecodedEvent[] {
  return logs.map((log) => {
    const [topic0, ...rest] = log.topics;
    for (const entry of index.events.get(topic0 ?? "") ?? []) {
      const decoded = decodeWith(entry, log, rest, false);
      if (decoded) return decoded;
    }
    // an anonymous event has no signature topic: the first declared one whose indexed topics and
    // data fit the log exactly
    for (const entry of index.anonymous) {
      const decoded = decodeWith(entry, log, log.topics, true);
      if (decoded) return decoded;
    }
    return { name: topic0 ?? "(anonymous)", address: log.address, values: [], topics: log.topics };
  });
}

function decodeWith(
  entry: AbiEntry,
  log: EvmLog,
  topics: string[],
  exact: boolean,
): DecodedEvent | null {
  const inputs = entry.inputs ?? [];
  const indexed = inputs.filter((i) => i.indexed);
  if (indexed.length !== topics.length) return null;
  try {
    const plain = inputs.filter((i) => !i.indexed);
    const dataValues = decodeParams(plain, log.data);
    if (exact && !sameBytes(encodeParams(plain, dataValues), log.data)) return null;
    let t = 0;
    let d = 0;
    const values = inputs.map((input) => {
      if (!input.indexed) return dataValues[d++];
      const topic = topics[t++];
      if (isDynamic(input)) return topic;
      const bytes = hexToBytes(topic);
      const value = decodeTopic(input, bytes);
      if (exact && !sameBytes(encodeIndexed(input, value), bytes)) throw new Error("not this");
      return value;
    });
    return { name: entry.name ?? "", address: log.address, entry, values, topics: log.topics };
  } catch {
    return null; // try the next candidate
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
