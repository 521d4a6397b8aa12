import type { ScenarioValue } from "./schema.ts";

/**
 * What one deploy or step did, in the scenario value encoding (addresses as `@name` where the
 * scenario names them, integers as decimal strings, bytes as 0x hex, enums as ordinals, structs
 * and tuples as arrays). Both the EVM and the CosmWasm runners produce it, so that a conversion is
 * checked by comparing observations.
 */
export interface Observation {
  ok: boolean;
  /** Decoded return values (one entry per output; `[amount]` for balance steps); success only. */
  returns?: ScenarioValue[];
  /** Why it failed: a require/revert text, `Panic(0x..)`, a custom error, or `""` (no data). */
  revert?: ObservedRevert;
  /** Every event of every contract involved, in order; `[]` for a failure. */
  events: ObservedEvent[];
  /** Native balances after the step of every account and contract the scenario names. */
  balances?: Record<string, string>;
  /** The engine's own words, not compared (an EVM exception, a CosmWasm error text). */
  detail?: string;
}

export type ObservedRevert = string | { error: string; args: ScenarioValue[] };

export interface ObservedEvent {
  name: string;
  /** Every parameter in declaration order. */
  args: ScenarioValue[];
  /** `@name` of the emitting contract (its raw address when the scenario does not name it). */
  emitter: string;
}

export interface ObservedStep {
  kind: "predeploy" | "deploy" | "step";
  /** Position within its kind (steps: index into `steps`). */
  index: number;
  label: string;
  observation: Observation;
}
