import type { AstNode } from "../../frontend/ast.ts";
import { classifyCall } from "./classify-call.ts";

/** What the decoding needs of a `ContractUnit` (structural, so the unit may use this module). */
export interface CallScope {
  readonly nodes: Map<number, AstNode>;
  readonly sourceUnit: AstNode;
  readonly linearization: AstNode[];
  resolveFunction(declId: number, mode: "virtual"): AstNode;
  contractOf(node: AstNode): AstNode | undefined;
  paramTypes(fn: AstNode): string;
}

/**
 * The function and arguments of call data written as `abi.encodeWithSelector(C.f.selector, ..)`,
 * `abi.encodeWithSignature("f(..)", ..)` or `abi.encodeCall(C.f, (..))` for a function declared
 * in this file (by signature: of this contract when `toSelf`, else of any contract in the file).
 */
export function encodedCall(
  unit: CallScope,
  data: AstNode,
  toSelf: boolean,
): { decl: AstNode; args: AstNode[] } | null {
  if (data.nodeType !== "FunctionCall") return null;
  const c = classifyCall(data, unit.nodes);
  if (c.kind !== "abi") return null;
  const args: AstNode[] = data.arguments;
  let decl: AstNode | undefined;
  let rest: AstNode[] = [];
  if (c.name === "encodeCall") {
    decl = unit.nodes.get(args[0]?.referencedDeclaration);
    const tuple = args[1];
    rest =
      tuple?.nodeType === "TupleExpression" && !tuple.isInlineArray
        ? tuple.components
        : tuple
          ? [tuple]
          : [];
  } else if (c.name === "encodeWithSelector") {
    const sel = args[0];
    if (sel?.nodeType === "MemberAccess" && sel.memberName === "selector")
      decl = unit.nodes.get(sel.expression.referencedDeclaration);
    rest = args.slice(1);
  } else if (c.name === "encodeWithSignature") {
    const sig = args[0];
    if (sig?.nodeType !== "Literal" || sig.kind !== "string") return null;
    decl = functionBySignature(unit, sig.value ?? "", toSelf);
    rest = args.slice(1);
  }
  if (decl?.nodeType !== "FunctionDefinition" || !decl.functionSelector) return null;
  return { decl, args: rest };
}

/** A public function of this contract (to itself) or of any contract in the file, by signature. */
function functionBySignature(unit: CallScope, sig: string, toSelf: boolean): AstNode | undefined {
  const contracts = toSelf
    ? unit.linearization
    : (unit.sourceUnit.nodes as AstNode[]).filter((n) => n.nodeType === "ContractDefinition");
  for (const c of contracts)
    for (const f of c.nodes as AstNode[])
      if (
        f.nodeType === "FunctionDefinition" &&
        f.kind === "function" &&
        `${f.name}(${unit.paramTypes(f)})` === sig
      )
        return f;
  return undefined;
}
