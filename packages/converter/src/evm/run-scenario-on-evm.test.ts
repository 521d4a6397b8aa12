import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runScenarioOnEvm } from "./run-scenario-on-evm.ts";

const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Child {
    string public label;
    event Hello(string indexed label, uint256 at);
    constructor(string memory label_) {
        label = label_;
        emit Hello(label_, block.number);
    }
}

contract Probe {
    enum Mode { Off, On }
    struct Pair { uint8 a; string b; }
    Mode public mode;
    uint8 public small;
    event Poked(address indexed by, Mode mode, uint256 height, uint256 time);
    event Paid(address from, uint256 amount, bytes data);
    error Nope(address who, uint256 code);

    receive() external payable { emit Paid(msg.sender, msg.value, ""); }
    fallback() external payable { emit Paid(msg.sender, msg.value, msg.data); }

    function poke(Mode m) external returns (uint256 height, uint256 time) {
        mode = m;
        emit Poked(msg.sender, m, block.number, block.timestamp);
        return (block.number, block.timestamp);
    }
    function pair() external pure returns (Pair memory) { return Pair(7, "seven"); }
    function fail(uint8 how) external {
        if (how == 0) revert("plain reason");
        if (how == 1) revert Nope(msg.sender, 42);
        if (how == 2) { small = 255; small += 1; }
        if (how == 3) { uint256 z = 0; small = uint8(10 / z); }
        revert();
    }
    function spawn(string calldata label) external returns (Child child) { child = new Child(label); }
    function pay(address payable to, uint256 amount) external { to.transfer(amount); }
}
`;

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "evm-runner-"));
  writeFileSync(join(dir, "Probe.sol"), source);
});

function scenario(steps: unknown[], extra: Record<string, unknown> = {}) {
  return {
    scenario: {
      contract: "Probe",
      file: "Probe.sol",
      actors: ["alice", "bob"],
      deploy: { from: "alice" },
      steps,
      ...extra,
    },
    baseDir: dir,
    name: "probe",
  };
}

describe("runScenarioOnEvm", () => {
  it("follows the scenario world: heights from 1001, time deltas, returns, events, values", async () => {
    const result = await runScenarioOnEvm(
      scenario([
        {
          from: "bob",
          call: "poke(uint8)",
          args: ["1"],
          timeDelta: 30,
          expect: {
            ok: true,
            returns: ["1002", "1700000030"],
            events: [
              { name: "Poked", args: ["@bob", "1", "1002", "1700000030"], emitter: "@contract" },
            ],
          },
        },
        {
          balance: "@bob",
          timeDelta: 5,
          expect: { ok: true, returns: ["1000000000000000000000"] },
        },
        {
          from: "bob",
          call: "poke(uint8)",
          args: ["0"],
          expect: { ok: true, returns: ["1004", "1700000035"] },
        },
        { from: "bob", call: "pair()", expect: { ok: true, returns: [["7", "seven"]] } },
        { from: "bob", call: "mode()", expect: { ok: true, returns: ["0"] } },
        {
          from: "bob",
          call: "receive()",
          value: "500",
          expect: { ok: true, events: [{ name: "Paid", args: ["@bob", "500", "0x"] }] },
        },
        {
          from: "alice",
          call: "fallback()",
          data: "0xdeadbeef",
          expect: { ok: true, events: [{ name: "Paid", args: ["@alice", "0", "0xDEADBEEF"] }] },
        },
        { balance: "@contract", expect: { ok: true, returns: ["500"] } },
        {
          from: "alice",
          call: "pay(address,uint256)",
          args: ["@bob", "200"],
          expect: { ok: true, events: [] },
        },
        { balance: "@bob", expect: { ok: true, returns: ["999999999999999999700"] } },
      ]),
    );
    expect(result.error).toBeUndefined();
    expect(result.steps.filter((s) => !s.ok)).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.steps[0]).toMatchObject({ kind: "deploy", ok: true });
  });

  it("observes every step in scenario encoding: returns, reverts, events, balances", async () => {
    const result = await runScenarioOnEvm(
      scenario([
        { from: "bob", call: "poke(uint8)", args: ["1"], value: "0" },
        { from: "bob", call: "fail(uint8)", args: ["1"] },
        { from: "bob", call: "receive()", value: "7" },
        { balance: "@contract" },
        { from: "alice", call: "spawn(string)", args: ["kid"], bind: ["kid"] },
      ]),
    );
    const observations = result.steps.map((s) => s.observation);
    expect(observations[0]).toMatchObject({ ok: true, events: [] });
    expect(observations[1]).toEqual({
      ok: true,
      returns: ["1002", "1700000000"],
      events: [{ name: "Poked", args: ["@bob", "1", "1002", "1700000000"], emitter: "@contract" }],
      balances: {
        "@alice": "1000000000000000000000",
        "@bob": "1000000000000000000000",
        "@contract": "0",
      },
    });
    expect(observations[2]).toMatchObject({
      ok: false,
      revert: { error: "Nope", args: ["@bob", "42"] },
      events: [],
    });
    expect(observations[3]?.balances?.["@contract"]).toBe("7");
    expect(observations[4]).toMatchObject({ ok: true, returns: ["7"] });
    // the step's own results name the contract it binds; an indexed string is its hash on the EVM
    expect(observations[5]).toMatchObject({
      ok: true,
      returns: ["@kid"],
      events: [
        {
          name: "Hello",
          args: [expect.stringMatching(/^0x[0-9a-f]{64}$/), "1006"],
          emitter: "@kid",
        },
      ],
    });
    expect(Object.keys(observations[5]?.balances ?? {})).toEqual([
      "@alice",
      "@bob",
      "@contract",
      "@kid",
    ]);
  });

  it("decodes every kind of failure", async () => {
    const result = await runScenarioOnEvm(
      scenario([
        {
          from: "bob",
          call: "fail(uint8)",
          args: ["0"],
          expect: { ok: false, revert: "plain reason" },
        },
        {
          from: "bob",
          call: "fail(uint8)",
          args: ["1"],
          expect: { ok: false, revert: { error: "Nope", args: ["@bob", "42"] } },
        },
        {
          from: "bob",
          call: "fail(uint8)",
          args: ["2"],
          expect: { ok: false, revert: "Panic(0x11)" },
        },
        {
          from: "bob",
          call: "fail(uint8)",
          args: ["3"],
          expect: { ok: false, revert: "Panic(0x12)" },
        },
        { from: "bob", call: "fail(uint8)", args: ["4"], expect: { ok: false, revert: "" } },
        { from: "bob", call: "poke(uint8)", args: ["2"], expect: { ok: false, revert: "" } },
      ]),
    );
    expect(result.steps.filter((s) => !s.ok)).toEqual([]);
  });

  it("reports each difference, expected against actual", async () => {
    const result = await runScenarioOnEvm(
      scenario([
        {
          from: "bob",
          call: "poke(uint8)",
          args: ["1"],
          expect: { ok: true, returns: ["1001", "*"] },
        },
        {
          from: "bob",
          call: "fail(uint8)",
          args: ["1"],
          expect: { ok: false, revert: { error: "Nope", args: ["@alice", "42"] } },
        },
        {
          from: "bob",
          call: "fail(uint8)",
          args: ["0"],
          expect: { ok: false, revert: "other reason" },
        },
        { from: "bob", call: "fail(uint8)", args: ["2"], expect: { ok: true } },
        { from: "bob", call: "pair()", expect: { ok: false } },
        {
          from: "bob",
          call: "poke(uint8)",
          args: ["1"],
          expect: {
            ok: true,
            events: [{ name: "Poked", args: ["@bob", "1", "*", "*"], emitter: "@bob" }],
          },
        },
        { from: "bob", call: "nothing()", expect: { ok: true } },
        { balance: "@bob", expect: { ok: true, returns: ["1"] } },
      ]),
    );
    expect(result.passed).toBe(false);
    const messages = result.steps
      .filter((s) => s.kind === "step")
      .map((s) => (s.ok ? "ok" : s.message));
    expect(messages).toEqual([
      'returns: expected ["1001","*"], got ["1002","1700000000"]',
      'revert: expected {"error":"Nope","args":["@alice","42"]}, got {"error":"Nope","args":["@bob","42"]}',
      'revert: expected "other reason", got "plain reason"',
      'expected success, but it reverted with "Panic(0x11)"',
      "expected a revert, but it succeeded",
      expect.stringContaining('"emitter":"@contract"'),
      "Probe has no function nothing()",
      'returns: expected ["1"], got ["1000000000000000000000"]',
    ]);
  });

  it("binds factory-made contracts and checks their events by value", async () => {
    const result = await runScenarioOnEvm(
      scenario([
        {
          from: "alice",
          call: "spawn(string)",
          args: ["kid"],
          bind: ["kid"],
          expect: {
            ok: true,
            returns: ["@kid"],
            events: [{ name: "Hello", args: ["kid", "1002"], emitter: "@kid" }],
          },
        },
        { from: "bob", to: "@kid", call: "label()", expect: { ok: true, returns: ["kid"] } },
        {
          from: "alice",
          call: "spawn(string)",
          args: ["other"],
          expect: { ok: true, events: [{ name: "Hello", args: ["kid", "1004"] }] },
        },
      ]),
    );
    expect(result.steps.map((s) => s.ok)).toEqual([true, true, true, false]);
  });

  it("deploys predeploys first and reports invalid scenarios and compile errors", async () => {
    const ok = await runScenarioOnEvm(
      scenario(
        [{ from: "bob", to: "@helper", call: "label()", expect: { ok: true, returns: ["h"] } }],
        {
          predeploy: [{ id: "helper", contract: "Child", from: "bob", args: ["h"] }],
          deploy: { from: "alice", expect: { events: [] } },
        },
      ),
    );
    expect(ok.passed).toBe(true);
    expect(ok.steps.map((s) => s.kind)).toEqual(["predeploy", "deploy", "step"]);

    const failedDeploy = await runScenarioOnEvm(
      scenario([{ from: "bob", call: "pair()" }], { deploy: { from: "alice", value: "1" } }),
    );
    expect(failedDeploy.steps.map((s) => [s.kind, s.ok])).toEqual([
      ["deploy", false],
      ["step", false],
    ]);
    expect(failedDeploy.steps[0].message).toBe('expected success, but it reverted with ""');
    expect(failedDeploy.steps[1].message).toBe("not run: the deploy failed");

    const invalid = await runScenarioOnEvm(scenario([{ from: "mallory", call: "pair()" }]));
    expect(invalid.passed).toBe(false);
    expect(invalid.error).toContain("unknown actor 'mallory'");

    writeFileSync(
      join(dir, "Broken.sol"),
      "pragma solidity ^0.8.20; contract Broken { function f( }",
    );
    const broken = await runScenarioOnEvm(scenario([], { file: "Broken.sol", contract: "Broken" }));
    expect(broken.passed).toBe(false);
    expect(broken.error).toContain("ParserError");
  });
});
