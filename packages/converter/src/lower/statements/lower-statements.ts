import { rustType } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { isLiteral, refersTo } from "../ast-queries.ts";
import { checkedCall, checkedUse, isCheckableCall } from "../calls/checked-call.ts";
import { externalExecuteLines, isStateChangingCall } from "../calls/external-execute.ts";
import { ignoredLowLevelCallLines } from "../calls/low-level-call.ts";
import { isSentLowLevelCall } from "../calls/self-view-low-level-call.ts";
import { declareByIf } from "../declare-by-if.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { canDeclareUninit, canDefer, uninitMut } from "../scan-locals.ts";
import { Unsupported } from "../unsupported.ts";
import { lowerDoWhile, lowerFor, lowerIf, lowerWhile } from "./control-flow.ts";
import { lowerEmitStatement } from "./emit-statement.ts";
import { lowerExpressionStatement } from "./expression-statement.ts";
import { reachableStatements } from "./reachable-statements.ts";
import { lowerReturn } from "./return-statement.ts";
import { customError } from "./revert-errors.ts";
import { restoreSnapshot, stubStatement, takeSnapshot } from "./stub-statement.ts";
import { lowerTryStatement } from "./try-statement.ts";
import { lowerVariableDeclaration } from "./variable-declaration.ts";

// `lowerStatements` / `lowerStatement`: a statement list, with the patterns that span statements
// (checked call results, late declarations); dispatches on the statement type.

export function lowerStatements(fl: LoweringContext, all: AstNode[]): void {
  const stmts = reachableStatements(all);
  stmts.forEach((s, i) => {
    const after = fl.trailing ? [...stmts.slice(i + 1), fl.trailing] : stmts.slice(i + 1);
    if (
      s.nodeType === "VariableDeclarationStatement" &&
      s.declarations.length === 1 &&
      s.declarations[0] &&
      isStateChangingCall(fl, s.initialValue) &&
      !after.some((r) => refersTo(r, s.declarations[0].id))
    ) {
      // the result is never read: a plain message, as if the value were discarded
      fl.withPrelude(() => externalExecuteLines(fl, s.initialValue, null));
      return;
    }
    if (
      s.nodeType === "VariableDeclarationStatement" &&
      isSentLowLevelCall(fl.unit, s.initialValue) &&
      !(s.declarations as (AstNode | null)[]).some((d) => d && after.some((r) => refersTo(r, d.id)))
    ) {
      // `(bool ok, ) = to.call(data);` with `ok` never read: the failure is ignored
      fl.withPrelude(() => ignoredLowLevelCallLines(fl, s.initialValue));
      return;
    }
    if (
      s.nodeType === "VariableDeclarationStatement" &&
      s.declarations.length === 1 &&
      s.declarations[0] &&
      isCheckableCall(fl, s.initialValue)
    ) {
      const use = checkedUse(fl, s.declarations[0].id, after);
      if (use) {
        const error = use.error();
        fl.consumed.add(use.stmt.id);
        fl.withPrelude(() => checkedCall(fl, s.initialValue, error, use.stmt, use.between));
        return;
      }
    }
    if (
      s.nodeType === "VariableDeclarationStatement" &&
      !s.initialValue &&
      s.declarations.length === 1 &&
      s.declarations[0] &&
      s.declarations[0].storageLocation !== "storage" &&
      canDefer(fl, s.declarations[0].id, stmts.slice(i + 1))
    ) {
      const d = s.declarations[0];
      fl.declareLocal(d);
      fl.pendingDecl.add(d.id);
      return;
    }
    if (
      s.nodeType === "VariableDeclarationStatement" &&
      (!s.initialValue || isLiteral(s.initialValue)) &&
      s.declarations.length === 1 &&
      s.declarations[0] &&
      s.declarations[0].storageLocation !== "storage" &&
      declareByIf(fl, s.declarations[0].id, stmts.slice(i + 1))
    ) {
      fl.declareLocal(s.declarations[0]);
      return;
    }
    if (
      s.nodeType === "VariableDeclarationStatement" &&
      (!s.initialValue || isLiteral(s.initialValue)) &&
      s.declarations.length === 1 &&
      s.declarations[0] &&
      s.declarations[0].storageLocation !== "storage" &&
      canDeclareUninit(fl, s.declarations[0].id, stmts.slice(i + 1))
    ) {
      // a literal initial value that is overwritten before anything reads it is dropped
      const d = s.declarations[0];
      const name = fl.declareLocal(d);
      fl.emit(`let ${uninitMut(fl, d.id)}${name}: ${rustType(fl.locals.get(d.id)!.type)};`);
      return;
    }
    fl.statement(s);
  });
}

export function lowerStatement(fl: LoweringContext, s: AstNode): void {
  const before = takeSnapshot(fl);
  try {
    lowerStatementOrFail(fl, s);
  } catch (err) {
    if (!(err instanceof Unsupported)) throw err;
    restoreSnapshot(fl, before);
    stubStatement(fl, s, err);
  }
}

function lowerStatementOrFail(fl: LoweringContext, s: AstNode): void {
  if (fl.consumed.has(s.id)) return;
  switch (s.nodeType) {
    case "Block":
      fl.statements(s.statements);
      return;
    case "UncheckedBlock":
      fl.emit("// unchecked");
      fl.uncheckedDepth++;
      fl.statements(s.statements);
      fl.uncheckedDepth--;
      return;
    case "VariableDeclarationStatement":
      lowerVariableDeclaration(fl, s);
      return;
    case "ExpressionStatement":
      fl.withPrelude(() => lowerExpressionStatement(fl, s.expression));
      return;
    case "IfStatement":
      lowerIf(fl, s, false);
      return;
    case "ForStatement":
      lowerFor(fl, s);
      return;
    case "WhileStatement":
      lowerWhile(fl, s);
      return;
    case "DoWhileStatement":
      lowerDoWhile(fl, s);
      return;
    case "Break": {
      const l = fl.loopLabels[fl.loopLabels.length - 1];
      fl.emit(l?.brk ? `break ${l.brk};` : "break;");
      return;
    }
    case "Continue": {
      const l = fl.loopLabels[fl.loopLabels.length - 1];
      fl.emit(l?.cont ? `break ${l.cont};` : "continue;");
      return;
    }
    case "Return":
      if (s.continuationTail && fl.onContinuationTail) fl.onContinuationTail();
      else fl.withPrelude(() => lowerReturn(fl, s));
      return;
    case "EmitStatement":
      fl.withPrelude(() => lowerEmitStatement(fl, s));
      return;
    case "RevertStatement":
      fl.withPrelude(() => [`return Err(${customError(fl, s.errorCall)});`]);
      return;
    case "PlaceholderStatement":
      if (fl.placeholder) {
        fl.placeholder(s);
        return;
      }
      throw new Unsupported("SOL2CW-E011", s, "a modifier placeholder `_` inside a nested block");
    case "InlineAssembly":
      throw new Unsupported("SOL2CW-E001", s, "inline assembly");
    case "TryStatement":
      lowerTryStatement(fl, s);
      return;
    default:
      throw new Unsupported("SOL2CW-E013", s, `the statement ${s.nodeType}`);
  }
}
