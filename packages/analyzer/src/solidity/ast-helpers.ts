import type * as AST from "@solidity-parser/parser/dist/src/ast-types";
import type { Location } from "../result-schema.ts";

// biome-ignore lint/suspicious/noExplicitAny: parser nodes are walked generically; detectors narrow by `type`.
export type Node = AST.BaseASTNode & { [key: string]: any };
export type { AST };

const skipKeys = new Set(["loc", "range", "comments"]);

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

/** Direct child nodes in source order. */
export function childrenOf(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (skipKeys.has(key)) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) out.push(item);
    } else if (isNode(value)) {
      out.push(value);
    }
  }
  return out.sort((a, b) => (a.range?.[0] ?? 0) - (b.range?.[0] ?? 0));
}

/** Depth-first walk; the visitor returns false to skip a subtree. */
export function walk(
  root: AST.BaseASTNode | null | undefined,
  visit: (node: Node, parents: Node[]) => unknown,
  parents: Node[] = [],
): void {
  if (!root) return;
  const node = root as Node;
  if (visit(node, parents) === false) return;
  parents.push(node);
  for (const child of childrenOf(node)) walk(child, visit, parents);
  parents.pop();
}

/** All nodes of one type below root (root included). */
export function findAll<T extends AST.BaseASTNode>(
  root: AST.BaseASTNode | null | undefined,
  type: T["type"],
): T[] {
  const out: T[] = [];
  walk(root, (n) => {
    if (n.type === type) out.push(n as unknown as T);
  });
  return out;
}

export function findAllWithParents<T extends AST.BaseASTNode>(
  root: AST.BaseASTNode | null | undefined,
  type: T["type"],
): Array<{ node: T; parents: Node[] }> {
  const out: Array<{ node: T; parents: Node[] }> = [];
  walk(root, (n, parents) => {
    if (n.type === type) out.push({ node: n as unknown as T, parents: [...parents] });
  });
  return out;
}

export class SourceText {
  readonly lines: string[];
  private readonly lineStarts: number[] = [0];
  constructor(
    readonly file: string,
    readonly source: string,
  ) {
    this.lines = source.split(/\r?\n/);
    for (let i = 0; i < source.length; i++) if (source[i] === "\n") this.lineStarts.push(i + 1);
  }

  position(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.lineStarts[lo] + 1 };
  }

  /** Location of an inclusive character range. */
  rangeLocation(start: number, endInclusive: number): Location {
    const s = this.position(start);
    const e = this.position(Math.max(start, endInclusive));
    const firstLine = this.lines[s.line - 1] ?? "";
    return {
      file: this.file,
      startLine: s.line,
      startColumn: s.column,
      endLine: e.line,
      endColumn: e.column,
      snippet: firstLine.trim().slice(0, 200),
    };
  }

  lineLocation(line: number, column = 1, length?: number): Location {
    const text = this.lines[line - 1] ?? "";
    return {
      file: this.file,
      startLine: line,
      startColumn: column,
      endLine: line,
      endColumn: Math.max(column, length ? column + length - 1 : text.length),
      snippet: text.trim().slice(0, 200),
    };
  }

  nodeLocation(node: AST.BaseASTNode): Location {
    if (node.range) return this.rangeLocation(node.range[0], node.range[1]);
    const line = node.loc?.start.line ?? 1;
    return this.lineLocation(line, (node.loc?.start.column ?? 0) + 1);
  }

  /** Location of a node's first line only (headers of functions and contracts). */
  headerLocation(node: AST.BaseASTNode): Location {
    const loc = this.nodeLocation(node);
    const text = this.lines[loc.startLine - 1] ?? "";
    return { ...loc, endLine: loc.startLine, endColumn: Math.max(loc.startColumn, text.length) };
  }

  text(node: AST.BaseASTNode): string {
    if (!node.range) return "";
    return this.source.slice(node.range[0], node.range[1] + 1);
  }
}

export function typeNameText(typeName: AST.TypeName | null | undefined): string {
  if (!typeName) return "var";
  switch (typeName.type) {
    case "ElementaryTypeName":
      return typeName.name === "uint"
        ? "uint256"
        : typeName.name === "int"
          ? "int256"
          : typeName.name;
    case "UserDefinedTypeName":
      return typeName.namePath;
    case "ArrayTypeName":
      return `${typeNameText(typeName.baseTypeName)}[]`;
    case "Mapping":
      return `mapping(${typeNameText(typeName.keyType)} => ${typeNameText(typeName.valueType)})`;
    case "FunctionTypeName":
      return "function";
    default:
      return "unknown";
  }
}

