import { type Node, walk } from "../ast-helpers.ts";
import { containsNode, isBuiltinMember, type Occurrence, solidityRule } from "../detector.ts";
import { versionsSatisfying } from "../semver-range.ts";
import type { FunctionInfo, SolidityContext } from "../solidity-context.ts";

export const shortAddress = solidityRule(
  {
    id: "short-address",
    title: "Short-address attack: amount after an address, calldata length unchecked",
    severity: "low",
    confidence: "medium",
    description:
      "Compilers before 0.5.0 do not check that calldata is as long as the parameters. If a client encodes an address that is missing its last byte, the EVM shifts the following amount left by 8 bits and pads it with zero: the function moves 256 times the intended amount. Rated low because the attack needs a client that does not validate addresses; from 0.5.0 on the ABI decoder reverts on short calldata, so such code is not reported at all.",
    recommendation:
      "Compile with Solidity 0.5.0 or later, or check the calldata length (`require(msg.data.length >= 4 + 2 * 32)`, e.g. an onlyPayloadSize modifier) in functions taking an address followed by an amount.",
  },
  (ctx) => {
    const exposure = compilerExposure(ctx);
    if (!exposure) return [];
    const out: Occurrence[] = [];
    for (const contract of ctx.contracts) {
      if (contract.kind === "interface") continue;
      for (const fn of contract.functions) {
        if (!fn.entry || !fn.mutating || !fn.node.body) continue;
        const amount = amountAfterAddress(fn);
        if (!amount || !usesAsAmount(fn, amount)) continue;
        if (checksCalldataLength(fn)) continue;
        out.push({
          node: fn.node,
          header: true,
          severity: exposure,
          message:
            exposure === "low"
              ? `${contract.name}.${fn.name} takes an address and then the amount ${amount} and does not check msg.data.length: compiled with a pre-0.5 compiler, calldata cut short by one address byte shifts ${amount} and multiplies it by 256.`
              : `${contract.name}.${fn.name} takes an address and then the amount ${amount} without a msg.data.length check; the pragma also admits 0.5+ compilers, which refuse short calldata, so this matters only for a pre-0.5 build.`,
        });
      }
    }
    return out;
  },
);

/** "low" when every allowed compiler is pre-0.5, "informational" when some are, none otherwise. */
function compilerExposure(ctx: SolidityContext): "low" | "informational" | undefined {
  if (ctx.pre05) return "low";
  if (ctx.pragmaRanges.length === 0) return undefined;
  let allowed = versionsSatisfying(">=0.4.0");
  for (const range of ctx.pragmaRanges) {
    const ok = new Set(versionsSatisfying(range).map((v) => v.join(".")));
    allowed = allowed.filter((v) => ok.has(v.join(".")));
  }
  return allowed.some((v) => v[0] === 0 && v[1] < 5) ? "informational" : undefined;
}

/** The first integer parameter declared after an address parameter. */
function amountAfterAddress(fn: FunctionInfo): string | undefined {
  const types = fn.params.map((p) => fn.locals.get(p) ?? "");
  // A single address, not an address[] (whose head is an offset word).
  const firstAddress = types.findIndex((t) => /^address( payable)?$/.test(t));
  if (firstAddress < 0) return undefined;
  for (let i = firstAddress + 1; i < fn.params.length; i++)
    if (/^u?int\d*$/.test(types[i])) return fn.params[i];
  return undefined;
}

/** The amount is written to storage or moved: used in an assignment or as a call argument. */
function usesAsAmount(fn: FunctionInfo, amount: string): boolean {
  const isAmount = (m: Node) => m.type === "Identifier" && m.name === amount;
  return containsNode(fn.node.body, (n) => {
    if (n.type === "BinaryOperation" && /^(=|\+=|-=)$/.test(n.operator as string))
      return containsNode(n.right as Node, isAmount);
    if (n.type === "FunctionCall")
      return (n.arguments as Node[]).some((a) => containsNode(a, isAmount));
    return false;
  });
}

/** `msg.data.length` read in the function or in one of its modifiers. */
function checksCalldataLength(fn: FunctionInfo): boolean {
  const readsLength = (n: Node) =>
    n.type === "MemberAccess" &&
    n.memberName === "length" &&
    isBuiltinMember(n.expression as Node, "msg", "data");
  if (containsNode(fn.node.body, readsLength)) return true;
  for (const name of fn.modifierNames) {
    const def = fn.contract.modifiers.get(name);
    let found = false;
    walk(def?.body, (n) => {
      if (readsLength(n)) found = true;
    });
    if (found) return true;
  }
  return false;
}
