import type { AstNode } from "../../frontend/ast.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { uninitMut } from "../scan-locals.ts";
import { conditionalRegion } from "../storage/conditional-region.ts";
import { mappingLocationValue } from "../storage/mapping-ref-arg.ts";
import { stabilize } from "../storage/path-keys.ts";
import type { Path } from "../storage/storage-path.ts";
import { pathOf } from "../storage/storage-paths.ts";
import { Unsupported } from "../unsupported.ts";

/**
 * `m = m2` where `m` is a local storage pointer (not a parameter): the pointer now names the place
 * `m2`, which it keeps as its alias. Returns that place, also for `(m = m2)[k] = v`, where the
 * assignment's value is the place it stores into; null when `e` is not such a rebinding.
 */
export function rebindStoragePointer(fl: LoweringContext, e: AstNode): Path | null {
  const lhs = e.leftHandSide;
  const decl =
    lhs.nodeType === "Identifier" ? fl.unit.nodes.get(lhs.referencedDeclaration) : undefined;
  if (
    e.operator !== "=" ||
    decl?.nodeType !== "VariableDeclaration" ||
    decl.storageLocation !== "storage" ||
    decl.stateVariable ||
    fl.refParams.has(decl.id)
  )
    return null;
  const local = fl.locals.get(decl.id);
  if (!local) throw new Unsupported("SOL2CW-E014", e, "an unknown storage pointer");
  const held = local.alias && "sv" in local.alias.root && local.alias.root.sv.ownedLocation;
  // an alias is fixed while lowering, so it may only change where the pointer is declared
  if (!held && conditionalRegion(fl.unit.nodes, e) !== conditionalRegion(fl.unit.nodes, decl))
    throw new Unsupported("SOL2CW-E014", e, "a storage pointer rebound inside a branch or loop");
  const path = pathOf(fl, e.rightHandSide);
  if (!path) throw new Unsupported("SOL2CW-E014", e, "a storage pointer to a computed location");
  if (!held) {
    local.alias = stabilize(fl, path);
    return local.alias;
  }
  // a variable holding the location (ADR 0226) is set at run time
  const frame = fl.prelude[fl.prelude.length - 1];
  if (!frame) throw new Unsupported("SOL2CW-E014", e, "a storage pointer set outside a statement");
  const value = mappingLocationValue(fl, stabilize(fl, path), local.type, e);
  if (fl.pendingDecl.delete(decl.id))
    frame.push(`let ${uninitMut(fl, decl.id)}${local.name} = ${value};`);
  else frame.push(`${local.name} = ${value};`);
  return local.alias!;
}
