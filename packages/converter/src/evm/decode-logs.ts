import { decodeParams, decodeTopic } from "./abi-codec.ts";
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
      const inputs = entry.inputs ?? [];
      const indexed = inputs.filter((i) => i.indexed);
      if (indexed.length !== rest.length) continue;
      try {
        const dataValues = decodeParams(
          inputs.filter((i) => !i.indexed),
          log.data,
        );
        let t = 0;
        let d = 0;
        const values = inputs.map((input) => {
          if (!input.indexed) return dataValues[d++];
          const topic = rest[t++];
          return isDynamic(input) ? topic : decodeTopic(input, hexToBytes(topic));
        });
        return { name: entry.name ?? "", address: log.address, entry, values, topics: log.topics };
      } catch {
        // try the next candidate with the same topic
      }
    }
    return { name: topic0 ?? "(anonymous)", address: log.address, values: [], topics: log.topics };
  });
}
