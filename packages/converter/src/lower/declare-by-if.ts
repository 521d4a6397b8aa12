import { type AstNode, walk } from "../frontend/ast.ts";
import type { LoweringContext } from "./lowering-context.ts";

/**
 * Whether a local declared without a value gets its first value from an `if`/`else` (a chain of
 * them) every branch of which ends by assigning it (`x = v`, nothing else in the branch referring
 * to it) or leaves without referring to it, with nothing before the `if` in `rest` referring to
 * it or leaving. The `if` then declares it, `let x = if c { ..; v } else { ..; v };`, rather than
 * `let x: T;` and an assignment in each branch (clippy's needless_late_init); lowerIf and
 * lowerAssignment read what is recorded here.
 */
export function declareByIf(fl: LoweringContext, declId: number, rest: AstNode[]): boolean {
  // a bare `return;` returns the named results, so it reads them
  const refersTo = (n: AstNode | null) => {
    let found = false;
    walk(n, (x) => {
      if (x.nodeType === "Identifier" && x.referencedDeclaration === declId) found = true;
      if (x.nodeType === "Return" && !x.expression && !x.continuationTail) found = true;
    });
    return found;
  };
  const assignsIt = (s: AstNode | undefined) => {
    const e = s?.nodeType === "ExpressionStatement" ? s.expression : null;
    return (
      e?.nodeType === "Assignment" &&
      e.operator === "=" &&
      e.leftHandSide.nodeType === "Identifier" &&
      e.leftHandSide.referencedDeclaration === declId &&
      !refersTo(e.rightHandSide)
    );
  };
  const leaves = (s: AstNode | undefined) => {
    if (s?.nodeType === "Return" || s?.nodeType === "RevertStatement") return true;
    const call = s?.nodeType === "ExpressionStatement" ? s.expression : null;
    return call?.nodeType === "FunctionCall" && call.expression?.name === "revert";
  };
  // the assignments ending the branches, or null when a branch neither assigns it last nor leaves
  const branchValues = (s: AstNode): AstNode[] | null => {
    if (!s.falseBody || refersTo(s.condition)) return null;
    const values: AstNode[] = [];
    for (const body of [s.trueBody, s.falseBody] as AstNode[]) {
      if (body.nodeType === "IfStatement") {
        const inner = branchValues(body);
        if (!inner) return null;
        values.push(...inner);
        continue;
      }
      const stmts: AstNode[] = body.nodeType === "Block" ? body.statements : [body];
      const last = stmts[stmts.length - 1];
      if (stmts.slice(0, -1).some(refersTo)) return null;
      if (assignsIt(last)) values.push(last.expression);
      else if (!leaves(last) || refersTo(last)) return null;
    }
    return values;
  };
  for (const s of rest) {
    const values = s.nodeType === "IfStatement" ? branchValues(s) : null;
    if (values && values.length > 0) {
      fl.ifDeclares.set(s.id, declId);
      fl.initAssigns.set(declId, values.length);
      for (const v of values) fl.branchValues.add(v.id);
      return true;
    }
    let blocked = refersTo(s);
    walk(s, (x) => {
      if (["Return", "Break", "Continue", "PlaceholderStatement"].includes(x.nodeType))
        blocked = true;
    });
    if (blocked) return false;
  }
  return false;
}
