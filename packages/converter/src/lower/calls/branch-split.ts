import type { AstNode } from "../../frontend/ast.ts";
import type { FunctionLowering } from "../function-lowering.ts";
import { terminates } from "../statements/terminates.ts";
import { type BranchSplit, findSplit, type Split } from "./call-continuations.ts";
import { isLowLevelCallWithData } from "./classify-call.ts";
import { isStateChangingCall } from "./external-execute.ts";
import { findLoopSplit } from "./loop-split.ts";

/** The first such try in `stmts` (nested in a branch or block, not at the top level itself). */
export function findBranchSplit(low: FunctionLowering, stmts: AstNode[]): BranchSplit | null {
  const found = cutAtSplit(low, stmts, 0);
  return found && found.depth > 0 ? found.split : null;
}

function cutAtSplit(
  low: FunctionLowering,
  stmts: AstNode[],
  depth: number,
): { split: BranchSplit; depth: number } | null {
  for (const [i, stmt] of stmts.entries()) {
    const before = stmts.slice(0, i);
    const rest = stmts.slice(i + 1);
    const found: Pick<Split, "call" | "kind"> | null =
      stmt.nodeType === "TryStatement"
        ? isStateChangingCall(low, stmt.externalCall)
          ? { call: stmt.externalCall, kind: "try" }
          : null
        : depth > 0
          ? splitAtFirst(low, stmts.slice(i))
          : null;
    // a loop in a branch continues each iteration, then the rest of the path (ADR 214)
    const inLoop =
      !found && depth > 0 && ["ForStatement", "WhileStatement"].includes(stmt.nodeType)
        ? findLoopSplit(low, [stmt, ...rest])
        : null;
    if (inLoop) {
      const split = {
        ...inLoop,
        handler: [...before, ...inLoop.handler],
        path: [...before, ...inLoop.path],
        index: before.length + inLoop.index,
      };
      return { split, depth };
    }
    if (found) {
      // only the call and kind: the split's own index counts from this statement
      const here = { call: found.call, kind: found.kind };
      const tail = {
        nodeType: "Return",
        id: -3_000_000 - stmt.id,
        src: stmt.src,
        continuationTail: true,
      };
      const split = {
        handler: [...before, tail],
        path: stmts,
        index: i,
        stmt,
        ...here,
      };
      return { split, depth };
    }
    const places: [AstNode, "trueBody" | "falseBody" | null][] =
      stmt.nodeType === "IfStatement"
        ? [
            [stmt.trueBody, "trueBody"],
            [stmt.falseBody, "falseBody"],
          ]
        : stmt.nodeType === "Block"
          ? [[stmt, null]]
          : [];
    for (const [body, key] of places) {
      if (!body) continue;
      const inner: AstNode[] = body.nodeType === "Block" ? body.statements : [body];
      const found = cutAtSplit(low, inner, depth + 1);
      if (!found) continue;
      // `else if (..)` stays one: a lone statement is not wrapped in a block
      const lone = body.nodeType !== "Block" && found.split.handler.length === 1;
      const cut: AstNode = lone
        ? found.split.handler[0]
        : {
            nodeType: "Block",
            id: body.nodeType === "Block" ? body.id : -3_500_000 - body.id,
            src: body.src,
            statements: found.split.handler,
          };
      const after = terminates(body) ? [] : rest;
      const split = {
        handler: [...before, key ? { ...stmt, [key]: cut } : cut, ...rest],
        path: [...before, ...found.split.path, ...after],
        index: before.length + found.split.index,
        stmt: found.split.stmt,
        call: found.split.call,
        kind: found.split.kind,
        loop: found.split.loop,
      };
      return { split, depth: found.depth };
    }
  }
  return null;
}

/**
 * The split at the first of `stmts` (a statement in a branch using a call's result; ADR 192).
 * Low-level calls in a branch stay refused.
 */
function splitAtFirst(low: FunctionLowering, stmts: AstNode[]): Split | null {
  const s = findSplit(low, stmts);
  return s && s.index === 0 && !isLowLevelCallWithData(s.call, low.unit.nodes) ? s : null;
}
