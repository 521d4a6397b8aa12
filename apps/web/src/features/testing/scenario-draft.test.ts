import type { AbiEntry, ContractInterfaceResponse, Scenario } from "@contract-platform/api";
import { describe, expect, it } from "vitest";
import {
  callableEntries,
  defaultValue,
  moveStep,
  newCallStep,
  newScenarioDraft,
  refsBefore,
  renameActor,
  targetContractOf,
} from "./scenario-draft";

const fn = (name: string, inputs: string[], mutability: AbiEntry["stateMutability"]): AbiEntry => ({
  type: "function",
  name,
  inputs: inputs.map((type, i) => ({ name: `a${i}`, type })),
  outputs: [],
  stateMutability: mutability,
});

const iface: ContractInterfaceResponse = {
  contractId: "c1",
  contractName: "Token",
  fileName: "Token.sol",
  mainContract: "Token",
  errors: [],
  contracts: [
    {
      name: "Token",
      deployable: true,
      abi: [
        {
          type: "constructor",
          inputs: [{ name: "supply", type: "uint256" }],
          stateMutability: "nonpayable",
        },
        fn("transfer", ["address", "uint256"], "nonpayable"),
        fn("balanceOf", ["address"], "view"),
        fn("approve", ["address", "uint256"], "nonpayable"),
        { type: "receive", stateMutability: "payable" },
      ],
    },
  ],
};

describe("scenario drafts", () => {
  it("starts with three actors and the main contract deployed with default arguments", () => {
    const draft = newScenarioDraft(iface);
    expect(draft).toMatchObject({
      contract: "Token",
      file: "Token.sol",
      actors: ["alice", "bob", "carol"],
      deploy: { from: "alice", args: ["0"] },
      steps: [],
    });
  });

  it("gives each type a value of its shape", () => {
    const actors = ["alice"];
    expect(defaultValue({ name: "", type: "bool" }, actors)).toBe(false);
    expect(defaultValue({ name: "", type: "address" }, actors)).toBe("@alice");
    expect(defaultValue({ name: "", type: "bytes4" }, actors)).toBe("0x00000000");
    expect(defaultValue({ name: "", type: "uint8[2]" }, actors)).toEqual(["0", "0"]);
    expect(defaultValue({ name: "", type: "string[]" }, actors)).toEqual([]);
    expect(
      defaultValue(
        {
          name: "",
          type: "tuple",
          components: [
            { name: "x", type: "int8" },
            { name: "y", type: "bool" },
          ],
        },
        actors,
      ),
    ).toEqual(["0", false]);
  });

  it("lists state-changing functions before views, each by signature", () => {
    const abi = iface.contracts[0].abi;
    expect(callableEntries(abi).map((e) => e.name ?? e.type)).toEqual([
      "approve",
      "receive",
      "transfer",
      "balanceOf",
    ]);
    expect(newCallStep(abi[1], "bob", ["alice", "bob"])).toEqual({
      from: "bob",
      call: "transfer(address,uint256)",
      args: ["@alice", "0"],
      value: "0",
      timeDelta: 0,
      expect: { ok: true },
    });
  });

  it("knows which names and contracts a step can refer to", () => {
    const scenario: Scenario = {
      ...newScenarioDraft(iface),
      predeploy: [
        { id: "oracle", contract: "Oracle", from: "alice", args: [], value: "0", timeDelta: 0 },
      ],
      steps: [
        {
          from: "alice",
          call: "make()",
          args: [],
          value: "0",
          timeDelta: 0,
          bind: ["child"],
          bindContract: "Child",
          expect: { ok: true },
        },
        {
          from: "alice",
          to: "@child",
          call: "f()",
          args: [],
          value: "0",
          timeDelta: 0,
          expect: { ok: true },
        },
        {
          from: "alice",
          to: "@oracle",
          call: "g()",
          args: [],
          value: "0",
          timeDelta: 0,
          expect: { ok: true },
        },
      ],
    };
    expect(refsBefore(scenario, 0)).toEqual([
      "alice",
      "bob",
      "carol",
      "contract",
      "zero",
      "oracle",
    ]);
    expect(refsBefore(scenario, 1)).toContain("child");
    expect(targetContractOf(scenario, 0)).toBe("Token");
    expect(targetContractOf(scenario, 1)).toBe("Child");
    expect(targetContractOf(scenario, 2)).toBe("Oracle");
  });

  it("moves steps and renames actors everywhere they are used", () => {
    const a = { balance: "@alice", timeDelta: 0, expect: { ok: true } };
    const b = { balance: "@bob", timeDelta: 0, expect: { ok: true } };
    expect(moveStep([a, b], 1, 0)).toEqual([b, a]);
    expect(moveStep([a, b], 1, 2)).toEqual([a, b]);
    const draft: Scenario = {
      ...newScenarioDraft(iface),
      steps: [
        {
          from: "alice",
          call: "transfer(address,uint256)",
          args: ["@alice", "alice"],
          value: "0",
          timeDelta: 0,
          expect: { ok: true },
        },
      ],
    };
    const renamed = renameActor(draft, "alice", "ann");
    expect(renamed.actors).toEqual(["ann", "bob", "carol"]);
    expect(renamed.deploy.from).toBe("ann");
    expect(renamed.steps[0]).toMatchObject({ from: "ann", args: ["@ann", "alice"] });
  });
});
