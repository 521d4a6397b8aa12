import { type AstNode, walk } from "../../frontend/ast.ts";
import type { LoweringContext } from "../lowering-context.ts";
import {
  calledContract,
  isNewContract,
  isQuery,
  storedInto,
  unwrapContractValue,
} from "./created-contract-values.ts";

/**
 * The queries in `body` of a contract that `body` itself creates with `new`: `(new C()).x()`, or
 * `c.x()` after `C c = new C()` / `c = new C()` in the same body. The instantiation runs after
 * the handler, so such a query can only be answered in reply (ADRs 204, 246).
 */
export function queriesOfCreated(fl: LoweringContext, body: AstNode): AstNode[] {
  const nodes = fl.unit.nodes;
  const holders = new Set<number>();
  walk(body, (x) => {
    const stored = storedInto(x, nodes);
    if (stored) holders.add(stored.declId);
  });
  const out: AstNode[] = [];
  walk(body, (x) => {
    if (!isQuery(x, nodes)) return;
    const base = unwrapContractValue(calledContract(x, nodes)!);
    if (
      isNewContract(base, nodes) ||
      (base.nodeType === "Identifier" && holders.has(base.referencedDeclaration))
    )
      out.push(x);
  });
  return out;
}
