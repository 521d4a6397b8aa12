import type { SolType } from "../../model/sol-type.ts";
import { pascalCase } from "../../naming/snake-case.ts";
import type { ContractUnit } from "../contract-unit.ts";
import type { StateVar } from "../state-var.ts";
import type { Path } from "./storage-path.ts";

/**
 * Storage references to mappings (ADR 0208). A mapping passed to an internal or library function
 * (`mapping(address => uint) storage m`) has no Rust value; the function gets its location
 * instead: a value of the enum `<Key>To<Value>Ref`, one variant per map in storage that holds a
 * mapping of that type (a state mapping, the values of an outer mapping, a struct's mapping
 * member), carrying the outer keys that lead to it. Its `may_load`/`save`/`remove` pick the map
 * and prefix the key, so `m[k]` inside the function reads and writes the caller's map.
 */

/**
 * Whether a parameter of type `t` travels as a location: a mapping, or a fixed-size array of
 * mappings (ADR 0209; a dynamic one would need its length too).
 */
export function isMappingRefType(t: SolType): boolean {
  return t.k === "mapping" || (t.k === "array" && t.elem.k === "mapping" && t.len !== null);
}

/**
 * The keys of a mapping type, outermost first, and the value type after them; an array of
 * mappings is keyed by the element's index first.
 */
export function mappingKeys(t: SolType): { keys: SolType[]; value: SolType } {
  const keys: SolType[] = [];
  let value = t;
  if (value.k === "array" && value.elem.k === "mapping") {
    keys.push({ k: "uint", bits: 256 });
    value = value.elem;
  }
  while (value.k === "mapping") {
    keys.push(value.key);
    value = value.value;
  }
  return { keys, value };
}

/** A type's part of a Rust name: `Uint256`, `Address`, `Bytes32`, `DataArray`. */
function typeWord(t: SolType): string {
  switch (t.k) {
    case "uint":
    case "int":
      return `${pascalCase(t.k)}${t.bits}`;
    case "fixedbytes":
      return `Bytes${t.n}`;
    case "address":
    case "contract":
      return "Address";
    case "enum":
    case "struct":
      return pascalCase(t.name.replace(/\W/g, "_"));
    case "array":
      return `${typeWord(t.elem)}Array${t.len === null ? "" : t.len}`;
    case "mapping":
      return `${typeWord(t.key)}To${typeWord(t.value)}`;
    default:
      return pascalCase(t.k);
  }
}

/** The Rust enum naming where a mapping of type `t` is stored: `AddressToUint256Ref`. */
export function mappingRefName(t: SolType): string {
  return `${typeWord(t)}Ref`;
}

/** The enum variant for a mapping held by the map `sv`. */
export function mappingRefVariant(sv: StateVar): string {
  return pascalCase(sv.constName.toLowerCase()) || "Value";
}

export interface MappingLocation {
  sv: StateVar;
  /** How many of the map's keys lead to the mapping (the variant carries them). */
  prefix: number;
}

const same = (a: SolType, b: SolType) => JSON.stringify(a) === JSON.stringify(b);

/** Every map in storage holding a mapping of type `t`, with the keys that lead to it. */
export function mappingLocations(unit: ContractUnit, t: SolType): MappingLocation[] {
  const { keys, value } = mappingKeys(t);
  const out: MappingLocation[] = [];
  for (const sv of unit.stateVarOrder) {
    // a recursive struct's nodes are keyed by a path, not by mapping keys (ADR 0210)
    if (sv.kind !== "map" || sv.recursive || sv.keys.length < keys.length) continue;
    // arrays kept element by element hold no mappings (ADRs 0220, 0221)
    if (sv.storedElements) continue;
    if (!same(sv.value, value)) continue;
    const prefix = sv.keys.length - keys.length;
    // an array of mappings is only itself, and its index is not a mapping key
    if (t.k === "array" ? !sv.elements || !same(sv.type, t) : sv.elements && prefix === 0) continue;
    if (keys.every((k, i) => same(k, sv.keys[prefix + i]))) out.push({ sv, prefix });
  }
  return out;
}

/**
 * The place a mapping parameter named `name` denotes: a map whose accessors are the location
 * value's (`name.may_load(..)`), keyed by the mapping's own keys.
 */
export function mappingParamPath(param: StateVar["node"], name: string, t: SolType): Path {
  const { keys, value } = mappingKeys(t);
  const sv: StateVar = {
    node: param,
    type: t,
    constName: name,
    storageKey: name,
    kind: "map",
    keys,
    value,
    mappingRef: true,
    ...(t.k === "array" ? { elements: { length: t.len, mappingKeys: 0 } } : {}),
  };
  return { root: { sv }, steps: [], type: t };
}
