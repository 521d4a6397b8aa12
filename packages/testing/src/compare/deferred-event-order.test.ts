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
    const fn = { deferred_calls: true } as FunctionReport;
    expect(deferredEventOrder(evm, fn, "@contract").events.map((e) => e.name)).toEqual([
      "Bought",
      "Transfer",
      "Log",
    ]);
    expect(deferredEventOrder(evm, { ...fn, deferred_calls: false }, "@contract")).toBe(evm);
    expect(deferredEventOrder(evm, undefined, "@contract")).toBe(evm);
  });
});
