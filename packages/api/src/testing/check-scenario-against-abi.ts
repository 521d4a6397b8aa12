import {
  type AbiEntry,
  type AbiParam,
  callableSignatures,
  entrySignature,
  findCallEntry,
} from "./abi.ts";
import { checkAbiValue } from "./check-abi-value.ts";
import { type ScenarioIssue, type ScenarioPath, scenarioIssue } from "./scenario-issues.ts";
import { RESERVED_REFS, refName } from "./scenario-refs.ts";
import {
  type Expectation,
  isBalanceStep,
  type Scenario,
  type ScenarioValue,
} from "./scenario-schema.ts";

/** One contract of the Solidity file: its name and ABI (from the compiler). */
export interface ContractInterface {
  name: string;
  abi: AbiEntry[];
  /** False for abstract contracts, interfaces and libraries: they cannot be deployed. */
  deployable?: boolean;
}

/**
 * Checks a (schema-valid) scenario against the ABIs of the contracts in its Solidity file: every
 * deploy, predeploy and step names something that exists, with the right number of arguments,
 * each of the right type, and expectations of the right shape. Problems come back located
 * ("step 4, argument 2 (amount uint256): 300 is out of range for uint8").
 */
export function checkScenarioAgainstAbi(
  scenario: Scenario,
  contracts: readonly ContractInterface[],
): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const add = (path: ScenarioPath, message: string, severity?: ScenarioIssue["severity"]) =>
    issues.push(scenarioIssue(path, message, severity));
  const byName = new Map(contracts.map((c) => [c.name, c]));
  const allEntries = contracts.flatMap((c) => c.abi);
  /** `@name` → the contract behind it (undefined: an actor or a contract of unknown type). */
  const refs = new Map<string, string | undefined>();
  for (const actor of scenario.actors) refs.set(actor, undefined);
  refs.set("zero", undefined);
  const refNames = () => new Set(refs.keys());
  const actors = new Set(scenario.actors);

  const contractNamed = (name: string, path: ScenarioPath): ContractInterface | undefined => {
    const found = byName.get(name);
    if (!found) {
      const known = contracts.map((c) => c.name).join(", ");
      add(path, `no contract '${name}' in the source file${known ? ` (it has ${known})` : ""}`);
    }
    return found;
  };

  const checkArgs = (
    inputs: AbiParam[],
    args: ScenarioValue[],
    path: ScenarioPath,
    what: string,
  ) => {
    if (inputs.length !== args.length) {
      add(
        [...path, "args"],
        `${what} takes ${inputs.length} argument${inputs.length === 1 ? "" : "s"}, got ${args.length}`,
      );
    }
    const known = refNames();
    inputs.forEach((input, i) => {
      if (i >= args.length) return;
      const label = `(${input.name ? `${input.name} ` : ""}${input.type})`;
      for (const problem of checkAbiValue(input, args[i], { refs: known })) {
        add([...path, "args", i, ...problem.path], `${label} ${problem.message}`);
      }
    });
  };

  const checkValue = (
    entry: AbiEntry | undefined,
    value: string,
    path: ScenarioPath,
    what: string,
  ) => {
    if (value === "0" || !entry) return;
    if (entry.type === "receive" || entry.stateMutability === "payable") return;
    add(
      [...path, "value"],
      `${what} is not payable: attaching ${value} makes it revert`,
      "warning",
    );
  };

  const checkExpect = (
    expect: Expectation | undefined,
    entry: AbiEntry | undefined,
    path: ScenarioPath,
  ) => {
    if (!expect) return;
    const where = [...path, "expect"];
    if (expect.ok && expect.returns !== undefined && entry) {
      const outputs = entry.outputs ?? [];
      if (expect.returns.length !== outputs.length) {
        add(
          [...where, "returns"],
          `${entrySignature(entry)} returns ${outputs.length} value${outputs.length === 1 ? "" : "s"}, expected ${expect.returns.length}`,
        );
      } else {
        outputs.forEach((output, i) => {
          for (const problem of checkAbiValue(output, expect.returns![i], {
            refs: refNames(),
            wildcard: true,
          })) {
            add([...where, "returns", i, ...problem.path], problem.message);
          }
        });
      }
    }
    if (!expect.ok && expect.returns !== undefined) {
      add([...where, "returns"], "a call expected to revert returns nothing", "warning");
    }
    (expect.events ?? []).forEach((event, i) => {
      const candidates = allEntries.filter((e) => e.type === "event" && e.name === event.name);
      if (candidates.length === 0) {
        add([...where, "events", i, "name"], `no event '${event.name}' in the source file`);
        return;
      }
      if (
        event.args !== undefined &&
        !candidates.some((e) => (e.inputs ?? []).length === event.args!.length)
      ) {
        const counts = candidates.map((e) => (e.inputs ?? []).length).join(" or ");
        add(
          [...where, "events", i, "args"],
          `${event.name} has ${counts} parameters, expected ${event.args.length}`,
        );
      }
      if (event.emitter !== undefined && !refs.has(refName(event.emitter) ?? "")) {
        add([...where, "events", i, "emitter"], `unknown reference '${event.emitter}'`);
      }
    });
    if (!expect.ok && expect.revert !== undefined && typeof expect.revert === "object") {
      const revert = expect.revert;
      const errors = allEntries.filter((e) => e.type === "error" && e.name === revert.error);
      if (errors.length === 0) {
        add([...where, "revert", "error"], `no custom error '${revert.error}' in the source file`);
      } else if (!errors.some((e) => (e.inputs ?? []).length === revert.args.length)) {
        const counts = errors.map((e) => (e.inputs ?? []).length).join(" or ");
        add(
          [...where, "revert", "args"],
          `${revert.error} has ${counts} parameters, expected ${revert.args.length}`,
        );
      }
    }
  };

  const deploy = (
    path: ScenarioPath,
    contractPath: ScenarioPath,
    name: string,
    args: ScenarioValue[],
    value: string,
    expect: Expectation | undefined,
    ref: string,
  ) => {
    refs.set(ref, name);
    const contract = contractNamed(name, contractPath);
    if (!contract) return;
    if (contract.deployable === false)
      add(path, `${name} is abstract, an interface or a library: it cannot be deployed`);
    const ctor = contract.abi.find((e) => e.type === "constructor");
    checkArgs(ctor?.inputs ?? [], args, path, `the constructor of ${name}`);
    checkValue(
      ctor ?? { type: "constructor", stateMutability: "nonpayable" },
      value,
      path,
      `the constructor of ${name}`,
    );
    checkExpect(expect, undefined, path);
  };

  scenario.predeploy.forEach((p, i) => {
    deploy(
      ["predeploy", i],
      ["predeploy", i, "contract"],
      p.contract,
      p.args,
      p.value,
      p.expect,
      p.id,
    );
  });
  deploy(
    ["deploy"],
    ["contract"],
    scenario.contract,
    scenario.deploy.args,
    scenario.deploy.value,
    scenario.deploy.expect,
    "contract",
  );

  scenario.steps.forEach((step, i) => {
    const path: ScenarioPath = ["steps", i];
    if (isBalanceStep(step)) {
      const name = refName(step.balance);
      if (name === undefined || !refs.has(name))
        add([...path, "balance"], `unknown reference '${step.balance}'`);
      return;
    }
    const target = step.to === undefined ? "contract" : refName(step.to);
    let contract: ContractInterface | undefined;
    if (target === undefined || !refs.has(target)) {
      add([...path, "to"], `unknown reference '${step.to}'`);
    } else if (step.contract !== undefined) {
      contract = contractNamed(step.contract, [...path, "contract"]);
    } else if (actors.has(target) || target === "zero") {
      add([...path, "to"], `'${step.to}' is an actor, not a contract`);
    } else {
      const type = refs.get(target);
      contract = type === undefined ? undefined : byName.get(type);
      if (type === undefined) {
        add(
          [...path, "to"],
          `cannot tell which contract is at ${step.to}; add "contract"`,
          "warning",
        );
      }
    }
    let entry: AbiEntry | undefined;
    if (contract) {
      entry = findCallEntry(contract.abi, step.call.replace(/\s+/g, ""));
      if (!entry) {
        const name = step.call.slice(0, step.call.indexOf("("));
        const overloads = callableSignatures(contract.abi).filter((s) => s.startsWith(`${name}(`));
        add(
          [...path, "call"],
          overloads.length > 0
            ? `${contract.name} has no ${step.call}; did you mean ${overloads.join(" or ")}?`
            : `${contract.name} has no function ${step.call}`,
        );
      } else if (entry.type === "function") {
        checkArgs(entry.inputs ?? [], step.args, path, step.call);
      } else if (entry.type === "receive" && step.args.length > 0) {
        add([...path, "args"], "receive() takes no arguments");
      }
      checkValue(entry, step.value, path, step.call);
    }
    checkExpect(step.expect, entry, path);
    (step.bind ?? []).forEach((alias, position) => {
      const output = entry?.outputs?.[position];
      if (entry && output?.type !== "address") {
        add(
          [...path, "bind", position],
          `return value ${position + 1} of ${step.call} is not an address`,
        );
      }
      const fromType = /^contract (\w+)$/.exec(output?.internalType ?? "")?.[1];
      if ((RESERVED_REFS as readonly string[]).includes(alias)) return;
      refs.set(alias, step.bindContract ?? fromType);
    });
  });
  return issues;
}
