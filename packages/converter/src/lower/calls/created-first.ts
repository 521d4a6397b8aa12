import type { AstNode } from "../../frontend/ast.ts";
import { snakeCase } from "../../naming/snake-case.ts";
import type { LoweringContext } from "../lowering-context.ts";
import {
  calledContract,
  isNewContract,
  isQuery,
  unwrapContractValue,
} from "./created-contract-values.ts";
import { stable } from "./nested-call-use.ts";

// A statement that queries two or more contracts it creates (`return (a, (new A()).f(), (new
// B()).f());`): each `new` becomes a declaration before the statement, in source order, and the
// statement queries those locals, so each instantiation is a continuation point of its own
// (ADRs 204, 224).

/**
 * `stmts` with each statement that queries several contracts it creates preceded by one
 * declaration per `new` (`A new_a = new A();`), when creating them first changes nothing; the
 * same array when there is none.
 */
export function createdFirst(fl: LoweringContext, stmts: AstNode[]): AstNode[] {
  let changed = false;
  const out: AstNode[] = [];
  for (const stmt of stmts) {
    const root = firstExpression(stmt);
    const creations = root ? queriedCreations(fl, root) : [];
    if (creations.length < 2 || !root || !canCreateFirst(fl, root, new Set(creations))) {
      out.push(stmt);
      continue;
    }
    changed = true;
    let rewritten = stmt;
    for (const creation of creations) {
      const local = declaration(fl, creation);
      out.push({
        nodeType: "VariableDeclarationStatement",
        id: fl.unit.freshNodeId(),
        src: creation.src,
        assignments: [local.id],
        declarations: [local],
        initialValue: creation,
      });
      rewritten = replaced(rewritten, creation, {
        nodeType: "Identifier",
        id: fl.unit.freshNodeId(),
        src: creation.src,
        name: local.name,
        referencedDeclaration: local.id,
        overloadedDeclarations: [],
        typeDescriptions: creation.typeDescriptions,
      });
    }
    out.push(rewritten);
  }
  return changed ? out : stmts;
}

/** The expression a statement evaluates when it starts. */
function firstExpression(stmt: AstNode): AstNode | null {
  switch (stmt.nodeType) {
    case "ExpressionStatement":
      return stmt.expression;
    case "VariableDeclarationStatement":
      return stmt.initialValue ?? null;
    case "Return":
      return stmt.expression ?? null;
    case "EmitStatement":
      return stmt.eventCall;
    default:
      return null;
  }
}

/** The `new` calls in `root` whose contract a query in `root` asks, in source order. */
function queriedCreations(fl: LoweringContext, root: AstNode): AstNode[] {
  const out: AstNode[] = [];
  const visit = (x: AstNode) => {
    if (isQuery(x, fl.unit.nodes)) {
      const base = unwrapContractValue(calledContract(x, fl.unit.nodes)!);
      if (isNewContract(base, fl.unit.nodes)) out.push(base);
    }
    for (const child of children(x)) visit(child);
  };
  visit(root);
  return out.sort((a, b) => start(a) - start(b));
}

/**
 * Whether the EVM's evaluation of `root` is the same as creating the contracts first, in source
 * order: everything evaluated besides the creations and the queries of them is a value they
 * cannot change (ADR 190's `stable`), so are the creations' and queries' arguments, and no
 * operator holds creations in two operands (Solidity leaves their order unspecified), nor
 * evaluates one only sometimes (`&&`, `||`, `?:`).
 */
function canCreateFirst(fl: LoweringContext, root: AstNode, creations: Set<AstNode>): boolean {
  const holds = (x: AstNode): boolean => creations.has(x) || children(x).some(holds);
  const check = (x: AstNode): boolean => {
    if (creations.has(x)) {
      const options: AstNode[] =
        x.expression.nodeType === "FunctionCallOptions" ? x.expression.options : [];
      return [...x.arguments, ...options].every((a: AstNode) => stable(fl, a));
    }
    if (!holds(x)) return stable(fl, x);
    if (isQuery(x, fl.unit.nodes))
      return (x.arguments as AstNode[]).every(check) && check(x.expression.expression);
    switch (x.nodeType) {
      case "TupleExpression":
        return children(x).every(check);
      case "Assignment":
        return (
          x.leftHandSide.nodeType === "Identifier" &&
          !holds(x.leftHandSide) &&
          check(x.rightHandSide)
        );
      case "UnaryOperation":
        return !["++", "--", "delete"].includes(x.operator) && check(x.subExpression);
      case "BinaryOperation":
        return (
          !["&&", "||"].includes(x.operator) &&
          !(holds(x.leftExpression) && holds(x.rightExpression)) &&
          check(x.leftExpression) &&
          check(x.rightExpression)
        );
      case "FunctionCall":
        // an event's arguments, a conversion or a struct built of them, evaluated left to right
        return isEventOrValue(fl, x) && (x.arguments as AstNode[]).every(check);
      default:
        return false;
    }
  };
  return check(root);
}

/** A conversion, a struct constructor or an event (`emit E(..)`): nothing runs but its arguments. */
function isEventOrValue(fl: LoweringContext, call: AstNode): boolean {
  if (call.kind === "typeConversion" || call.kind === "structConstructorCall") return true;
  const decl = fl.unit.nodes.get(call.expression.referencedDeclaration);
  return decl?.nodeType === "EventDefinition";
}

/** A local of the created contract's type named after it (`new_price_feed`). */
function declaration(fl: LoweringContext, creation: AstNode): AstNode {
  // `new C{value: v}(..)`: the options wrap the `new C`
  const callee =
    creation.expression.nodeType === "FunctionCallOptions"
      ? creation.expression.expression
      : creation.expression;
  const typeName = callee.typeName;
  const contract = fl.unit.nodes.get(typeName.referencedDeclaration);
  const local: AstNode = {
    nodeType: "VariableDeclaration",
    id: fl.unit.freshNodeId(),
    src: creation.src,
    name: `new_${snakeCase(contract?.name ?? "contract")}`,
    constant: false,
    mutability: "mutable",
    stateVariable: false,
    storageLocation: "default",
    visibility: "internal",
    typeName,
    typeDescriptions: creation.typeDescriptions,
  };
  fl.unit.adoptCopy(local, creation);
  return local;
}

/** `root` with `target` replaced by `by` (the nodes on the way copied, the rest shared). */
function replaced(root: AstNode, target: AstNode, by: AstNode): AstNode {
  if (root === target) return by;
  let changed = false;
  const out: AstNode = { ...root };
  for (const key of Object.keys(root)) {
    const v = root[key];
    if (Array.isArray(v)) {
      const items = v.map((item) =>
        item && typeof item.nodeType === "string" ? replaced(item, target, by) : item,
      );
      if (items.some((item, i) => item !== v[i])) {
        out[key] = items;
        changed = true;
      }
    } else if (v && typeof v === "object" && typeof v.nodeType === "string") {
      const r = replaced(v, target, by);
      if (r !== v) {
        out[key] = r;
        changed = true;
      }
    }
  }
  return changed ? out : root;
}

function children(x: AstNode): AstNode[] {
  const out: AstNode[] = [];
  for (const key of Object.keys(x)) {
    const v = x[key];
    if (Array.isArray(v)) {
      for (const item of v) if (item && typeof item.nodeType === "string") out.push(item);
    } else if (v && typeof v === "object" && typeof v.nodeType === "string") out.push(v);
  }
  return out;
}

function start(n: AstNode): number {
  return Number(String(n.src).split(":")[0]);
}
