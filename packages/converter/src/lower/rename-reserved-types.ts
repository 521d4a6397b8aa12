import { type AstNode, walk } from "../frontend/ast.ts";
import { isUpperCamelCase, pascalCase, snakeCase } from "../naming/snake-case.ts";

/**
 * Type names the generated crate already uses (cosmwasm-std, cw-storage-plus, the crate's own
 * messages and helpers, the Rust prelude). A Solidity struct or enum with one of these names would
 * clash with the import, so it is renamed before lowering.
 */
const RESERVED = new Set([
  "Addr",
  "Api",
  "BankMsg",
  "Binary",
  "Bound",
  "Box",
  "Checksum",
  "Coin",
  "ContractError",
  "CosmosMsg",
  "Decimal",
  "Deps",
  "DepsMut",
  "Empty",
  "Env",
  "Err",
  "Event",
  "ExecuteMsg",
  "HexBinary",
  "InstantiateMsg",
  "Int128",
  "Int256",
  "Int64",
  "Item",
  "Map",
  "MessageInfo",
  "MigrateMsg",
  "None",
  "Ok",
  "Option",
  "Order",
  "Payouts",
  "QueryMsg",
  "QueryResponses",
  "Reply",
  "Response",
  "Result",
  "Self",
  "Some",
  "StdError",
  "StdResult",
  "Storage",
  "String",
  "SubMsg",
  "Timestamp",
  "Uint128",
  "Uint256",
  "Uint512",
  "Uint64",
  "Vec",
  "WasmMsg",
  // Rust's primitive types: a struct `str` would shadow `&str` in the derived serde code
  "bool",
  "char",
  "f32",
  "f64",
  "i128",
  "i16",
  "i32",
  "i64",
  "i8",
  "isize",
  "str",
  "u128",
  "u16",
  "u32",
  "u64",
  "u8",
  "usize",
]);

/**
 * Renames structs and enums whose names clash with names of the generated crate (`struct Item` →
 * `ItemData`, `enum Event` → `EventKind`) or are not UpperCamelCase (`struct s1` → `S1`), in
 * their definitions and in every type string, so that the rest of the converter sees the new name
 * everywhere. Idempotent.
 */
export function renameReservedTypes(sourceUnit: AstNode): void {
  const renames = new Map<string, string>();
  const definitions: AstNode[] = [];
  walk(sourceUnit, (n) => {
    if (n.nodeType === "StructDefinition" || n.nodeType === "EnumDefinition") definitions.push(n);
  });
  const taken = new Set(definitions.map((n) => n.name as string));
  for (const n of definitions) {
    const suffix = n.nodeType === "StructDefinition" ? "Data" : "Kind";
    let name: string;
    if (RESERVED.has(n.name)) name = `${n.name[0].toUpperCase()}${n.name.slice(1)}${suffix}`;
    else if (!isUpperCamelCase(n.name)) {
      // rustc warns on type names that are not UpperCamelCase (`struct s1`, `testStruct`)
      const camel = pascalCase(snakeCase(n.name)) || suffix;
      name = RESERVED.has(camel) ? `${camel}${suffix}` : camel;
    } else continue;
    while (taken.has(name) || RESERVED.has(name)) name = `${name}_`;
    taken.add(name);
    const qualified: string = typeof n.canonicalName === "string" ? n.canonicalName : n.name;
    renames.set(qualified, qualified.replace(/[^.]+$/, name));
    n.name = name;
    n.canonicalName = renames.get(qualified);
  }
  if (renames.size === 0) return;
  const escapeDots = (x: string) => x.replace(/[.]/g, "\\.");
  const pattern = new RegExp(
    `\\b(struct|enum) (${[...renames.keys()].map(escapeDots).join("|")})(?![\\w.])`,
    "g",
  );
  walk(sourceUnit, (n) => {
    const d = n.typeDescriptions;
    if (d && typeof d.typeString === "string") {
      d.typeString = d.typeString.replace(
        pattern,
        (_m: string, kind: string, old: string) => `${kind} ${renames.get(old)}`,
      );
    }
  });
}
