import { type AstNode, walk } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import { placeWrittenBy, refersTo } from "../ast-queries.ts";
import type { ContractUnit } from "../contract-unit.ts";
import { owned } from "../expressions/rust-expr.ts";
import type { FunctionLowering } from "../function-lowering.ts";
import { stabilize } from "../storage/path-keys.ts";
import { pathOf } from "../storage/storage-paths.ts";
import { Unsupported } from "../unsupported.ts";

// Modifier code before and after `_` around a function that continues in `reply`.

export interface ModifierPost {
  mod: AstNode;
  stmts: AstNode[];
}

/** The modifiers of `fn` with code after `_`, outermost first, with that code. */
export function modifierPost(unit: ContractUnit, fn: AstNode): ModifierPost[] {
  const out: ModifierPost[] = [];
  for (const inv of (fn.modifiers ?? []) as AstNode[]) {
    const d = unit.nodes.get(inv.modifierName.referencedDeclaration);
    if (d?.nodeType !== "ModifierDefinition") continue;
    const mod = unit.resolveModifier(inv);
    const stmts: AstNode[] = mod.body?.statements ?? [];
    const at = stmts.findIndex((s) => s.nodeType === "PlaceholderStatement");
    if (at >= 0 && at < stmts.length - 1) out.push({ mod, stmts: stmts.slice(at + 1) });
  }
  return out;
}

/**
 * A modifier's code before `_`, inlined in a function that stops at a call: its parameters become
 * locals (kept for its code after `_`). Code that returns, keeps locals of its own or assigns its
 * parameters, or a modifier applied twice, is reported.
 */
export function inlineModifierPre(
  low: FunctionLowering,
  mod: AstNode,
  inv: AstNode,
  args: AstNode[],
) {
  const stmts: AstNode[] = mod.body?.statements ?? [];
  const at = stmts.findIndex((s) => s.nodeType === "PlaceholderStatement");
  const params: AstNode[] = mod.parameters?.parameters ?? [];
  const why = (what: string) =>
    new Unsupported(
      "SOL2CW-E018",
      inv,
      `a call continued in reply inside a function whose modifier ${mod.name} ${what} (its code after \`_\` runs in reply)`,
    );
  if (at < 0) throw why("has no top-level `_`");
  if (params.some((p) => low.localName(p.id) !== undefined)) throw why("is applied twice");
  walk(mod.body, (x) => {
    if (x.nodeType === "Return") throw why("returns");
    if (x.nodeType === "VariableDeclarationStatement") throw why("declares locals");
    const target = placeWrittenBy(x);
    if (
      target?.nodeType === "Identifier" &&
      params.some((p) => p.id === target.referencedDeclaration)
    )
      throw why("assigns its parameters");
  });
  low.emit(`// modifier ${mod.name}`);
  lowerModifierBeforePlaceholder(low, mod, args, at);
}

/** Binds a modifier's parameters to the invocation's arguments and lowers its code before `_`. */
export function lowerModifierBeforePlaceholder(
  low: FunctionLowering,
  mod: AstNode,
  args: AstNode[],
  at: number,
) {
  const params: AstNode[] = mod.parameters?.parameters ?? [];
  params.forEach((p, k) => {
    if (p.storageLocation === "storage") {
      // `modifier m(S storage s)`: `s` names the argument's place, so what the modifier changes
      // through it is stored there (a storage reference parameter of the function is that
      // parameter itself)
      const a = args[k];
      if (a.nodeType === "Identifier" && low.refParams.has(a.referencedDeclaration)) {
        low.locals.set(p.id, low.locals.get(a.referencedDeclaration)!);
        low.refParams.add(p.id);
        const ref = low.refLocals.get(a.referencedDeclaration);
        if (ref) low.refLocals.set(p.id, ref);
        return;
      }
      const path = pathOf(low, a);
      if (!path)
        throw new Unsupported(
          "SOL2CW-E014",
          args[k],
          "a computed storage reference given to a modifier",
        );
      low.declareLocal(p);
      low.locals.get(p.id)!.alias = stabilize(low, path);
      return;
    }
    low.withPrelude(() => {
      const v = owned(low.expr(args[k], parseType(p.typeDescriptions?.typeString)));
      // a parameter the modifier never reads still has its argument evaluated
      if (!mod.body || !refersTo(mod.body, p.id)) return [`let _ = ${v};`];
      const name = low.declareLocal(p);
      return [`let ${name} = ${v};`];
    });
  });
  const saved = low.currentContract;
  low.currentContract = low.unit.contractOf(mod);
  for (const s of (mod.body?.statements ?? []).slice(0, at)) low.statement(s);
  low.currentContract = saved;
}

/**
 * `finish` preceded by the modifiers' code after `_`, innermost first, lowered in `low`: the
 * returned values are taken first, then that code runs, then the response is built.
 */
export function withModifierPost(
  low: FunctionLowering,
  post: ModifierPost[],
  finish: (values: string[]) => string,
): (values: string[]) => string {
  if (post.length === 0) return finish;
  return (vals) => {
    const start = low.lines.length;
    const names = vals.map((v, i) => {
      const name = low.fresh(vals.length === 1 ? "ret" : `ret${i}`);
      low.emit(`let ${name} = ${v};`);
      return name;
    });
    const saved = low.currentContract;
    for (const m of [...post].reverse()) {
      low.currentContract = low.unit.contractOf(m.mod);
      low.emit(`// modifier ${m.mod.name}, after \`_\``);
      for (const s of m.stmts) low.statement(s);
    }
    low.currentContract = saved;
    const lines = low.lines.splice(start).map((l) => l.trim());
    return `{\n${[...lines, finish(names)].join("\n")}\n}`;
  };
}
