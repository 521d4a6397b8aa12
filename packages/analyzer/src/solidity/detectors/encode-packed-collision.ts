import { type AST, calleeExpression, type Node } from "../ast-helpers.ts";
import {
  containsNode,
  eachNodeInFunctions,
  isCallTo,
  type Occurrence,
  solidityRule,
  unwrapConversions,
} from "../detector.ts";
import { type FunctionInfo, type SolidityContext, sourceOf, typeOf } from "../solidity-context.ts";

export const encodePackedCollision = solidityRule(
  {
    id: "encode-packed-collision",
    title: "abi.encodePacked with several dynamic arguments",
    severity: "medium",
    confidence: "high",
    description:
      'abi.encodePacked concatenates dynamic values without length prefixes, so encodePacked("a", "bc") equals encodePacked("ab", "c"). Hashes or signatures built this way can collide.',
    recommendation: "Use abi.encode, or make sure at most one argument is dynamic.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn, parents) => {
      if (n.type !== "FunctionCall") return;
      const callee = calleeExpression(n as unknown as AST.FunctionCall);
      if (
        callee.type !== "MemberAccess" ||
        callee.memberName !== "encodePacked" ||
        (callee.expression as Node).name !== "abi"
      )
        return;
      const args = (n.arguments as Node[]) ?? [];
      // A value whose length is packed too (`b.length, b`) has known boundaries.
      const lengths = new Set(
        args.flatMap((a) => {
          const e = unwrapConversions(a);
          return e?.type === "MemberAccess" && e.memberName === "length"
            ? [text(ctx, unwrapConversions(e.expression as Node))]
            : [];
        }),
      );
      const dynamic = args.filter((a) => {
        if (a.type === "StringLiteral" || a.type === "HexLiteral") return false;
        const t = typeOf(ctx, fn, a);
        return !!t && (t === "string" || t === "bytes" || /\[\]$/.test(t));
      });
      const undelimited = dynamic.filter((d) => !lengths.has(text(ctx, unwrapConversions(d))));
      if (undelimited.length >= 2 && hashed(ctx, fn, n, parents)) {
        out.push({
          node: n,
          message: `${dynamic.length} dynamic values are packed together.`,
          related: dynamic.map((d) => ({ node: d, message: "dynamic argument" })),
        });
      }
    });
    return out;
  },
);

function text(ctx: SolidityContext, n: Node | undefined): string {
  return n ? sourceOf(ctx, n).replace(/\s+/g, "") : "";
}

const hashes = new Set(["keccak256", "sha256", "ripemd160", "sha3"]);

/**
 * Collisions only matter where the packed bytes are hashed (a key, a signed digest): directly
 * (`keccak256(abi.encodePacked(..))`) or through a local that is hashed later.
 */
function hashed(ctx: SolidityContext, fn: FunctionInfo, call: Node, parents: Node[]): boolean {
  let i = parents.length - 1;
  while (i >= 0 && parents[i].type === "TupleExpression") i--;
  const parent = parents[i];
  if (parent && isCallTo(parent, ...hashes)) return true;
  let local: string | undefined;
  if (parent?.type === "VariableDeclarationStatement")
    local = ((parent.variables as Array<Node | null>)[0]?.name as string | undefined) ?? undefined;
  if (parent?.type === "BinaryOperation" && parent.operator === "=")
    local =
      (parent.left as Node).type === "Identifier"
        ? ((parent.left as Node).name as string)
        : undefined;
  if (!local) return false;
  return containsNode(
    fn.node.body,
    (m) =>
      isCallTo(m, ...hashes) && containsNode(m, (x) => x.type === "Identifier" && x.name === local),
  );
}
