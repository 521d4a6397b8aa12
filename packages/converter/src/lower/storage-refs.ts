import { type AstNode, walk } from "../frontend/ast.ts";
import { parseType, type SolType } from "../model/sol-type.ts";
import { pascalCase } from "../naming/snake-case.ts";
import { classifyCall } from "./classify-call.ts";
import type { ContractUnit, StateVar } from "./contract-unit.ts";

/**
 * Storage references to structs with mapping members (ADR 0093). The plain fields of such a
 * struct are passed to an internal function by value (`&mut S`, copied in and out by the caller);
 * its mapping members live in maps of their own, keyed by where the struct is stored, so the
 * function also gets that location: a value of the enum `<S>Ref`, one variant per state variable
 * holding an `S`, carrying that variable's mapping keys.
 */

/** The definition of the struct `name` (contract-level or file-level). */
export function structDef(unit: ContractUnit, name: string): AstNode | undefined {
  return unit.structs.find((s) => s.name === name);
}

/** Whether a struct has mapping members (which cannot travel inside the Rust value). */
export function hasMappingMembers(unit: ContractUnit, t: SolType): t is SolType & { k: "struct" } {
  if (t.k !== "struct") return false;
  const def = structDef(unit, t.name);
  return ((def?.members ?? []) as AstNode[]).some(
    (m) => parseType(m.typeDescriptions?.typeString).k === "mapping",
  );
}

/** The Rust enum naming where a struct is stored. */
export function refEnumName(structName: string): string {
  return `${structName}Ref`;
}

/** The enum variant for a state variable holding the struct. */
export function refVariant(sv: StateVar): string {
  return pascalCase(sv.node.name) || "Value";
}

/** The state variables holding a struct directly (an `Item`, or the values of a `Map`). */
export function refLocations(unit: ContractUnit, structName: string): StateVar[] {
  return unit.stateVarOrder.filter(
    (sv) =>
      !sv.memberOf &&
      sv.kind !== "constant" &&
      sv.value.k === "struct" &&
      sv.value.name === structName,
  );
}

const cache = new WeakMap<ContractUnit, Map<number, Set<number>>>();

/**
 * The storage parameters of `fn` (ids) whose location the function needs: it reaches a mapping
 * member through them, or passes them on to a function that does.
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
  const isParam = (x: AstNode | null | undefined) =>
    x?.nodeType === "Identifier" && ids.has(x.referencedDeclaration);
  // a fixpoint over mutually recursive functions is not needed: recursion through storage
  // references ends in one of the direct uses below
  walk(fn.body, (x) => {
    if (
      x.nodeType === "MemberAccess" &&
      isParam(x.expression) &&
      parseType(x.typeDescriptions?.typeString).k === "mapping"
    )
      need.add(x.expression.referencedDeclaration);
    if (x.nodeType !== "FunctionCall") return;
    const c = classifyCall(x, unit.nodes);
    if (c.kind !== "internal") return;
    const target = unit.resolveFunction(c.decl, c.virtual ? "virtual" : "exact");
    const targetParams: AstNode[] = target.parameters?.parameters ?? [];
    const args: AstNode[] = c.bound ? [c.bound, ...x.arguments] : x.arguments;
    const names: string[] = x.names ?? [];
    const wanted = refLocationParams(unit, target);
    args.forEach((a, i) => {
      if (!isParam(a)) return;
      const pi =
        names.length > 0 && !(c.bound && i === 0)
          ? targetParams.findIndex((p) => p.name === names[c.bound ? i - 1 : i])
          : i;
      if (targetParams[pi] && wanted.has(targetParams[pi].id)) need.add(a.referencedDeclaration);
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
  // identifiers of located parameters that stand only for the location
  const excused = new Set<number>();
  walk(fn.body, (x) => {
    if (
      x.nodeType === "MemberAccess" &&
      x.expression.nodeType === "Identifier" &&
      located.has(x.expression.referencedDeclaration) &&
      parseType(x.typeDescriptions?.typeString).k === "mapping"
    )
      excused.add(x.expression.id);
    if (x.nodeType !== "FunctionCall") return;
    const c = classifyCall(x, unit.nodes);
    if (c.kind !== "internal" || (x.names ?? []).length > 0) return;
    const target = unit.resolveFunction(c.decl, c.virtual ? "virtual" : "exact");
    const targetParams: AstNode[] = target.parameters?.parameters ?? [];
    const args: AstNode[] = c.bound ? [c.bound, ...x.arguments] : x.arguments;
    const targetBare = locationOnlyParams(unit, target);
    args.forEach((a, i) => {
      if (
        a.nodeType === "Identifier" &&
        located.has(a.referencedDeclaration) &&
        targetParams[i] &&
        targetBare.has(targetParams[i].id)
      )
        excused.add(a.id);
    });
  });
  const used = new Set<number>();
  walk(fn.body, (x) => {
    if (x.nodeType === "Identifier" && located.has(x.referencedDeclaration) && !excused.has(x.id))
      used.add(x.referencedDeclaration);
  });
  for (const id of located) if (!used.has(id)) bare.add(id);
  return bare;
}
