import type { Observation } from "@contract-platform/converter/scenario";
import { describe, expect, it } from "vitest";
import { notComparable, notComparableText } from "./not-comparable.ts";

const evm: Observation = {
  ok: true,
  returns: [["7", "0xaa"], "1"],
  events: [
    { name: "Queued", args: ["0", "0x11", "@bob"], emitter: "@contract" },
    { name: "Queued", args: ["1", "0x22", "@bob"], emitter: "@contract" },
  ],
};
const cosmwasm: Observation = {
  ok: true,
  returns: [["7", "0xbb"], "1"],
  events: [
    { name: "Queued", args: ["0", "0x11", "@bob"], emitter: "@contract" },
    { name: "Queued", args: ["1", "0x33", "@bob"], emitter: "@contract" },
  ],
};

describe("notComparable", () => {
  it('lists the positions marked "*" (nested returns, events by name and occurrence) whose sides differ', () => {
    const found = notComparable(evm, cosmwasm, {
      ok: true,
      returns: [["7", "*"], "*"],
      events: [
        { name: "Queued", args: ["0", "*", "@bob"] },
        { name: "Queued", args: ["1", "*", "@bob"] },
      ],
    });
    expect(found).toEqual([
      { where: "returns[0][1]", evm: "0xaa", cosmwasm: "0xbb" },
      { where: "event 2 Queued args[1]", evm: "0x22", cosmwasm: "0x33" },
    ]);
    expect(notComparableText(found, ["SOL2CW-W003 an address is hashed (line 57)"])).toBe(
      'not comparable: returns[0][1] (EVM "0xaa", CosmWasm "0xbb"); event 2 Queued args[1] (EVM "0x22", CosmWasm "0x33"): the scenario marks it "*", a value that cannot carry over between chains; the converter warned: SOL2CW-W003 an address is hashed (line 57)',
    );
  });

  it('compares an indexed dynamic argument through its hash, and says nothing without "*" or on failure', () => {
    const expectation = { ok: true, events: [{ name: "Queued", args: ["*", "*", "*"] }] };
    const hashed = notComparable(evm, cosmwasm, expectation, (_e, position, value) =>
      position === 1 && value === "0x33" ? "0x22" : value,
    );
    expect(hashed).toEqual([]);
    expect(notComparable(evm, cosmwasm, { ok: true })).toEqual([]);
    expect(notComparable(evm, cosmwasm, undefined)).toEqual([]);
    expect(
      notComparable({ ok: false, revert: "", events: [] }, cosmwasm, {
        ok: true,
        returns: ["*"],
      }),
    ).toEqual([]);
  });
});
