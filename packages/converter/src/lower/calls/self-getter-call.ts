import type { AstNode } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import { type Expr, owned, P } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";

/**
 * `this.v(keys..)` for a public state variable `v`: its getter reads the stored value in place, as
 * the external call to itself would (a getter neither changes state nor reads msg.sender). A
 * struct comes back as the tuple of its members without mappings and arrays (what the getter
 * returns: `string` and `bytes` members included).
 */
export function lowerSelfGetterCall(fl: LoweringContext, e: AstNode, decl: AstNode): Expr {
  let read: AstNode = {
    nodeType: "Identifier",
    id: -1,
    src: e.src,
    name: decl.name,
    referencedDeclaration: decl.id,
    typeDescriptions: decl.typeDescriptions,
  };
  let typeName: AstNode = decl.typeName;
  for (const key of e.arguments as AstNode[]) {
    const next: AstNode | undefined =
      typeName.nodeType === "Mapping"
        ? typeName.valueType
        : typeName.nodeType === "ArrayTypeName"
          ? typeName.baseType
          : undefined;
    if (!next)
      throw new Unsupported("SOL2CW-E013", e, `the getter of ${decl.name} with these keys`);
    read = {
      nodeType: "IndexAccess",
      id: -1,
      src: e.src,
      baseExpression: read,
      indexExpression: key,
      typeDescriptions: next.typeDescriptions,
    };
    typeName = next;
  }
  const type = parseType(typeName.typeDescriptions?.typeString);
  const value = fl.expr(read, type);
  if (type.k !== "struct") return { ...value, code: owned(value), owned: true };
  const def = fl.unit.structDef(type.name);
  const members = ((def?.members ?? []) as AstNode[])
    .map((m) => ({ name: m.name as string, type: parseType(m.typeDescriptions?.typeString) }))
    .filter((m) => m.type.k !== "mapping" && m.type.k !== "array");
  const held = fl.hoist("value", owned(value));
  const parts = members.map((m) =>
    owned({
      code: `${held}.${fl.unit.fieldName(type, m.name)}`,
      prec: P.ATOM,
      owned: false,
      type: m.type,
    }),
  );
  const items: SolType[] = members.map((m) => m.type);
  if (parts.length === 1) return { code: parts[0], prec: P.ATOM, owned: true, type: items[0] };
  return { code: `(${parts.join(", ")})`, prec: P.ATOM, owned: true, type: { k: "tuple", items } };
}
