import { defaultValue, rustType } from "../emit/rust-types.ts";
import type { AstNode } from "../frontend/ast.ts";
import { parseType } from "../model/sol-type.ts";
import { refersTo } from "./ast-queries.ts";
import { checkMemoryAliasing } from "./check-memory-aliasing.ts";
import { declareByIf } from "./declare-by-if.ts";
import type { FunctionLowering } from "./function-lowering.ts";
import { isPreOnly, lowerModifiers } from "./modifiers/lower-modifiers.ts";
import { canDeclareUninit, canDefer, scanMutations, uninitMut } from "./scan-locals.ts";
import { mappingReturnType } from "./storage/mapping-return.ts";
import { declareReturnedLocation } from "./storage/returned-location.ts";
import { walkReachable } from "./walk-reachable.ts";

export interface BodyOptions {
  low: FunctionLowering;
  fn: AstNode;
  /** Builds the returned Rust expression from the return values (null: no values). */
  finish: (values: string[]) => string;
  /** Lowers what ends the body instead of returning (the start of a continuation). */
  tail?: () => void;
}

/** Lowers modifiers + body of `fn` into `low`. */
export function lowerBody({ low, fn, finish, tail }: BodyOptions) {
  const unit = low.unit;
  low.currentContract = unit.contractOf(fn);
  checkMemoryAliasing(fn.body, unit.nodes);
  scanMutations(low, fn.body);
  const rets: AstNode[] = fn.returnParameters?.parameters ?? [];
  const retTypes = rets.map((r) => parseType(r.typeDescriptions?.typeString));
  const retNames: (string | null)[] = [];
  const hasMods = ((fn.modifiers ?? []) as AstNode[]).some((m) => {
    const d = unit.nodes.get(m.modifierName.referencedDeclaration);
    return (
      d?.nodeType === "ModifierDefinition" && !isPreOnly(unit.resolveFunction(d.id, "virtual"))
    );
  });
  const storageRet = fn.nodeType === "FunctionDefinition" ? unit.storageReturn(fn) : null;
  if (storageRet) {
    low.storageRet = { info: storageRet, declId: rets[0]?.name ? rets[0].id : null };
    if (rets[0]?.name) low.declareLocal(rets[0], retTypes[0]);
  }
  const mappingRet = fn.nodeType === "FunctionDefinition" ? mappingReturnType(unit, fn) : null;
  if (mappingRet) {
    low.mappingRet = { type: mappingRet, declId: rets[0]?.name ? rets[0].id : null };
    if (rets[0]?.name) declareReturnedLocation(low, rets[0], mappingRet, fn.body);
  }
  for (const [i, r] of rets.entries()) {
    if (storageRet || mappingRet) {
      retNames.push(null);
      continue;
    }
    let referenced = false;
    walkReachable(fn.body, (x) => {
      if (x.nodeType === "Identifier" && x.referencedDeclaration === r.id) referenced = true;
      if (x.nodeType === "Return" && !x.expression) referenced = true;
    });
    // a modifier argument naming a return variable reads its zero value, before the body runs
    const modifierArg = ((fn.modifiers ?? []) as AstNode[]).some((m) => refersTo(m, r.id));
    if (r.name && (referenced || modifierArg)) {
      const name = low.declareLocal(r, retTypes[i]);
      retNames.push(name);
      const early = hasMods || modifierArg;
      if (!early && canDefer(low, r.id, fn.body?.statements ?? [])) {
        low.pendingDecl.add(r.id);
        continue;
      }
      if (!early && declareByIf(low, r.id, fn.body?.statements ?? [])) continue;
      if (!early && canDeclareUninit(low, r.id, fn.body?.statements ?? [])) {
        low.emit(`let ${uninitMut(low, r.id)}${name}: ${rustType(retTypes[i])};`);
        continue;
      }
      low.emit(
        `let ${low.isMutated(r.id) ? "mut " : ""}${name} = ${defaultValue(retTypes[i], (x) => unit.enumFirst(x))};`,
      );
    } else retNames.push(null);
  }
  low.returns = { types: retTypes, names: retNames, finish };
  const mods = ((fn.modifiers ?? []) as AstNode[]).filter((m) => {
    const d = unit.nodes.get(m.modifierName.referencedDeclaration);
    return d?.nodeType === "ModifierDefinition";
  });
  lowerModifiers(low, fn, mods, 0, true, tail);
}
