import type { AstNode } from "../../frontend/ast.ts";
import { type Expr, P, refOf, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { lowerCallStatement, nativeTransferWarning } from "./call-statement.ts";
import { selfViewCallResult } from "./self-view-call-result.ts";
import { selfViewLowLevelCall } from "./self-view-low-level-call.ts";

// Calls on an address: `call{value: v}("")`, `send`, `transfer`; `delegatecall`/`staticcall` are
// refused.

export function lowerAddressCall(
  fl: LoweringContext,
  e: AstNode,
  name: string,
  base: AstNode,
  value: AstNode | null,
  args: AstNode[],
): Expr {
  if (name === "call") {
    const self = selfViewLowLevelCall(fl.unit, e);
    if (self) return selfViewCallResult(fl, e, self);
    const data = args[0];
    const empty = data && data.nodeType === "Literal" && (data.value ?? "") === "";
    if (!empty)
      throw new Unsupported(
        "SOL2CW-E018",
        e,
        "using the result of a low-level call here: the call runs after this handler, so its success flag and data are available only in reply, which continues a public function after a top-level `(bool ok, bytes memory data) = to.call(..)` (or an assignment of it), not inside a block, a loop, an expression, an internal function or a constructor",
      );
    const to = fl.expr(base);
    const amount = value ? fl.expr(value, { k: "uint", bits: 256 }).code : "Uint256::zero()";
    nativeTransferWarning(fl, e);
    fl.unit.helpers.add("payouts_send");
    return {
      code: `(payouts.send(${fl.depsRef()}, ${fl.envRef()}, ${refOf(wrap(to, P.UNARY))}, ${amount})?, HexBinary::default())`,
      prec: P.ATOM,
      owned: true,
      type: { k: "tuple", items: [{ k: "bool" }, { k: "bytes" }] },
    };
  }
  if (name === "send") {
    const to = fl.expr(base);
    const amount = fl.expr(args[0], { k: "uint", bits: 256 });
    nativeTransferWarning(fl, e);
    fl.unit.helpers.add("payouts_send");
    return {
      code: `payouts.send(${fl.depsRef()}, ${fl.envRef()}, ${refOf(wrap(to, P.UNARY))}, ${amount.code})?`,
      prec: P.ATOM,
      owned: true,
      type: { k: "bool" },
    };
  }
  if (name === "delegatecall") throw new Unsupported("SOL2CW-E010", e, "delegatecall");
  if (name === "staticcall") throw new Unsupported("SOL2CW-E010", e, "staticcall");
  if (name === "transfer") {
    const stmt = lowerCallStatement(fl, e)!;
    const frame = fl.prelude[fl.prelude.length - 1];
    frame?.push(...stmt);
    return { code: "()", prec: P.ATOM, owned: true, type: { k: "tuple", items: [] } };
  }
  throw new Unsupported("SOL2CW-E013", e, `address.${name}`);
}
