import { type AstNode, walk } from "../../frontend/ast.ts";
import { parseSrc } from "../../frontend/source-position.ts";
import { isInternalFunction, parseType, type SolType } from "../../model/sol-type.ts";

// Internal function values (ADR 196): every function the contract's code names as a value (`f`,
// `L.f`, `C.f`, `super.f`, a free function) gets an id, 1, 2, .. in source order; 0 is the zero
// value. A call through a value dispatches on the id among the targets of a matching type.

/** What the scan needs of a `ContractUnit` (kept structural so this module imports no unit). */
export interface FunctionValueScope {
  readonly nodes: Map<number, AstNode>;
  readonly sourceUnit: AstNode;
  readonly linearization: AstNode[];
  resolveFunction(declId: number, mode: "virtual" | "exact" | "super", from?: AstNode): AstNode;
  contractOf(node: AstNode): AstNode | undefined;
}

export interface FunctionValueTarget {
  /** The id the value carries. */
  id: number;
  /** The function a call through the value runs (overrides resolved). */
  fn: AstNode;
  type: FunctionTypeOf;
}

type FunctionTypeOf = Extract<SolType, { k: "function" }>;

interface Scan {
  targets: FunctionValueTarget[];
  /** Each reference (an `Identifier` or `MemberAccess` node id) to what it names. */
  byReference: Map<number, FunctionValueTarget>;
}

const scans = new WeakMap<FunctionValueScope, Scan>();

/** The functions named as values in the contract's code, each with its id, in source order. */
export function functionValueTargets(unit: FunctionValueScope): FunctionValueTarget[] {
  return scan(unit).targets;
}

/** The target a reference to a function used as a value names, if the scan saw it. */
export function functionValueAt(
  unit: FunctionValueScope,
  reference: AstNode,
): FunctionValueTarget | undefined {
  return scan(unit).byReference.get(reference.id);
}

function scan(unit: FunctionValueScope): Scan {
  const known = scans.get(unit);
  if (known) return known;
  const notValues = new Set<number>();
  walk(unit.sourceUnit, (x) => {
    if (x.nodeType === "FunctionCall") {
      const callee =
        x.expression?.nodeType === "FunctionCallOptions" ? x.expression.expression : x.expression;
      notValues.add(callee.id);
    }
    // `f.selector`, `this.f.address`: the member, not the function, is the value (but `f` is
    // one in `f.double()` through `using L for function (..)`)
    if (
      x.nodeType === "MemberAccess" &&
      unit.nodes.get(x.referencedDeclaration)?.nodeType !== "FunctionDefinition"
    )
      notValues.add(x.expression.id);
  });
  const linearized = new Set(unit.linearization.map((c) => c.id));
  const targets: FunctionValueTarget[] = [];
  const byReference = new Map<number, FunctionValueTarget>();
  const byFn = new Map<number, FunctionValueTarget>();
  const references: AstNode[] = [];
  walk(unit.sourceUnit, (x) => {
    if (notValues.has(x.id) || (x.nodeType !== "Identifier" && x.nodeType !== "MemberAccess"))
      return;
    if (unit.nodes.get(x.referencedDeclaration)?.nodeType !== "FunctionDefinition") return;
    if (!isInternalFunction(parseType(x.typeDescriptions?.typeString))) return;
    const where = unit.contractOf(x);
    if (where && where.contractKind !== "library" && !linearized.has(where.id)) return;
    references.push(x);
  });
  references.sort((a, b) => parseSrc(a.src).start - parseSrc(b.src).start);
  for (const x of references) {
    const fn = resolveValue(unit, x, unit.nodes.get(x.referencedDeclaration)!);
    if (!fn.body) continue;
    let target = byFn.get(fn.id);
    if (!target) {
      const type = parseType(x.typeDescriptions?.typeString) as FunctionTypeOf;
      target = { id: targets.length + 1, fn, type };
      byFn.set(fn.id, target);
      targets.push(target);
    }
    byReference.set(x.id, target);
  }
  const result = { targets, byReference };
  scans.set(unit, result);
  return result;
}

/** `f` names the most derived override, `C.f` that very function, `super.f` the next one up. */
function resolveValue(unit: FunctionValueScope, x: AstNode, decl: AstNode): AstNode {
  if (x.nodeType === "Identifier") return unit.resolveFunction(decl.id, "virtual");
  const base: AstNode = x.expression;
  if (base.nodeType === "Identifier" && base.name === "super")
    return unit.resolveFunction(decl.id, "super", unit.contractOf(x));
  return unit.resolveFunction(decl.id, "exact");
}

const MUTABILITY_RANK: Record<string, number> = { pure: 0, view: 1, nonpayable: 2, payable: 2 };

/**
 * The targets a value of type `pointer` can name: the same parameter and return types, and a
 * function Solidity lets such a value hold (a `pure` one in a `view` value, not the reverse).
 */
export function functionValueCandidates(
  unit: FunctionValueScope,
  pointer: FunctionTypeOf,
): FunctionValueTarget[] {
  return functionValueTargets(unit).filter(
    (t) =>
      t.type.params === pointer.params &&
      t.type.returns === pointer.returns &&
      (pointer.mutability === "payable"
        ? t.type.mutability === "payable"
        : MUTABILITY_RANK[t.type.mutability] <= MUTABILITY_RANK[pointer.mutability]),
  );
}

/** The internal function type of what a call calls (`f(x)` through a value), or null. */
export function calledFunctionValueType(
  call: AstNode,
  nodes: Map<number, AstNode>,
): FunctionTypeOf | null {
  let callee: AstNode = call.expression;
  if (callee?.nodeType === "FunctionCallOptions") callee = callee.expression;
  if (!callee || call.kind !== "functionCall") return null;
  const decl = nodes.get(callee.referencedDeclaration);
  if (decl?.nodeType === "FunctionDefinition") return null;
  const type = parseType(callee.typeDescriptions?.typeString);
  return isInternalFunction(type) ? type : null;
}
