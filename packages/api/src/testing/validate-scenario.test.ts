import { describe, expect, it } from "vitest";
import type { AbiEntry } from "./abi.ts";
import type { ContractInterface } from "./check-scenario-against-abi.ts";
import { describeScenarioPath } from "./scenario-issues.ts";
import { validateScenario } from "./validate-scenario.ts";

const param = (name: string, type: string) => ({ name, type });
const tokenAbi: AbiEntry[] = [
  { type: "constructor", inputs: [param("supply", "uint256")], stateMutability: "nonpayable" },
  {
    type: "function",
    name: "transfer",
    inputs: [param("to", "address"), param("amount", "uint256")],
    outputs: [param("", "bool")],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "transfer",
    inputs: [param("to", "address"), param("amount", "uint8"), param("memo", "bytes4")],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "function",
    name: "balanceOf",
    inputs: [param("who", "address")],
    outputs: [param("", "uint256")],
    stateMutability: "view",
  },
  {
    type: "function",
    name: "deposit",
    inputs: [],
    outputs: [],
    stateMutability: "payable",
  },
  {
    type: "function",
    name: "setPair",
    inputs: [
      {
        name: "pair",
        type: "tuple",
        components: [param("a", "int8"), param("b", "bool")],
      },
      param("list", "uint16[2]"),
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
  {
    type: "event",
    name: "Transfer",
    inputs: [param("from", "address"), param("to", "address"), param("value", "uint256")],
  },
  { type: "error", name: "Short", inputs: [param("need", "uint256")] },
];
const contracts: ContractInterface[] = [{ name: "Token", abi: tokenAbi }];

const base = {
  contract: "Token",
  file: "Token.sol",
  actors: ["alice", "bob"],
  deploy: { from: "alice", args: ["1000"] },
};

describe("validateScenario", () => {
  it("accepts a scenario that matches the ABI and applies the format's defaults", () => {
    const result = validateScenario(
      {
        ...base,
        steps: [
          {
            from: "alice",
            call: "transfer(address,uint256)",
            args: ["@bob", "5"],
            expect: {
              ok: true,
              returns: [true],
              events: [{ name: "Transfer", args: ["@alice", "@bob", "5"] }],
            },
          },
          { from: "bob", call: "deposit()", value: "7" },
          {
            from: "bob",
            call: "setPair((int8,bool),uint16[2])",
            args: [
              ["-128", true],
              [1, "2"],
            ],
          },
          {
            from: "bob",
            call: "balanceOf(address)",
            args: ["@contract"],
            expect: { returns: ["*"] },
          },
          { balance: "@bob" },
        ],
      },
      contracts,
    );
    expect(result.issues).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.scenario?.steps[1]).toMatchObject({
      value: "7",
      timeDelta: 0,
      expect: { ok: true },
    });
  });

  it("locates each argument problem by step and argument", () => {
    const result = validateScenario(
      {
        ...base,
        steps: [
          {
            from: "alice",
            call: "transfer(address,uint8,bytes4)",
            args: ["@carol", "300", "0x12"],
          },
          { from: "alice", call: "setPair((int8,bool),uint16[2])", args: [["-129", "yes"], ["1"]] },
        ],
      },
      contracts,
    );
    expect(result.valid).toBe(false);
    expect(result.issues.map((i) => i.message)).toEqual([
      "step 1, argument 1: (to address) unknown reference '@carol'",
      "step 1, argument 2: (amount uint8) 300 is out of range for uint8",
      "step 1, argument 3: (memo bytes4) bytes4 must be 4 bytes (8 hex digits)",
      "step 2, argument 1 [0]: (pair tuple) -129 is out of range for int8",
      'step 2, argument 1 [1]: (pair tuple) "yes" is not a bool (true or false)',
      "step 2, argument 2: (list uint16[2]) uint16[2] must have 2 elements, has 1",
    ]);
    expect(result.issues[1]).toMatchObject({ step: 0, argument: 1, path: ["steps", 0, "args", 1] });
  });

  it("names the overloads when a signature does not exist", () => {
    const result = validateScenario(
      { ...base, steps: [{ from: "bob", call: "transfer(address)", args: ["@alice"] }] },
      contracts,
    );
    expect(result.issues.map((i) => i.message)).toEqual([
      "step 1, call: Token has no transfer(address); did you mean transfer(address,uint256) or transfer(address,uint8,bytes4)?",
    ]);
  });

  it("checks argument counts, the constructor, returns, events and custom errors", () => {
    const result = validateScenario(
      {
        ...base,
        deploy: { from: "alice", args: [] },
        steps: [
          { from: "bob", call: "balanceOf(address)", args: [], expect: { returns: ["1", "2"] } },
          {
            from: "bob",
            call: "transfer(address,uint256)",
            args: ["@alice", "1"],
            expect: { ok: false, revert: { error: "Shrt", args: [] } },
          },
          {
            from: "bob",
            call: "transfer(address,uint256)",
            args: ["@alice", "1"],
            expect: { events: [{ name: "Transfer", args: ["@bob"] }, { name: "Approval" }] },
          },
        ],
      },
      contracts,
    );
    expect(result.issues.map((i) => i.message)).toEqual([
      "deploy, args: the constructor of Token takes 1 argument, got 0",
      "step 1, args: balanceOf(address) takes 1 argument, got 0",
      "step 1, expect.returns: balanceOf(address) returns 1 value, expected 2",
      "step 2, expect.revert.error: no custom error 'Shrt' in the source file",
      "step 3, expected event 1, args: Transfer has 3 parameters, expected 1",
      "step 3, expected event 2, name: no event 'Approval' in the source file",
    ]);
  });

  it("warns about value sent to a function that is not payable", () => {
    const result = validateScenario(
      { ...base, steps: [{ from: "bob", call: "balanceOf(address)", args: ["@bob"], value: "1" }] },
      contracts,
    );
    expect(result.valid).toBe(true);
    expect(result.issues).toMatchObject([
      {
        severity: "warning",
        message: "step 1, value: balanceOf(address) is not payable: attaching 1 makes it revert",
      },
    ]);
  });

  it("reports an unknown main contract and format problems with their paths", () => {
    expect(
      validateScenario({ ...base, contract: "Tokn", steps: [] }, contracts).issues.map(
        (i) => i.message,
      ),
    ).toEqual(["contract: no contract 'Tokn' in the source file (it has Token)"]);
    const bad = validateScenario({
      ...base,
      steps: [{ from: "alice", call: "nope", timeDlta: 3 }],
    });
    expect(bad.scenario).toBeNull();
    expect(bad.issues.every((i) => i.step === 0)).toBe(true);
    expect(
      validateScenario({ ...base, steps: [{ from: "eve", call: "deposit()" }] }).issues,
    ).toMatchObject([{ message: "step 1, from: unknown actor 'eve'", step: 0 }]);
  });

  it("knows aliases bound by earlier steps and predeployed contracts", () => {
    const factory: ContractInterface = {
      name: "Factory",
      abi: [
        {
          type: "function",
          name: "create",
          inputs: [],
          outputs: [{ name: "", type: "address", internalType: "contract Token" }],
          stateMutability: "nonpayable",
        },
      ],
    };
    const result = validateScenario(
      {
        ...base,
        contract: "Factory",
        deploy: { from: "alice" },
        predeploy: [{ id: "tok", contract: "Token", from: "alice", args: ["5"] }],
        steps: [
          { from: "alice", call: "create()", bind: ["child"] },
          { from: "alice", to: "@child", call: "balanceOf(address)", args: ["@tok"] },
          { from: "alice", to: "@tok", call: "create()" },
          { from: "alice", to: "@nowhere", call: "create()" },
        ],
      },
      [...contracts, factory],
    );
    expect(result.issues.map((i) => i.message)).toEqual([
      "step 3, call: Token has no function create()",
      "step 4, to: unknown reference '@nowhere'",
    ]);
  });
});

describe("describeScenarioPath", () => {
  it("speaks of steps, arguments and returns 1-based", () => {
    expect(describeScenarioPath(["steps", 0, "args", 2])).toBe("step 1, argument 3");
    expect(describeScenarioPath(["predeploy", 1, "from"])).toBe("predeploy 2, from");
    expect(describeScenarioPath(["steps", 4, "expect", "returns", 0])).toBe(
      "step 5, expected return 1",
    );
    expect(describeScenarioPath(["actors"])).toBe("actors");
    expect(describeScenarioPath([])).toBe("(scenario)");
  });
});
