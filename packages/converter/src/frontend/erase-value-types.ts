import { type AstNode, walk } from "./ast.ts";

/**
 * User-defined value types (`type Price is uint128;`) have the same values, storage and ABI
 * encoding as their underlying type. This pass rewrites the AST in place so the rest of the
 * converter sees only the underlying type: type strings name it, `Price.wrap(x)` and
 * `Price.unwrap(x)` become `x`, and operators bound with `using {add as +} for Price global`
 * become calls of the bound function.
 */
export function eraseValueTypes(root: AstNode): void {
  const defs = new Map<number, { name: string; underlying: string }>();
  walk(root, (n) => {
    if (n.nodeType === "UserDefinedValueTypeDefinition")
      defs.set(n.id, {
        name: n.canonicalName ?? n.name,
        underlying: n.underlyingType?.typeDescriptions?.typeString ?? "",
      });
  });
  if (defs.size === 0) return;
  const byName = [...defs.values()].sort((a, b) => b.name.length - a.name.length);
  const rewrite = (ts: string) => {
    let out = ts;
    for (const d of byName) {
      const name = d.name.replace(/[.$]/g, "\\$&");
      out = out.replace(
        new RegExp(`(?<![\\w.$]|struct |enum |contract )${name}(?![\\w$])`, "g"),
        d.underlying,
      );
    }
    return out;
  };
  const calls: AstNode[] = [];
  const operators: AstNode[] = [];
  walk(root, (n) => {
    const td = n.typeDescriptions;
    if (
      td &&
      typeof td.typeString === "string" &&
      /userDefinedValueType/.test(td.typeIdentifier ?? "")
    )
      td.typeString = rewrite(td.typeString);
    if (n.nodeType === "FunctionCall" && n.expression?.nodeType === "MemberAccess") {
      const m = n.expression;
      if (
        (m.memberName === "wrap" || m.memberName === "unwrap") &&
        defs.has(unparenthesized(m.expression)?.referencedDeclaration) &&
        n.arguments?.length === 1
      )
        calls.push(n);
    }
    if ((n.nodeType === "BinaryOperation" || n.nodeType === "UnaryOperation") && n.function)
      operators.push(n);
  });
  // operators first: a wrap or unwrap replaced below copies its argument, so an operator
  // directly inside one must already be its call
  for (const op of operators) {
    const fnId: number = op.function;
    const args: AstNode[] =
      op.nodeType === "BinaryOperation"
        ? [op.leftExpression, op.rightExpression]
        : [op.subExpression];
    const { id, src, typeDescriptions } = op;
    for (const k of Object.keys(op)) delete op[k];
    Object.assign(op, {
      nodeType: "FunctionCall",
      id,
      src,
      kind: "functionCall",
      names: [],
      arguments: args,
      typeDescriptions,
      expression: {
        nodeType: "Identifier",
        id: -id - 1_000_000,
        src,
        name: "",
        referencedDeclaration: fnId,
        typeDescriptions: { typeIdentifier: "t_function_internal_pure", typeString: "function" },
      },
    });
  }
  // innermost first, so a wrap inside an unwrap is already its argument
  for (const call of calls.reverse()) {
    const arg = call.arguments[0];
    for (const k of Object.keys(call)) delete call[k];
    Object.assign(call, arg);
  }
}

/** `(MyInt)` as `MyInt`. */
function unparenthesized(e: AstNode | undefined): AstNode | undefined {
  if (e?.nodeType === "TupleExpression" && !e.isInlineArray && e.components?.length === 1)
    return unparenthesized(e.components[0]);
  return e;
}
