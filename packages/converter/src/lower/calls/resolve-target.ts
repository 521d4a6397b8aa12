import type { AstNode } from "../../frontend/ast.ts";
import type { LoweringContext } from "../lowering-context.ts";

// The function a call runs: `virtual` and `super` resolved along the linearisation.

export function resolveTarget(
  fl: LoweringContext,
  c: { decl: number; virtual: boolean; superFrom: boolean },
): AstNode {
  return c.superFrom
    ? fl.unit.resolveFunction(c.decl, "super", fl.currentContract)
    : fl.unit.resolveFunction(c.decl, c.virtual ? "virtual" : "exact");
}
