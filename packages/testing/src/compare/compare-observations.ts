import type {
  Observation,
  ObservedEvent,
  ObservedRevert,
} from "@contract-platform/converter/scenario";
import { firstDifference, show } from "./first-difference.ts";

export interface ObservationComparison {
  equal: boolean;
  /** The first difference, readable: where (value path, event, revert, balance) and both sides. */
  diff?: string;
}

export interface CompareOptions {
  /**
   * The topic the EVM stores for an indexed dynamic event parameter holding `value` (the EVM only
   * keeps its hash); undefined when that parameter is not indexed and dynamic.
   */
  indexedHash?: (event: ObservedEvent, position: number, value: unknown) => string | undefined;
  /** Compare native balances (default true). */
  balances?: boolean;
}

/**
 * Compares what a step did on the EVM (the oracle) with what it did on CosmWasm, by the rules of
 * scenario-format.md: success or failure; a revert with no data on the EVM matches any CosmWasm
 * failure, a text must be the same text, a custom error the same name and arguments; returns,
 * every event (name, arguments, emitter) in order, and native balances.
 */
export function compareObservations(
  evm: Observation,
  cosmwasm: Observation,
  options: CompareOptions = {},
): ObservationComparison {
  const diff = differenceOf(evm, cosmwasm, options);
  return diff === undefined ? { equal: true } : { equal: false, diff };
}

function differenceOf(
  evm: Observation,
  cw: Observation,
  options: CompareOptions,
): string | undefined {
  if (evm.ok !== cw.ok) {
    return evm.ok
      ? `outcome: EVM succeeded, CosmWasm failed with ${show(cw.revert)}`
      : `outcome: EVM reverted with ${show(evm.revert)}, CosmWasm succeeded`;
  }
  if (!evm.ok) {
    const revert = revertDifference(evm.revert, cw.revert);
    if (revert) return revert;
  } else {
    // no return values, whichever way a side says it
    const returns = firstDifference(evm.returns ?? [], cw.returns ?? [], "returns");
    if (returns) return returns;
    const events = eventsDifference(evm.events, cw.events, options);
    if (events) return events;
  }
  if (options.balances !== false && evm.balances && cw.balances) {
    for (const name of new Set([...Object.keys(evm.balances), ...Object.keys(cw.balances)])) {
      const diff = firstDifference(evm.balances[name], cw.balances[name], `balance of ${name}`);
      if (diff) return diff;
    }
  }
  return undefined;
}

function revertDifference(
  evm: ObservedRevert | undefined,
  cw: ObservedRevert | undefined,
): string | undefined {
  // no data (revert(), require without a message, rejected funds): any CosmWasm failure matches;
  // unknown revert data (raw hex) cannot be compared either
  if (evm === undefined || evm === "" || (typeof evm === "string" && /^0x[0-9a-f]*$/.test(evm))) {
    return undefined;
  }
  if (typeof evm === "string") {
    return evm === cw ? undefined : `revert: EVM ${show(evm)}, CosmWasm ${show(cw)}`;
  }
  if (typeof cw !== "object" || cw.error !== evm.error) {
    return `revert: EVM ${show(evm)}, CosmWasm ${show(cw)}`;
  }
  return firstDifference(evm.args, cw.args, `revert ${evm.error} args`);
}

function eventsDifference(
  evm: ObservedEvent[],
  cw: ObservedEvent[],
  options: CompareOptions,
): string | undefined {
  const count = Math.max(evm.length, cw.length);
  for (let i = 0; i < count; i++) {
    const e = evm[i];
    const c = cw[i];
    const where = `event ${i + 1}`;
    if (!e || !c) {
      return `events: EVM ${evm.length} (${evm.map((x) => x.name).join(", ") || "none"}), CosmWasm ${cw.length} (${cw.map((x) => x.name).join(", ") || "none"})`;
    }
    if (e.name !== c.name) return `${where}: EVM ${e.name}, CosmWasm ${c.name}`;
    const args = c.args.map(
      (value, position) => options.indexedHash?.(e, position, value) ?? value,
    );
    const diff = firstDifference(e.args, args, `${where} ${e.name} args`);
    if (diff) return diff;
    const emitter = firstDifference(e.emitter, c.emitter, `${where} ${e.name} emitter`);
    if (emitter) return emitter;
  }
  return undefined;
}
