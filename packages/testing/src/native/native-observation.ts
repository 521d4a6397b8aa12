import type { Observation } from "@contract-platform/converter/scenario";
import type { ReportIndex, StepMeta } from "@contract-platform/converter/scenario-test";
import { classifyErrorText } from "../cosmwasm/classify-error-text.ts";
import type { DecodeContext } from "../cosmwasm/decode-crate-value.ts";
import { decodeReturns } from "../cosmwasm/decode-returns.ts";
import { decodeWasmEvents } from "../cosmwasm/decode-wasm-events.ts";
import type { RunnerStep } from "../cosmwasm/wasm-session.ts";
import type { NativeStepLine } from "./parse-native-output.ts";

/** A reported step of the cw-multi-test run in the scenario encoding, read through conversion.json. */
export function nativeObservation(
  line: NativeStepLine,
  step: RunnerStep,
  meta: StepMeta,
  index: ReportIndex,
): Observation {
  const names = new Map<string, string>();
  for (const [name, address] of Object.entries(line.names))
    if (!names.has(address)) names.set(address, name);
  const ctx: DecodeContext & { index: ReportIndex } = {
    index,
    section: meta.section,
    nameOf: (address) => names.get(address),
  };
  if (!line.ok) {
    const error = line.error ?? "";
    return {
      ok: false,
      revert: classifyErrorText(error, ctx),
      events: [],
      balances: line.balances,
      detail: error,
    };
  }
  const events = (line.events ?? []).map((e) => ({
    type: `wasm-${e.type}`,
    attributes: [
      { key: "_contract_address", value: e.emitter },
      ...e.attrs.map(([key, value]) => ({ key, value })),
    ],
  }));
  let returns: Observation["returns"];
  if (step.balance !== undefined) returns = [String(line.value)];
  else if (step.send !== undefined) returns = [];
  else if (step.execute !== undefined || step.query !== undefined)
    returns = decodeReturns(meta.fn, line.value, ctx);
  return {
    ok: true,
    ...(returns !== undefined ? { returns } : {}),
    events: decodeWasmEvents(events, { ...ctx, sectionAt: () => undefined }),
    balances: line.balances,
  };
}
