import type { AbiParam } from "@contract-platform/converter/evm";
import type { ScenarioValue } from "@contract-platform/converter/scenario";
import type { Random } from "./random.ts";

export interface ValueContext {
  /** `@names` an address argument may take (actors, `@contract`, `@zero`, predeploys). */
  addresses: string[];
  /** Numbers worth trying again (constructor arguments, earlier arguments). */
  numbers: bigint[];
}

/** Edge values of an integer type, as a fuzzer tries them first. */
export function boundaryValues(type: string): bigint[] {
  const int = /^(u?)int([0-9]*)$/.exec(type);
  if (!int) return [];
  const bits = BigInt(int[2] === "" ? 256 : Number(int[2]));
  if (int[1] === "u") {
    const max = (1n << bits) - 1n;
    return [0n, 1n, 2n, max, max - 1n, max / 2n, max / 2n + 1n];
  }
  const max = (1n << (bits - 1n)) - 1n;
  return [0n, 1n, -1n, max, -max - 1n, max - 1n, -max];
}

/**
 * A random argument of an ABI type, always valid for the type: integers from the boundaries,
 * small numbers, numbers seen before or anywhere in range; addresses among the scenario's names;
 * short strings and bytes; arrays of up to three elements; structs member by member.
 */
export function randomValue(param: AbiParam, random: Random, ctx: ValueContext): ScenarioValue {
  const array = /^(.*)\[([0-9]*)\]$/.exec(param.type);
  if (array) {
    const element: AbiParam = {
      ...param,
      type: array[1],
      internalType: param.internalType?.replace(/\[[0-9]*\]$/, ""),
    };
    const length = array[2] === "" ? random.below(4) : Number(array[2]);
    return Array.from({ length }, () => randomValue(element, random, ctx));
  }
  if (param.type === "tuple")
    return (param.components ?? []).map((c) => randomValue(c, random, ctx));
  if (param.type === "address") return random.pick(ctx.addresses);
  if (param.type === "bool") return random.chance(0.5);
  if (param.type === "string") return random.pick(["", "a", "hello", "Ünïcode ✓", "x".repeat(40)]);
  if (param.type === "bytes")
    return random.pick(["0x", "0x00", "0xdeadbeef", `0x${"ab".repeat(33)}`]);
  const fixed = /^bytes([0-9]+)$/.exec(param.type);
  if (fixed) {
    const size = Number(fixed[1]);
    const byte = random.pick(["00", "ff", "01", "7f"]);
    return `0x${byte.repeat(size)}`;
  }
  const int = /^(u?)int([0-9]*)$/.exec(param.type);
  if (int) {
    const bits = BigInt(int[2] === "" ? 256 : Number(int[2]));
    const signed = int[1] === "";
    const max = (1n << (signed ? bits - 1n : bits)) - 1n;
    const min = signed ? -max - 1n : 0n;
    if (param.internalType?.startsWith("enum ")) return String(random.below(4));
    const inRange = (n: bigint) => n >= min && n <= max;
    const roll = random.next();
    let n: bigint;
    if (roll < 0.25) n = random.pick(boundaryValues(param.type));
    else if (roll < 0.55) n = BigInt(random.below(11));
    else if (roll < 0.75 && ctx.numbers.some(inRange)) n = random.pick(ctx.numbers.filter(inRange));
    else n = random.bigint(max);
    if (signed && random.chance(0.3) && n !== 0n && inRange(-n)) n = -n;
    return (inRange(n) ? n : 0n).toString();
  }
  return "0";
}
