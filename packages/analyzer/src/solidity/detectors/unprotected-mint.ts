import { type AST, calleeExpression, calleeName, type Node, walk } from "../ast-helpers.ts";
import {
  containsNode,
  isBuiltinMember,
  isMsgSender,
  type Occurrence,
  solidityRule,
  unwrapConversions,
} from "../detector.ts";
import { allFunctions, sourceOf, stateWrites } from "../solidity-context.ts";
import { isInitializerName } from "./unprotected-initializer.ts";

export const unprotectedMint = solidityRule(
  {
    id: "unprotected-mint",
    title: "Anyone can mint tokens",
    severity: "high",
    confidence: "medium",
    description:
      "A public function creates new tokens (calls _mint or raises totalSupply) without access control and without taking anything in exchange (ether, or tokens pulled from the caller), so anyone can inflate the supply.",
    recommendation:
      "Restrict minting to a minter role (onlyOwner / onlyRole(MINTER_ROLE)), or mint only against a payment.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (
        !fn.mutating ||
        fn.protected ||
        fn.payable ||
        fn.kind !== "function" ||
        isInitializerName(fn.name)
      )
        continue;
      if (fn.modifierNames.some((m) => /initializer/i.test(m))) continue;
      let mint: Node | undefined;
      let paid = false;
      const burnedFrom: string[] = [];
      walk(fn.node.body, (n) => {
        if (isBuiltinMember(n, "msg", "value")) paid = true;
        if (n.type !== "FunctionCall") return;
        const call = n as unknown as AST.FunctionCall;
        const name = calleeName(call);
        const callee = calleeExpression(call);
        if (
          (name === "transferFrom" || name === "safeTransferFrom") &&
          callee.type === "MemberAccess"
        ) {
          // Tokens pulled into this contract pay for the mint, whoever the payer is (a
          // caller-named payer is arbitrary-transfer-from's finding, not a free mint).
          if (
            isMsgSender(call.arguments[0] as Node) ||
            call.arguments.some((a) => isThis(a as Node))
          )
            paid = true;
        }
        if (
          (name === "_burn" || name === "burn") &&
          call.arguments.some((a) => isMsgSender(a as Node))
        )
          paid = true;
        if ((name === "_burn" || name === "burn") && call.arguments.length === 2)
          burnedFrom.push(sourceOf(ctx, call.arguments[0]).replace(/\s+/g, ""));
        if ((name === "_mint" || name === "_safeMint") && callee.type === "Identifier" && !mint)
          mint = n;
        // `doTransferIn(msg.sender, amount)`: an internal helper pulling the caller's tokens in.
        if (
          callee.type === "Identifier" &&
          call.arguments.some((a) => isMsgSender(a as Node)) &&
          fn.contract.functions.some(
            (h) =>
              h.name === name &&
              !h.entry &&
              containsNode(h.node.body, (m) => pullsIntoThis(m as Node)),
          )
        )
          paid = true;
      });
      if (!mint) {
        const supply = stateWrites(ctx, fn, fn.node.body).find(
          (w) => /^_?totalSupply$/i.test(w.name) && /^(\+=|=)$/.test(String(w.node.operator ?? "")),
        );
        if (supply && String(supply.node.operator) === "+=") mint = supply.node;
      }
      // A flash mint: what was minted to the borrower is burned from it before the call ends.
      if (mint?.type === "FunctionCall") {
        const to = ((mint.arguments as Node[]) ?? [])[0];
        if (to && burnedFrom.includes(sourceOf(ctx, to).replace(/\s+/g, ""))) paid = true;
      }
      if (!mint || paid) continue;
      out.push({
        node: mint,
        message: `${fn.contract.name}.${fn.name} mints tokens for any caller.`,
      });
    }
    return out;
  },
);

function isThis(n: Node): boolean {
  const inner = unwrapConversions(n);
  return inner?.type === "Identifier" && inner.name === "this";
}

function pullsIntoThis(n: Node): boolean {
  if (n.type !== "FunctionCall") return false;
  const call = n as unknown as AST.FunctionCall;
  const name = calleeName(call);
  return (
    (name === "transferFrom" || name === "safeTransferFrom") &&
    call.arguments.some((a) => isThis(a as Node))
  );
}
