import type { AstNode } from "../frontend/ast.ts";
import { parseSrc } from "../frontend/source-position.ts";
import { abiName, parseType, type SolType } from "../model/sol-type.ts";
import { pascalCase, rustIdent, serdeSnakeCase, snakeCase } from "../naming/snake-case.ts";
import type { ContractUnit } from "./contract-unit.ts";
import type { Entry, EntryParam } from "./entry.ts";
import { implementsStateChanging } from "./implements-state-changing.ts";
import { interfaceFunctionsNamed } from "./interface-functions-named.ts";
import { overriddenDeclarations } from "./overridden-declarations.ts";
import type { StateVar } from "./state-var.ts";

/** The public interface of the contract in ABI order (bases first), overrides resolved. */
export function buildEntries(unit: ContractUnit): Entry[] {
  const bySig = new Map<string, Entry>();
  const order: string[] = [];
  const add = (sig: string, e: Entry) => {
    if (!bySig.has(sig)) order.push(sig);
    bySig.set(sig, e);
  };
  for (const c of unit.baseFirst) {
    if (c.contractKind === "interface") continue;
    for (const n of c.nodes as AstNode[]) {
      if (n.nodeType === "FunctionDefinition") {
        if (n.kind === "receive" || n.kind === "fallback") {
          add(n.kind, makeFnEntry(unit, n, c, n.kind));
          continue;
        }
        if (n.kind !== "function" || !["public", "external"].includes(n.visibility) || !n.body)
          continue;
        const sig = `${n.name}(${unit.paramTypes(n)})`;
        add(sig, makeFnEntry(unit, n, c, null));
      } else if (
        n.nodeType === "VariableDeclaration" &&
        n.stateVariable &&
        n.visibility === "public"
      ) {
        const sv = unit.stateVars.get(n.id)!;
        const e = makeGetterEntry(unit, sv, c);
        add(e.signature, e);
      }
    }
  }
  const entries = order.map((s) => bySig.get(s)!);
  for (const e of entries) {
    if (e.kind === "query" && e.fn) e.readsSender = unit.needs(e.fn.id).sender;
    const decl = e.fn ?? e.getter?.node;
    if (e.kind === "query" && decl && implementsStateChanging(unit, decl, e.signature))
      e.alsoExecute = true;
  }
  // variant names: snake_case, unique per message enum (overloads get _2, _3, ...)
  for (const kind of ["execute", "query"] as const) {
    const used = new Set<string>();
    for (const e of entries.filter((x) => x.kind === kind)) {
      let v = e.variant;
      for (let i = 2; used.has(v); i++) v = `${e.variant}_${i}`;
      used.add(v);
      e.variant = v;
      const pascal = pascalCase(v) || "Call";
      // `Self` is a keyword that cannot be a raw identifier; serde renames the variant back
      e.rustVariant = pascal === "Self" ? "SelfCall" : pascal;
      e.rename = serdeSnakeCase(e.rustVariant) !== v;
      e.handler = `${kind}_${v}`;
      if (e.returns.length > 1) e.responseType = `${e.rustVariant}Response`;
      const valueType = e.getter ? getterValueType(e.getter.type) : null;
      if (valueType?.k === "struct") {
        const def = unit.structDef(valueType.name);
        if (def && def.members.length === e.returns.length && e.returns.length > 1)
          e.responseType = valueType.name;
      }
    }
  }
  // the execute variant keeps the query's name; an execute of that name already there keeps it
  const executeNames = new Set(entries.filter((e) => e.kind === "execute").map((e) => e.variant));
  for (const e of entries) {
    if (e.alsoExecute && executeNames.has(e.variant)) e.alsoExecute = false;
  }
  return entries;
}

function params(list: AstNode[], unnamedPrefix: string): EntryParam[] {
  const used = new Set<string>();
  return list.map((p, i) => {
    let field = snakeCase(p.name ?? "");
    if (!field) field = `${unnamedPrefix}${i}`;
    let f = field;
    for (let k = 2; used.has(f); k++) f = `${field}_${k}`;
    used.add(f);
    return {
      name: p.name ?? "",
      field: f,
      ident: rustIdent(f),
      type: parseType(p.typeDescriptions?.typeString),
      decl: p,
    };
  });
}

