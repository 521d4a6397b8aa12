import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  buildMessage,
  interfaceFromConversion,
  interfaceFromJsonSchema,
} from "./contract-interface.ts";

const report = JSON.parse(
  readFileSync(
    new URL("../../../cosmwasm-vm/fixtures/fixture-token/conversion.json", import.meta.url),
    "utf8",
  ),
);

describe("contract interface for forms", () => {
  it("reads messages from conversion.json and builds their JSON", () => {
    const messages = interfaceFromConversion(report)!;
    expect(messages.instantiate.fields.map((f) => [f.name, f.kind])).toEqual([
      ["name", "string"],
      ["initial_supply", "decimal_string"],
    ]);
    expect(buildMessage(messages.instantiate, { name: "Token", initial_supply: "1000" })).toEqual({
      name: "Token",
      initial_supply: "1000",
    });
    const transfer = messages.execute.find((m) => m.variant === "transfer")!;
    expect(buildMessage(transfer, { to: "cosmwasm1x", amount: "5" })).toEqual({
      transfer: { to: "cosmwasm1x", amount: "5" },
    });
    expect(() => buildMessage(transfer, { to: "x", amount: "five" })).toThrow(
      "amount: a whole number is expected",
    );
    expect(messages.execute.find((m) => m.variant === "deposit")?.payable).toBe(true);
    const mine = messages.query.find((m) => m.variant === "my_balance")!;
    expect(mine.fields).toEqual([
      { name: "sender", kind: "address", typeLabel: "address", isSender: true },
    ]);
    expect(interfaceFromConversion({})).toBeNull();
  });

  it("lists a view that also runs as an execute under both, without the query's sender", () => {
    const hook = JSON.parse(
      readFileSync(
        new URL(
          "../../../converter/examples/view-hooks/golden/contracts/trusting-hook/conversion.json",
          import.meta.url,
        ),
        "utf8",
      ),
    );
    const messages = interfaceFromConversion(hook)!;
    expect(messages.execute.map((m) => m.variant)).toEqual(["trust", "on_deposit"]);
    expect(messages.query.map((m) => m.variant)).toEqual(["trusted", "on_deposit"]);
    const asQuery = messages.query.find((m) => m.variant === "on_deposit")!;
    expect(asQuery.fields.map((f) => f.name)).toEqual(["arg0", "arg1", "sender"]);
    const asExecute = messages.execute.find((m) => m.variant === "on_deposit")!;
    expect(asExecute.label).toBe("onDeposit(address,uint256)");
    expect(asExecute.payable).toBe(false);
    expect(buildMessage(asExecute, { arg0: "cosmwasm1x", arg1: "5" })).toEqual({
      on_deposit: { arg0: "cosmwasm1x", arg1: "5" },
    });
  });

  it("reads cosmwasm-schema output", () => {
    const api = {
      instantiate: {
        title: "InstantiateMsg",
        type: "object",
        properties: { count: { type: "integer" }, owner: { $ref: "#/definitions/Addr" } },
      },
      execute: {
        oneOf: [
          { type: "string", enum: ["increment"] },
          {
            type: "object",
            properties: {
              reset: { type: "object", properties: { count: { $ref: "#/definitions/Uint128" } } },
            },
          },
        ],
      },
      query: { oneOf: [{ type: "object", properties: { get_count: { type: "object" } } }] },
    };
    const messages = interfaceFromJsonSchema(api)!;
    expect(messages.instantiate.fields.map((f) => f.kind)).toEqual(["number", "address"]);
    expect(messages.execute.map((m) => m.variant)).toEqual(["increment", "reset"]);
    expect(buildMessage(messages.execute[1], { count: "7" })).toEqual({ reset: { count: "7" } });
    expect(messages.query[0].variant).toBe("get_count");
  });
});
