import type { AstNode } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import { classifyCall } from "../calls/classify-call.ts";
import { orderedArgs } from "../calls/ordered-args.ts";
import { inverseComparison } from "../expressions/inverse-comparison.ts";
import { owned, P, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";

// The `ContractError` a `require`, `revert` or custom error raises.

/** `ContractError::X {..}` for a custom error call node. */
export function customError(fl: LoweringContext, errorCall: AstNode): string {
  const c = classifyCall(errorCall, fl.unit.nodes);
  if (c.kind !== "error")
    throw new Unsupported("SOL2CW-E013", errorCall, "revert with a non-error");
  const err = fl.unit.nodes.get(c.decl)!;
  const variant = fl.unit.customErrorVariant(err);
  const params: AstNode[] = err.parameters.parameters;
  if (params.length === 0) return `ContractError::${variant}`;
  const fields = orderedArgs(errorCall, params).map((a, i) => {
    const p = params[i];
    const t = parseType(p.typeDescriptions?.typeString);
    const field = fl.unit.errorField(p, i);
    const v = owned(fl.expr(a, t));
    return v === field ? field : `${field}: ${v}`;
  });
  return `ContractError::${variant} { ${fields.join(", ")} }`;
}

/** The error for `require(c, msg)` / `revert(msg)` / `require(c, CustomError(..))`. */
export function requireError(fl: LoweringContext, msg: AstNode | null): string {
  if (!msg) return `ContractError::${fl.unit.useSpecial("revert")}`;
  if (msg.nodeType === "Literal" && msg.kind === "string") {
    return `ContractError::${fl.unit.requireVariant(msg.value ?? "")}`;
  }
  if (msg.nodeType === "FunctionCall" && classifyCall(msg, fl.unit.nodes).kind === "error") {
    return customError(fl, msg);
  }
  const text = owned(fl.expr(msg, { k: "string" }));
  fl.unit.errors.set("message", { kind: "revert", variant: "Message" });
  return `ContractError::Message(${text})`;
}

/** `!(c)` with comparisons inverted for readability. */
export function negate(fl: LoweringContext, c: AstNode): string {
  if (c.nodeType === "BinaryOperation") {
    const inverse = inverseComparison[c.operator];
    if (inverse) {
      const flipped = { ...c, operator: inverse };
      return fl.expr(flipped, { k: "bool" }).code;
    }
  }
  if (c.nodeType === "UnaryOperation" && c.operator === "!")
    return wrap(fl.expr(c.subExpression), P.UNARY);
  const e = fl.expr(c, { k: "bool" });
  return `!${wrap(e, P.UNARY)}`;
}

/** Whether `body` only reverts (the bodies `revertError` lowers), without lowering it. */
export function revertsOnly(fl: LoweringContext, body: AstNode): boolean {
  if (body.nodeType === "Block")
    return body.statements.length === 1 && revertsOnly(fl, body.statements[0]);
  if (body.nodeType === "RevertStatement") return true;
  if (body.nodeType === "ExpressionStatement" && body.expression.nodeType === "FunctionCall") {
    const c = classifyCall(body.expression, fl.unit.nodes);
    return c.kind === "builtin" && c.name === "revert";
  }
  return false;
}

/** The error of a body that only reverts (`revert E(..)`, `revert("..")`, `{ revert(); }`). */
export function revertError(fl: LoweringContext, body: AstNode): string | null {
  if (body.nodeType === "Block")
    return body.statements.length === 1 ? revertError(fl, body.statements[0]) : null;
  if (body.nodeType === "RevertStatement") return customError(fl, body.errorCall);
  if (body.nodeType === "ExpressionStatement" && body.expression.nodeType === "FunctionCall") {
    const c = classifyCall(body.expression, fl.unit.nodes);
    if (c.kind === "builtin" && c.name === "revert")
      return requireError(fl, body.expression.arguments[0] ?? null);
  }
  return null;
}
