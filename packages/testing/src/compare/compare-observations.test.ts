import type { Observation } from "@contract-platform/converter/scenario";
import { describe, expect, it } from "vitest";
import { compareObservations } from "./compare-observations.ts";

const ok = (extra: Partial<Observation> = {}): Observation => ({ ok: true, events: [], ...extra });
const fail = (revert: Observation["revert"]): Observation => ({ ok: false, revert, events: [] });

describe("compareObservations", () => {
  it("applies the revert rules of the scenario format", () => {
    expect(compareObservations(fail(""), fail("This message does no accept funds")).equal).toBe(
      true,
    );
    expect(compareObservations(fail("why"), fail("why")).equal).toBe(true);
    expect(compareObservations(fail("why"), fail("other"))).toEqual({
      equal: false,
      diff: 'revert: EVM "why", CosmWasm "other"',
    });
    expect(
      compareObservations(fail({ error: "E", args: ["1"] }), fail({ error: "E", args: ["2"] }))
        .diff,
    ).toBe('revert E args[0]: EVM "1", CosmWasm "2"');
    expect(compareObservations(ok(), fail("x")).diff).toBe(
      'outcome: EVM succeeded, CosmWasm failed with "x"',
    );
    expect(compareObservations(fail("x"), ok()).diff).toBe(
      'outcome: EVM reverted with "x", CosmWasm succeeded',
    );
  });

  it("compares values by meaning and names the first difference", () => {
    expect(
      compareObservations(ok({ returns: ["010", "0xAB"] }), ok({ returns: ["10", "0xab"] })).equal,
    ).toBe(true);
    expect(
      compareObservations(ok({ returns: [["1", "2"]] }), ok({ returns: [["1", "3"]] })).diff,
    ).toBe('returns[0][1]: EVM "2", CosmWasm "3"');
    // addresses neither side names cannot be matched across chains
    expect(
      compareObservations(
        ok({ returns: [`0x${"ab".repeat(20)}`] }),
        ok({ returns: ["cosmwasm1mzdhwvvh22wrt07w59wxyd58822qavwkx5lcej7aqfkpqqlhaqfsgn6fq2"] }),
      ).equal,
    ).toBe(true);
  });

  it("compares events in order, their emitters and the balances", () => {
    const event = (name: string, args: string[], emitter = "@contract") => ({
      name,
      args,
      emitter,
    });
    expect(
      compareObservations(
        ok({ events: [event("A", ["1"])] }),
        ok({ events: [event("A", ["1"]), event("B", [])] }),
      ).diff,
    ).toBe("events: EVM 1 (A), CosmWasm 2 (A, B)");
    expect(
      compareObservations(ok({ events: [event("A", ["1"])] }), ok({ events: [event("B", ["1"])] }))
        .diff,
    ).toBe("event 1: EVM A, CosmWasm B");
    expect(
      compareObservations(
        ok({ events: [event("A", ["1"])] }),
        ok({ events: [event("A", ["1"], "@kid")] }),
      ).diff,
    ).toBe('event 1 A emitter: EVM "@contract", CosmWasm "@kid"');
    const hashed = compareObservations(
      ok({ events: [event("T", ["0xfeed"])] }),
      ok({ events: [event("T", ["x"])] }),
      {
        indexedHash: (_e, i, value) => (i === 0 && value === "x" ? "0xFEED" : undefined),
      },
    );
    expect(hashed.equal).toBe(true);
    expect(
      compareObservations(
        ok({ balances: { "@a": "5", "@b": "1" } }),
        ok({ balances: { "@a": "5", "@b": "2" } }),
      ).diff,
    ).toBe('balance of @b: EVM "1", CosmWasm "2"');
    expect(
      compareObservations(ok({ balances: { "@a": "5" } }), ok({ balances: { "@a": "6" } }), {
        balances: false,
      }).equal,
    ).toBe(true);
  });
});
