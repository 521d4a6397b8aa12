import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseScenario } from "../scenario/index.ts";
import { generateScenarioTest, parseConversionReport } from "./index.ts";
import { rustfmtCheck, scenarioDataOf } from "./test-support.ts";

const FIXTURE = join(import.meta.dirname, "../../test/scenario-test/fixtures/factory");
const report = parseConversionReport(
  JSON.parse(readFileSync(join(FIXTURE, "conversion.json"), "utf8")),
);
const scenario = parseScenario(
  JSON.parse(readFileSync(join(FIXTURE, "Factory.scenario.json"), "utf8")),
);
const rust = generateScenarioTest(report, scenario, "Factory");
const data = scenarioDataOf(rust);
const step = (n: number) => data.steps[n + 1];

describe("generateScenarioTest: every scenario feature", () => {
  it("matches its golden file and is rustfmt-clean", () => {
    const golden = join(import.meta.dirname, "../../test/scenario-test/golden/scenario_factory.rs");
    if (process.env.UPDATE_GOLDEN) writeFileSync(golden, rust);
    expect(rust).toBe(readFileSync(golden, "utf8"));
    expect(rustfmtCheck(rust)).toBe("");
  });

  it("stores every code it deploys or instantiates, with the entry points each crate has", () => {
    expect(data.denom).toBe("ucosm");
    expect(data.codes).toEqual([
      "PriceOracleWithAnExtremelyLongNameForFormatting",
      "Child",
      "Factory",
    ]);
    expect(rust).toContain(
      [
        "            use price_oracle_with_an_extremely_long_name_for_formatting::contract::{",
        "                execute, instantiate, migrate, query, sudo,",
        "            };",
        "            let code = ContractWrapper::new(execute, instantiate, query);",
        "            let code = code.with_sudo(sudo);",
        "            Box::new(code.with_migrate(migrate))",
      ].join("\n"),
    );
    expect(rust).toContain(
      "            Box::new(ContractWrapper::new(execute, instantiate, query))\n",
    );
    expect(rust).toContain("            let code = code.with_reply(reply);\n");
    expect(rust).toContain("fn scenario_factory() {");
  });

  it("deploys predeploys first, each in its own block, with code ids and funds", () => {
    expect(data.steps[0]).toEqual({
      label: "predeploy oracle: PriceOracleWithAnExtremelyLongNameForFormatting from alice",
      time_delta: 5,
      from: "@alice",
      deploy: "PriceOracleWithAnExtremelyLongNameForFormatting",
      id: "@oracle",
      msg: { price: "-5" },
      expect: { ok: true },
    });
    expect(data.steps[1]).toMatchObject({
      deploy: "Factory",
      id: "@contract",
      msg: { child_code_id: "@code:Child" },
      funds: "100",
    });
  });

  it("binds factory-made contracts and calls them through their own interface", () => {
    expect(step(1)).toMatchObject({
      execute: { create: { name: "@@bob's", kind: "fancy_kind" } },
      bind: [{ alias: "@child", field: null }],
      expect: {
        ok: true,
        returns: "*",
        events: [
          {
            name: "ChildCreated",
            emitter: "@contract",
            attrs: [
              ["child", "*"],
              ["name", "@@bob's"],
              ["kind", "fancy_kind"],
            ],
          },
          // dispatched after the handler: the child's constructor events follow the caller's
          { name: "Born", emitter: "@child", attrs: [["name", "@@bob's"]] },
        ],
      },
    });
    expect(step(2)).toMatchObject({
      to: "@child",
      time_delta: 60,
      execute: { set_name: { name: 'x"#y' } },
      expect: { events: [{ name: "NameSet", emitter: "@child", attrs: [["name", 'x"#y']] }] },
    });
    expect(step(3)).toMatchObject({
      to: "@child",
      query: { name: {} },
      expect: { returns: 'x"#y' },
    });
    expect(rust).toContain('const SCENARIO: &str = r##"{');
  });

  it("maps views, senders, structs, tuples, enums, bytes and small integers", () => {
    expect(step(4)).toMatchObject({
      query: { whoami: { sender: "@bob" } },
      expect: { returns: "@bob" },
    });
    expect(step(5).expect).toEqual({
      ok: true,
      returns: {
        count: 7,
        tag_value: `01${"0".repeat(62)}`,
        kind: "fancy_kind",
        owners: ["@alice", ""],
      },
    });
    expect(step(6).expect).toEqual({ ok: true, returns: { small: -3, ret1: "*" } });
    expect(step(7)).toMatchObject({
      query: { children: { arg0: "0" } },
      expect: { returns: "@child" },
    });
    expect(step(8)).toMatchObject({
      execute: { tag: { tag: `ab${"0".repeat(62)}`, values: ["1", "2"] } },
      expect: {
        events: [
          {
            name: "Tagged",
            attrs: [
              ["tag", `ab${"0".repeat(62)}`],
              ["values", ["1", "*"]],
              ["ok", "true"],
            ],
          },
        ],
      },
    });
  });

  it("turns receive() and fallback() into their variants, and receive() to an actor into a send", () => {
    expect(step(9)).toMatchObject({
      execute: { receive: {} },
      funds: "10",
      expect: {
        events: [
          {
            name: "Received",
            attrs: [
              ["from", "@bob"],
              ["small", "7"],
            ],
          },
        ],
      },
    });
    expect(step(10)).toMatchObject({
      execute: { fallback: { data: "abcd" } },
      expect: { events: [] },
    });
    expect(step(10)).not.toHaveProperty("funds");
    expect(step(11)).toEqual({
      label: "step 11: alice receive() on @bob",
      from: "@alice",
      send: "@bob",
      funds: "5",
      expect: { ok: true },
    });
    expect(step(12)).toEqual({
      label: "step 12: balance of @contract",
      balance: "@contract",
      expect: { ok: true, returns: "110" },
    });
  });

  it("maps every kind of expected failure", () => {
    expect(step(13)).toMatchObject({ to: "@oracle", query: { price: {} } });
    expect(step(13).expect).toEqual({ ok: false, revert: "stale" });
    expect(step(14).expect).toEqual({ ok: false, revert: "empty name" });
    expect(step(15).expect).toEqual({
      ok: false,
      revert: { error: "Bad", args: { kind: "plain", at: "1700000065", n: 3 } },
    });
    expect(step(16).expect).toEqual({ ok: false, revert: "" });
  });

  it("fills a view's sender field whether conversion.json lists it as an implicit parameter or not", () => {
    const listed = structuredClone(report);
    const whoami = listed.functions.find((f) => f.signature === "whoami()")!;
    whoami.params = [
      { name: "", field: "caller", type: "address", json: "address", implicit: "msg.sender" },
    ];
    const data2 = scenarioDataOf(generateScenarioTest(listed, scenario, "Factory"));
    expect(data2.steps[5]).toMatchObject({ query: { whoami: { caller: "@bob" } } });
  });

  it("sends receive() even to a contract without one, and keeps unknown enum ordinals as numbers", () => {
    const bare = structuredClone(report);
    bare.functions = bare.functions.filter(
      (f) => f.variant !== "receive" && f.variant !== "fallback",
    );
    const input = {
      ...scenario,
      steps: [
        { from: "bob", call: "receive()", value: "10", expect: { ok: false } },
        { from: "bob", call: "create(string,uint8)", args: ["n", "9"], expect: { ok: false } },
      ],
    };
    const data2 = scenarioDataOf(generateScenarioTest(bare, parseScenario(input), "Factory"));
    expect(data2.steps[2]).toMatchObject({ execute: { receive: {} }, funds: "10" });
    expect(data2.steps[3]).toMatchObject({ execute: { create: { name: "n", kind: 9 } } });
  });

  it("sends a view called with value as an execute, which the crate rejects like the EVM", () => {
    const input = parseScenario({
      ...scenario,
      steps: [{ from: "bob", call: "whoami()", value: "1", expect: { ok: false } }],
    });
    const data2 = scenarioDataOf(generateScenarioTest(report, input, "Factory"));
    expect(data2.steps[2]).toMatchObject({ execute: { whoami: {} }, funds: "1" });
  });

  it("takes bytesN only at their exact length, as the EVM runner does", () => {
    const input = parseScenario({
      ...scenario,
      steps: [{ from: "bob", call: "tag(bytes32,uint256[])", args: ["0xab", []] }],
    });
    expect(() => generateScenarioTest(report, input, "Factory")).toThrow(
      /argument 1: "0xab" is not 32 bytes/,
    );
  });

  it("takes the type of a bound contract from a `contract C` return value without bindContract", () => {
    const input = parseScenario({
      ...scenario,
      steps: [
        { from: "bob", call: "create(string,uint8)", args: ["a", "0"], bind: ["kid"] },
        { from: "bob", to: "@kid", call: "name()", expect: { ok: true, returns: ["a"] } },
      ],
    });
    const data2 = scenarioDataOf(generateScenarioTest(report, input, "Factory"));
    expect(data2.steps[3]).toMatchObject({
      to: "@kid",
      query: { name: {} },
      expect: { returns: "a" },
    });
  });

  it("rejects references to contracts before they exist and calls on unknown aliases", () => {
    const early = {
      ...scenario,
      steps: [{ ...scenario.steps[1] }],
    };
    expect(() => generateScenarioTest(report, early, "Factory")).toThrow(
      /step 1: bob setName\(string\) on @child: unknown reference @child/,
    );
    const untypedReport = structuredClone(report);
    untypedReport.functions.find((f) => f.variant === "create")!.returns[0].type = "address";
    const untyped = parseScenario({
      ...scenario,
      steps: [
        { from: "bob", call: "create(string,uint8)", args: ["a", "0"], bind: ["kid"] },
        { from: "bob", to: "@kid", call: "name()" },
      ],
    });
    expect(() => generateScenarioTest(untypedReport, untyped, "Factory")).toThrow(
      /step 2: bob name\(\) on @kid: the contract type of @kid is unknown/,
    );
  });
});
