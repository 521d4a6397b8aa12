import { type AST, calleeName, type Node, walk } from "../ast-helpers.ts";
import { type Occurrence, solidityRule } from "../detector.ts";
import { allFunctions, sourceOf, stateWrites } from "../solidity-context.ts";

export function isRecoverCall(n: Node): boolean {
  if (n.type !== "FunctionCall") return false;
  const name = calleeName(n as unknown as AST.FunctionCall);
  return name === "ecrecover" || name === "recover" || name === "tryRecover";
}

export const signatureReplay = solidityRule(
  {
    id: "signature-replay",
    title: "Signature can be replayed",
    severity: "high",
    confidence: "medium",
    description:
      "The function accepts a signed message but neither includes a nonce in it nor records the message as used, so the same signature can be submitted again (and on other chains or contracts when chain id and address are missing).",
    recommendation:
      "Include a per-signer nonce, the chain id and address(this) in the signed data (EIP-712), and mark each digest as used.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (!fn.mutating) continue;
      const recovers: Node[] = [];
      walk(fn.node.body, (n) => {
        if (isRecoverCall(n)) recovers.push(n);
      });
      if (recovers.length === 0) continue;
      const body = sourceOf(ctx, fn.node);
      if (/nonce/i.test(body)) continue;
      const marksUsed = stateWrites(ctx, fn, fn.node.body).some((w) =>
        /used|executed|claimed|consumed|processed|spent|redeemed|seen/i.test(w.name),
      );
      if (marksUsed) continue;
      out.push({
        node: recovers[0],
        message: `${fn.contract.name}.${fn.name} accepts signatures without a nonce or used-signature record.`,
      });
    }
    return out;
  },
);
