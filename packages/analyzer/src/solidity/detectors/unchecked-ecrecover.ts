import { type AST, calleeName, type Node, walk } from "../ast-helpers.ts";
import { type Occurrence, solidityRule } from "../detector.ts";
import { allFunctions, sourceOf } from "../solidity-context.ts";

export const uncheckedEcrecover = solidityRule(
  {
    id: "unchecked-ecrecover",
    title: "ecrecover result not checked against zero",
    severity: "medium",
    confidence: "medium",
    description:
      "ecrecover returns address(0) for an invalid signature instead of reverting. Compared with an unset signer or owner (also zero), any garbage signature is accepted. Raw ecrecover also accepts malleable (high-s) signatures.",
    recommendation:
      "Use OpenZeppelin ECDSA.recover, or require the recovered address to be non-zero.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      walk(fn.node.body, (n, parents) => {
        if (
          n.type !== "FunctionCall" ||
          calleeName(n as unknown as AST.FunctionCall) !== "ecrecover"
        )
          return;
        const parent = parents[parents.length - 1];
        let name: string | undefined;
        if (parent?.type === "VariableDeclarationStatement")
          name = ((parent.variables as Node[])[0]?.name as string) ?? undefined;
        if (parent?.type === "BinaryOperation" && parent.operator === "=")
          name = sourceOf(ctx, parent.left as Node);
        const body = sourceOf(ctx, fn.node.body).replace(/\s+/g, "");
        const zeroCheck = (subject: string) =>
          body.includes(`${subject}!=address(0)`) ||
          body.includes(`address(0)!=${subject}`) ||
          body.includes(`${subject}==address(0)`) ||
          body.includes(`address(0)==${subject}`) ||
          body.includes(`${subject}!=address(0x0)`);
        if (name && zeroCheck(name.replace(/\s+/g, ""))) return;
        out.push({
          node: n,
          message: "The address returned by ecrecover is used without checking it is not zero.",
        });
      });
    }
    return out;
  },
);
