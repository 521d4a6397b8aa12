import type { AstNode } from "../../frontend/ast.ts";
import type { SolType } from "../../model/sol-type.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { mappingRefName, mappingRefVariant } from "./mapping-refs.ts";
import { pathKeys } from "./path-keys.ts";
import { choiceBranches, type Path } from "./storage-path.ts";

/**
 * The argument for a mapping parameter of type `t` (ADR 0208): a reference to the `<..>Ref` value
 * naming the map the (stabilized) place `path` denotes, with the outer keys leading to it.
 */
export function mappingRefArg(fl: LoweringContext, path: Path, t: SolType, node: AstNode): string {
  fl.unit.mappingRefs.set(mappingRefName(t), t);
  if (choiceBranches(path)) return `&(${mappingLocationValue(fl, path, t, node)})`;
  // a mapping parameter passed on as it is
  if ("sv" in path.root && path.root.sv.mappingRef && path.steps.length === 0)
    return `${path.root.sv.ownedLocation ? "&" : ""}${path.root.sv.constName}`;
  return `&${mappingLocationValue(fl, path, t, node)}`;
}

/** The `<..>Ref` value (owned) naming the map the (stabilized) place `path` denotes. */
export function mappingLocationValue(
  fl: LoweringContext,
  path: Path,
  t: SolType,
  node: AstNode,
): string {
  fl.unit.mappingRefs.set(mappingRefName(t), t);
  const choice = choiceBranches(path);
  if (choice)
    return `if ${choice.cond} { ${locationValue(fl, choice.a, t, node)} } else { ${locationValue(fl, choice.b, t, node)} }`;
  return locationValue(fl, path, t, node);
}

/** The `<..>Ref` value (owned) for a place holding a mapping of type `t`. */
function locationValue(fl: LoweringContext, path: Path, t: SolType, node: AstNode): string {
  if (!("sv" in path.root) || path.steps.some((s) => s.k !== "key"))
    throw new Unsupported("SOL2CW-E016", node, "passing a mapping that is not kept in a map");
  const sv = path.root.sv;
  if (sv.recursive)
    throw new Unsupported("SOL2CW-E016", node, "passing a recursive struct's mapping member");
  if (sv.via)
    throw new Unsupported(
      "SOL2CW-E016",
      node,
      "passing a mapping member reached through a storage reference",
    );
  const keys = pathKeys(fl, path);
  if (sv.mappingRef) {
    // `m[a]` of a nested mapping parameter: the inner mapping's location, one key at a time
    if (keys.length === 0) return `${sv.constName}.clone()`;
    let code = sv.constName;
    let at: SolType = sv.type;
    for (const key of keys) {
      if (at.k !== "mapping" && at.k !== "array") break;
      code = `${code}.entry(${key})`;
      at = at.k === "array" ? at.elem : at.value;
      fl.unit.mappingRefs.set(mappingRefName(at), at);
    }
    return code;
  }
  const variant = `${mappingRefName(t)}::${mappingRefVariant(sv)}`;
  return keys.length === 0 ? variant : `${variant}(${keys.join(", ")})`;
}
