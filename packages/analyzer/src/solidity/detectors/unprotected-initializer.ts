import { type AST, type Node, walk } from "../ast-helpers.ts";
import { type Occurrence, solidityRule } from "../detector.ts";
import { allFunctions } from "../solidity-context.ts";

export function isInitializerName(name: string): boolean {
  return (
    /^(initiali[sz]e|init|__\w+_init(_unchained)?|setup|setUp)$/i.test(name) ||
    /^initiali[sz]e[A-Z0-9_]/.test(name)
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
      if (fn.protected || hasInitialisedGuard(fn.node.body)) continue;
      out.push({
        node: fn.node,
        header: true,
        message: `${fn.contract.name}.${fn.name} can be called by anyone, any number of times.`,
      });
    }
    return out;
  },
);

/** require(!initialized), if (initialized) revert(), require(owner == address(0)) ... */
function hasInitialisedGuard(body: AST.Block | null | undefined): boolean {
  let found = false;
  walk(body, (n) => {
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
      if (m.type === "Identifier" && /init/i.test(m.name as string)) found = true;
      if (
        m.type === "FunctionCall" &&
        /^address$/.test(String((m.expression as Node).name)) &&
        JSON.stringify(m.arguments).includes('"0"')
      ) {
        found = true;
      }
    });
  });
  return found;
}
