import type { FunctionReport } from "@contract-platform/converter/scenario-test";
import { describe, expect, it } from "vitest";
import { deferredEventOrder } from "./deferred-event-order.ts";

const event = (name: string, emitter: string) => ({ name, args: [], emitter });

describe("deferredEventOrder", () => {
  it("puts the caller's own events first when its calls run after the handler", () => {
    const evm = {
      ok: true,
      events: [event("Transfer", "@token"), event("Bought", "@contract"), event("Log", "@token")],
    };
    const fn = { deferred_calls: true, emits: [] as string[] } as FunctionReport;
    expect(deferredEventOrder(evm, fn, "@contract").events.map((e) => e.name)).toEqual([
      "Bought",
      "Transfer",
      "Log",
    ]);
    expect(deferredEventOrder(evm, { ...fn, deferred_calls: false }, "@contract")).toBe(evm);
    expect(deferredEventOrder(evm, undefined, "@contract")).toBe(evm);
    // a call to this.credit() also runs after the handler: only what the function emits comes first
    const self = {
      ok: true,
      events: [event("Credited", "@contract"), event("Executed", "@contract")],
    };
    const execute = { ...fn, emits: ["Executed"] };
    expect(deferredEventOrder(self, execute, "@contract").events.map((e) => e.name)).toEqual([
      "Executed",
      "Credited",
    ]);
  });
});
