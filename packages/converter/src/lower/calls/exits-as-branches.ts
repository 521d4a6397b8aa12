import type { AstNode } from "../../frontend/ast.ts";
import { terminates } from "../statements/terminates.ts";

export type LoopExit = "Break" | "Continue";

/**
 * The statements `stmts` of one iteration of a loop, run outside that loop, with each `break` (or
 * each `continue`) of the loop itself removed: the statements after an `if` that leaves on some
 * paths move into its branch that goes on, so whatever followed the exit on that path is skipped
 * (ADR 214): `a; if (got == 0) break; b;` → `a; if (got != 0) { b; }`.
 * Null when that would copy statements (both branches of such an `if` go on, with statements
 * after it) or the exit is in another statement than a block or an `if`.
 */
export function exitsAsBranches(
  stmts: AstNode[],
  exit: LoopExit,
  freshId: () => number,
): AstNode[] | null {
  const out: AstNode[] = [];
  for (const [i, s] of stmts.entries()) {
    if (s.nodeType === exit) return out;
    if (!hasLoopExit(s, exit)) {
      out.push(s);
      continue;
    }
    const rest = stmts.slice(i + 1);
    if (s.nodeType === "Block") {
      const inner = exitsAsBranches([...s.statements, ...rest], exit, freshId);
      return inner && [...out, ...inner];
    }
    if (s.nodeType !== "IfStatement") return null;
    const goesOn = (b: AstNode | null) => !b || !leaves(b, exit);
    if (goesOn(s.trueBody) && goesOn(s.falseBody) && rest.length > 0) return null;
    const branch = (b: AstNode | null) => {
      const own: AstNode[] = !b ? [] : b.nodeType === "Block" ? b.statements : [b];
      return exitsAsBranches([...own, ...(goesOn(b) ? rest : [])], exit, freshId);
    };
    const yes = branch(s.trueBody);
    const no = branch(s.falseBody);
    if (!yes || !no) return null;
    const block = (statements: AstNode[], like: AstNode): AstNode => ({
      nodeType: "Block",
      id: freshId(),
      src: like.src,
      statements,
    });
    // `if (got == 0) break; b;` → `if (got != 0) { b; }`
    out.push(
      yes.length === 0 && no.length > 0
        ? {
            ...s,
            condition: negated(s.condition, freshId),
            trueBody: block(no, s),
            falseBody: null,
          }
        : {
            ...s,
            trueBody: block(yes, s.trueBody),
            falseBody: no.length > 0 ? block(no, s.falseBody ?? s) : null,
          },
    );
    return out;
  }
  return out;
}

const inverse: Record<string, string> = {
  "<": ">=",
  ">": "<=",
  "<=": ">",
  ">=": "<",
  "==": "!=",
  "!=": "==",
};

/** The condition `!c`: a comparison flipped, `!x` as `x`, else `!(c)`. */
function negated(c: AstNode, freshId: () => number): AstNode {
  if (c.nodeType === "BinaryOperation" && inverse[c.operator])
    return { ...c, id: freshId(), operator: inverse[c.operator] };
  if (c.nodeType === "UnaryOperation" && c.operator === "!") return c.subExpression;
  return {
    nodeType: "UnaryOperation",
    id: freshId(),
    src: c.src,
    operator: "!",
    prefix: true,
    subExpression: c,
    typeDescriptions: c.typeDescriptions,
  };
}

/** Whether control never reaches the end of `s`, counting `exit` as leaving. */
function leaves(s: AstNode, exit: LoopExit): boolean {
  if (s.nodeType === exit) return true;
  if (s.nodeType === "Block")
    return s.statements.length > 0 && leaves(s.statements[s.statements.length - 1], exit);
  if (s.nodeType === "IfStatement")
    return !!s.falseBody && leaves(s.trueBody, exit) && leaves(s.falseBody, exit);
  return terminates(s);
}

/** Whether `root` has a `break` / `continue` (`exit`) of the loop it is in (not of a nested loop). */
export function hasLoopExit(root: AstNode | null | undefined, exit: LoopExit): boolean {
  let found = false;
  const visit = (n: AstNode) => {
    if (found || !n || typeof n !== "object") return;
    if (n.nodeType === exit) found = true;
    if (["ForStatement", "WhileStatement", "DoWhileStatement"].includes(n.nodeType)) return;
    for (const v of Object.values(n)) {
      const kids = Array.isArray(v) ? v : [v];
      for (const k of kids)
        if (k && typeof k === "object" && typeof k.nodeType === "string") visit(k);
    }
  };
  if (root) visit(root);
  return found;
}
