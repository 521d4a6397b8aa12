import { defaultValue } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import { snakeCase } from "../../naming/snake-case.ts";
import { owned } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { stabilize } from "../storage/path-keys.ts";
import { pathOf } from "../storage/storage-paths.ts";
import { Unsupported } from "../unsupported.ts";

// Local variable declarations, tuple destructuring, and storage pointers (`S storage s = ..`).

export function lowerVariableDeclaration(fl: LoweringContext, s: AstNode): void {
  const decls: (AstNode | null)[] = s.declarations;
  const init: AstNode | null = s.initialValue;
  if (decls.length === 1 && decls[0]) {
    const d = decls[0];
    const type = parseType(d.typeDescriptions?.typeString);
    if (d.storageLocation === "storage") {
      if (!init) {
        fl.declareLocal(d, type);
        return;
      }
      if (init.nodeType === "Identifier" && fl.refParams.has(init.referencedDeclaration)) {
        // `S storage s = param;`: another name for the parameter (its value and its location)
        fl.locals.set(d.id, fl.locals.get(init.referencedDeclaration)!);
        fl.refParams.add(d.id);
        const ref = fl.refLocals.get(init.referencedDeclaration);
        if (ref) fl.refLocals.set(d.id, ref);
        return;
      }
      fl.withPrelude(() => {
        const path = pathOf(fl, init);
        if (!path)
          throw new Unsupported("SOL2CW-E014", s, "a storage pointer to a computed location");
        const name = fl.fresh(snakeCase(d.name));
        fl.locals.set(d.id, { name, type, alias: stabilize(fl, path) });
        return [];
      });
      return;
    }
    fl.withPrelude(() => {
      const value = init
        ? owned(fl.expr(init, type))
        : defaultValue(type, (e) => fl.unit.enumFirst(e));
      const name = fl.declareLocal(d, type);
      const mut = fl.isMutated(d.id) ? "mut " : "";
      return [`let ${mut}${name} = ${value};`];
    });
    return;
  }
  // tuple destructuring: `(uint a, , bool c) = f();`
  fl.withPrelude(() => {
    if (!init) throw new Unsupported("SOL2CW-E013", s, "a tuple declaration without a value");
    const value = tupleValue(
      fl,
      init,
      decls.map((d) => (d ? parseType(d.typeDescriptions?.typeString) : null)),
    );
    const pats = decls.map((d) => {
      if (!d) return "_";
      const name = fl.declareLocal(d);
      return `${fl.isMutated(d.id) ? "mut " : ""}${name}`;
    });
    return [`let (${pats.join(", ")}) = ${value};`];
  });
}

/** A tuple-valued expression (a call returning several values or a tuple literal). */
export function tupleValue(fl: LoweringContext, e: AstNode, want: (SolType | null)[]): string {
  if (e.nodeType === "TupleExpression") {
    const parts = (e.components as (AstNode | null)[]).map((c, i) =>
      c ? owned(fl.expr(c, want[i] ?? undefined)) : "()",
    );
    return `(${parts.join(", ")})`;
  }
  // `c ? (1, 2) : (3, 4)`: each branch's tuple made at the targets' types
  if (e.nodeType === "Conditional") return owned(fl.expr(e, { k: "tuple", items: want }));
  return fl.expr(e).code;
}
