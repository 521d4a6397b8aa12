import type { AstNode } from "../frontend/ast.ts";
import type { ContractUnit } from "../lower/contract-unit.ts";
import { refEnumName, refLocations, refVariant, structDef } from "../lower/storage-refs.ts";
import { parseType, type SolType } from "../model/sol-type.ts";
import { snakeCase } from "../naming/snake-case.ts";
import { keyType } from "./emit-files.ts";
import { rustType } from "./rust-types.ts";

/** A mapping key as cw-storage-plus wants it, from a `&T` bound by a `match` on the location. */
function keyFromRef(t: SolType, name: string): string {
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
 * with the struct's own keys.
 */
export function emitStructRefs(unit: ContractUnit): string[] {
  const out: string[] = [];
  for (const structName of [...unit.refEnums].sort()) {
    const def = structDef(unit, structName);
    if (!def) continue;
    const name = refEnumName(structName);
    const locations = refLocations(unit, structName);
    const variants = locations.map((sv) => {
      const fields = sv.keys.map(rustType);
      const doc =
        sv.kind === "map" ? `/// an entry of \`${sv.node.name}\`` : `/// \`${sv.node.name}\``;
      return `    ${doc}\n    ${refVariant(sv)}${fields.length ? `(${fields.join(", ")})` : ""},`;
    });
    const methods: string[] = [];
    for (const m of (def.members ?? []) as AstNode[]) {
      const mt = parseType(m.typeDescriptions?.typeString);
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
        locations.map((sv) => {
          const map = unit.memberMap(sv, m.name)!.constName;
          const bound = sv.keys.map((_, i) => `k${i}`);
          const pattern = `${name}::${refVariant(sv)}${bound.length ? `(${bound.join(", ")})` : ""}`;
          const parts = [...sv.keys.map((t, i) => keyFromRef(t, bound[i])), ...own];
          const key = parts.length === 1 ? parts[0] : `(${parts.join(", ")})`;
          return `            ${pattern} => ${call(map, key)},`;
        });
      const body = (call: (map: string, key: string) => string) =>
        locations.length === 0
          ? "        match *self {}"
          : `        match self {\n${arms(call).join("\n")}\n        }`;
      const v = rustType(value);
      methods.push(
        `    /// \`${m.name}[key]\` of the referenced \`${structName}\`
    pub fn may_load_${member}(&self, storage: &dyn Storage, key: ${keyParam}) -> StdResult<Option<${v}>> {
${body((map, key) => `${map}.may_load(storage, ${key})`)}
    }`,
        `    /// \`${m.name}[key] = value\` in the referenced \`${structName}\`
    pub fn save_${member}(&self, storage: &mut dyn Storage, key: ${keyParam}, value: &${v}) -> StdResult<()> {
${body((map, key) => `${map}.save(storage, ${key}, value)`)}
    }`,
        `    /// \`delete ${m.name}[key]\` in the referenced \`${structName}\`
    pub fn remove_${member}(&self, storage: &mut dyn Storage, key: ${keyParam}) {
${body((map, key) => `${map}.remove(storage, ${key})`)}
    }`,
      );
    }
    out.push(`/// Where a \`${structName}\` is stored: what a storage reference to one points at.
/// Its plain fields travel by value; its mappings are reached through this location.
#[derive(Clone, Debug, PartialEq)]
pub enum ${name} {
${variants.join("\n")}
}

impl ${name} {
${methods.join("\n\n")}
}`);
  }
  return out;
}
