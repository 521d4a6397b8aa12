import { type AstNode, walk } from "../../frontend/ast.ts";
import type { ContractUnit } from "../contract-unit.ts";
import { FunctionLowering } from "../function-lowering.ts";
import { emptyNeeds } from "../needs.ts";
import { scanMutations } from "../scan-locals.ts";
import { checkedUse, isCheckableCall } from "./checked-call.ts";
import { creationSplit } from "./created-contracts.ts";
import { isStateChangingCall } from "./external-execute.ts";
import { nestedCallUse } from "./nested-call-use.ts";
import { isSentLowLevelCall } from "./self-view-low-level-call.ts";

/**
 * A top-level statement of a public function that uses the result of a state-changing call to
 * another contract: the function stops there, the call is queued with a reply id, and `reply`
 * runs the statement and the rest of the function (a continuation).
 */
export interface Split {
  /** Index of the statement in the function body's top-level statements. */
  index: number;
  stmt: AstNode;
  call: AstNode;
  /**
   * `expr`: the call is nested in the statement's expression (ADR 190); `call`: the statement is
   * the call, whose result nothing reads (a contract created in the function is queried after it;
   * ADR 204).
   */
  kind: "decl" | "assign" | "return" | "try" | "expr" | "call";
  /** The statement is in a loop's body, which the continuation runs on (ADR 213). */
  loop?: boolean;
}

/** A continuation registered for `reply`: its reply id constant, enum variant and Rust fn. */
export interface ContinuationPoint {
  constName: string;
  variant: string;
  fnName: string;
  /** The Solidity call, for the reply id's doc comment. */
  what: string;
  line: number;
  /** Fields of the enum variant (the saved state), and the pattern that binds them again. */
  fields: { name: string; type: string }[];
  pattern: string;
  /** The continuation fn: its body after the pop, its parameters, the arguments `reply` passes. */
  body: string;
  params: string[];
  args: string[];
  /** The arguments before the call's results when the handler runs the rest at once. */
  syncArgs: string[];
  /** The Solidity function it continues. */
  doc: string;
  /** The continued call's AST node id. */
  callId: number;
}

const registry = new WeakMap<ContractUnit, ContinuationPoint[]>();

/** The continuations of a contract, in reply-id order (after the `bool` checks). */
export function continuationsOf(unit: ContractUnit): ContinuationPoint[] {
  let list = registry.get(unit);
  if (!list) {
    list = [];
    registry.set(unit, list);
  }
  return list;
}

/** The first statement of `stmts` that must continue in `reply`, if any. */
export function findSplit(low: FunctionLowering, stmts: AstNode[]): Split | null {
  for (const [index, stmt] of stmts.entries()) {
    const rest = stmts.slice(index + 1);
    const created = creationSplit(low, stmt, rest);
    if (created) {
      const kind =
        created.kind === "nested" ? (stmt.nodeType === "Return" ? "return" : "expr") : created.kind;
      return { index, stmt, call: created.call, kind };
    }
    if (stmt.nodeType === "VariableDeclarationStatement") {
      const call = stmt.initialValue;
      if (!isStateChangingCall(low, call) && !isSentLowLevelCall(low.unit, call)) {
        const nested = nestedCallUse(low, stmt);
        if (nested) return { index, stmt, call: nested, kind: "expr" };
        continue;
      }
      const decls = (stmt.declarations as (AstNode | null)[]).filter((d): d is AstNode => !!d);
      // an unread result is a plain message; a checked `bool` is checked in reply
      if (!decls.some((d) => rest.some((r) => refersTo(r, d.id)))) continue;
      if (
        stmt.declarations.length === 1 &&
        isCheckableCall(low, call) &&
        checkedUse(low, decls[0].id, rest)
      )
        continue;
      return { index, stmt, call, kind: "decl" };
    }
    if (stmt.nodeType === "ExpressionStatement") {
      const e = stmt.expression;
      if (
        e.nodeType === "Assignment" &&
        (isStateChangingCall(low, e.rightHandSide) || isSentLowLevelCall(low.unit, e.rightHandSide))
      )
        return { index, stmt, call: e.rightHandSide, kind: "assign" };
      const nested = nestedCallUse(low, stmt);
      if (nested) return { index, stmt, call: nested, kind: "expr" };
      continue;
    }
    if (stmt.nodeType === "Return" && isStateChangingCall(low, stmt.expression))
      return { index, stmt, call: stmt.expression, kind: "return" };
    if (stmt.nodeType === "TryStatement" && isStateChangingCall(low, stmt.externalCall))
      return { index, stmt, call: stmt.externalCall, kind: "try" };
    const nested = nestedCallUse(low, stmt);
    if (nested) {
      const kind = stmt.nodeType === "Return" ? "return" : "expr";
      return { index, stmt, call: nested, kind };
    }
  }
  return null;
}

