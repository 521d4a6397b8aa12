import { type AstNode, walk } from "../../frontend/ast.ts";
import type { FunctionLowering } from "../function-lowering.ts";
import { type BranchSplit, findSplit, type Split } from "./call-continuations.ts";
import { isLowLevelCallWithData } from "./classify-call.ts";
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
      refuseResume(split.call, `${why} (ADR 213)`);
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
    const iteration = (tail: AstNode): AstNode => ({
      nodeType: "IfStatement",
      id: fresh(),
      src: loop.src,
      condition: loop.condition,
      trueBody: {
        nodeType: "Block",
        id: fresh(),
        src: loop.body.src,
        statements: [...upToCall, tail],
      },
      falseBody: null,
    });
    const before = [
      ...stmts.slice(0, i),
      ...(loop.initializationExpression ? [loop.initializationExpression] : []),
    ];
    const step = loop.loopExpression ? [loop.loopExpression] : [];
    return {
      handler: [...before, iteration(stop(false)), ...rest],
      path: [
        ...before,
        ...upToCall,
        split.stmt,
        ...body.slice(split.index + 1),
        ...step,
        iteration(stop(true)),
        ...rest,
      ],
      index: before.length + upToCall.length,
      stmt: split.stmt,
      call: split.call,
      kind: split.kind,
      loop: true,
    };
  }
  return null;
}

/** Why reply cannot run the iterations of `loop` after the first one's call (null when it can). */
function loopProblem(
  low: FunctionLowering,
  loop: AstNode,
  body: AstNode[],
  split: Split,
  rest: AstNode[],
): string | null {
  if (!loop.condition) return "the result is used in a loop without a condition";
  let exits = false;
  let calls = false;
  for (const s of body)
    walk(s, (x) => {
      if (["Break", "Continue", "Return"].includes(x.nodeType)) exits = true;
    });
  walk(loop.condition, (x) => {
    if (isStateChangingCall(low, x)) calls = true;
  });
  walk(loop.loopExpression, (x) => {
    if (isStateChangingCall(low, x)) calls = true;
  });
  if (exits) return "the result is used in a loop whose body has break, continue or return";
  if (calls) return "the result is used in a loop whose condition or step calls another contract";
  if (
    split.kind === "try" ||
    split.kind === "return" ||
    isLowLevelCallWithData(split.call, low.unit.nodes)
  )
    return "the result is used in a loop by a try or a low-level call";
  if (findSplit(low, body.slice(split.index + 1)))
    return "the results of two calls are used in one loop body (reply resumes a loop at one call)";
  if (findSplit(low, rest))
    return "the result is used in a loop followed by another call whose result is used";
  return null;
}
