import { identifierName, type Node, walk } from "../ast-helpers.ts";
import { type Occurrence, solidityRule } from "../detector.ts";
import { allFunctions, isStateVariable, sourceOf } from "../solidity-context.ts";

export const missingZeroCheck = solidityRule(
  {
    id: "missing-zero-check",
    title: "Address parameter stored without a zero check",
    severity: "low",
    confidence: "medium",
    description:
      "An address parameter is written to state without checking it is not address(0); a mistaken call can lose ownership or send funds to nowhere.",
    recommendation: "require(addr != address(0)) before storing it.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (!(fn.entry || fn.kind === "constructor") || !fn.node.body) continue;
      const addressParams = fn.params.filter((p) =>
        /^address( payable)?$/.test(fn.locals.get(p) ?? ""),
      );
      if (addressParams.length === 0) continue;
      const bodyText = sourceOf(ctx, fn.node).replace(/\s+/g, "");
      walk(fn.node.body, (n) => {
        if (n.type !== "BinaryOperation" || n.operator !== "=") return;
        const left = n.left as Node;
        if (left.type !== "Identifier" || !isStateVariable(ctx, fn, left, left.name as string))
          return;
        const right = n.right as Node;
        const param =
          addressParams.find((p) => right.type === "Identifier" && right.name === p) ??
          addressParams.find(
            (p) =>
              right.type === "FunctionCall" &&
              sourceOf(ctx, right).replace(/\s+/g, "") === `payable(${p})`,
          ) ??
          // `nft = ERC721(_nftAddress)`: the address goes in through an interface conversion.
          addressParams.find(
            (p) =>
              right.type === "FunctionCall" &&
              (right.arguments as Node[]).length === 1 &&
              identifierName(right.arguments[0] as Node) === p &&
              isContractLike(ctx, identifierName(right.expression as Node)),
          );
        if (!param) return;
        const checked =
          [
            `${param}!=address(0)`,
            `address(0)!=${param}`,
            `${param}==address(0)`,
            `address(0)==${param}`,
            `${param}!=address(0x0)`,
            `${param}==address(0x0)`,
            `${param}!=0x0`,
            `${param}==0x0`,
            // A contract check implies a non-zero address.
            `${param}.code.length>0`,
            `${param}.code.length!=0`,
            `isContract(${param})`,
            `extcodesize(${param})`,
          ].some((s) => bodyText.includes(s)) ||
          (fn.node as Node).modifiers?.some((m: Node) =>
            ((m.arguments as Node[]) ?? []).some((a) => sourceOf(ctx, a) === param),
          );
        if (checked) return;
        out.push({
          node: n,
          message: `${param} is stored in ${left.name} without checking for address(0).`,
        });
      });
    }
    return out;
  },
);

function isContractLike(
  ctx: import("../solidity-context.ts").SolidityContext,
  name: string | undefined,
): boolean {
  if (!name) return false;
  const kind = ctx.typeKinds.get(name);
  return (
    kind === "contract" || kind === "interface" || kind === "abstract" || /^I[A-Z]\w*$/.test(name)
  );
}
