import type { Confidence, DetectorInfo, Location, Severity } from "../result-schema.ts";
import type { AST, Node } from "./ast-helpers.ts";
import { calleeName, walk } from "./ast-helpers.ts";
import type { FunctionInfo, SolidityContext } from "./solidity-context.ts";

export interface Occurrence {
  node?: AST.BaseASTNode;
  location?: Location;
  /** Report only the first line of the node (function and contract headers). */
  header?: boolean;
  message: string;
  related?: Array<{
    node?: AST.BaseASTNode;
    location?: Location;
    header?: boolean;
    message: string;
  }>;
  severity?: Severity;
  confidence?: Confidence;
}

export interface SolidityDetector {
  info: DetectorInfo;
  detect(ctx: SolidityContext): Occurrence[];
}

export function solidityRule(
  info: Omit<DetectorInfo, "language" | "category"> & { category?: DetectorInfo["category"] },
  detect: (ctx: SolidityContext) => Occurrence[],
): SolidityDetector {
  return { info: { category: "security", ...info, language: "solidity" }, detect };
}

/** Visits every node of every function body (and modifier bodies when asked) with its function. */
export function eachNodeInFunctions(
  ctx: SolidityContext,
  visit: (node: Node, fn: FunctionInfo, parents: Node[]) => void,
  withModifiers = false,
): void {
  for (const c of ctx.contracts) {
    for (const fn of c.functions) {
      if (fn.kind === "modifier" && !withModifiers) continue;
      walk(fn.node.body, (n, parents) => {
        visit(n, fn, parents);
      });
    }
  }
}

export function insideLoop(parents: Node[], fnBody?: AST.BaseASTNode | null): boolean {
  for (let i = parents.length - 1; i >= 0; i--) {
    const p = parents[i];
    if (p === fnBody) return false;
    if (p.type === "ForStatement" || p.type === "WhileStatement" || p.type === "DoWhileStatement") {
      // the init/condition of a for loop is not repeated body... the condition is; treat all as in-loop
      return true;
    }
  }
  return false;
}

export function isCallTo(node: Node, ...names: string[]): boolean {
  return (
    node.type === "FunctionCall" &&
    names.includes(calleeName(node as unknown as AST.FunctionCall) ?? "")
  );
}

export function containsNode(
  root: AST.BaseASTNode | null | undefined,
  pred: (n: Node) => boolean,
): boolean {
  let found = false;
  walk(root, (n) => {
    if (found) return false;
    if (pred(n)) found = true;
  });
  return found;
}

export function isBuiltinMember(node: Node, base: string, ...members: string[]): boolean {
  return (
    node.type === "MemberAccess" &&
    members.includes(node.memberName as string) &&
    (node.expression as Node).type === "Identifier" &&
    (node.expression as Node).name === base
  );
}

export function isMsgSender(node: Node | undefined): boolean {
  if (!node) return false;
  if (isBuiltinMember(node, "msg", "sender")) return true;
  if (node.type === "FunctionCall") {
    const call = node as unknown as AST.FunctionCall;
    const name = calleeName(call);
    if (name === "_msgSender") return true;
    if ((name === "payable" || name === "address") && call.arguments.length === 1) {
      return isMsgSender(call.arguments[0] as Node);
    }
  }
  return false;
}

/** Unwraps `payable(x)`, `address(x)` and parentheses. */
export function unwrapConversions(node: Node | undefined): Node | undefined {
  let cur = node;
  while (cur) {
    if (cur.type === "TupleExpression" && (cur.components as Node[]).length === 1) {
      cur = (cur.components as Node[])[0];
      continue;
    }
    if (cur.type === "FunctionCall") {
      const call = cur as unknown as AST.FunctionCall;
      const name = calleeName(call);
      if (
        (name === "payable" || name === "address" || name === "uint160") &&
        call.arguments.length === 1
      ) {
        cur = call.arguments[0] as Node;
        continue;
      }
    }
    return cur;
  }
  return cur;
}

/** Whether an expression reads any of the function's parameters. */
export function usesParam(fn: FunctionInfo, node: Node | undefined): boolean {
  return containsNode(node, (n) => n.type === "Identifier" && fn.params.includes(n.name as string));
}

export function isBlockData(node: Node): boolean {
  if (node.type === "Identifier" && node.name === "now") return true;
  if (
    isBuiltinMember(
      node,
      "block",
      "timestamp",
      "difficulty",
      "prevrandao",
      "number",
      "coinbase",
      "gaslimit",
      "basefee",
    )
  ) {
    return true;
  }
  return (
    isCallTo(node, "blockhash") || (node.type === "MemberAccess" && node.memberName === "blockhash")
  );
}
