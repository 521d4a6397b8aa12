import { basename } from "node:path";
import { type AbiEntry, compileSolidity, entrySignature } from "@contract-platform/converter/evm";
import type { ScenarioInput } from "@contract-platform/converter/scenario";
import { plausibleValue } from "./plausible-value.ts";

export interface StarterScenarioInput {
  /** The Solidity file (compiled with the bundled solc). */
  solidityPath: string;
  /** The contract to deploy; default: the last deployable contract of the file. */
  contract?: string;
  /** The scenario's `file` field; default the file's name (a scenario saved beside it). */
  file?: string;
}

const ACTORS = ["alice", "bob", "carol"];

/** Deployable contracts of the file itself (not imports), in declaration order. */
export function deployableContracts(solidityPath: string): string[] {
  const compiled = compileSolidity(solidityPath);
  if (compiled.errors.length > 0) throw new Error(compiled.errors.join("\n"));
  const main = compiled.contracts[0]?.source;
  return compiled.contracts
    .filter((c) => c.source === main && c.bytecode !== "0x" && !c.needsLinking)
    .map((c) => c.name);
}

/**
 * A first scenario for a contract, from its ABI: alice deploys it with plausible constructor
 * arguments, every view is read, each state-changing function is called once with plausible
 * arguments (payable ones with 1000 attached, `receive` with a plain transfer), then the views
 * again to see what changed. Expectations are left out: record it on the EVM to fill them.
 */
export function generateStarterScenario(input: StarterScenarioInput): ScenarioInput {
  const compiled = compileSolidity(input.solidityPath);
  if (compiled.errors.length > 0) throw new Error(compiled.errors.join("\n"));
  const candidates = deployableContracts(input.solidityPath);
  const name = input.contract ?? candidates[candidates.length - 1];
  const contract = compiled.contracts.find((c) => c.name === name);
  if (!contract) throw new Error(`no contract ${name} in ${basename(input.solidityPath)}`);
  if (!candidates.includes(contract.name))
    throw new Error(`${name} cannot be deployed (abstract, an interface or a library)`);
  const functions = contract.abi.filter(
    (e): e is AbiEntry & { name: string } => e.type === "function" && !!e.name,
  );
  const isView = (f: AbiEntry) => f.stateMutability === "view" || f.stateMutability === "pure";
  const views = functions.filter(isView).map((f) => ({
    from: "alice",
    call: entrySignature(f),
    args: (f.inputs ?? []).map((p) => plausibleValue(p, "@alice")),
  }));
  const calls = functions
    .filter((f) => !isView(f))
    .map((f) => ({
      from: "alice",
      call: entrySignature(f),
      args: (f.inputs ?? []).map((p) => plausibleValue(p, "@bob")),
      ...(f.stateMutability === "payable" ? { value: "1000" } : {}),
    }));
  if (contract.abi.some((e) => e.type === "receive")) {
    calls.push({ from: "bob", call: "receive()", args: [], value: "1000" });
  }
  const ctor = contract.abi.find((e) => e.type === "constructor");
  return {
    contract: contract.name,
    file: input.file ?? basename(input.solidityPath),
    actors: ACTORS,
    notes:
      "Starter scenario generated from the ABI: record it on the EVM to fill the expectations.",
    deploy: {
      from: "alice",
      args: (ctor?.inputs ?? []).map((p) => plausibleValue(p, "@bob")),
      ...(ctor?.stateMutability === "payable" ? { value: "1000" } : {}),
    },
    steps: [...views, ...calls, ...(calls.length > 0 ? views : [])],
  };
}
