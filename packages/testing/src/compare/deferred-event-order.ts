import type { Observation } from "@contract-platform/converter/scenario";
import type { FunctionReport } from "@contract-platform/converter/scenario-test";

/**
 * The EVM's events in the order CosmWasm emits them: when the converter turned the function's
 * calls to other contracts into messages dispatched after the handler (`deferred_calls` in
 * conversion.json), the called contract's events come after the caller's own (scenario-format.md),
 * each group keeping its order.
 */
export function deferredEventOrder(
  evm: Observation,
  fn: FunctionReport | undefined,
  target: string,
): Observation {
  if (!fn?.deferred_calls || !evm.ok || evm.events.length < 2) return evm;
  const own = evm.events.filter((e) => e.emitter === target);
  const others = evm.events.filter((e) => e.emitter !== target);
  return { ...evm, events: [...own, ...others] };
}
