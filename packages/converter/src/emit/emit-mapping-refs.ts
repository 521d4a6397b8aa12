import type { ContractUnit } from "../lower/contract-unit.ts";
import {
  isMappingRefType,
  type MappingLocation,
  mappingKeys,
  mappingLocations,
  mappingRefName,
  mappingRefVariant,
} from "../lower/storage/mapping-refs.ts";
import { solName } from "../model/sol-type.ts";
import { keyFromRef } from "./emit-struct-refs.ts";
import { isCopy, keyType, rustType } from "./rust-types.ts";

/** Where a location's mapping is: `balances`, `allowed[..]`, `accounts[..].limits`. */
function placeText(l: MappingLocation): string {
  const parent = l.sv.memberOf?.parent;
  if (!parent) return `${l.sv.node.name}${"[..]".repeat(l.prefix)}`;
  const own = l.prefix - parent.keys.length;
  return `${parent.node.name}${"[..]".repeat(parent.keys.length)}.${l.sv.memberOf!.member}${"[..]".repeat(own)}`;
}

/**
 * state.rs items for mappings passed by storage reference (ADR 0208): the enum `<..>Ref` naming
 * the map holding such a mapping, with `Map`-like accessors (`may_load`, `save`, `remove`) that
 * pick the map and prefix the key with the outer keys the variant carries, and, for a nested
 * mapping, `entry(key)` giving the location of the inner mapping `m[key]`.
 */
export function emitMappingRefs(unit: ContractUnit): string[] {
  const pending = [...unit.mappingRefs.values()];
  const items = new Map<string, string>();
  while (pending.length > 0) {
    const t = pending.pop()!;
    const name = mappingRefName(t);
    if (items.has(name) || !isMappingRefType(t)) continue;
    const locations = mappingLocations(unit, t);
    const bound = (l: MappingLocation) => l.sv.keys.slice(0, l.prefix).map((_, i) => `k${i}`);
    const pattern = (l: MappingLocation) => {
      const b = bound(l);
      return `${name}::${mappingRefVariant(l.sv)}${b.length ? `(${b.join(", ")})` : ""}`;
    };
    const variants = locations.map((l) => {
      const fields = l.sv.keys.slice(0, l.prefix).map(rustType);
      return `    /// \`${placeText(l)}\`\n    ${mappingRefVariant(l.sv)}${fields.length ? `(${fields.join(", ")})` : ""},`;
    });
    const matchOn = (arms: string[]) =>
      locations.length === 0
        ? "        match *self {}"
        : `        match self {\n${arms.join("\n")}\n        }`;
    const u = (n: string) => (locations.length === 0 ? `_${n}` : n);
    const { keys, value } = mappingKeys(t);
    const keyTypes = keys.map(keyType);
    const keyParam = keyTypes.length === 1 ? keyTypes[0] : `(${keyTypes.join(", ")})`;
    const own = keys.length === 1 ? ["key"] : keys.map((_, i) => `key.${i}`);
    const arms = (call: (map: string, key: string) => string) =>
      locations.map((l) => {
        const b = bound(l);
        const parts = [...l.sv.keys.slice(0, l.prefix).map((k, i) => keyFromRef(k, b[i])), ...own];
        const key = parts.length === 1 ? parts[0] : `(${parts.join(", ")})`;
        return `            ${pattern(l)} => ${call(l.sv.constName, key)},`;
      });
    const v = rustType(value);
    const methods = [
      `    /// \`m[key]\` of the referenced mapping
    pub fn may_load(&self, ${u("storage")}: &dyn Storage, ${u("key")}: ${keyParam}) -> StdResult<Option<${v}>> {
${matchOn(arms((map, key) => `${map}.may_load(storage, ${key})`))}
    }`,
      `    /// \`m[key] = value\` in the referenced mapping
    pub fn save(&self, ${u("storage")}: &mut dyn Storage, ${u("key")}: ${keyParam}, ${u("value")}: &${v}) -> StdResult<()> {
${matchOn(arms((map, key) => `${map}.save(storage, ${key}, value)`))}
    }`,
      `    /// \`delete m[key]\` in the referenced mapping
    pub fn remove(&self, ${u("storage")}: &mut dyn Storage, ${u("key")}: ${keyParam}) {
${matchOn(arms((map, key) => `${map}.remove(storage, ${key})`))}
    }`,
    ];
    const innerType = t.k === "array" ? t.elem : t.k === "mapping" ? t.value : null;
    if (innerType?.k === "mapping") {
      // the location of the inner mapping `m[key]`: the same map, one more outer key
      const inner = mappingRefName(innerType);
      pending.push(innerType);
      const entryArms = locations.map((l) => {
        const b = bound(l);
        const carried = l.sv.keys
          .slice(0, l.prefix)
          .map((k, i) => (isCopy(k) ? `*${b[i]}` : `${b[i]}.clone()`));
        return `            ${pattern(l)} => ${inner}::${mappingRefVariant(l.sv)}(${[...carried, "key"].join(", ")}),`;
      });
      methods.push(`    /// where the inner mapping \`m[key]\` is stored
    pub fn entry(&self, ${u("key")}: ${rustType(keys[0])}) -> ${inner} {
${matchOn(entryArms)}
    }`);
    }
    items.set(
      name,
      `/// Where a \`${solName(t)}\` is stored: what a storage reference to one points at.
#[derive(Clone, Debug, PartialEq)]
pub enum ${name} {
${variants.join("\n")}
}

impl ${name} {
${methods.join("\n\n")}
}`,
    );
  }
  return [...items.keys()].sort().map((n) => items.get(n)!);
}
