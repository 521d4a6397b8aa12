import type { AstNode } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import { getterAsFunction } from "./getter-function.ts";

export type CallKind =
  | { kind: "cast"; to: string }
  | { kind: "struct" }
  | { kind: "new"; what: "array" | "bytes" | "contract"; typeName: AstNode; value?: AstNode | null }
  | { kind: "builtin"; name: string }
  | { kind: "abi"; name: string }
  | { kind: "array"; name: "push" | "pop"; base: AstNode }
  | { kind: "address"; name: string; base: AstNode; value: AstNode | null }
  | { kind: "concat"; of: "string" | "bytes" }
  | { kind: "internal"; decl: number; virtual: boolean; superFrom: boolean; bound: AstNode | null }
  | {
      kind: "external";
      decl: number;
      /** the function called: its definition, or a public state variable's getter as one */
      fn: AstNode;
      base: AstNode;
      value: AstNode | null;
      isThis: boolean;
    }
  | { kind: "selfGetter"; decl: number }
  | { kind: "event"; decl: number }
  | { kind: "error"; decl: number }
  | { kind: "unknown" };

/** What a `FunctionCall` node calls, from solc's resolved references and types. */
export function classifyCall(call: AstNode, nodes: Map<number, AstNode>): CallKind {
  if (call.kind === "typeConversion") {
    return { kind: "cast", to: call.typeDescriptions?.typeString ?? "" };
  }
  if (call.kind === "structConstructorCall") return { kind: "struct" };
  let callee: AstNode = call.expression;
  let value: AstNode | null = null;
  if (callee.nodeType === "FunctionCallOptions") {
    const names: string[] = callee.names ?? [];
    const idx = names.indexOf("value");
    if (idx >= 0) value = callee.options[idx];
    callee = callee.expression;
  }
  if (callee.nodeType === "NewExpression") {
    const typeName = callee.typeName;
    const ts: string = typeName.typeDescriptions?.typeString ?? "";
    if (typeName.nodeType === "ArrayTypeName") return { kind: "new", what: "array", typeName };
    if (ts === "bytes" || ts === "string") return { kind: "new", what: "bytes", typeName };
    return { kind: "new", what: "contract", typeName, value };
  }
  if (callee.nodeType === "Identifier") {
    const ref = callee.referencedDeclaration;
    if (typeof ref === "number" && ref < 0) return { kind: "builtin", name: callee.name };
    const decl = nodes.get(ref);
    if (decl?.nodeType === "FunctionDefinition") {
      return { kind: "internal", decl: ref, virtual: true, superFrom: false, bound: null };
    }
    if (decl?.nodeType === "EventDefinition") return { kind: "event", decl: ref };
    if (decl?.nodeType === "ErrorDefinition") return { kind: "error", decl: ref };
    return { kind: "unknown" };
  }
  if (callee.nodeType === "MemberAccess") {
    const base: AstNode = callee.expression;
    const baseType: string = base.typeDescriptions?.typeString ?? "";
    const member: string = callee.memberName;
    if (baseType === "abi") return { kind: "abi", name: member };
    if (member === "concat" && /^type\((string|bytes)/.test(baseType)) {
      return { kind: "concat", of: baseType.includes("string") ? "string" : "bytes" };
    }
    const ref = callee.referencedDeclaration;
    const decl = typeof ref === "number" ? nodes.get(ref) : undefined;
    if ((member === "push" || member === "pop") && /\[\]|^bytes (storage|memory)/.test(baseType)) {
      return { kind: "array", name: member, base };
    }
    if (/^address/.test(baseType) && !decl) {
      return { kind: "address", name: member, base, value };
    }
    if (decl?.nodeType === "FunctionDefinition") {
      const fnType: string = callee.typeDescriptions?.typeString ?? "";
      const isSuper = base.nodeType === "Identifier" && base.name === "super";
      // the callee's own visibility, not that of a function-type parameter it takes
      const calleeType = parseType(fnType);
      const external =
        calleeType.k === "function" ? calleeType.external : /\bexternal\b/.test(fnType);
      if (external && !/^type\(library/.test(baseType)) {
        const isThis = base.nodeType === "Identifier" && base.name === "this";
        return { kind: "external", decl: ref, fn: decl, base, value, isThis };
      }
      const scope = nodes.get(decl.scope);
      const isLibrary = scope?.contractKind === "library";
      // `x.add(y)` through `using {add} for T`: a free function gets `x` as its first argument
      const isFree = scope?.nodeType === "SourceUnit" && !/^(type|module)\b/.test(baseType);
      const bound = (isLibrary && !/^type\(library/.test(baseType)) || isFree ? base : null;
      return { kind: "internal", decl: ref, virtual: false, superFrom: isSuper, bound };
    }
    if (decl?.nodeType === "EventDefinition") return { kind: "event", decl: ref };
    if (decl?.nodeType === "ErrorDefinition") return { kind: "error", decl: ref };
    // `this.v()`: the getter of a public state variable
    if (
      decl?.nodeType === "VariableDeclaration" &&
      decl.stateVariable &&
      base.nodeType === "Identifier" &&
      base.name === "this"
    )
      return { kind: "selfGetter", decl: ref };
    // `counter.count()`: the getter of another contract's public state variable
    if (
      decl?.nodeType === "VariableDeclaration" &&
      decl.stateVariable &&
      /^function \(.*\bexternal\b/.test(callee.typeDescriptions?.typeString ?? "")
    ) {
      const fn = getterAsFunction(decl, nodes);
      return { kind: "external", decl: ref, fn, base, value, isThis: false };
    }
    if (/^address/.test(baseType)) return { kind: "address", name: member, base, value };
  }
  return { kind: "unknown" };
}

/** Whether `e` is `addr.call{..}(data)` with data other than the literal `""`. */
export function isLowLevelCallWithData(
  e: AstNode | null | undefined,
  nodes: Map<number, AstNode>,
): boolean {
  if (e?.nodeType !== "FunctionCall") return false;
  const c = classifyCall(e, nodes);
  if (c.kind !== "address" || c.name !== "call") return false;
  const data: AstNode | undefined = e.arguments[0];
  return !(data?.nodeType === "Literal" && (data.value ?? "") === "");
}
