import type { AstNode } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import { snakeCase } from "../../naming/snake-case.ts";

const described = new WeakMap<AstNode, AstNode>();

/**
 * A public state variable's getter as the function another contract calls (`counter.count()`,
 * `token.balances(who)`): a view taking one parameter per mapping key and array index, returning
 * the value, or a struct's members without mappings and arrays. It keeps the variable's id, so its
 * message variant and answer are registered like those of a declared function, and names its
 * parameters as the callee's QueryMsg does: `arg<i>`, or the parameter names of the interface
 * function the getter overrides.
 */
export function getterAsFunction(decl: AstNode, nodes: Map<number, AstNode>): AstNode {
  const known = described.get(decl);
  if (known) return known;
  const overridden = nodes.get((decl.baseFunctions ?? [])[0]);
  const overriddenParams: AstNode[] = overridden?.parameters?.parameters ?? [];
  const params: AstNode[] = [];
  let typeName: AstNode = decl.typeName;
  while (typeName.nodeType === "Mapping" || typeName.nodeType === "ArrayTypeName") {
    const key: AstNode | null = typeName.nodeType === "Mapping" ? typeName.keyType : null;
    const named = snakeCase(overriddenParams[params.length]?.name ?? "");
    const taken = params.some((p) => p.name === named);
    params.push({
      nodeType: "VariableDeclaration",
      id: -1,
      src: key?.src ?? decl.src,
      name: named && !taken ? named : "",
      typeName: key,
      typeDescriptions: key?.typeDescriptions ?? { typeString: "uint256" },
    });
    typeName = typeName.nodeType === "Mapping" ? typeName.valueType : typeName.baseType;
  }
  const fn: AstNode = {
    nodeType: "FunctionDefinition",
    kind: "function",
    id: decl.id,
    src: decl.src,
    scope: decl.scope,
    name: decl.name,
    visibility: "external",
    stateMutability: "view",
    virtual: false,
    body: null,
    modifiers: [],
    baseFunctions: decl.baseFunctions ?? [],
    parameters: { nodeType: "ParameterList", parameters: params },
    returnParameters: { nodeType: "ParameterList", parameters: getterReturns(typeName, nodes) },
  };
  described.set(decl, fn);
  return fn;
}

/** What a getter returns for a value of `typeName`: the value, or a struct's plain members. */
function getterReturns(typeName: AstNode, nodes: Map<number, AstNode>): AstNode[] {
  const type = parseType(typeName.typeDescriptions?.typeString);
  const struct = type.k === "struct" ? nodes.get(typeName.referencedDeclaration) : undefined;
  if (!struct) return [returned("", typeName)];
  return ((struct.members ?? []) as AstNode[])
    .filter((m) => {
      const k = parseType(m.typeDescriptions?.typeString).k;
      return k !== "mapping" && k !== "array";
    })
    .map((m) => returned(m.name, m.typeName));
}

function returned(name: string, typeName: AstNode): AstNode {
  return {
    nodeType: "VariableDeclaration",
    id: -1,
    src: typeName.src,
    name,
    typeName,
    typeDescriptions: typeName.typeDescriptions,
  };
}
