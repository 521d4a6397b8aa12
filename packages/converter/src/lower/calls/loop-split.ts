import { type AstNode, walk } from "../../frontend/ast.ts";
import type { FunctionLowering } from "../function-lowering.ts";
import { type BranchSplit, findSplit, type Split } from "./call-continuations.ts";
import { isLowLevelCallWithData } from "./classify-call.ts";
import { exitsAsBranches, hasLoopExit, type LoopExit } from "./exits-as-branches.ts";
import { isStateChangingCall } from "./external-execute.ts";
import { refuseResume } from "./unresumable-calls.ts";

/**
 * A `for` or `while` loop among the top-level statements `stmts` of a public function whose body
 * has a statement using a state-changing call's result (`total += pools[i].claim();`; ADR 213):
 * each iteration stops at the call and reply runs the rest of that iteration, the loop's step,
 * and the next iteration up to its call — or, once the condition fails, what follows the loop.
 *
 * As a split over a flattened path: the handler runs what comes before, the loop's
 * initialisation and `if (cond) { <body up to the call>; <stop> }`, then what follows the loop;
 * the continuation runs `<the statement> <rest of body> <step>
 * if (cond) { <body up to the call>; <stop again, same continuation> }` and what follows.
 * `break`, `continue` and `return` in the body (ADR 214): a `return` finishes the function where
 * it is; a `break` or `continue` after the call skips, through `exitsAsBranches`, the rest of the
 * body and (a `break`) the step and next iteration; a `break` before the call skips the stop; a
 * `continue` before it makes the iteration `for (; cond; step) { <body up to the call>; <stop> }`.
 */
export function findLoopSplit(low: FunctionLowering, stmts: AstNode[]): BranchSplit | null {
  for (const [i, loop] of stmts.entries()) {
    if (loop.nodeType !== "ForStatement" && loop.nodeType !== "WhileStatement") continue;
    const body: AstNode[] = loop.body.nodeType === "Block" ? loop.body.statements : [loop.body];
    const split = findSplit(low, body);
    if (!split) continue;
    const rest = stmts.slice(i + 1);
    const why = loopProblem(low, loop, body, split, rest);
    if (why) {
      refuseResume(split.call, why);
      return null;
    }
    const fresh = () => low.unit.freshNodeId();
    const stop = (loopBack: boolean): AstNode => ({
      nodeType: "Return",
      id: fresh(),
      src: split.stmt.src,
      continuationTail: true,
      // the next iteration's call is made here again: what it reads is read after the split
      ...(loopBack ? { callAgain: split.call } : {}),
    });
    const upToCall = body.slice(0, split.index);
    const afterCall = body.slice(split.index + 1);
    const step = loop.loopExpression ? [loop.loopExpression] : [];
    const iteration = (tail: AstNode): AstNode | null => {
      const block = (statements: AstNode[]): AstNode => ({
        nodeType: "Block",
        id: fresh(),
        src: loop.body.src,
        statements,
      });
      // a `continue` before the call runs the step and the next iteration: a loop again (ADR 214)
      if (upToCall.some((s) => hasLoopExit(s, "Continue")))
        return {
          nodeType: "ForStatement",
          id: fresh(),
          src: loop.src,
          initializationExpression: null,
          condition: loop.condition,
          loopExpression: loop.loopExpression ?? null,
          body: block([...upToCall, tail]),
        };
      const once = exitsAsBranches([...upToCall, tail], "Break", fresh);
      if (!once) return null;
      // `if (cond) { if (!stop) { .. } }` is one `if (cond && !stop) { .. }`
      const inner = once.length === 1 && once[0].nodeType === "IfStatement" ? once[0] : null;
      return inner && !inner.falseBody
        ? {
            ...inner,
            id: fresh(),
            condition: {
              nodeType: "BinaryOperation",
              id: fresh(),
              src: loop.condition.src,
              operator: "&&",
              leftExpression: loop.condition,
              rightExpression: inner.condition,
              typeDescriptions: loop.condition.typeDescriptions,
            },
          }
        : {
            nodeType: "IfStatement",
            id: fresh(),
            src: loop.src,
            condition: loop.condition,
            trueBody: block(once),
            falseBody: null,
          };
    };
    const first = iteration(stop(false));
    const next = iteration(stop(true));
    // the rest of the resumed iteration: a `break` skips the step and the next iteration,
    // a `continue` only the rest of the body
    const leavesAfter = (exit: LoopExit) => afterCall.some((s) => hasLoopExit(s, exit));
    const resumed = !next
      ? null
      : leavesAfter("Break")
        ? exitsAsBranches([...afterCall, ...step, next], "Break", fresh)
        : leavesAfter("Continue")
          ? withTail(exitsAsBranches(afterCall, "Continue", fresh), [...step, next])
          : [...afterCall, ...step, next];
    if (!first || !resumed) {
      refuseResume(
        split.call,
        "the result is used in a loop whose break or continue is outside an if or block, or would need statements copied (ADR 214)",
      );
      return null;
    }
    const before = [
      ...stmts.slice(0, i),
      ...(loop.initializationExpression ? [loop.initializationExpression] : []),
    ];
    return {
      handler: [...before, first, ...rest],
      path: [...before, ...upToCall, split.stmt, ...resumed, ...rest],
      index: before.length + upToCall.length,
      stmt: split.stmt,
      call: split.call,
      kind: split.kind,
      loop: true,
    };
  }
  return null;
}

function withTail(stmts: AstNode[] | null, tail: AstNode[]): AstNode[] | null {
  return stmts && [...stmts, ...tail];
}

/** Why reply cannot run the iterations of `loop` after the first one's call (null when it can). */
function loopProblem(
  low: FunctionLowering,
  loop: AstNode,
  body: AstNode[],
  split: Split,
  rest: AstNode[],
): string | null {
  if (!loop.condition) return "the result is used in a loop without a condition (ADR 213)";
  let calls = false;
  walk(loop.condition, (x) => {
    if (isStateChangingCall(low, x)) calls = true;
  });
  walk(loop.loopExpression, (x) => {
    if (isStateChangingCall(low, x)) calls = true;
  });
  const after = body.slice(split.index + 1);
  const leaves = (exit: LoopExit) => after.some((s) => hasLoopExit(s, exit));
  if (leaves("Break") && leaves("Continue"))
    return "the result is used in a loop whose body has both break and continue after the call (ADR 214)";
  if (calls)
    return "the result is used in a loop whose condition or step calls another contract (ADR 213)";
  if (
    split.kind === "try" ||
    split.kind === "return" ||
    isLowLevelCallWithData(split.call, low.unit.nodes)
  )
    return "the result is used in a loop by a try or a low-level call (ADR 213)";
  if (findSplit(low, body.slice(split.index + 1)))
    return "the results of two calls are used in one loop body (reply resumes a loop at one call) (ADR 213)";
  if (findSplit(low, rest))
    return "the result is used in a loop followed by another call whose result is used (ADR 213)";
  return null;
}
