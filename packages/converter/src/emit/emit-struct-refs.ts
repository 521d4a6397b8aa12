import type { AstNode } from "../frontend/ast.ts";
import type { ContractUnit } from "../lower/contract-unit.ts";
import {
  hasMappingMembers,
  type RefLocation,
  refEnumName,
  refLocations,
  refVariant,
  structDef,
} from "../lower/storage/storage-refs.ts";
import { parseType, type SolType } from "../model/sol-type.ts";
import { snakeCase } from "../naming/snake-case.ts";
import { isCopy, keyType, rustType } from "./rust-types.ts";

/** A mapping key as cw-storage-plus wants it, from a `&T` bound by a `match` on the location. */
export function keyFromRef(t: SolType, name: string): string {
  switch (t.k) {
    case "address":
    case "contract":
      return name;
    case "uint":
    case "int": {
      const r = rustType(t);
      if (/^[ui](8|16|32|64|128)$/.test(r)) return `*${name}`;
      if (r === "Uint64") return `${name}.u64()`;
      if (r === "Uint128") return `${name}.u128()`;
      if (r === "Int64") return `${name}.i64()`;
      if (r === "Int128") return `${name}.i128()`;
      return `${name}.to_be_bytes().as_slice()`;
    }
    case "string":
      return `${name}.as_str()`;
    case "bool":
      return `u8::from(*${name})`;
    case "enum":
      return `*${name} as u8`;
    default:
      return `${name}.as_slice()`;
  }
}

/**
 * state.rs items for structs with mapping members passed by storage reference (ADR 0093): the
 * enum `<S>Ref` naming where such a struct is stored, with `Map`-like accessors for each mapping
 * member (`may_load_<m>`, `save_<m>`, `remove_<m>`) that pick the member's map and prefix its key
 * with the struct's own keys, and for each struct field holding mapping members a method giving
 * that field's location (`set_ref.inner()`).
 */
export function emitStructRefs(unit: ContractUnit): string[] {
  const out: string[] = [];
  const pending = [...unit.refEnums];
  const done = new Set<string>();
  const items = new Map<string, string>();
  while (pending.length > 0) {
    const structName = pending.pop()!;
    if (done.has(structName)) continue;
    done.add(structName);
    const def = structDef(unit, structName);
    if (!def) continue;
    const structType: SolType = { k: "struct", name: structName, qualified: structName };
    const name = refEnumName(structName);
    const locations = refLocations(unit, structName);
    const pattern = (l: RefLocation, bound: string[]) =>
      `${name}::${refVariant(l.sv, l.fields)}${bound.length ? `(${bound.join(", ")})` : ""}`;
    const boundOf = (l: RefLocation) => l.sv.keys.map((_, i) => `k${i}`);
    const variants = locations.map((l) => {
      const fields = l.sv.keys.map(rustType);
      const place = [l.sv.node.name, ...l.fields].join(".");
      const doc =
        l.sv.kind !== "map"
          ? `/// \`${place}\``
          : l.fields.length === 0
            ? `/// an entry of \`${l.sv.node.name}\``
            : `/// \`${l.fields.join(".")}\` of an entry of \`${l.sv.node.name}\``;
      return `    ${doc}\n    ${refVariant(l.sv, l.fields)}${fields.length ? `(${fields.join(", ")})` : ""},`;
    });
    const matchOn = (arms: string[]) =>
      locations.length === 0
        ? "        match *self {}"
        : `        match self {\n${arms.join("\n")}\n        }`;
    const methods: string[] = [];
    for (const m of (def.members ?? []) as AstNode[]) {
      const mt = parseType(m.typeDescriptions?.typeString);
      if (mt.k === "struct" && hasMappingMembers(unit, mt)) {
        // the location of a struct field that has mapping members of its own
        const field = unit.fieldName(structType, m.name);
        const inner = refEnumName(mt.name);
        pending.push(mt.name);
        const arms = locations.map((l) => {
          const bound = boundOf(l);
          const keys = l.sv.keys.map((t, i) =>
            isCopy(t) ? `*${bound[i]}` : `${bound[i]}.clone()`,
          );
          const target = `${inner}::${refVariant(l.sv, [...l.fields, field])}${keys.length ? `(${keys.join(", ")})` : ""}`;
          return `            ${pattern(l, bound)} => ${target},`;
        });
        methods.push(`    /// where \`${m.name}\` of the referenced \`${structName}\` is stored
    pub fn ${field}(&self) -> ${inner} {
${matchOn(arms)}
    }`);
        continue;
      }
      if (mt.k !== "mapping") continue;
      const keys: SolType[] = [];
      let value: SolType = mt;
      while (value.k === "mapping") {
        keys.push(value.key);
        value = value.value;
      }
      const member = snakeCase(m.name);
      const keyTypes = keys.map(keyType);
      const keyParam = keyTypes.length === 1 ? keyTypes[0] : `(${keyTypes.join(", ")})`;
      const own = keys.length === 1 ? ["key"] : keys.map((_, i) => `key.${i}`);
      const arms = (call: (map: string, key: string) => string) =>
        locations.map((l) => {
          const map = unit.memberMap(l.sv, m.name, l.fields)!.constName;
          const bound = boundOf(l);
          const parts = [...l.sv.keys.map((t, i) => keyFromRef(t, bound[i])), ...own];
          const key = parts.length === 1 ? parts[0] : `(${parts.join(", ")})`;
          return `            ${pattern(l, bound)} => ${call(map, key)},`;
        });
      // an enum without variants never reaches its maps: its parameters are unused
      const u = (n: string) => (locations.length === 0 ? `_${n}` : n);
      const v = rustType(value);
      methods.push(
        `    /// \`${m.name}[key]\` of the referenced \`${structName}\`
    pub fn may_load_${member}(&self, ${u("storage")}: &dyn Storage, ${u("key")}: ${keyParam}) -> StdResult<Option<${v}>> {
${matchOn(arms((map, key) => `${map}.may_load(storage, ${key})`))}
    }`,
        `    /// \`${m.name}[key] = value\` in the referenced \`${structName}\`
    pub fn save_${member}(&self, ${u("storage")}: &mut dyn Storage, ${u("key")}: ${keyParam}, ${u("value")}: &${v}) -> StdResult<()> {
${matchOn(arms((map, key) => `${map}.save(storage, ${key}, value)`))}
    }`,
        `    /// \`delete ${m.name}[key]\` in the referenced \`${structName}\`
    pub fn remove_${member}(&self, ${u("storage")}: &mut dyn Storage, ${u("key")}: ${keyParam}) {
${matchOn(arms((map, key) => `${map}.remove(storage, ${key})`))}
    }`,
      );
    }
    items.set(
      structName,
      `/// Where a \`${structName}\` is stored: what a storage reference to one points at.
/// Its plain fields travel by value; its mappings are reached through this location.
#[derive(Clone, Debug, PartialEq)]
pub enum ${name} {
${variants.join("\n")}
}

impl ${name} {
${methods.join("\n\n")}
}`,
    );
  }
  for (const structName of [...items.keys()].sort()) out.push(items.get(structName)!);
  return out;
}
