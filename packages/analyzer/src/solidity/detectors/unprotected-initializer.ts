import { type AST, type Node, walk } from "../ast-helpers.ts";
import { type Occurrence, solidityRule } from "../detector.ts";
import type { SolidityContext } from "../solidity-context.ts";
import { allFunctions, type FunctionInfo, isStateVariable } from "../solidity-context.ts";

export function isInitializerName(name: string): boolean {
  return (
    /^(initiali[sz]e|init|__\w+_init(_unchained)?|setup|setUp)$/i.test(name) ||
    /^initiali[sz]e[A-Z0-9_]/.test(name) ||
    /^init[A-Z0-9_]/.test(name)
  );
}

export const unprotectedInitializer = solidityRule(
  {
    id: "unprotected-initializer",
    title: "Initializer callable more than once or by anyone",
    severity: "high",
    confidence: "medium",
    description:
      "A public initialisation function has no initializer modifier and no 'already initialised' check, so anyone can call it (again) and set the owner or key parameters.",
    recommendation:
      "Use OpenZeppelin's initializer modifier (and _disableInitializers in the implementation's constructor), or guard with an initialised flag that is set on first call.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    for (const fn of allFunctions(ctx)) {
      if (!fn.entry || !fn.mutating || !isInitializerName(fn.name)) continue;
      if (fn.modifierNames.some((m) => /initiali[sz]er|onlyInitializing|reinitializer/i.test(m)))
        continue;
      if (fn.protected || hasInitialisedGuard(ctx, fn)) continue;
      out.push({
        node: fn.node,
        header: true,
        message: `${fn.contract.name}.${fn.name} can be called by anyone, any number of times.`,
      });
    }
    return out;
  },
);

/**
 * require(!initialized), if (initialized) revert(), require(owner == address(0)) ... on contract
 * state; a zero check on a parameter (`require(_owner != address(0))`) guards nothing.
 */
function hasInitialisedGuard(ctx: SolidityContext, fn: FunctionInfo): boolean {
  let found = false;
  const stateName = (m: Node) =>
    m.type === "Identifier" && isStateVariable(ctx, fn, m, m.name as string);
  walk(fn.node.body as AST.Block | null | undefined, (n) => {
    const isRequire =
      n.type === "FunctionCall" &&
      ((n.expression as Node).name === "require" || (n.expression as Node).name === "assert");
    const condition = isRequire
      ? ((n.arguments as Node[])[0] as Node)
      : n.type === "IfStatement"
        ? (n.condition as Node)
        : null;
    if (!condition) return;
    walk(condition, (m) => {
      if (stateName(m) && /init/i.test(m.name as string)) found = true;
      if (
        m.type === "BinaryOperation" &&
        m.operator === "==" &&
        [m.left as Node, m.right as Node].some(stateName) &&
        [m.left as Node, m.right as Node].some(isZeroAddress)
      ) {
        found = true;
      }
    });
  });
  return found;
}

function isZeroAddress(n: Node): boolean {
  return (
    n.type === "FunctionCall" &&
    /^address$/.test(String((n.expression as Node).name)) &&
    JSON.stringify(n.arguments).includes('"0"')
  );
}
