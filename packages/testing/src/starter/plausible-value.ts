import type { AbiParam } from "@contract-platform/converter/evm";
import type { ScenarioValue } from "@contract-platform/converter/scenario";

const GENESIS_TIME = 1_700_000_000n;

/** A number a person would try for a parameter with this name. */
function plausibleNumber(name: string): bigint {
  const n = name.toLowerCase();
  if (/fee|rate|percent|bps|ratio|share/.test(n)) return 5n;
  if (/duration|period|delay|interval|window|seconds|lock/.test(n)) return 3600n;
  if (/deadline|timestamp|until|expir|end|start|time/.test(n)) return GENESIS_TIME + 86_400n;
  if (/decimals/.test(n)) return 18n;
  if (/index|idx|position|slot/.test(n)) return 0n;
  if (/supply|amount|value|price|cap|goal|balance|limit|max|min|wad|deposit|stake|reward/.test(n)) {
    return 1000n;
  }
  return 1n;
}

/**
 * A plausible argument of an ABI parameter: addresses of the scenario's actors, numbers by the
 * parameter's name (amounts 1000, fees 5, durations an hour, deadlines a day after genesis)
 * within the type's range, one-element arrays, structs member by member.
 */
export function plausibleValue(param: AbiParam, address: string): ScenarioValue {
  const array = /^(.*)\[([0-9]*)\]$/.exec(param.type);
  if (array) {
    const element = {
      ...param,
      type: array[1],
      internalType: param.internalType?.replace(/\[[0-9]*\]$/, ""),
    };
    const length = array[2] === "" ? 1 : Number(array[2]);
    return Array.from({ length }, () => plausibleValue(element, address));
  }
  if (param.type === "tuple")
    return (param.components ?? []).map((c) => plausibleValue(c, address));
  if (param.type === "address") return address;
  if (param.type === "bool") return true;
  if (param.type === "string") {
    if (/symbol|ticker/i.test(param.name)) return "TKN";
    if (/ur[il]/i.test(param.name)) return "https://example.com/item/1";
    return "Example";
  }
  if (param.type === "bytes") return "0x1234";
  const fixed = /^bytes([0-9]+)$/.exec(param.type);
  if (fixed) return `0x${"11".repeat(Number(fixed[1]))}`;
  const int = /^(u?)int([0-9]*)$/.exec(param.type);
  if (int) {
    if (param.internalType?.startsWith("enum ")) return "0";
    const bits = BigInt(int[2] === "" ? 256 : Number(int[2]));
    const max = (1n << (int[1] === "u" ? bits : bits - 1n)) - 1n;
    const n = plausibleNumber(param.name);
    return (n > max ? max : n).toString();
  }
  return "0";
}