/**
 * A try statement around a state-changing call inside `if`/`else` branches and plain blocks (not
 * loops) of a function with no top-level split (ADR 186): the handler stops there, and reply runs
 * the rest of the path that reached it — the rest of each enclosing block, innermost first, up to
 * the first one that never falls through.
 */
export interface BranchSplit {
  /**
   * The body with the path cut at the try, which is replaced by a `Return` marked
   * `continuationTail` (the handler's stop: queue the call, push the continuation, return).
   */
  handler: AstNode[];
  /** The statements on the path through the try, flattened; the try is at `index`. */
  path: AstNode[];
  index: number;
  stmt: AstNode;
  call: AstNode;
  kind: Split["kind"];
  loop?: boolean;
}

let synthetic = 0;

/** How many times each declaration is assigned in `stmts` (as `scanMutations` counts them). */
function assignCounts(unit: ContractUnit, stmts: AstNode[]): Map<number, number> {
  const scan = new FunctionLowering(unit, "internal", emptyNeeds(), false);
  synthetic++;
  scanMutations(scan, {
    nodeType: "Block",
    id: -2_000_000 - synthetic,
    src: stmts[0]?.src ?? "0:0:0",
    statements: stmts,
  });
  return scan.assignCount;
}

/**
 * Restricts `low`'s mutation counts to the top-level statements `from..to` of `body`: the part of
 * the function one Rust fn runs (so `mut` is declared only where that fn assigns).
 */
export function useSegmentCounts(
  low: FunctionLowering,
  body: AstNode[],
  from: number,
  to: number,
): void {
  const all = assignCounts(low.unit, body.slice(from));
  const later = assignCounts(low.unit, body.slice(to));
  low.mutated.clear();
  low.assignCount.clear();
  for (const [id, n] of all) {
    const k = n - (later.get(id) ?? 0);
    if (k > 0) {
      low.mutated.add(id);
      low.assignCount.set(id, k);
    }
  }
}

/**
 * Declarations the split statement reads besides the call itself: index expressions of its
 * assignment target, the bodies of try clauses. Identifiers assigned directly are not reads.
 */
export function splitReads(split: Split): Set<number> {
  const skip = new Set<AstNode>();
  walk(split.call, (x) => {
    skip.add(x);
  });
  // `x = call` does not read x; `x += call` does
  if (split.kind === "assign" && split.stmt.expression.operator === "=") {
    const lhs = split.stmt.expression.leftHandSide;
    for (const t of lhs.nodeType === "TupleExpression" ? lhs.components : [lhs])
      if (t?.nodeType === "Identifier") skip.add(t);
  }
  const out = new Set<number>();
  walk(split.stmt, (x) => {
    if (x.nodeType === "Identifier" && !skip.has(x)) out.add(x.referencedDeclaration);
  });
  return out;
}

/** Locals assigned directly by a split assignment (`x = call()`, `(a, b) = call()`). */
export function assignedLocals(split: Split, isLocal: (id: number) => boolean): number[] {
  if (split.kind !== "assign" || split.stmt.expression.operator !== "=") return [];
  const lhs = split.stmt.expression.leftHandSide;
  const targets: (AstNode | null)[] = lhs.nodeType === "TupleExpression" ? lhs.components : [lhs];
  return targets
    .filter((t): t is AstNode => t?.nodeType === "Identifier" && isLocal(t.referencedDeclaration))
    .map((t) => t.referencedDeclaration);
}

export function refersTo(root: AstNode | null | undefined, declId: number): boolean {
  let found = false;
  walk(root, (x) => {
    if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) found = true;
  });
  return found;
}

/** Whether the contract has a `reply` entry point (checked results or continuations). */
export function hasReply(unit: ContractUnit): boolean {
  return (
    unit.replyChecks.length > 0 || continuationsOf(unit).length > 0 || unit.ignoresCallFailures
  );
}
