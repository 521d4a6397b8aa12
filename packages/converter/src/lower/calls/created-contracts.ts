import { type AstNode, walk } from "../../frontend/ast.ts";
import type { ContractUnit } from "../contract-unit.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { originalNode } from "./copy-function.ts";
import {
  calledContract,
  isNewContract,
  isQuery,
  storedInto,
  unwrapContractValue,
} from "./created-contract-values.ts";
import {
  helperCreation,
  inlinedCreatingCalls,
  storedHelperCall,
} from "./helper-created-contracts.ts";
import { refuseResume, resumeRefusal } from "./unresumable-calls.ts";

// Contracts a function creates with `new` and then calls (ADR 204). The instantiation is a
// message that runs after the handler, so a query of the new contract before its reply finds no
// contract: the function continues in reply at the `new` (or at a call on the new contract whose
// effect a later query must see), or the query is refused.

/** Whether some query in `roots` asks the contract held by the declaration `declId`. */
function queriesHeld(roots: AstNode[], declId: number, nodes: Map<number, AstNode>): boolean {
  let found = false;
  for (const root of roots)
    walk(root, (x) => {
      if (found || !isQuery(x, nodes)) return;
      const base = unwrapContractValue(calledContract(x, nodes)!);
      if (base.nodeType === "Identifier" && base.referencedDeclaration === declId) found = true;
    });
  return found;
}

/**
 * Where a top-level statement must stop so that a query after it finds a contract this function
 * creates:
 * - `C c = new C(..)` / `c = new C(..)` when a later statement queries `c`: the `new` itself;
 * - `new C(..)` queried inside the statement (`return (new C()).f()`): the `new`, nested;
 * - `c.set(3);` on a contract held by a local or state variable this function created, when a
 *   later statement queries it: the call (its message must run before the query).
 */
export function creationSplit(
  fl: LoweringContext,
  stmt: AstNode,
  rest: AstNode[],
): { call: AstNode; kind: "decl" | "assign" | "nested" | "call" } | null {
  const unit = fl.unit;
  const stored = storedInto(stmt, unit.nodes);
  if (stored && queriesHeld(rest, stored.declId, unit.nodes))
    return { call: stored.call, kind: stmt.nodeType === "ExpressionStatement" ? "assign" : "decl" };
  const nested: { query: AstNode; creation: AstNode }[] = [];
  walk(evaluatedFirst(stmt), (x) => {
    if (!isQuery(x, unit.nodes)) return;
    const base = unwrapContractValue(calledContract(x, unit.nodes)!);
    if (isNewContract(base, unit.nodes)) nested.push({ query: x, creation: base });
  });
  const conditional = nested.find((n) => evaluatedConditionally(evaluatedFirst(stmt)!, n.creation));
  if (conditional) {
    refuseResume(
      conditional.query,
      "the contract is created where the expression evaluates it only sometimes (right of && or ||, a branch of ?:), and reply resumes a statement after an instantiation that always runs",
    );
    return null;
  }
  if (nested.length > 1) {
    for (const n of nested)
      refuseResume(
        n.query,
        "two contracts created with `new` are queried in one statement where creating them first, in order, could change what it computes (operands of one operator, which the EVM may evaluate in either order, or next to a value the creations may change), and reply resumes a statement after one instantiation",
      );
    return null;
  }
  if (nested.length === 1) return { call: nested[0].creation, kind: "nested" };
  const receiver =
    stmt.nodeType === "ExpressionStatement" &&
    !fl.exprOverrides.has(stmt.expression.id) &&
    !isQuery(stmt.expression, unit.nodes)
      ? calledContract(stmt.expression, unit.nodes)
      : null;
  if (receiver) {
    const base = unwrapContractValue(receiver);
    if (
      base.nodeType === "Identifier" &&
      creationsBefore(unit, stmt.expression, base.referencedDeclaration).length > 0 &&
      queriesHeld(rest, base.referencedDeclaration, unit.nodes)
    )
      return { call: stmt.expression, kind: "call" };
  }
  return null;
}

/**
 * The expression a statement evaluates once when it starts (the condition of an `if`, not its
 * branches; nothing of a loop, whose body `findSplit` sees on its own).
 */
function evaluatedFirst(stmt: AstNode): AstNode | null {
  switch (stmt.nodeType) {
    case "ExpressionStatement":
      return stmt.expression;
    case "VariableDeclarationStatement":
      return stmt.initialValue ?? null;
    case "IfStatement":
      return stmt.condition;
    case "Return":
      return stmt.expression ?? null;
    case "EmitStatement":
      return stmt.eventCall;
    default:
      return null;
  }
}

/** Whether `target` under `root` sits right of `&&`/`||` or in a branch of `?:`. */
function evaluatedConditionally(root: AstNode, target: AstNode): boolean {
  let found = false;
  const visit = (x: AstNode, conditional: boolean) => {
    if (x === target) {
      found ||= conditional;
      return;
    }
    for (const key of Object.keys(x)) {
      const v = x[key];
      const children: AstNode[] = Array.isArray(v) ? v : [v];
      for (const child of children) {
        if (!child || typeof child.nodeType !== "string") continue;
        const branch =
          (x.nodeType === "BinaryOperation" &&
            (x.operator === "&&" || x.operator === "||") &&
            key === "rightExpression") ||
          (x.nodeType === "Conditional" && key !== "condition");
        visit(child, conditional || branch);
      }
    }
  };
  visit(root, false);
  return found;
}

