import type { SolType } from "../model/sol-type.ts";

/** The Rust integer type that holds a Solidity integer of `bits` (next wider type for odd widths). */
export function rustIntType(signed: boolean, bits: number): string {
  const width =
    bits <= 8 ? 8 : bits <= 16 ? 16 : bits <= 32 ? 32 : bits <= 64 ? 64 : bits <= 128 ? 128 : 256;
  if (width <= 32) return `${signed ? "i" : "u"}${width}`;
  return `${signed ? "Int" : "Uint"}${width}`;
}

export function containerBits(bits: number): number {
  return bits <= 8
    ? 8
    : bits <= 16
      ? 16
      : bits <= 32
        ? 32
        : bits <= 64
          ? 64
          : bits <= 128
            ? 128
            : 256;
}

export function isNativeInt(rust: string): boolean {
  return /^[ui](8|16|32)$/.test(rust);
}

/** The Rust type of a value of type `t` inside the contract (storage, locals, responses). */
export function rustType(t: SolType): string {
  switch (t.k) {
    case "bool":
      return "bool";
    case "uint":
      return rustIntType(false, t.bits);
    case "int":
      return rustIntType(true, t.bits);
    case "address":
    case "contract":
      return "Addr";
    case "string":
      return "String";
    case "bytes":
    case "fixedbytes":
      return "HexBinary";
    case "enum":
    case "struct":
      return t.name;
    case "array":
      return `Vec<${rustType(t.elem)}>`;
    case "tuple":
      return `(${t.items.map((i) => (i ? rustType(i) : "()")).join(", ")})`;
    case "function":
      // an internal function value: the id of the function it names, 0 for none (ADR 196)
      return t.external ? "()" : "u32";
    default:
      return "()";
  }
}

/** The Rust type of a message field carrying `t` (addresses arrive as strings and are validated). */
export function msgFieldType(t: SolType): string {
  if (t.k === "address" || t.k === "contract") return "String";
  if (t.k === "array") return `Vec<${msgFieldType(t.elem)}>`;
  return rustType(t);
}

/** `#[returns(..)]` needs full paths for types not otherwise imported on wasm32. */
export function returnsPath(t: SolType): string {
  const r = rustType(t);
  return r.replace(
    /\b(Addr|Uint64|Uint128|Uint256|Int64|Int128|Int256|HexBinary)\b/g,
    "cosmwasm_std::$1",
  );
}

export function isCopy(t: SolType): boolean {
  return t.k === "bool" || t.k === "uint" || t.k === "int" || t.k === "enum" || t.k === "function";
}

/** Whether `Default::default()` gives Solidity's zero value for `t`. */
export function hasSolDefault(t: SolType): boolean {
  switch (t.k) {
    case "address":
    case "contract":
    case "fixedbytes":
      return false;
    case "array":
      return t.len === null;
    default:
      return true;
  }
}

/** The JSON encoding kind recorded in conversion.json. */
export function jsonKind(t: SolType): unknown {
  switch (t.k) {
    case "bool":
      return "bool";
    case "uint":
    case "int":
      return t.bits <= 32 ? "number" : "decimal_string";
    case "address":
    case "contract":
      return "address";
    case "string":
      return "string";
    case "bytes":
    case "fixedbytes":
      return "hex";
    case "enum":
      return { enum: t.name };
    case "struct":
      return { struct: t.name };
    case "array":
      return { array: jsonKind(t.elem), ...(t.len !== null ? { length: t.len } : {}) };
    default:
      return "unknown";
  }
}

/** Solidity's zero value of `t` as a Rust expression. */
export function defaultValue(t: SolType, enumFirst: (name: string) => string): string {
  switch (t.k) {
    case "bool":
      return "false";
    case "uint":
    case "int": {
      const r = rustType(t);
      return isNativeInt(r) ? `0${r}` : `${r}::zero()`;
    }
    case "address":
    case "contract":
      return 'Addr::unchecked("")';
    case "string":
      return "String::new()";
    case "bytes":
      return "HexBinary::default()";
    case "fixedbytes":
      return `HexBinary::from(vec![0u8; ${t.n}])`;
    case "enum":
      return `${t.name}::${enumFirst(t.name)}`;
    case "struct":
      return `${t.name}::default()`;
    case "array":
      return t.len === null ? "Vec::new()" : `vec![${defaultValue(t.elem, enumFirst)}; ${t.len}]`;
    case "function":
      return t.external ? "()" : "0u32";
    default:
      return "()";
  }
}

/**
 * `defaultValue` with the element type of an empty dynamic array spelled out (`Vec::<u8>::new()`),
 * for places where nothing else tells Rust what it holds (`to_json_binary(&..)`, an unused local).
 */
export function typedDefaultValue(t: SolType, enumFirst: (name: string) => string): string {
  if (t.k !== "array") return defaultValue(t, enumFirst);
  if (t.len === null) return `Vec::<${rustType(t.elem)}>::new()`;
  return `vec![${typedDefaultValue(t.elem, enumFirst)}; ${t.len}]`;
}

/** The cw-storage-plus key type a `Map` uses for a Solidity mapping key. */
export function keyType(t: SolType): string {
  switch (t.k) {
    case "address":
    case "contract":
      return "&Addr";
    case "uint":
    case "int": {
      const r = rustType(t);
      if (/^[ui](8|16|32)$/.test(r)) return r;
      if (r === "Uint64") return "u64";
      if (r === "Uint128") return "u128";
      if (r === "Int64") return "i64";
      if (r === "Int128") return "i128";
      return "&[u8]";
    }
    case "string":
      return "&str";
    case "bool":
    case "enum":
      return "u8";
    default:
      return "&[u8]";
  }
}
