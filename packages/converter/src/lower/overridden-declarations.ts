import type { AstNode } from "../frontend/ast.ts";
import type { ContractUnit } from "./contract-unit.ts";

/** Every declaration `decl` overrides, directly or through its bases, nearest first. */
export function overriddenDeclarations(unit: ContractUnit, decl: AstNode): AstNode[] {
  const seen = new Set<number>();
  const found: AstNode[] = [];
  const queue: number[] = [...(decl.baseFunctions ?? [])];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const base = unit.nodes.get(id);
    if (!base) continue;
    found.push(base);
    queue.push(...(base.baseFunctions ?? []));
  }
  return found;
}
