import { describe, expect, it } from "vitest";
import { WasmSession } from "./wasm-session.ts";

describe("WasmSession addresses", () => {
  it("takes an Ethereum address as the bech32 address of its 20 bytes, and names it back", () => {
    const session = WasmSession.open({ actors: ["alice"], denom: "uatom" } as never);
    const evm = "c4136163f9fc7ed4d405597c01e07385fc4d77c7";
    const address = session.address(`@0x${evm}`);
    expect(address).toMatch(/^cosmwasm1[0-9a-z]{38}$/);
    expect(session.chain.isAddress(address)).toBe(true);
    const nameOf = (session as unknown as { nameOf: (a: string) => string | undefined }).nameOf;
    expect(nameOf(address)).toBe(`0x${evm}`);
    // a 32-byte address nobody named stays unnamed; actors keep their names
    expect(nameOf(session.chain.addrMake("bob"))).toBeUndefined();
    expect(nameOf(session.address("@alice"))).toBe("@alice");
    expect(() => session.address("@0x1234")).toThrow(/unknown address @0x1234/);
  });
});
