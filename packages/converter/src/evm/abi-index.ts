import type { AbiEntry } from "./abi-types.ts";
import { entrySignature } from "./abi-types.ts";
import type { CompiledContract } from "./compile-solidity.ts";
import { selectorOf, topicOf } from "./keccak.ts";

/** Events by topic0 and errors by selector across every compiled contract. */
export interface AbiIndex {
  events: Map<string, AbiEntry[]>;
  /** Anonymous events (no signature topic), in declaration order. */
  anonymous: AbiEntry[];
  errors: Map<string, AbiEntry>;
}

export function buildAbiIndex(contracts: CompiledContract[]): AbiIndex {
  const events = new Map<string, AbiEntry[]>();
  const errors = new Map<string, AbiEntry>();
  const seenEvents = new Set<string>();
  const anonymous: AbiEntry[] = [];
  for (const contract of contracts) {
    for (const entry of contract.abi) {
      if (entry.type === "event" && entry.anonymous) {
        const shape = `${entrySignature(entry)}/${(entry.inputs ?? []).map((i) => (i.indexed ? 1 : 0)).join("")}`;
        if (!seenEvents.has(`anonymous ${shape}`)) anonymous.push(entry);
        seenEvents.add(`anonymous ${shape}`);
      } else if (entry.type === "event") {
        const signature = entrySignature(entry);
        const shape = `${signature}/${(entry.inputs ?? []).map((i) => (i.indexed ? 1 : 0)).join("")}`;
        if (seenEvents.has(shape)) continue;
        seenEvents.add(shape);
        const topic = topicOf(signature);
        events.set(topic, [...(events.get(topic) ?? []), entry]);
      } else if (entry.type === "error") {
        const selector = selectorOf(entrySignature(entry));
        if (!errors.has(selector)) errors.set(selector, entry);
      }
    }
  }
  return { events, anonymous, errors };
}
