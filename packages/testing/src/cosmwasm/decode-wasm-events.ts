import type { ObservedEvent } from "@contract-platform/converter/scenario";
import type { ContractReport, ReportIndex } from "@contract-platform/converter/scenario-test";
import type { ChainEvent } from "@contract-platform/cosmwasm-vm";
import { type DecodeContext, decodeAttributeValue } from "./decode-crate-value.ts";

/**
 * The Solidity events of a transaction: each `wasm-<Name>` event, `_contract_address` naming the
 * emitter, attributes read back by the event's parameters in conversion.json (declaration order).
 * Other events (`execute`, `instantiate`, `transfer`, ...) are not Solidity events.
 */
export function decodeWasmEvents(
  events: ChainEvent[],
  ctx: DecodeContext & {
    index: ReportIndex;
    sectionAt: (address: string) => ContractReport | undefined;
  },
): ObservedEvent[] {
  const out: ObservedEvent[] = [];
  for (const event of events) {
    if (!event.type.startsWith("wasm-")) continue;
    const type = event.type.slice("wasm-".length);
    const address = event.attributes.find((a) => a.key === "_contract_address")?.value ?? "";
    const attributes = event.attributes.filter((a) => a.key !== "_contract_address");
    const emitter = ctx.nameOf(address) ?? address;
    const section = ctx.sectionAt(address);
    const sections = section ? [section, ...ctx.index.sections] : ctx.index.sections;
    const decl = sections
      .flatMap((s) => s.events)
      .find((e) => e.event_type === type && e.params.length === attributes.length);
    if (!decl) {
      out.push({ name: type, args: attributes.map((a) => a.value), emitter });
      continue;
    }
    const decodeCtx: DecodeContext = { ...ctx, section };
    const args = decl.params.map((p) => {
      const attribute = attributes.find((a) => a.key === p.attribute);
      return attribute === undefined
        ? `(no attribute ${p.attribute})`
        : decodeAttributeValue(attribute.value, p.type, p.json, decodeCtx);
    });
    out.push({ name: decl.name, args, emitter });
  }
  return out;
}
