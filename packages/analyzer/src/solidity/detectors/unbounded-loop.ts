import { type AST, baseIdentifier, calleeExpression, type Node, walk } from "../ast-helpers.ts";
import { containsNode, type Occurrence, solidityRule } from "../detector.ts";
import { allFunctions, type ContractInfo, type FunctionInfo } from "../solidity-context.ts";

export const unboundedLoop = solidityRule(
  {
    id: "unbounded-loop",
    title: "Loop over a storage array that anyone can grow",
    severity: "medium",
    confidence: "medium",
    description:
      "The loop runs over the whole length of a dynamic storage array that a public function appends to (or the code clears such an array at once, which deletes element by element). Once the array is large enough the function exceeds the block gas limit and can never run again.",
    recommendation:
      "Bound the work per call (pagination with start/limit), or restructure with mappings so no call iterates over everything.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const contract of ctx.contracts) {
      const grown = new Set<string>();
      for (const fn of openlyReachable(contract)) {
        walk(fn.node.body, (n) => {
          // Before 0.6: `arr.length += 1`, `arr.length++` grow the array too.
          const lengthTarget =
            n.type === "UnaryOperation" && (n.operator === "++" || n.operator === "--")
              ? (n.subExpression as Node)
              : n.type === "BinaryOperation" && /^(\+=|=)$/.test(n.operator as string)
                ? (n.left as Node)
                : undefined;
          if (lengthTarget?.type === "MemberAccess" && lengthTarget.memberName === "length") {
            const name = baseIdentifier(lengthTarget.expression as Node);
            if (name && contract.stateVars.has(name) && !cappedLength(contract, fn, name))
              grown.add(name);
          }
          if (n.type !== "FunctionCall") return;
          const callee = calleeExpression(n as unknown as AST.FunctionCall);
          if (callee.type === "MemberAccess" && callee.memberName === "push") {
            const name = baseIdentifier(callee.expression as Node);
            if (name && contract.stateVars.has(name) && !cappedLength(contract, fn, name))
              grown.add(name);
          }
        });
      }
      for (const fn of allFunctions(ctx).filter((f) => f.contract === contract && f.mutating)) {
        walk(fn.node.body, (n) => {
          const cleared = clearedArray(n);
          if (cleared && grown.has(cleared) && !fn.locals.has(cleared)) {
            out.push({
              node: n,
              message: `Resetting ${cleared} deletes every element one by one, and any caller can grow it: once it is long enough this statement needs more gas than a block holds and ${fn.name} can never succeed again.`,
            });
            return;
          }
          if (n.type !== "ForStatement" && n.type !== "WhileStatement") return;
          let array: string | undefined;
          walk((n.conditionExpression ?? n.condition) as Node, (m) => {
            if (m.type === "MemberAccess" && m.memberName === "length") {
              const name = baseIdentifier(m.expression as Node);
              const sv = name ? contract.stateVars.get(name) : undefined;
              if (name && sv && /\[\]$/.test(sv.type) && !fn.locals.has(name) && grown.has(name))
                array = name;
            }
          });
          if (array) {
            out.push({
              node: n,
              header: true,
              message: `The loop iterates over all of ${array}, which any caller can grow.`,
            });
          }
        });
      }
    }
    return out;
  },
);

/**
 * Unprotected entry points and the internal helpers they call (`transfer` -> `_track` pushing a
 * holder), transitively.
 */
function openlyReachable(contract: ContractInfo): FunctionInfo[] {
  const reached = contract.functions.filter((f) => f.entry && !f.protected);
  for (let i = 0; i < reached.length; i++) {
    walk(reached[i].node.body, (n) => {
      if (n.type !== "FunctionCall") return;
      const callee = calleeExpression(n as unknown as AST.FunctionCall);
      if (callee.type !== "Identifier") return;
      for (const f of contract.functions) {
        if (
          f.name === callee.name &&
          f.kind === "function" &&
          !f.entry &&
          !f.protected &&
          !reached.includes(f)
        )
          reached.push(f);
      }
    });
  }
  return reached;
}

/** `require(players.length < MAX_PLAYERS)` before the push: the array has a fixed ceiling. */
function cappedLength(contract: ContractInfo, fn: FunctionInfo, array: string): boolean {
  let capped = false;
  walk(fn.node.body, (n, parents) => {
    if (capped || n.type !== "BinaryOperation" || !/^[<>]=?$/.test(n.operator as string)) return;
    const refused = parents.some(
      (p) => p.type === "IfStatement" && containsNode(p.condition as Node, (c) => c === n),
    );
    const upper = (n.operator as string).startsWith("<") !== refused;
    const [small, large] = upper
      ? [n.left as Node, n.right as Node]
      : [n.right as Node, n.left as Node];
    const isLength =
      small.type === "MemberAccess" &&
      small.memberName === "length" &&
      baseIdentifier(small.expression as Node) === array;
    const isCap =
      large.type === "NumberLiteral" ||
      (large.type === "Identifier" && !!contract.stateVars.get(large.name as string)?.constant);
    if (isLength && isCap) capped = true;
  });
  return capped;
}

/** `arr = new T[](0)` or `delete arr`: clearing a whole storage array. */
function clearedArray(n: Node): string | undefined {
  if (n.type === "UnaryOperation" && n.operator === "delete") {
    const target = n.subExpression as Node;
    return target.type === "Identifier" ? (target.name as string) : undefined;
  }
  if (n.type !== "BinaryOperation" || n.operator !== "=") return undefined;
  const left = n.left as Node;
  const right = n.right as Node;
  if (left.type !== "Identifier" || right.type !== "FunctionCall") return undefined;
  const callee = (right.expression as Node).type === "NewExpression";
  return callee ? (left.name as string) : undefined;
}
