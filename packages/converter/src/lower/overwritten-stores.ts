import { type AstNode, walk } from "../frontend/ast.ts";
import { refersTo } from "./ast-queries.ts";
import { classifyCall } from "./calls/classify-call.ts";
import type { LoweringContext } from "./lowering-context.ts";

/**
 * The assignments `x = v;` to a value-type local (or parameter, or return variable) that a later
 * `x = w;` of the same statement list overwrites before anything reads `x`: nothing between them
 * refers to `x`, leaves the block (a bare `return` reads return variables) or calls a function
 * or another contract (a call that may continue in `reply`, which keeps the locals).
 */
export function overwrittenStores(fl: LoweringContext, root: AstNode): AstNode[] {
  const found: AstNode[] = [];
  const plainAssignTo = (s: AstNode): number | null => {
    const e = s.nodeType === "ExpressionStatement" ? s.expression : null;
    if (e?.nodeType !== "Assignment" || e.operator !== "=") return null;
    if (e.leftHandSide.nodeType !== "Identifier") return null;
    const decl = fl.unit.nodes.get(e.leftHandSide.referencedDeclaration);
    if (decl?.nodeType !== "VariableDeclaration" || decl.stateVariable) return null;
    return decl.storageLocation === "default" && !decl.constant ? decl.id : null;
  };
  const passable = (s: AstNode, id: number): boolean => {
    if (refersTo(s, id)) return false;
    let ok = true;
    walk(s, (x) => {
      if (
        ["Return", "Break", "Continue", "PlaceholderStatement", "InlineAssembly"].includes(
          x.nodeType,
        )
      )
        ok = false;
      if (x.nodeType === "FunctionCall") {
        const kind = classifyCall(x, fl.unit.nodes).kind;
        if (["external", "address", "new", "internal", "unknown"].includes(kind)) ok = false;
      }
    });
    return ok;
  };
  walk(root, (block) => {
    if (block.nodeType !== "Block" && block.nodeType !== "UncheckedBlock") return;
    const stmts = (block.statements ?? []) as AstNode[];
    stmts.forEach((s, i) => {
      const id = plainAssignTo(s);
      if (id === null) return;
      for (const next of stmts.slice(i + 1)) {
        if (plainAssignTo(next) === id) {
          if (!refersTo(next.expression.rightHandSide, id)) found.push(s.expression);
          return;
        }
        if (!passable(next, id)) return;
      }
    });
  });
  return found;
}
