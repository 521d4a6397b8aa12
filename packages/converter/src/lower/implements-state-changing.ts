import type { AstNode } from "../frontend/ast.ts";
import type { ContractUnit } from "./contract-unit.ts";
import { interfaceFunctionsNamed } from "./interface-functions-named.ts";
import { overriddenDeclarations } from "./overridden-declarations.ts";

const readOnly = (f: AstNode) => f.stateMutability === "view" || f.stateMutability === "pure";

/**
 * Whether a view or pure function, or a public state variable's getter, overrides a declaration
 * that is not view/pure (Solidity lets an override narrow nonpayable to view or pure), or has the
 * signature of such a function of an interface of the file it does not inherit: callers through
 * that declaration send an execute message.
 */
export function implementsStateChanging(
  unit: ContractUnit,
  decl: AstNode,
  signature: string,
): boolean {
  const isStateChangingFunction = (f: AstNode) =>
    f.nodeType === "FunctionDefinition" && !readOnly(f);
  if (overriddenDeclarations(unit, decl).some(isStateChangingFunction)) return true;
  return interfaceFunctionsNamed(unit, decl.name).some(
    (f) => !readOnly(f) && `${f.name}(${unit.paramTypes(f)})` === signature,
  );
}
