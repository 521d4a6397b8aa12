import { isWildcard, type ScenarioValue } from "../scenario/index.ts";
import {
  type AbiParam,
  type AbiValue,
  arrayInfo,
  fixedBytesSize,
  integerInfo,
} from "./abi-types.ts";

/** Maps an `@name` reference to a lower-case 0x address; throws for unknown names. */
export type AddressResolver = (ref: string) => string;
/** Maps a lower-case 0x address back to `@name` when it is known. */
export type AddressNamer = (address: string) => string | undefined;

function fail(param: AbiParam, value: unknown, why: string): never {
  throw new Error(
    `${param.type} ${param.name || ""}: ${JSON.stringify(value)} ${why}`.replace("  ", " "),
  );
}

/** Converts a scenario-encoded value to the ABI value of `param`. */
export function toAbiValue(
  param: AbiParam,
  value: ScenarioValue,
  resolve: AddressResolver,
): AbiValue {
  const arr = arrayInfo(param);
  if (arr) {
    if (!Array.isArray(value)) fail(param, value, "is not an array");
    if (arr.length !== undefined && value.length !== arr.length) {
      fail(param, value, `must have ${arr.length} elements`);
    }
    return value.map((v) => toAbiValue(arr.elem, v, resolve));
  }
  if (param.type === "tuple") {
    const components = param.components ?? [];
    if (!Array.isArray(value) || value.length !== components.length) {
      fail(param, value, `must be an array of ${components.length} members`);
    }
    return components.map((c, i) => toAbiValue(c, value[i], resolve));
  }
  if (Array.isArray(value)) fail(param, value, "is an array");
  if (param.type === "bool") {
    if (value === true || value === "true") return true;
    if (value === false || value === "false") return false;
    fail(param, value, "is not a bool");
  }
  if (param.type === "string") {
    if (typeof value !== "string") fail(param, value, "is not a string");
    return value;
  }
  if (param.type === "address") {
    if (typeof value !== "string") fail(param, value, "is not an address");
    if (value.startsWith("@")) return resolve(value);
    if (/^0x[0-9a-fA-F]{40}$/.test(value)) return value.toLowerCase();
    fail(param, value, "is not an @reference or 0x address");
  }
  if (param.type === "bytes" || fixedBytesSize(param.type) !== null) {
    if (typeof value !== "string" || !/^0x([0-9a-fA-F]{2})*$/.test(value)) {
      fail(param, value, "is not 0x hex");
    }
    const size = fixedBytesSize(param.type);
    if (size !== null && value.length !== 2 + 2 * size) fail(param, value, `must be ${size} bytes`);
    return value.toLowerCase();
  }
  const int = integerInfo(param.type);
  if (int) {
    if (typeof value === "boolean" || !/^-?[0-9]+$/.test(String(value))) {
      fail(param, value, "is not a decimal integer");
    }
    const n = BigInt(value);
    const min = int.signed ? -(1n << BigInt(int.bits - 1)) : 0n;
    const max = int.signed ? (1n << BigInt(int.bits - 1)) - 1n : (1n << BigInt(int.bits)) - 1n;
    if (n < min || n > max) fail(param, value, "is out of range");
    return n;
  }
  throw new Error(`unsupported ABI type '${param.type}'`);
}

/** Converts a decoded ABI value to scenario encoding; addresses become `@name` when `name` knows them. */
export function toScenarioValue(
  param: AbiParam,
  value: AbiValue,
  name?: AddressNamer,
): ScenarioValue {
  const arr = arrayInfo(param);
  if (arr) return (value as AbiValue[]).map((v) => toScenarioValue(arr.elem, v, name));
  if (param.type === "tuple") {
    return (param.components ?? []).map((c, i) =>
      toScenarioValue(c, (value as AbiValue[])[i], name),
    );
  }
  if (typeof value === "bigint") return value.toString();
  if (param.type === "address" && typeof value === "string") {
    return name?.(value.toLowerCase()) ?? value.toLowerCase();
  }
  return value as ScenarioValue;
}

/** The expected value in the same canonical form as `toScenarioValue` (no names); `"*"` is kept. */
export function canonicalExpected(
  param: AbiParam,
  value: ScenarioValue,
  resolve: AddressResolver,
): ScenarioValue {
  if (isWildcard(value)) return value;
  const arr = arrayInfo(param);
  if (arr && Array.isArray(value)) return value.map((v) => canonicalExpected(arr.elem, v, resolve));
  if (param.type === "tuple" && Array.isArray(value)) {
    const components = param.components ?? [];
    if (value.length !== components.length)
      fail(param, value, `must have ${components.length} members`);
    return components.map((c, i) => canonicalExpected(c, value[i], resolve));
  }
  return toScenarioValue(param, toAbiValue(param, value, resolve));
}
