import { type AstNode, walk } from "../../frontend/ast.ts";
import type { SolType } from "../../model/sol-type.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { canDefer, uninitMut } from "../scan-locals.ts";
import { mappingParamPath, mappingRefName } from "./mapping-refs.ts";

/**
 * Declares the named return variable `ret` of a function returning a mapping chosen at run time
 * (ADR 0226): a Rust variable holding the `<..>Ref` value, set by each `ret = place;` and read by
 * `ret[k]`. It is declared at its first assignment when nothing refers to it before.
 */
export function declareReturnedLocation(
  fl: LoweringContext,
  ret: AstNode,
  t: SolType,
  body: AstNode,
): void {
  const name = fl.declareLocal(ret, t);
  const path = mappingParamPath(ret, name, t);
  if ("sv" in path.root) path.root.sv.ownedLocation = true;
  fl.locals.get(ret.id)!.alias = path;
  fl.unit.mappingRefs.set(mappingRefName(t), t);
  // writes through it (`ret[k] = v`) do not change the variable
  fl.assignCount.set(ret.id, rebindings(body, ret.id));
  if (canDefer(fl, ret.id, body.statements ?? [])) {
    fl.pendingDecl.add(ret.id);
    return;
  }
  fl.emit(`let ${uninitMut(fl, ret.id)}${name}: ${mappingRefName(t)};`);
}

/** How many plain assignments `x = place` point the storage variable `declId` elsewhere. */
function rebindings(body: AstNode, declId: number): number {
  let n = 0;
  walk(body, (x) => {
    if (
      x.nodeType === "Assignment" &&
      x.leftHandSide.nodeType === "Identifier" &&
      x.leftHandSide.referencedDeclaration === declId
    )
      n++;
  });
  return n;
}
