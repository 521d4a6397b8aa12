import { type AST, calleeName, type Node, walk } from "../ast-helpers.ts";
import { isMsgSender, type Occurrence, solidityRule, unwrapConversions } from "../detector.ts";
import {
  allFunctions,
  type FunctionInfo,
  type SolidityContext,
  sourceOf,
  stateWrites,
} from "../solidity-context.ts";

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
        if (usedSafely(ctx, fn, n, parents)) return;
        out.push({
          node: n,
          message: "The address returned by ecrecover is used without checking it is not zero.",
        });
      });
    }
    return out;
  },
);

/**
 * The recovered address cannot pass as a signer when it is zero: it is compared with zero, is
 * required to be greater than something (`signer > last` in a sorted-signers loop), or must equal a
 * state variable that is never zero. A helper that returns the result (`return ecrecover(..)`)
 * passes the question to every place that calls it.
 */
function usedSafely(
  ctx: SolidityContext,
  fn: FunctionInfo,
  use: Node,
  parents: Node[],
  depth = 0,
): boolean {
  const parent = parents[parents.length - 1];
  if (parent?.type === "VariableDeclarationStatement") {
    const name = (parent.variables as Node[])[0]?.name as string | undefined;
    return !!name && subjectChecked(ctx, fn, name);
  }
  if (parent?.type === "BinaryOperation" && parent.operator === "=")
    return subjectChecked(ctx, fn, sourceOf(ctx, parent.left as Node).replace(/\s+/g, ""));
  if (
    parent?.type === "BinaryOperation" &&
    (parent.operator === "==" || parent.operator === "!=")
  ) {
    const other = (parent.left === use ? parent.right : parent.left) as Node;
    return isZero(other) || neverZeroState(ctx, fn, other);
  }
  if (
    parent?.type === "ReturnStatement" &&
    fn.node.type === "FunctionDefinition" &&
    !fn.entry &&
    depth < 3
  ) {
    const sites: Array<{ fn: FunctionInfo; node: Node; parents: Node[] }> = [];
    for (const caller of allFunctions(ctx)) {
      if (caller === fn) continue;
      walk(caller.node.body, (m, ps) => {
        if (m.type === "FunctionCall" && calleeName(m as unknown as AST.FunctionCall) === fn.name)
          sites.push({ fn: caller, node: m, parents: [...ps] });
      });
    }
    return (
      sites.length > 0 &&
      sites.every(
        (s) => s.parents.length > 0 && usedSafely(ctx, s.fn, s.node, s.parents, depth + 1),
      )
    );
  }
  return false;
}

function subjectChecked(ctx: SolidityContext, fn: FunctionInfo, subject: string): boolean {
  const body = sourceOf(ctx, fn.node.body).replace(/\s+/g, "");
  if (
    body.includes(`${subject}!=address(0)`) ||
    body.includes(`address(0)!=${subject}`) ||
    body.includes(`${subject}==address(0)`) ||
    body.includes(`address(0)==${subject}`) ||
    body.includes(`${subject}!=address(0x0)`)
  )
    return true;
  let safe = false;
  walk(fn.node.body, (m) => {
    if (safe || m.type !== "BinaryOperation") return;
    const l = sourceOf(ctx, m.left as Node).replace(/\s+/g, "");
    const r = sourceOf(ctx, m.right as Node).replace(/\s+/g, "");
    if ((m.operator === ">" && l === subject) || (m.operator === "<" && r === subject)) safe = true;
    if (m.operator === "==" && (l === subject || r === subject)) {
      const other = (l === subject ? m.right : m.left) as Node;
      if (neverZeroState(ctx, fn, other)) safe = true;
    }
  });
  return safe;
}

function isZero(n: Node): boolean {
  const inner = unwrapConversions(n);
  return inner?.type === "NumberLiteral" && Number(inner.number) === 0;
}

/**
 * A state variable set in the constructor and only ever assigned the caller, or a value the
 * assigning function checked to be non-zero or to equal the caller (`owner = pendingOwner` after
 * `require(msg.sender == pendingOwner)`).
 */
function neverZeroState(ctx: SolidityContext, fn: FunctionInfo, n: Node): boolean {
  if (n.type !== "Identifier") return false;
  const name = n.name as string;
  if (fn.locals.has(name)) return false;
  const sv = fn.contract.stateVars.get(name);
  if (!sv || sv.constant) return false;
  const writers = ctx.contracts
    .filter((c) => c.stateVars.get(name)?.decl === sv.decl)
    .flatMap((c) => c.functions)
    .map((f) => ({ f, writes: stateWrites(ctx, f, f.node.body).filter((w) => w.name === name) }))
    .filter((x) => x.writes.length > 0);
  if (!writers.some((x) => x.f.kind === "constructor")) return false;
  return writers.every(({ f, writes }) =>
    writes.every((w) => {
      if (w.node.type !== "BinaryOperation" || w.node.operator !== "=") return false;
      const value = unwrapConversions(w.node.right as Node);
      if (!value) return false;
      if (isMsgSender(value)) return true;
      if (value.type !== "Identifier") return false;
      const v = value.name as string;
      const body = sourceOf(ctx, f.node.body).replace(/\s+/g, "");
      return (
        body.includes(`${v}!=address(0)`) ||
        body.includes(`address(0)!=${v}`) ||
        body.includes(`msg.sender==${v}`) ||
        body.includes(`${v}==msg.sender`)
      );
    }),
  );
}
