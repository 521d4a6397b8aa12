/**
 * What runs a contract's code inside the stand-in. The default, `recordingRuntime`, does not run
 * wasm: it keeps a small deterministic state per contract (ADR 0152). Another runtime (a wasm VM)
 * can be passed to `startStandInChain({ runtime })`.
 */
export interface ContractCall {
  contractAddress: string;
  codeId: bigint;
  wasm: Uint8Array;
  sender: string;
  funds: { denom: string; amount: string }[];
  msg: unknown;
  block: { height: number; time: Date; chainId: string };
}

export type RuntimeOutcome =
  | {
      ok: true;
      state: unknown;
      attributes: { key: string; value: string }[];
      data?: Uint8Array;
    }
  | { ok: false; error: string };

export interface ContractRuntime {
  instantiate(call: ContractCall): RuntimeOutcome;
  execute(call: ContractCall & { state: unknown }): RuntimeOutcome;
  migrate(call: ContractCall & { state: unknown }): RuntimeOutcome;
  query(input: {
    contractAddress: string;
    state: unknown;
    msg: unknown;
  }): { ok: true; data: unknown } | { ok: false; error: string };
}

export interface RecordedState {
  instantiate_msg: unknown;
  executions: number;
  last_execute: unknown;
  migrate_msg?: unknown;
}

/** The one-key object shape of a CosmWasm message enum (`{"transfer": {...}}`), or an error text. */
function variantOf(msg: unknown, type: string): { name: string } | { error: string } {
  if (typeof msg !== "object" || msg === null || Array.isArray(msg)) {
    return { error: `Error parsing into type ${type}: expected a JSON object` };
  }
  const keys = Object.keys(msg);
  if (keys.length !== 1) {
    return {
      error: `Error parsing into type ${type}: expected exactly one variant, got ${keys.length}`,
    };
  }
  return { name: keys[0] };
}

/**
 * Keeps per contract the instantiate message, the number of executions and the last execute
 * message. An execute or query message that is not a one-key object fails as a contract's message
 * parsing would; everything else succeeds. A query answers with the recorded state.
 */
export const recordingRuntime: ContractRuntime = {
  instantiate(call) {
    if (typeof call.msg !== "object" || call.msg === null || Array.isArray(call.msg)) {
      return { ok: false, error: "Error parsing into type InstantiateMsg: expected a JSON object" };
    }
    const state: RecordedState = { instantiate_msg: call.msg, executions: 0, last_execute: null };
    return { ok: true, state, attributes: [{ key: "action", value: "instantiate" }] };
  },
  execute(call) {
    const variant = variantOf(call.msg, "ExecuteMsg");
    if ("error" in variant) return { ok: false, error: variant.error };
    const previous = call.state as RecordedState;
    const state: RecordedState = {
      ...previous,
      executions: previous.executions + 1,
      last_execute: call.msg,
    };
    return { ok: true, state, attributes: [{ key: "action", value: variant.name }] };
  },
  migrate(call) {
    const previous = call.state as RecordedState;
    return {
      ok: true,
      state: { ...previous, migrate_msg: call.msg },
      attributes: [{ key: "action", value: "migrate" }],
    };
  },
  query({ state, msg }) {
    const variant = variantOf(msg, "QueryMsg");
    if ("error" in variant) return { ok: false, error: variant.error };
    return { ok: true, data: state };
  },
};
