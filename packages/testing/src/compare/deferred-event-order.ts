import type { Observation } from "@contract-platform/converter/scenario";
import type { FunctionReport } from "@contract-platform/converter/scenario-test";

/**
 * The EVM's events in the order CosmWasm emits them: when the converter turned the function's
 * calls to other contracts into messages dispatched after the handler (`deferred_calls` in
 * conversion.json), the called contract's events come after the caller's own (scenario-format.md),
 * each group keeping its order. The caller's own are those its target emits that the function
 * itself may emit (a call to `this.f()` runs later too), as the generated Rust runner orders them.
 */
export function deferredEventOrder(
  evm: Observation,
  fn: FunctionReport | undefined,
  target: string,
): Observation {
  if (!fn?.deferred_calls || !evm.ok || evm.events.length < 2) return evm;
  const isOwn = (e: Observation["events"][number]) =>
    e.emitter === target && (fn.emits.length === 0 || fn.emits.includes(e.name));
  const own = evm.events.filter(isOwn);
  const others = evm.events.filter((e) => !isOwn(e));
  return { ...evm, events: [...own, ...others] };
}
