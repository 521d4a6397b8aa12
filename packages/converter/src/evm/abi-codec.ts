import { type AbiParameter, decodeAbiParameters, encodeAbiParameters } from "viem";
import { type AbiParam, type AbiValue, arrayInfo, isDynamic } from "./abi-types.ts";
import { bytesToHex, concatBytes, hexToBytes } from "./hex.ts";

/**
 * The Solidity ABI through viem (ADR 121), with values in our own shape: bigint integers,
 * lower-case 0x addresses and bytes, tuples as arrays in component order.
 */

function toViem(params: AbiParam[]): AbiParameter[] {
  return params.map((p) => ({
    name: p.name,
    type: p.type,
    ...(p.components ? { components: toViem(p.components) } : {}),
  })) as AbiParameter[];
}

/** viem's decoded value → ours (named tuples come back as objects, addresses checksummed). */
function fromViem(param: AbiParam, value: unknown): AbiValue {
  const arr = arrayInfo(param);
  if (arr) return (value as unknown[]).map((v) => fromViem(arr.elem, v));
  if (param.type === "tuple") {
    const components = param.components ?? [];
    const items = Array.isArray(value)
      ? value
      : components.map((c) => (value as Record<string, unknown>)[c.name]);
    return components.map((c, i) => fromViem(c, items[i]));
  }
  if (typeof value === "number") return BigInt(value);
  if (typeof value === "string") return param.type === "string" ? value : value.toLowerCase();
  return value as AbiValue;
}

/** Ours → what viem encodes (tuples as arrays are accepted as they are). */
function toViemValue(param: AbiParam, value: AbiValue): unknown {
  const arr = arrayInfo(param);
  if (arr) {
    if (!Array.isArray(value)) throw new Error(`${param.type}: expected an array`);
    return value.map((v) => toViemValue(arr.elem, v));
  }
  if (param.type === "tuple") {
    if (!Array.isArray(value)) throw new Error(`${param.type}: expected an array`);
    return (param.components ?? []).map((c, i) => toViemValue(c, value[i]));
  }
  if (/^u?int([0-9]*)$/.test(param.type)) return BigInt(value as bigint);
  return value;
}

/** Standard ABI encoding of a list of values (function arguments, tuple members). */
export function encodeParams(params: AbiParam[], values: AbiValue[]): Uint8Array {
  if (params.length !== values.length) {
    throw new Error(`expected ${params.length} values, got ${values.length}`);
  }
  const hex = encodeAbiParameters(
    toViem(params),
    params.map((p, i) => toViemValue(p, values[i])),
  );
  return hexToBytes(hex);
}

/** Decodes a list of values. */
export function decodeParams(params: AbiParam[], data: Uint8Array): AbiValue[] {
  const values = decodeAbiParameters(toViem(params), bytesToHex(data) as `0x${string}`);
  return params.map((p, i) => fromViem(p, values[i]));
}

/** Decodes one value stored in a 32-byte event topic (static types only). */
export function decodeTopic(param: AbiParam, topic: Uint8Array): AbiValue {
  return decodeParams([param], topic)[0];
}

/**
 * The bytes hashed for an indexed dynamic event parameter: strings and bytes raw, arrays and
 * structs as the concatenation of their members' encodings padded to 32 bytes (viem's topic
 * encoder refuses arrays and structs, so this part stays ours).
 */
export function encodeIndexed(param: AbiParam, value: AbiValue): Uint8Array {
  if (param.type === "string") return new TextEncoder().encode(String(value));
  if (param.type === "bytes") return hexToBytes(String(value));
  return encodeInPlacePadded(param, value);
}

function encodeInPlacePadded(param: AbiParam, value: AbiValue): Uint8Array {
  const arr = arrayInfo(param);
  const items = (v: AbiValue) => {
    if (!Array.isArray(v)) throw new Error(`${param.type}: expected an array`);
    return v;
  };
  if (arr) return concatBytes(...items(value).map((v) => encodeInPlacePadded(arr.elem, v)));
  if (param.type === "tuple") {
    const members = items(value);
    return concatBytes(
      ...(param.components ?? []).map((c, i) => encodeInPlacePadded(c, members[i])),
    );
  }
  if (param.type === "string" || param.type === "bytes") {
    const raw = encodeIndexed(param, value);
    const padded = new Uint8Array(Math.ceil(raw.length / 32) * 32);
    padded.set(raw);
    return padded;
  }
  if (isDynamic(param)) throw new Error(`unsupported indexed type '${param.type}'`);
  return encodeParams([param], [value]);
}
