import type { AstNode } from "../../frontend/ast.ts";
import type { Expr } from "../expressions/rust-expr.ts";
import { P } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { parentsOf } from "../storage/conditional-region.ts";
import { Unsupported } from "../unsupported.ts";
import { internalCallCode } from "./internal-call.ts";

/**
 * `(bool ok, ) = address(this).call(abi.encodeCall(this.f, (..)))` for a view or pure `f`
 * (ADR 0227): f runs in place with the contract as msg.sender, and `ok` is whether it returned
 * (a revert, a failed `assert` or a panic inside gives false, as on the EVM, and changes nothing,
 * since f cannot change state). The returned bytes would be f's ABI-encoded result or revert data,
 * which the conversion does not build, so a call whose bytes are kept is refused.
 */
export function selfViewCallResult(
  fl: LoweringContext,
  e: AstNode,
  call: { target: AstNode; args: AstNode[] },
): Expr {
  const { target } = call;
  if (keepsReturnedBytes(fl, e))
    throw new Unsupported(
      "SOL2CW-E018",
      e,
      `the returned bytes of a low-level call of the ${target.stateMutability} function ${target.name}() (run in place, it gives only its success flag)`,
    );
  const code = internalCallCode(
    fl,
    { ...e, arguments: call.args, names: [] },
    { decl: target.id, virtual: true, superFrom: false, bound: null, selfSender: true },
    target,
  );
  if (!code.endsWith("?"))
    throw new Unsupported("SOL2CW-E018", e, `a low-level call of ${target.name}() here`);
  return {
    code: `(${code.slice(0, -1)}.is_ok(), HexBinary::default())`,
    prec: P.ATOM,
    owned: true,
    type: { k: "tuple", items: [{ k: "bool" }, { k: "bytes" }] },
  };
}

/** Whether the statement around the call binds its returned bytes (the tuple's second part). */
function keepsReturnedBytes(fl: LoweringContext, e: AstNode): boolean {
  const parent = parentsOf(fl.unit.nodes).get(e.id)?.node;
  if (parent?.nodeType === "ExpressionStatement") return false;
  if (parent?.nodeType === "VariableDeclarationStatement") return !!parent.declarations[1];
  if (parent?.nodeType === "Assignment" && parent.leftHandSide.nodeType === "TupleExpression")
    return !!parent.leftHandSide.components[1];
  return true;
}
