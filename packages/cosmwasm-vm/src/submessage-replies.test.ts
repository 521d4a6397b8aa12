import { fromBase64, toBase64, toUtf8 } from "@cosmjs/encoding";
import { describe, expect, it } from "vitest";
import { addrMake } from "./addresses.ts";
import { Bech32BackendApi } from "./backend-api.ts";
import { subMessageResponse } from "./submessage-replies.ts";

describe("sub-message responses handed to reply", () => {
  it("encodes an execute's data as MsgExecuteContractResponse, in data and msg_responses", () => {
    const data = toBase64(toUtf8("true"));
    const response = subMessageResponse({ wasm: { execute: {} } }, { data, events: [] });
    const bytes = [0x0a, 4, ...toUtf8("true")];
    expect(fromBase64(response.data ?? "")).toEqual(Uint8Array.from(bytes));
    expect(response.msg_responses).toEqual([
      {
        type_url: "/cosmwasm.wasm.v1.MsgExecuteContractResponse",
        value: toBase64(Uint8Array.from(bytes)),
      },
    ]);
    expect(
      subMessageResponse({ wasm: { execute: {} } }, { data: null, events: [] }).data,
    ).toBeNull();
  });

  it("encodes an instantiation's address and data", () => {
    const address = addrMake("child");
    const events = [
      { type: "instantiate", attributes: [{ key: "_contract_address", value: address }] },
    ];
    const response = subMessageResponse({ wasm: { instantiate2: {} } }, { data: null, events });
    expect(fromBase64(response.data ?? "")).toEqual(
      Uint8Array.from([0x0a, address.length, ...toUtf8(address)]),
    );
    expect(response.msg_responses[0].type_url).toBe(
      "/cosmwasm.wasm.v1.MsgInstantiateContract2Response",
    );
    expect(subMessageResponse({ bank: { send: {} } }, { data: null, events: [] })).toEqual({
      data: null,
      msg_responses: [{ type_url: "/cosmos.bank.v1beta1.MsgSendResponse", value: "" }],
    });
  });
});

describe("Bech32BackendApi", () => {
  it("canonicalizes 32-byte addresses longer than 64 characters (cosmwasm-vm-js refused them)", () => {
    const api = new Bech32BackendApi("cosmwasm");
    const address = addrMake("alice");
    expect(address.length).toBeGreaterThan(64);
    const canonical = api.canonical_address(address);
    expect(canonical).toHaveLength(32);
    expect(api.human_address(canonical)).toBe(address);
    expect(() => api.canonical_address(addrMake("alice", "juno"))).toThrow(/wrong prefix/);
  });
});
