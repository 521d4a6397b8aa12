import { defaultValue } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import { assignTo } from "../assignments/assign-to.ts";
import { lowerAssignment } from "../assignments/lower-assignment.ts";
import { lowerCallStatement } from "../calls/call-statement.ts";
import { arith } from "../expressions/arithmetic.ts";
import { P } from "../expressions/rust-expr.ts";
import { intLiteral } from "../int-code.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { changeMappingArrayLength, mappingArrayOf } from "../storage/mapping-arrays.ts";
import { keyCode, stabilize } from "../storage/path-keys.ts";
import { mapOp } from "../storage/storage-access.ts";
import { pathOf } from "../storage/storage-paths.ts";
import { storeElements } from "../storage/stored-elements.ts";

// Expression statements: assignments, `x++`, `delete x`, calls that are statements, and values
// evaluated for their checks.

export function lowerExpressionStatement(fl: LoweringContext, e: AstNode): string[] {
  if (e.nodeType === "Assignment") return lowerAssignment(fl, e);
  // `data;` only silences Solidity's unused-variable warning: nothing to run
  // so do names alone (`Lib.S;`, `(MyInt).wrap;`): reading them has no effect
  if (e.nodeType === "Literal" || isName(e)) return [];
  if (e.nodeType === "UnaryOperation" && (e.operator === "++" || e.operator === "--")) {
    const t = parseType(e.typeDescriptions?.typeString);
    const one = intLiteral(1n, t as { k: "uint"; bits: number });
    if (fl.deadStores.has(e.id)) {
      const step = arith(
        fl,
        e.operator === "++" ? "+" : "-",
        fl.expr(e.subExpression),
        { code: one, prec: P.ATOM, owned: true, type: t },
        t,
      );
      return [`let _ = ${step.code};`];
    }
    return assignTo(fl, e.subExpression, (cur) =>
      arith(
        fl,
        e.operator === "++" ? "+" : "-",
        cur,
        { code: one, prec: P.ATOM, owned: true, type: t },
        t,
      ),
    );
  }
  if (e.nodeType === "UnaryOperation" && e.operator === "delete") {
    const t = parseType(e.subExpression.typeDescriptions?.typeString);
    const path = pathOf(fl, e.subExpression);
    const mappings = mappingArrayOf(path);
    if (mappings?.storedElements) return storeElements(fl, mappings, stabilize(fl, path!), null);
    if (mappings)
      return changeMappingArrayLength(fl, mappings, stabilize(fl, path!), "delete").lines;
    if (
      path &&
      "sv" in path.root &&
      path.steps.every((s) => s.k === "key") &&
      path.root.sv.kind === "map"
    ) {
      const sv = path.root.sv;
      return [`${mapOp(sv, "remove")}(${fl.storage()}, ${keyCode(fl, stabilize(fl, path))});`];
    }
    const def = defaultValue(t, (x) => fl.unit.enumFirst(x));
    return assignTo(fl, e.subExpression, () => ({
      code: def,
      prec: P.ATOM,
      owned: true,
      type: t,
    }));
  }
  if (e.nodeType === "FunctionCall") {
    const stmt = lowerCallStatement(fl, e);
    if (stmt) return stmt;
  }
  const v = fl.expr(e);
  if (v.code === "()") return [];
  // a value the prelude computed (a call through a storage reference) and nobody reads
  const frame = fl.prelude[fl.prelude.length - 1];
  const at = frame?.findIndex((l) => l.startsWith(`let ${v.code} = `)) ?? -1;
  if (at >= 0) {
    frame[at] = frame[at].slice(`let ${v.code} = `.length);
    return [];
  }
  return [`${v.code};`];
}

/**
 * An identifier, a member of a name (`L.S`, `x.f`, `payable(this).transfer` uncalled), a name
 * converted to another type (`payable(this)`) or any of them in parentheses.
 */
function isName(e: AstNode): boolean {
  if (e.nodeType === "Identifier" || e.nodeType === "ElementaryTypeNameExpression") return true;
  if (e.nodeType === "MemberAccess") return isName(e.expression);
  if (e.nodeType === "FunctionCall" && e.kind === "typeConversion")
    return e.arguments.length === 1 && isName(e.arguments[0]);
  if (e.nodeType === "TupleExpression" && !e.isInlineArray && e.components?.length === 1)
    return e.components[0] != null && isName(e.components[0]);
  return false;
}
