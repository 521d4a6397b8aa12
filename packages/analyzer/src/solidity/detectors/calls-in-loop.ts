import { type AST, callOptions, isLoop, lowLevelCallee, type Node, walk } from "../ast-helpers.ts";
import { callerSuppliedParameter } from "../caller-supplied-parameter.ts";
import {
  eachNodeInFunctions,
  insideLoop,
  type Occurrence,
  solidityRule,
  unwrapConversions,
} from "../detector.ts";
import { etherPayment, paymentRevertsOnFailure } from "../ether-payment.ts";
import {
  externalCallKind,
  type FunctionInfo,
  isStateVariable,
  type SolidityContext,
} from "../solidity-context.ts";
import { resultIgnored } from "./unchecked-calls-shared.ts";

export const callsInLoop = solidityRule(
  {
    id: "calls-in-loop",
    title: "External call inside a loop",
    severity: "medium",
    confidence: "medium",
    description:
      "One failing or gas-hungry recipient makes the whole loop revert (denial of service), and the gas cost grows with the number of iterations.",
    recommendation:
      "Favour pull over push: record what each party is owed and let them withdraw individually.",
  },
  (ctx) => {
    const out: Occurrence[] = [];
    eachNodeInFunctions(ctx, (n, fn, parents) => {
      if (n.type !== "FunctionCall") return;
      // Entry points that change state, and the internal helpers they run.
      const readOnly =
        fn.mutability === "view" || fn.mutability === "pure" || fn.mutability === "constant";
      if (!fn.mutating && (fn.entry || readOnly || fn.kind === "constructor")) return;
      const kind = externalCallKind(ctx, fn, n as unknown as AST.FunctionCall);
      if (!kind || kind === "staticcall") return;
      // address(this).delegatecall(...) in a multicall runs this contract's own code.
      const target = unwrapConversions(
        lowLevelCallee(n as unknown as AST.FunctionCall).expression as Node,
      );
      if (target?.type === "Identifier" && target.name === "this") return;
      if (!insideLoop(parents, fn.node.body)) return;
      if (failureContained(ctx, fn, n, parents)) return;
      const loop = [...parents].reverse().find(isLoop);
      if (loop && overCallerList(ctx, fn, loop)) {
        out.push({
          node: n,
          message: `External ${kind} inside a loop over the caller's own list in ${fn.contract.name}.${fn.name}: a failing entry only stops this call.`,
          severity: "low",
        });
        return;
      }
      out.push({
        node: n,
        message: `External ${kind} inside a loop in ${fn.contract.name}.${fn.name}.`,
      });
    });
    return out;
  },
);

/**
 * A loop bounded by the caller's own input (`i < targets.length` with `targets` a parameter the
 * caller filled) and by no stored state: one failing entry stops only this call, and the caller
 * can leave it out and call again.
 */
function overCallerList(ctx: SolidityContext, fn: FunctionInfo, loop: Node): boolean {
  const condition = (loop.conditionExpression ?? loop.condition) as Node | undefined;
  if (!condition) return false;
  // `uint256 length = tokenIds.length; for (.. i < length ..)`: a local holding a parameter's length.
  const lengthOf = new Map<string, Node>();
  walk(fn.node.body, (m) => {
    if (m.type !== "VariableDeclarationStatement" || !m.initialValue) return;
    const vars = (m.variables as Array<Node | null>) ?? [];
    if (vars.length === 1 && vars[0]?.name)
      lengthOf.set(vars[0].name as string, m.initialValue as Node);
  });
  let supplied = false;
  let stored = false;
  walk(condition, (m) => {
    if (m.type !== "Identifier") return;
    let name = m.name as string;
    const init = lengthOf.get(name);
    if (init?.type === "MemberAccess" && init.memberName === "length") {
      const base = init.expression as Node;
      if (base.type === "Identifier") name = base.name as string;
    }
    if (fn.params.includes(name)) {
      if (callerSuppliedParameter(ctx, fn, name)) supplied = true;
      else stored = true;
    } else if (isStateVariable(ctx, fn, m, name)) stored = true;
  });
  return supplied && !stored;
}

/**
 * A payment with a gas cap (`send`, or `call{gas: ..}`) whose failure the loop handles without
 * reverting (`if (!ok) parked[to] += amount`; an ignored result is left to unchecked-send): a recipient that fails or burns its gas stops
 * neither the loop nor the other payments.
 */
function failureContained(
  ctx: SolidityContext,
  fn: FunctionInfo,
  n: Node,
  parents: Node[],
): boolean {
  const payment = etherPayment(ctx, fn, n);
  if (!payment || payment.kind === "transfer") return false;
  const capped =
    payment.kind === "send" || callOptions(n as unknown as AST.FunctionCall).has("gas");
  return capped && !resultIgnored(fn, n, parents) && !paymentRevertsOnFailure(fn, payment, parents);
}