/** Name of the function a call targets: `foo(...)` → foo, `a.b.foo(...)` → foo. */
export function calleeName(call: AST.FunctionCall): string | undefined {
  let expr = call.expression as Node;
  if (expr.type === "NameValueExpression")
    expr = (expr as unknown as AST.NameValueExpression).expression as Node;
  if (expr.type === ("FunctionCallOptions" as string)) expr = expr.expression as Node;
  if (expr.type === "Identifier") return (expr as unknown as AST.Identifier).name;
  if (expr.type === "MemberAccess") return (expr as unknown as AST.MemberAccess).memberName;
  if (expr.type === "ElementaryTypeName") return (expr as unknown as AST.ElementaryTypeName).name;
  if ((expr.type as string) === "TypeNameExpression") {
    const tn = (expr as unknown as Node).typeName as Node;
    if (tn?.type === "ElementaryTypeName") return tn.name as string;
  }
  return undefined;
}

/** Callee expression with `{value: ...}` options removed. */
export function calleeExpression(call: AST.FunctionCall): Node {
  let expr = call.expression as Node;
  while (expr.type === "NameValueExpression") expr = expr.expression as Node;
  return expr;
}

/** The base of a member call: `a.b.call(...)` → `a.b`. */
export function memberBase(call: AST.FunctionCall): Node | undefined {
  const expr = calleeExpression(call);
  if (expr.type === "MemberAccess") return (expr as unknown as AST.MemberAccess).expression as Node;
  return undefined;
}

/** `{value: x}` options of a call, if any. */
export function callOptions(call: AST.FunctionCall): Map<string, Node> {
  const out = new Map<string, Node>();
  const expr = call.expression as Node;
  if (expr.type === "NameValueExpression") {
    const list = (expr as unknown as AST.NameValueExpression).arguments;
    list.names.forEach((name, i) => {
      out.set(name, list.arguments[i] as unknown as Node);
    });
  }
  // pre-0.7 style: addr.call.value(x)(data), addr.call.gas(g).value(x)(data)
  let chained = expr;
  while (chained.type === "FunctionCall") {
    const inner = chained as unknown as AST.FunctionCall;
    const innerCallee = inner.expression as Node;
    if (
      innerCallee.type !== "MemberAccess" ||
      (innerCallee.memberName !== "value" && innerCallee.memberName !== "gas")
    )
      break;
    if (!out.has(innerCallee.memberName as string))
      out.set(innerCallee.memberName as string, inner.arguments[0] as unknown as Node);
    chained = innerCallee.expression as Node;
  }
  return out;
}

/** For `addr.call.value(1)(data)` returns the node `addr.call`; otherwise the callee expression. */
export function lowLevelCallee(call: AST.FunctionCall): Node {
  let expr = calleeExpression(call);
  // `addr.call.value(v).gas(g)(data)`: any chain of value/gas settings.
  while (expr.type === "FunctionCall") {
    const inner = calleeExpression(expr as unknown as AST.FunctionCall);
    if (
      inner.type !== "MemberAccess" ||
      (inner.memberName !== "value" && inner.memberName !== "gas")
    )
      break;
    expr = inner.expression as Node;
  }
  return expr;
}

export function isLoop(node: Node): boolean {
  return (
    node.type === "ForStatement" ||
    node.type === "WhileStatement" ||
    node.type === "DoWhileStatement"
  );
}

export function identifierName(node: Node | null | undefined): string | undefined {
  return node?.type === "Identifier" ? (node.name as string) : undefined;
}

/** The root variable an lvalue writes to: `a[i].b = x` → a. */
export function baseIdentifier(node: Node | null | undefined): string | undefined {
  let cur = node;
  while (cur) {
    if (cur.type === "Identifier") return cur.name as string;
    if (cur.type === "IndexAccess") cur = cur.base as Node;
    else if (cur.type === "MemberAccess") cur = cur.expression as Node;
    else if (cur.type === "IndexRangeAccess") cur = cur.base as Node;
    else return undefined;
  }
  return undefined;
}
