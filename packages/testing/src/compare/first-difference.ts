import type { ScenarioValue } from "@contract-platform/converter/scenario";

const INTEGER = /^-?[0-9]+$/;
const EVM_ADDRESS = /^0x[0-9a-f]{40}$/;
const BECH32_ADDRESS = /^[a-z]+1[02-9ac-hj-np-z]{20,}$/;

/** Renders a value for a diff line. */
export function show(value: unknown): string {
  return value === undefined ? "nothing" : JSON.stringify(value);
}

/**
 * The first place two scenario-encoded values differ, as `path: EVM x, CosmWasm y`; undefined when
 * they are the same. Integers compare by value, hex case-insensitively. Addresses the scenario does
 * not name (a contract created without `bind`) cannot be matched across chains and count as equal.
 */
export function firstDifference(
  evm: ScenarioValue | undefined,
  cosmwasm: ScenarioValue | undefined,
  path: string,
): string | undefined {
  if (Array.isArray(evm) || Array.isArray(cosmwasm)) {
    if (!Array.isArray(evm) || !Array.isArray(cosmwasm)) {
      return `${path}: EVM ${show(evm)}, CosmWasm ${show(cosmwasm)}`;
    }
    if (evm.length !== cosmwasm.length) {
      return `${path}: EVM ${evm.length} values ${show(evm)}, CosmWasm ${cosmwasm.length} values ${show(cosmwasm)}`;
    }
    for (let i = 0; i < evm.length; i++) {
      const diff = firstDifference(evm[i], cosmwasm[i], `${path}[${i}]`);
      if (diff) return diff;
    }
    return undefined;
  }
  return sameScalar(evm, cosmwasm)
    ? undefined
    : `${path}: EVM ${show(evm)}, CosmWasm ${show(cosmwasm)}`;
}

function sameScalar(a: ScenarioValue | undefined, b: ScenarioValue | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (typeof a === "boolean" || typeof b === "boolean") return false;
  const x = String(a);
  const y = String(b);
  if (INTEGER.test(x) && INTEGER.test(y)) return BigInt(x) === BigInt(y);
  if (x.startsWith("0x") && y.startsWith("0x")) return x.toLowerCase() === y.toLowerCase();
  if (EVM_ADDRESS.test(x) && BECH32_ADDRESS.test(y)) return true;
  return x === y;
}
