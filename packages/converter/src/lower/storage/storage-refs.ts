import { type AstNode, walk } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import { pascalCase } from "../../naming/snake-case.ts";
import { classifyCall } from "../calls/classify-call.ts";
import type { ContractUnit } from "../contract-unit.ts";
import type { StateVar } from "../state-var.ts";

/**
 * Storage references to structs with mapping members (ADR 0093). The plain fields of such a
 * struct are passed to an internal function by value (`&mut S`, copied in and out by the caller);
 * its mapping members live in maps of their own, keyed by where the struct is stored, so the
 * function also gets that location: a value of the enum `<S>Ref`, one variant per place holding
 * an `S` (a state variable, or a struct field of its value), carrying that variable's mapping keys.
 */

/** The definition of the struct `name` (contract-level or file-level). */
export function structDef(unit: ContractUnit, name: string): AstNode | undefined {
  return unit.structDef(name);
}

/** Whether a struct has mapping members, directly or in struct fields (they cannot travel in the Rust value). */
export function hasMappingMembers(
  unit: ContractUnit,
  t: SolType,
  depth = 0,
): t is SolType & { k: "struct" } {
  if (t.k !== "struct" || depth > 4) return false;
  const def = structDef(unit, t.name);
  return ((def?.members ?? []) as AstNode[]).some((m) => {
    const mt = parseType(m.typeDescriptions?.typeString);
    return mt.k === "mapping" || hasMappingMembers(unit, mt, depth + 1);
  });
}

/** The Rust enum naming where a struct is stored. */
export function refEnumName(structName: string): string {
  return `${structName}Ref`;
}

/** The enum variant for a struct held by `sv`, at `fields` (Rust field names) inside its value. */
export function refVariant(sv: StateVar, fields: string[] = []): string {
  return (pascalCase(sv.node.name) || "Value") + fields.map((f) => pascalCase(f)).join("");
}

export interface RefLocation {
  sv: StateVar;
  /** Rust names of the struct fields leading from the stored value to the struct. */
  fields: string[];
}

/**
 * Where a struct is stored: state variables holding it directly (an `Item`, or the values of a
 * `Map`), and struct fields of such values (`tags._inner`).
 */
export function refLocations(unit: ContractUnit, structName: string): RefLocation[] {
  const out: RefLocation[] = [];
  const visit = (sv: StateVar, t: SolType, fields: string[]) => {
    if (t.k !== "struct" || fields.length > 4) return;
    if (t.name === structName) out.push({ sv, fields });
    for (const m of (structDef(unit, t.name)?.members ?? []) as AstNode[])
      visit(sv, parseType(m.typeDescriptions?.typeString), [...fields, unit.fieldName(t, m.name)]);
  };
  for (const sv of unit.stateVarOrder)
    if (!sv.memberOf && sv.kind !== "constant") visit(sv, sv.value, []);
  return out;
}

/** `set._inner` (struct fields only) rooted at a parameter: the parameter and the Rust field names. */
export function fieldChain(
  unit: ContractUnit,
  e: AstNode,
): { root: AstNode; fields: string[] } | null {
  const fields: string[] = [];
  let x = e;
  while (x.nodeType === "MemberAccess") {
    const bt = parseType(x.expression.typeDescriptions?.typeString);
    if (bt.k !== "struct") return null;
    fields.unshift(unit.fieldName(bt, x.memberName));
    x = x.expression;
  }
  return x.nodeType === "Identifier" ? { root: x, fields } : null;
}

/** `S storage s = param;` makes `s` another name for the parameter: alias id → parameter id. */
function storageAliases(fn: AstNode, params: Set<number>): Map<number, number> {
  const aliasOf = new Map<number, number>();
  walk(fn.body, (x) => {
    const d = x.nodeType === "VariableDeclarationStatement" ? x.declarations?.[0] : null;
    const init = x.initialValue;
    if (d?.storageLocation !== "storage" || init?.nodeType !== "Identifier") return;
    const target = params.has(init.referencedDeclaration)
      ? init.referencedDeclaration
      : aliasOf.get(init.referencedDeclaration);
    if (target !== undefined) aliasOf.set(d.id, target);
  });
  return aliasOf;
}

const cache = new WeakMap<ContractUnit, Map<number, Set<number>>>();

/**
 * The storage parameters of `fn` (ids) whose location the function needs: it reaches a mapping
 * member through them, or passes them (or a struct field of them) on to a function that does.
 */
