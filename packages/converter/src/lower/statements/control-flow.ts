import type { AstNode } from "../../frontend/ast.ts";
import { checkedCall, isCheckableCall } from "../calls/checked-call.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { uninitMut } from "../scan-locals.ts";
import { negate, revertError } from "./revert-errors.ts";
import { reachesBodyEnd } from "./terminates.ts";

// `if`, `for`, `while` and `do … while`, with labelled breaks where `continue` needs them.

export function lowerIf(fl: LoweringContext, s: AstNode, isElseIf: boolean, close = "}"): void {
  const check = s.condition;
  if (
    !isElseIf &&
    !s.falseBody &&
    check.nodeType === "UnaryOperation" &&
    check.operator === "!" &&
    isCheckableCall(fl, check.subExpression)
  ) {
    const error = revertError(fl, s.trueBody);
    if (error !== null) {
      fl.withPrelude(() => checkedCall(fl, check.subExpression, error, s));
      return;
    }
  }
  let cond = "";
  fl.withPrelude(() => {
    cond = fl.expr(s.condition, { k: "bool" }).code;
    return [];
  });
  // an `if` whose branches end with a local's first value declares it (declare-by-if.ts)
  const declared = isElseIf ? undefined : fl.ifDeclares.get(s.id);
  let declare = "";
  if (declared !== undefined) {
    declare = `let ${uninitMut(fl, declared)}${fl.locals.get(declared)!.name} = `;
    close = "};";
  }
  const open = `${isElseIf ? "} else " : declare}if ${cond} {`;
  fl.emit(open);
  fl.indent++;
  fl.statement(s.trueBody);
  fl.indent--;
  if (s.falseBody) {
    if (s.falseBody.nodeType === "IfStatement") {
      lowerIf(fl, s.falseBody, true, close);
      return;
    }
    fl.emit("} else {");
    fl.indent++;
    fl.statement(s.falseBody);
    fl.indent--;
  }
  if (!isElseIf || !s.falseBody || s.falseBody.nodeType !== "IfStatement") fl.emit(close);
}

function hasContinue(body: AstNode): boolean {
  let found = false;
  const visit = (n: AstNode) => {
    if (!n || typeof n !== "object") return;
    if (n.nodeType === "Continue") found = true;
    if (["ForStatement", "WhileStatement", "DoWhileStatement"].includes(n.nodeType)) return;
    for (const v of Object.values(n)) {
      if (Array.isArray(v)) {
        for (const i of v) if (i && typeof i.nodeType === "string") visit(i);
      } else if (v && typeof v === "object" && typeof (v as AstNode).nodeType === "string") {
        visit(v as AstNode);
      }
    }
  };
  const stmts = body.nodeType === "Block" ? body.statements : [body];
  for (const s of stmts) visit(s);
  return found;
}

export function lowerFor(fl: LoweringContext, s: AstNode): void {
  if (s.initializationExpression) fl.statement(s.initializationExpression);
  const withCont = hasContinue(s.body);
  const cond = condInLoop(fl, s.condition);
  // a body that always leaves (and never continues) never reaches the increment
  const post = () => {
    if (s.loopExpression && reachesBodyEnd(s)) fl.statement(s.loopExpression);
  };
  loopBody(fl, cond, s.body, withCont, post);
}

/** A loop condition that needs statements of its own becomes `loop { ...; if !c { break; } }`. */
function condInLoop(fl: LoweringContext, cond: AstNode | null): { pre: string[]; code: string } {
  if (!cond) return { pre: [], code: "true" };
  fl.prelude.push([]);
  const code = fl.expr(cond, { k: "bool" }).code;
  const pre = fl.prelude.pop()!;
  return { pre, code };
}

function loopBody(
  fl: LoweringContext,
  cond: { pre: string[]; code: string },
  body: AstNode,
  withCont: boolean,
  post: () => void,
): void {
  const n = fl.labelCounter++;
  const outer = withCont ? `'loop${n}` : null;
  const inner = withCont ? `'body${n}` : null;
  const head =
    cond.pre.length === 0 ? (cond.code === "true" ? "loop {" : `while ${cond.code} {`) : "loop {";
  fl.emit(outer ? `${outer}: ${head}` : head);
  const headAt = fl.lines.length - 1;
  fl.indent++;
  if (cond.pre.length > 0) {
    for (const p of cond.pre) fl.emit(p);
    fl.emit(`if !(${cond.code}) {`);
    fl.emit(outer ? `    break ${outer};` : "    break;");
    fl.emit("}");
  }
  fl.loopLabels.push({ brk: outer, cont: inner });
  if (inner) {
    fl.emit(`${inner}: {`);
    fl.indent++;
    fl.statement(body);
    fl.indent--;
    fl.emit("}");
  } else {
    fl.statement(body);
  }
  fl.loopLabels.pop();
  post();
  fl.indent--;
  fl.emit("}");
  if (outer) dropUnusedLabel(fl, headAt, outer);
}

/** Removes a loop label no `break` names (rustc warns about unused labels). */
function dropUnusedLabel(fl: LoweringContext, headAt: number, label: string): void {
  const used = fl.lines.slice(headAt + 1).some((l) => l.includes(`break ${label};`));
  if (!used) fl.lines[headAt] = fl.lines[headAt].replace(`${label}: `, "");
}

export function lowerWhile(fl: LoweringContext, s: AstNode): void {
  loopBody(fl, condInLoop(fl, s.condition), s.body, hasContinue(s.body), () => {});
}

export function lowerDoWhile(fl: LoweringContext, s: AstNode): void {
  const withCont = hasContinue(s.body);
  const n = fl.labelCounter++;
  const outer = `'loop${n}`;
  const inner = withCont ? `'body${n}` : null;
  fl.emit(withCont ? `${outer}: loop {` : "loop {");
  const headAt = fl.lines.length - 1;
  fl.indent++;
  fl.loopLabels.push({ brk: withCont ? outer : null, cont: inner });
  if (inner) {
    fl.emit(`${inner}: {`);
    fl.indent++;
    fl.statement(s.body);
    fl.indent--;
    fl.emit("}");
  } else fl.statement(s.body);
  fl.loopLabels.pop();
  if (!reachesBodyEnd(s)) {
    fl.indent--;
    fl.emit("}");
    return;
  }
  // `if x == 0 { break; }` for `while (x != 0)`, not `if !(x != 0)`
  fl.prelude.push([]);
  const stop = negate(fl, s.condition);
  for (const p of fl.prelude.pop()!) fl.emit(p);
  fl.emit(`if ${stop} {`);
  fl.emit(withCont ? `    break ${outer};` : "    break;");
  fl.emit("}");
  fl.indent--;
  fl.emit("}");
  if (withCont) dropUnusedLabel(fl, headAt, outer);
}