function makeFnEntry(
  unit: ContractUnit,
  n: AstNode,
  c: AstNode,
  special: "receive" | "fallback" | null,
): Entry {
  const view = n.stateMutability === "view" || n.stateMutability === "pure";
  const kind = view && !special ? "query" : "execute";
  const ps = special === "fallback" ? [] : params(n.parameters.parameters, "arg");
  if (special === "fallback") {
    // `fallback(bytes calldata input)`: the parameter is the call data
    const input: AstNode | undefined = n.parameters.parameters[0];
    ps.push({
      name: "data",
      field: "data",
      ident: "data",
      type: { k: "bytes" },
      decl: input ?? null,
    });
  } else {
    addOverriddenNames(unit, n, ps);
    addInterfaceNames(unit, n.name, unit.paramTypes(n), ps);
  }
  return {
    kind,
    fn: n,
    getter: null,
    special,
    signature: special ? `${special}()` : `${n.name}(${unit.paramTypes(n)})`,
    variant: special ?? (snakeCase(n.name) || "call"),
    rustVariant: "",
    rename: false,
    params: ps,
    returns: params(n.returnParameters.parameters, "ret"),
    payable: n.stateMutability === "payable" || special === "receive",
    declaredIn: c.name,
    handler: "",
    responseType: null,
    readsSender: false,
  };
}

/**
 * An override may rename its parameters (`transferFrom(from, ..)` implementing an interface's
 * `transferFrom(sender, ..)`); callers through the interface send the interface's names, so each
 * field also accepts the names of the functions it overrides.
 */
function addOverriddenNames(unit: ContractUnit, n: AstNode, ps: EntryParam[]): void {
  for (const base of overriddenDeclarations(unit, n))
    addAliases(ps, base.parameters?.parameters ?? []);
}

/**
 * A contract of the file may implement an interface of the file without inheriting it (`IArtwork`
 * declaring `ownerOf(uint256 tokenId)` for an `Artwork` with `mapping(uint256 => address) public
 * ownerOf`); callers through the interface send its names, so each field also accepts the
 * parameter names of interface functions of the file with the same name and parameter types.
 */
function addInterfaceNames(
  unit: ContractUnit,
  name: string,
  types: string,
  ps: EntryParam[],
): void {
  for (const f of interfaceFunctionsNamed(unit, name)) {
    if (unit.paramTypes(f) === types) addAliases(ps, f.parameters.parameters);
  }
}

/** Each field also accepts the name of the declared parameter at its position, if still free. */
function addAliases(ps: EntryParam[], declared: AstNode[]): void {
  declared.forEach((bp, i) => {
    const field = snakeCase(bp.name ?? "");
    const p = ps[i];
    if (!p || !field || ps.some((q) => q.field === field || q.aliases?.includes(field))) return;
    p.aliases = [...(p.aliases ?? []), field];
  });
}

function makeGetterEntry(unit: ContractUnit, sv: StateVar, c: AstNode): Entry {
  const ps: EntryParam[] = [];
  // A getter that overrides an interface function takes that function's parameter names, so that
  // callers through the interface send the fields the getter reads.
  const base = unit.nodes.get((sv.node.baseFunctions ?? [])[0]);
  const baseParams: AstNode[] = base?.parameters?.parameters ?? [];
  let t = sv.type;
  while (t.k === "mapping" || t.k === "array") {
    const keyType: SolType = t.k === "mapping" ? t.key : { k: "uint", bits: 256 };
    const i = ps.length;
    const named = snakeCase(baseParams[i]?.name ?? "");
    const field = named && !ps.some((p) => p.field === named) ? named : `arg${i}`;
    ps.push({ name: "", field, ident: rustIdent(field), type: keyType, decl: null });
    t = t.k === "mapping" ? t.value : t.elem;
  }
  let returns: EntryParam[];
  if (t.k === "struct") {
    const def = unit.structDef(t.name);
    returns = ((def?.members ?? []) as AstNode[])
      .filter((m) => {
        const mt = parseType(m.typeDescriptions?.typeString);
        return mt.k !== "mapping" && mt.k !== "array";
      })
      .map((m) => ({
        name: m.name,
        field: snakeCase(m.name),
        ident: rustIdent(snakeCase(m.name)),
        type: parseType(m.typeDescriptions?.typeString),
        decl: m,
      }));
  } else {
    returns = [{ name: "", field: "ret0", ident: "ret0", type: t, decl: null }];
  }
  addInterfaceNames(unit, sv.node.name, ps.map((p) => abiName(p.type)).join(","), ps);
  const sig = `${sv.node.name}(${ps.map((p) => abiName(p.type)).join(",")})`;
  void parseSrc;
  return {
    kind: "query",
    fn: null,
    getter: sv,
    special: null,
    signature: sig,
    variant: snakeCase(sv.node.name) || "value",
    rustVariant: "",
    rename: false,
    params: ps,
    returns,
    payable: false,
    declaredIn: c.name,
    handler: "",
    responseType: null,
    readsSender: false,
  };
}

export function getterValueType(t: SolType): SolType {
  let v = t;
  while (v.k === "mapping" || v.k === "array") v = v.k === "mapping" ? v.value : v.elem;
  return v;
}