export function refLocationParams(unit: ContractUnit, fn: AstNode): Set<number> {
  let memo = cache.get(unit);
  if (!memo) {
    memo = new Map();
    cache.set(unit, memo);
  }
  const known = memo.get(fn.id);
  if (known) return known;
  const need = new Set<number>();
  memo.set(fn.id, need);
  const params = ((fn.parameters?.parameters ?? []) as AstNode[]).filter(
    (p) =>
      p.storageLocation === "storage" &&
      hasMappingMembers(unit, parseType(p.typeDescriptions?.typeString)),
  );
  if (params.length === 0 || !fn.body) return need;
  const ids = new Set(params.map((p) => p.id as number));
  const aliasOf = storageAliases(fn, ids);
  const paramOf = (x: AstNode | null | undefined): number | null => {
    if (!x) return null;
    const chain = fieldChain(unit, x);
    if (!chain) return null;
    const id = chain.root.referencedDeclaration;
    return ids.has(id) ? id : (aliasOf.get(id) ?? null);
  };
  // a fixpoint over mutually recursive functions is not needed: recursion through storage
  // references ends in one of the direct uses below
  walk(fn.body, (x) => {
    if (
      x.nodeType === "MemberAccess" &&
      parseType(x.typeDescriptions?.typeString).k === "mapping"
    ) {
      const id = paramOf(x.expression);
      if (id !== null) need.add(id);
    }
    if (x.nodeType !== "FunctionCall") return;
    const c = classifyCall(x, unit.nodes);
    if (c.kind !== "internal") return;
    const target = unit.resolveFunction(c.decl, c.virtual ? "virtual" : "exact");
    const targetParams: AstNode[] = target.parameters?.parameters ?? [];
    const args: AstNode[] = c.bound ? [c.bound, ...x.arguments] : x.arguments;
    const names: string[] = x.names ?? [];
    const wanted = refLocationParams(unit, target);
    args.forEach((a, i) => {
      const id = paramOf(a);
      if (id === null) return;
      const pi =
        names.length > 0 && !(c.bound && i === 0)
          ? targetParams.findIndex((p) => p.name === names[c.bound ? i - 1 : i])
          : i;
      if (targetParams[pi] && wanted.has(targetParams[pi].id)) need.add(id);
    });
  });
  return need;
}

const bareCache = new WeakMap<ContractUnit, Map<number, Set<number>>>();

/**
 * The located parameters of `fn` whose plain fields the function never touches: it reaches only
 * the struct's mapping members (`contains`), so it takes the location alone and callers load
 * nothing.
 */
export function locationOnlyParams(unit: ContractUnit, fn: AstNode): Set<number> {
  let memo = bareCache.get(unit);
  if (!memo) {
    memo = new Map();
    bareCache.set(unit, memo);
  }
  const known = memo.get(fn.id);
  if (known) return known;
  const located = refLocationParams(unit, fn);
  const bare = new Set<number>();
  memo.set(fn.id, bare);
  if (located.size === 0) return bare;
  const aliasOf = storageAliases(fn, located);
  const paramOf = (id: number) => (located.has(id) ? id : aliasOf.get(id));
  // identifiers of located parameters (or their aliases) that stand only for the location
  const excused = new Set<number>();
  walk(fn.body, (x) => {
    if (
      x.nodeType === "MemberAccess" &&
      parseType(x.typeDescriptions?.typeString).k === "mapping"
    ) {
      const chain = fieldChain(unit, x.expression);
      if (chain && paramOf(chain.root.referencedDeclaration) !== undefined)
        excused.add(chain.root.id);
    }
    if (x.nodeType !== "FunctionCall") return;
    const c = classifyCall(x, unit.nodes);
    if (c.kind !== "internal" || (x.names ?? []).length > 0) return;
    const target = unit.resolveFunction(c.decl, c.virtual ? "virtual" : "exact");
    const targetParams: AstNode[] = target.parameters?.parameters ?? [];
    const args: AstNode[] = c.bound ? [c.bound, ...x.arguments] : x.arguments;
    const targetBare = locationOnlyParams(unit, target);
    args.forEach((a, i) => {
      const chain = fieldChain(unit, a);
      if (
        chain &&
        paramOf(chain.root.referencedDeclaration) !== undefined &&
        targetParams[i] &&
        targetBare.has(targetParams[i].id)
      )
        excused.add(chain.root.id);
    });
  });
  // the initial value of an alias only names the parameter
  walk(fn.body, (x) => {
    const d = x.nodeType === "VariableDeclarationStatement" ? x.declarations?.[0] : null;
    if (d && aliasOf.has(d.id)) excused.add(x.initialValue.id);
  });
  const used = new Set<number>();
  walk(fn.body, (x) => {
    if (x.nodeType !== "Identifier" || excused.has(x.id)) return;
    const id = paramOf(x.referencedDeclaration);
    if (id !== undefined) used.add(id);
  });
  for (const id of located) if (!used.has(id)) bare.add(id);
  return bare;
}
