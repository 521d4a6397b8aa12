import { type AstNode, walk } from "../../frontend/ast.ts";
import { classifyCall } from "./classify-call.ts";
import { storedValue } from "./stored-value.ts";

// Recognising contracts created with `new` and the calls made on them, from solc's AST alone (the
// contract unit asks before lowering whether a created contract is queried; ADR 204).

type Nodes = Map<number, AstNode>;

/** `new C(..)` (also `new C{value: v}(..)`) creating a contract. */
export function isNewContract(e: AstNode | null | undefined, nodes: Nodes): boolean {
  if (e?.nodeType !== "FunctionCall") return false;
  const c = classifyCall(e, nodes);
  return c.kind === "new" && c.what === "contract";
}

/** `e` without parentheses and conversions to a contract or interface type (`I(x)`, `(x)`). */
export function unwrapContractValue(e: AstNode): AstNode {
  let x = e;
  for (;;) {
    if (x.nodeType === "TupleExpression" && !x.isInlineArray && x.components?.length === 1)
      x = x.components[0];
    else if (
      x.nodeType === "FunctionCall" &&
      x.kind === "typeConversion" &&
      x.arguments?.length === 1 &&
      /^contract /.test(x.typeDescriptions?.typeString ?? "")
    )
      x = x.arguments[0];
    else return x;
  }
}

/** The receiver of a call to another contract's function (not `this`), or null. */
export function calledContract(e: AstNode, nodes: Nodes): AstNode | null {
  if (e.nodeType !== "FunctionCall") return null;
  const c = classifyCall(e, nodes);
  return c.kind === "external" && !c.isThis ? c.base : null;
}

/** Whether `e` calls a view or pure function of another contract (a query). */
export function isQuery(e: AstNode, nodes: Nodes): boolean {
  if (!calledContract(e, nodes)) return false;
  const c = classifyCall(e, nodes);
  // a public state variable's getter is a view
  const fn = c.kind === "external" ? c.fn : undefined;
  return fn?.stateMutability === "view" || fn?.stateMutability === "pure";
}

/** The declaration a statement stores a new contract into: `C c = new C()`, `c = new C()`. */
export function storedInto(stmt: AstNode, nodes: Nodes): { call: AstNode; declId: number } | null {
  if (stmt.nodeType === "VariableDeclarationStatement") {
    const init = stmt.initialValue ? unwrapContractValue(stmt.initialValue) : null;
    const decls = (stmt.declarations as (AstNode | null)[]) ?? [];
    if (decls.length === 1 && decls[0] && isNewContract(init, nodes))
      return { call: init!, declId: decls[0].id };
    return null;
  }
  if (stmt.nodeType !== "ExpressionStatement") return null;
  const e = stmt.expression;
  if (e.nodeType !== "Assignment" || e.operator !== "=") return null;
  const rhs = unwrapContractValue(e.rightHandSide);
  const lhs = e.leftHandSide;
  if (lhs.nodeType !== "Identifier" || !isNewContract(rhs, nodes)) return null;
  return { call: rhs, declId: lhs.referencedDeclaration };
}

/**
 * The declaration a statement stores the result of a function creating a contract into
 * (`C c = make(4)` where `make` has a `new C(..)`; ADR 247), or null.
 */
function storedFromCreator(stmt: AstNode, nodes: Nodes): { declId: number } | null {
  const stored = storedValue(stmt);
  if (!stored) return null;
  const { value, declId } = stored;
  const call = unwrapContractValue(value);
  if (call.nodeType !== "FunctionCall" || classifyCall(call, nodes).kind !== "internal")
    return null;
  const fn = nodes.get(call.expression.referencedDeclaration);
  let creates = false;
  if (fn?.body) walk(fn.body, (x) => (creates ||= isNewContract(x, nodes)));
  return creates ? { declId } : null;
}

/**
 * Whether some function or modifier under `root` queries a contract it creates with `new`:
 * `(new C()).f()`, or `c.f()` where the same body stores a `new` into `c` (the function may then
 * continue in reply after the `new`, which needs `SubMsg`s).
 */
export function queriesCreatedContract(root: AstNode, nodes: Nodes): boolean {
  let found = false;
  walk(root, (fn) => {
    if (found || !(fn.nodeType === "FunctionDefinition" || fn.nodeType === "ModifierDefinition"))
      return;
    const holders = new Set<number>();
    const queried: AstNode[] = [];
    walk(fn.body, (x) => {
      const stored = storedInto(x, nodes) ?? storedFromCreator(x, nodes);
      if (stored) holders.add(stored.declId);
      if (isQuery(x, nodes)) queried.push(unwrapContractValue(calledContract(x, nodes)!));
    });
    found = queried.some(
      (b) =>
        isNewContract(b, nodes) ||
        (b.nodeType === "Identifier" && holders.has(b.referencedDeclaration)),
    );
  });
  return found;
}
