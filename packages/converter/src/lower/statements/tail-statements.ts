import type { AstNode } from "../../frontend/ast.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { reachableStatements } from "./reachable-statements.ts";
import { tailReturn } from "./return-statement.ts";
import { restoreSnapshot, takeSnapshot } from "./stub-statement.ts";
import { lowerTryStatement } from "./try-statement.ts";

// The statements a function ends with: a last `return x;` is the tail expression `x`, also inside
// the plain and `unchecked` blocks it ends with and in every branch of a last `if … else …`
// whose branches all end in a `return`, and in every clause of a last `try` of a view (a
// hand-written function has no `return` at its end).

/** Whether `s` ends in a `return` on every path through its last statements. */
export function endsInReturn(s: AstNode | null | undefined): boolean {
  if (!s) return false;
  if (s.nodeType === "Return") return true;
  if (s.nodeType === "Block" || s.nodeType === "UncheckedBlock") {
    const list = (s.statements ?? []) as AstNode[];
    return list.length > 0 && endsInReturn(list[list.length - 1]);
  }
  if (s.nodeType === "IfStatement") return endsInReturn(s.trueBody) && endsInReturn(s.falseBody);
  if (s.nodeType === "TryStatement")
    return (s.clauses as AstNode[]).every((c) => endsInReturn(c.block));
  return false;
}

/** Lowers `stmts`, the last of a function's body, with the `return`s at its end as tail expressions. */
export function lowerTailStatements(fl: LoweringContext, all: AstNode[]): void {
  const stmts = reachableStatements(all);
  const last = stmts[stmts.length - 1];
  if (!endsInReturn(last)) {
    fl.statements(stmts);
    return;
  }
  const outer = fl.trailing;
  fl.trailing = last;
  fl.statements(stmts.slice(0, -1));
  fl.trailing = outer;
  lowerTailStatement(fl, last);
}

function lowerTailStatement(fl: LoweringContext, s: AstNode): void {
  if (s.nodeType === "Return") {
    tailReturn(fl, s);
    return;
  }
  if (s.nodeType === "Block") {
    lowerTailStatements(fl, s.statements);
    return;
  }
  if (s.nodeType === "UncheckedBlock") {
    fl.emit("// unchecked");
    fl.uncheckedDepth++;
    lowerTailStatements(fl, s.statements);
    fl.uncheckedDepth--;
    return;
  }
  // `if … else …` and `try … catch …` (of a view): lowered as the value of the function; what
  // has no translation is stubbed as a statement, as anywhere else
  const before = takeSnapshot(fl);
  try {
    if (s.nodeType === "TryStatement")
      lowerTryStatement(fl, s, (block) => lowerTailStatements(fl, block.statements));
    else tailIf(fl, s, false);
  } catch (err) {
    if (!(err instanceof Unsupported)) throw err;
    restoreSnapshot(fl, before);
    fl.statement(s);
  }
}

function tailIf(fl: LoweringContext, s: AstNode, isElseIf: boolean): void {
  let cond = "";
  fl.withPrelude(() => {
    cond = fl.expr(s.condition, { k: "bool" }).code;
    return [];
  });
  fl.emit(`${isElseIf ? "} else " : ""}if ${cond} {`);
  fl.indent++;
  lowerTailStatement(fl, s.trueBody);
  fl.indent--;
  if (s.falseBody.nodeType === "IfStatement") {
    tailIf(fl, s.falseBody, true);
    return;
  }
  fl.emit("} else {");
  fl.indent++;
  lowerTailStatement(fl, s.falseBody);
  fl.indent--;
  fl.emit("}");
}
