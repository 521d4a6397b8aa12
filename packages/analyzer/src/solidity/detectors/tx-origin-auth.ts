import type { Node } from "../ast-helpers.ts";
import {
  eachNodeInFunctions,
  isBuiltinMember,
  isCallTo,
  isMsgSender,
  type Occurrence,
  solidityRule,
} from "../detector.ts";

export const txOriginAuth = solidityRule(
  {
    id: "tx-origin-auth",
    title: "Authorisation through tx.origin",
    severity: "high",
    confidence: "high",
    description:
      "tx.origin is the account that started the transaction, not the immediate caller. A malicious contract the owner interacts with can call this contract and pass a tx.origin check.",
    recommendation: "Use msg.sender for authorisation.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(
      ctx,
      (n) => {
        if (n.type !== "BinaryOperation" || (n.operator !== "==" && n.operator !== "!=")) return;
        const left = n.left as Node;
        const right = n.right as Node;
        const origin = isBuiltinMember(left, "tx", "origin")
          ? left
          : isBuiltinMember(right, "tx", "origin")
            ? right
            : null;
        if (!origin) return;
        const other = origin === left ? right : left;
        // `tx.origin == msg.sender` is an (unrelated) "caller is not a contract" check.
        if (isMsgSender(other)) return;
        out.push({ node: n, message: "Access is decided by comparing tx.origin." });
      },
      true,
    );
    // Also mapping lookups used as authorisation: require(admins[tx.origin])
    eachNodeInFunctions(
      ctx,
      (n, _fn, parents) => {
        if (n.type !== "IndexAccess") return;
        if (!isBuiltinMember(n.index as Node, "tx", "origin")) return;
        const inCondition = parents.some(
          (p) =>
            p.type === "IfStatement" ||
            (p.type === "FunctionCall" && isCallTo(p, "require", "assert")),
        );
        if (inCondition)
          out.push({ node: n, message: "Access is decided by a lookup keyed by tx.origin." });
      },
      true,
    );
    return out;
  },
);
