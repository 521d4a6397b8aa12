import {
  type AbiParam,
  type AbiValue,
  arrayInfo,
  fixedBytesSize,
  headSize,
  integerInfo,
  isDynamic,
} from "./abi-types.ts";
import { bytesToHex, concatBytes, hexToBytes } from "./hex.ts";

const TWO_256 = 1n << 256n;

function word(value: bigint): Uint8Array {
  const out = new Uint8Array(32);
  let v = value < 0n ? TWO_256 + value : value;
  for (let i = 31; i >= 0; i--) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

function padRight(bytes: Uint8Array): Uint8Array {
  const size = Math.ceil(bytes.length / 32) * 32;
  const out = new Uint8Array(size);
  out.set(bytes);
  return out;
}

function expectArray(param: AbiParam, value: AbiValue): AbiValue[] {
  if (!Array.isArray(value)) throw new Error(`${param.type}: expected an array`);
  return value;
}

/** Standard ABI encoding of a list of values (function arguments, tuple members). */
export function encodeParams(params: AbiParam[], values: AbiValue[]): Uint8Array {
  if (params.length !== values.length) {
    throw new Error(`expected ${params.length} values, got ${values.length}`);
  }
  const heads: Uint8Array[] = [];
  const tails: Uint8Array[] = [];
  let tailOffset = params.reduce((s, p) => s + headSize(p), 0);
  params.forEach((p, i) => {
    const encoded = encodeValue(p, values[i]);
    if (isDynamic(p)) {
      heads.push(word(BigInt(tailOffset)));
      tails.push(encoded);
      tailOffset += encoded.length;
    } else {
      heads.push(encoded);
    }
  });
  return concatBytes(...heads, ...tails);
}

/** Encoding of one value in place (static) or as its tail (dynamic). */
export function encodeValue(param: AbiParam, value: AbiValue): Uint8Array {
  const arr = arrayInfo(param);
  if (arr) {
    const items = expectArray(param, value);
    if (arr.length !== undefined && items.length !== arr.length) {
      throw new Error(`${param.type}: expected ${arr.length} elements, got ${items.length}`);
    }
    const body = encodeParams(
      items.map(() => arr.elem),
      items,
    );
    return arr.length === undefined ? concatBytes(word(BigInt(items.length)), body) : body;
  }
  if (param.type === "tuple")
    return encodeParams(param.components ?? [], expectArray(param, value));
  if (param.type === "string" || param.type === "bytes") {
    const bytes =
      param.type === "string" ? new TextEncoder().encode(String(value)) : hexToBytes(String(value));
    return concatBytes(word(BigInt(bytes.length)), padRight(bytes));
  }
  if (param.type === "bool") return word(value === true ? 1n : 0n);
  if (param.type === "address") return word(BigInt(String(value)));
  const size = fixedBytesSize(param.type);
  if (size !== null) {
    const out = new Uint8Array(32);
    out.set(hexToBytes(String(value)).slice(0, size));
    return out;
  }
  if (integerInfo(param.type)) return word(BigInt(value as bigint));
  throw new Error(`unsupported ABI type '${param.type}'`);
}

function readWord(data: Uint8Array, pos: number): bigint {
  if (pos + 32 > data.length) throw new Error("ABI data too short");
  let v = 0n;
  for (let i = 0; i < 32; i++) v = (v << 8n) | BigInt(data[pos + i]);
  return v;
}

function readOffset(data: Uint8Array, pos: number): number {
  const v = readWord(data, pos);
  if (v > BigInt(data.length)) throw new Error("ABI offset out of range");
  return Number(v);
}

/** Decodes a list of values laid out from `base`. */
export function decodeParams(params: AbiParam[], data: Uint8Array, base = 0): AbiValue[] {
  let head = base;
  return params.map((p) => {
    const value = isDynamic(p)
      ? decodeAt(p, data, base + readOffset(data, head), base)
      : decodeAt(p, data, head, base);
    head += headSize(p);
    return value;
  });
}

function decodeAt(param: AbiParam, data: Uint8Array, pos: number, _base: number): AbiValue {
  const arr = arrayInfo(param);
  if (arr) {
    if (arr.length === undefined) {
      const length = readOffset(data, pos);
      return decodeParams(
        Array.from({ length }, () => arr.elem),
        data,
        pos + 32,
      );
    }
    return decodeParams(
      Array.from({ length: arr.length }, () => arr.elem),
      data,
      pos,
    );
  }
  if (param.type === "tuple") return decodeParams(param.components ?? [], data, pos);
  if (param.type === "string" || param.type === "bytes") {
    const length = readOffset(data, pos);
    if (pos + 32 + length > data.length) throw new Error("ABI data too short");
    const bytes = data.slice(pos + 32, pos + 32 + length);
    return param.type === "string" ? new TextDecoder().decode(bytes) : bytesToHex(bytes);
  }
  const raw = readWord(data, pos);
  if (param.type === "bool") return raw !== 0n;
  if (param.type === "address") return `0x${raw.toString(16).padStart(40, "0")}`;
  const size = fixedBytesSize(param.type);
  if (size !== null) return bytesToHex(data.slice(pos, pos + size));
  const int = integerInfo(param.type);
  if (int) {
    if (int.signed && raw >= 1n << 255n) return raw - TWO_256;
    return raw;
  }
  throw new Error(`unsupported ABI type '${param.type}'`);
}

/** Decodes one value stored in a 32-byte event topic (static types only). */
export function decodeTopic(param: AbiParam, topic: Uint8Array): AbiValue {
  return decodeAt(param, topic, 0, 0);
}

/**
 * The bytes hashed for an indexed dynamic event parameter: strings and bytes raw, arrays and
 * structs as the concatenation of their members' encodings padded to 32 bytes.
 */
export function encodeIndexed(param: AbiParam, value: AbiValue): Uint8Array {
  if (param.type === "string") return new TextEncoder().encode(String(value));
  if (param.type === "bytes") return hexToBytes(String(value));
  return encodeInPlacePadded(param, value);
}

function encodeInPlacePadded(param: AbiParam, value: AbiValue): Uint8Array {
  const arr = arrayInfo(param);
  if (arr)
    return concatBytes(...expectArray(param, value).map((v) => encodeInPlacePadded(arr.elem, v)));
  if (param.type === "tuple") {
    const members = expectArray(param, value);
    return concatBytes(
      ...(param.components ?? []).map((c, i) => encodeInPlacePadded(c, members[i])),
    );
  }
  if (param.type === "string" || param.type === "bytes")
    return padRight(encodeIndexed(param, value));
  return encodeValue(param, value);
}
