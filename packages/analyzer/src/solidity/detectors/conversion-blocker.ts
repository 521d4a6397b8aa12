import {
  type AST,
  calleeExpression,
  callOptions,
  lowLevelCallee,
  type Node,
} from "../ast-helpers.ts";
import {
  eachNodeInFunctions,
  isBuiltinMember,
  isCallTo,
  type Occurrence,
  solidityRule,
} from "../detector.ts";
import { externalCallKind } from "../solidity-context.ts";

export const conversionBlocker = solidityRule(
  {
    id: "conversion-blocker",
    title: "Construct CosmWasm cannot express",
    severity: "informational",
    confidence: "high",
    description:
      "The construct has no CosmWasm equivalent (EVM assembly, delegatecall, selfdestruct, tx.origin, gas introspection, arbitrary calldata, validator data, code introspection, CREATE2). The converter cannot translate it faithfully; the logic must be redesigned by hand.",
    recommendation:
      "Rewrite the logic without the construct before converting, or review the converted code by hand.",
    category: "conversion",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(
      ctx,
      (n, fn) => {
        const add = (what: string) =>
          out.push({ node: n, message: `${what} cannot be converted to CosmWasm.` });
        if (n.type === "InlineAssemblyStatement") add("Inline assembly");
        else if (isCallTo(n, "selfdestruct", "suicide")) add("selfdestruct");
        else if (isCallTo(n, "gasleft")) add("gasleft()");
        else if (isCallTo(n, "blockhash")) add("blockhash");
        else if (isBuiltinMember(n, "tx", "origin")) add("tx.origin");
        else if (isBuiltinMember(n, "tx", "gasprice")) add("tx.gasprice");
        else if (isBuiltinMember(n, "msg", "gas")) add("msg.gas");
        else if (
          isBuiltinMember(
            n,
            "block",
            "coinbase",
            "prevrandao",
            "difficulty",
            "gaslimit",
            "basefee",
            "blobbasefee",
          )
        ) {
          add(`block.${n.memberName}`);
        } else if (
          n.type === "MemberAccess" &&
          (n.memberName === "code" || n.memberName === "codehash")
        )
          add(`address.${n.memberName}`);
        else if (n.type === "FunctionCall") {
          const call = n as unknown as AST.FunctionCall;
          const kind = externalCallKind(ctx, fn, call);
          if (kind === "delegatecall" || kind === "callcode") add(kind);
          else if (
            kind === "low-level-call" &&
            call.arguments.length > 0 &&
            !isEmptyData(call.arguments[0] as Node)
          ) {
            add("A low-level call with calldata");
          }
          const callee = calleeExpression(call);
          if (callee.type === "NewExpression" && callOptions(call).has("salt"))
            add("CREATE2 deployment");
          void lowLevelCallee;
        }
      },
      true,
    );
    return out;
  },
);

function isEmptyData(n: Node): boolean {
  return (
    (n.type === "StringLiteral" && n.value === "") || (n.type === "HexLiteral" && n.value === "")
  );
}