/**
 * The `new` this function ran before `call` (a query) whose contract the query asks, when that
 * instantiation has not run yet: the function did not continue in reply after it. Found in the
 * function or modifier holding the call: `new C()` as the receiver itself, or a `new` stored into
 * the local or state variable named as the receiver earlier in the same body.
 */
export function pendingCreation(fl: LoweringContext, call: AstNode, base: AstNode): AstNode | null {
  const unit = fl.unit;
  const isContinued = (creation: AstNode) =>
    continuedCreations(unit).has(originalNode(creation).id);
  const x = unwrapContractValue(base);
  if (isNewContract(x, unit.nodes)) return fl.exprOverrides.has(x.id) ? null : x;
  if (x.nodeType !== "Identifier") return null;
  const creations = creationsBefore(unit, call, x.referencedDeclaration);
  if (creations.length === 0) {
    // `C c = make(..)` of a helper that creates it, continued only where its statements ran in place
    const made = helperCreationsBefore(fl, call, x.referencedDeclaration).find(
      (m) =>
        fl.mode === "internal" ||
        !inlinedCreatingCalls(unit).has(m.call.id) ||
        !isContinued(m.creation),
    );
    if (made) {
      if (!resumeRefusal(call))
        refuseResume(
          call,
          `the contract is created by the function ${made.target.name} this one calls, whose statements run in place of its call (so that reply resumes after the instantiation) only when it ends with its one \`return new ..\`, at a statement of a public function or at a top-level statement of the constructor (ADR 247)`,
        );
      return made.creation;
    }
  }
  if (creations.length === 0 && fl.mode === "instantiate") return createdByInitializer(fl, x);
  return creations.find((c) => !isContinued(c)) ?? null;
}

/**
 * The calls stored into `declId` before `node` in the function or modifier holding it of internal
 * or free functions that return a contract they create, with that `new` (ADR 247).
 */
function helperCreationsBefore(
  fl: LoweringContext,
  node: AstNode,
  declId: number,
): { call: AstNode; target: AstNode; creation: AstNode }[] {
  const body = enclosingBody(fl.unit, node);
  if (!body) return [];
  const at = srcOf(node).start;
  const out: { call: AstNode; target: AstNode; creation: AstNode }[] = [];
  walk(body, (s) => {
    const held = storedHelperCall(fl, s);
    if (held?.declId !== declId || srcOf(held.call).start >= at) return;
    const creation = helperCreation(fl, held.call);
    if (creation) out.push({ call: held.call, target: held.target, creation });
  });
  return out;
}

/**
 * The `new` in the initializer of the state variable `x` names (`C c = new C();`), when there is
 * one: its instantiation is a message that runs only once instantiate has returned or stopped.
 */
function createdByInitializer(fl: LoweringContext, x: AstNode): AstNode | null {
  const d = fl.unit.nodes.get(x.referencedDeclaration);
  if (!d?.stateVariable || !d.value) return null;
  const value = unwrapContractValue(d.value);
  return isNewContract(value, fl.unit.nodes) ? value : null;
}

/** The `new` calls stored into `declId` before `node` in the function or modifier holding it. */
function creationsBefore(unit: ContractUnit, node: AstNode, declId: number): AstNode[] {
  const body = enclosingBody(unit, node);
  if (!body) return [];
  const at = srcOf(node).start;
  const out: AstNode[] = [];
  walk(body, (s) => {
    const stored = storedInto(s, unit.nodes);
    if (stored?.declId === declId && srcOf(stored.call).start < at) out.push(stored.call);
  });
  return out;
}

const continued = new WeakMap<ContractUnit, Set<number>>();

/** The `new` calls (by the id of solc's node, not a copy's) `unit` continues in reply after. */
export function continuedCreations(unit: ContractUnit): Set<number> {
  let set = continued.get(unit);
  if (!set) {
    set = new Set();
    continued.set(unit, set);
  }
  return set;
}

function srcOf(n: AstNode): { start: number; end: number; file: string } {
  const [start, len, file] = String(n.src).split(":");
  return { start: Number(start), end: Number(start) + Number(len), file };
}

const bodies = new WeakMap<ContractUnit, AstNode[]>();

/** The body of the function or modifier whose source holds `node`. */
function enclosingBody(unit: ContractUnit, node: AstNode): AstNode | null {
  let list = bodies.get(unit);
  if (!list) {
    list = [];
    for (const n of unit.nodes.values())
      if ((n.nodeType === "FunctionDefinition" || n.nodeType === "ModifierDefinition") && n.body)
        list.push(n.body);
    bodies.set(unit, list);
  }
  const at = srcOf(node);
  for (const b of list) {
    const r = srcOf(b);
    if (r.file === at.file && r.start <= at.start && at.end <= r.end) return b;
  }
  return null;
}
