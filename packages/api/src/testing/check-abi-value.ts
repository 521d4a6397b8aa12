import { type AbiParam, arrayInfo, fixedBytesSize, integerInfo, integerRange } from "./abi.ts";
import { refName } from "./scenario-refs.ts";
import type { ScenarioValue } from "./scenario-schema.ts";

/** A problem inside one value: `path` goes into arrays and tuples (empty for the value itself). */
export interface AbiValueProblem {
  path: number[];
  message: string;
}

export interface AbiValueOptions {
  /** Names an `@reference` may use (actors, `contract`, `zero`, predeploy ids, aliases). */
  refs?: ReadonlySet<string>;
  /** Expectations may hold `"*"` (any value). */
  wildcard?: boolean;
}

const INTEGER = /^-?[0-9]+$/;
const HEX = /^0x([0-9a-fA-F]{2})*$/;

/**
 * Checks a scenario-encoded value against its ABI type the way the runners will read it:
 * decimal strings in range for integers, `@reference` or 0x address for addresses, 0x hex of the
 * right size for bytes, arrays and tuples of the right length. Returns every problem found.
 */
export function checkAbiValue(
  param: AbiParam,
  value: ScenarioValue,
  options: AbiValueOptions = {},
): AbiValueProblem[] {
  const problems: AbiValueProblem[] = [];
  visit(param, value, [], options, problems);
  return problems;
}

function visit(
  param: AbiParam,
  value: ScenarioValue,
  path: number[],
  options: AbiValueOptions,
  problems: AbiValueProblem[],
) {
  const fail = (message: string) => problems.push({ path, message });
  if (options.wildcard && value === "*") return;
  const arr = arrayInfo(param);
  if (arr) {
    if (!Array.isArray(value)) return fail(`${param.type} must be a JSON array`);
    if (arr.length !== undefined && value.length !== arr.length) {
      return fail(`${param.type} must have ${arr.length} elements, has ${value.length}`);
    }
    value.forEach((v, i) => {
      visit(arr.elem, v, [...path, i], options, problems);
    });
    return;
  }
  if (param.type === "tuple") {
    const components = param.components ?? [];
    if (!Array.isArray(value)) {
      return fail(`a struct must be a JSON array of its ${components.length} members`);
    }
    if (value.length !== components.length) {
      return fail(`a struct of ${components.length} members, got ${value.length}`);
    }
    components.forEach((c, i) => {
      visit(c, value[i], [...path, i], options, problems);
    });
    return;
  }
  if (Array.isArray(value)) return fail(`${param.type} cannot be an array`);
  if (param.type === "bool") {
    if (value === true || value === false || value === "true" || value === "false") return;
    return fail(`${JSON.stringify(value)} is not a bool (true or false)`);
  }
  if (param.type === "string") {
    if (typeof value !== "string") return fail(`${JSON.stringify(value)} is not a string`);
    return;
  }
  if (param.type === "address") {
    if (typeof value !== "string") return fail(`${JSON.stringify(value)} is not an address`);
    if (/^0x[0-9a-fA-F]{40}$/.test(value)) return;
    const name = refName(value);
    if (name === undefined) {
      return fail(`${JSON.stringify(value)} is not an @actor, @contract, @zero or 0x address`);
    }
    if (options.refs && !options.refs.has(name)) return fail(`unknown reference '${value}'`);
    return;
  }
  const size = fixedBytesSize(param.type);
  if (param.type === "bytes" || size !== null) {
    if (typeof value !== "string" || !HEX.test(value)) {
      return fail(`${JSON.stringify(value)} is not 0x hex`);
    }
    if (size !== null && value.length !== 2 + 2 * size) {
      return fail(`${param.type} must be ${size} bytes (${2 * size} hex digits)`);
    }
    return;
  }
  const int = integerInfo(param.type);
  if (int) {
    if (typeof value === "boolean" || !INTEGER.test(String(value))) {
      return fail(`${JSON.stringify(value)} is not a decimal integer`);
    }
    const { min, max } = integerRange(int);
    const n = BigInt(value);
    if (n < min || n > max) return fail(`${value} is out of range for ${param.type}`);
    return;
  }
  fail(`unsupported type '${param.type}'`);
}
