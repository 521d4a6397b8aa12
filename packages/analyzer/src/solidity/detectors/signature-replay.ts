import { type AST, calleeExpression, calleeName, type Node, walk } from "../ast-helpers.ts";
import { type Occurrence, solidityRule } from "../detector.ts";
import { allFunctions, type FunctionInfo, sourceOf, stateWrites } from "../solidity-context.ts";

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
      // Signature checks often sit in an internal helper (checkSignatures -> recover -> ecrecover):
      // then the function itself is reported, with the helper call as related location.
      const viaHelper = recovers.length === 0 ? helperRecoverCall(fn) : undefined;
      if (recovers.length === 0 && !viaHelper) continue;
      const body = sourceOf(ctx, fn.node);
      if (/nonce/i.test(body)) continue;
      const marksUsed = stateWrites(ctx, fn, fn.node.body).some((w) =>
        /used|executed|claimed|consumed|processed|spent|redeemed|seen/i.test(w.name),
      );
      if (marksUsed) continue;
      const message = `${fn.contract.name}.${fn.name} accepts signatures without a nonce or used-signature record.`;
      if (viaHelper)
        out.push({
          node: fn.node,
          header: true,
          message,
          related: [{ node: viaHelper, message: "signature checked in this helper" }],
        });
      else out.push({ node: recovers[0], message });
    }
    return out;
  },
);

/** The first call in fn to an internal function of its contract that (two levels deep) recovers a signer. */
export function helperRecoverCall(fn: FunctionInfo): Node | undefined {
  const recoversWithin = (f: FunctionInfo, depth: number): boolean => {
    let found = false;
    walk(f.node.body, (n) => {
      if (found) return false;
      if (isRecoverCall(n)) found = true;
      else if (depth > 0) {
        const callee = internalCallee(f, n);
        if (callee && callee !== f && recoversWithin(callee, depth - 1)) found = true;
      }
    });
    return found;
  };
  let call: Node | undefined;
  walk(fn.node.body, (n) => {
    if (call) return false;
    const callee = internalCallee(fn, n);
    if (callee && callee !== fn && recoversWithin(callee, 1)) call = n;
  });
  return call;
}

function internalCallee(fn: FunctionInfo, n: Node): FunctionInfo | undefined {
  if (n.type !== "FunctionCall") return undefined;
  const callee = calleeExpression(n as unknown as AST.FunctionCall);
  if (callee.type !== "Identifier") return undefined;
  return fn.contract.functions.find(
    (f) => f.name === callee.name && f.kind === "function" && !f.entry,
  );
}
