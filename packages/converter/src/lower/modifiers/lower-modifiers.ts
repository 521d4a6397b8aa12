import { defaultValue, isCopy, rustType } from "../../emit/rust-types.ts";
import { type AstNode, walk } from "../../frontend/ast.ts";
import { parseType, type SolType } from "../../model/sol-type.ts";
import { snakeCase } from "../../naming/snake-case.ts";
import { owned } from "../expressions/rust-expr.ts";
import type { FunctionLowering } from "../function-lowering.ts";
import { scanMutations } from "../scan-locals.ts";
import { namedReturnValues } from "../statements/return-statement.ts";
import { lowerTailStatements } from "../statements/tail-statements.ts";
import { terminates } from "../statements/terminates.ts";
import { Unsupported } from "../unsupported.ts";
import { inlineModifierPre, lowerModifierBeforePlaceholder } from "./modifier-code.ts";

// Function modifiers, inlined where `_` stands: a check-only modifier becomes a call of its own
// fn, one with code after `_` wraps the rest in a closure.

/** The Rust type a closure returning these Solidity return types yields: (), one type or a tuple. */
function returnValueType(types: SolType[]): string {
  if (types.length === 1) return rustType(types[0]);
  return `(${types.map(rustType).join(", ")})`;
}

export function isPreOnly(mod: AstNode): boolean {
  const stmts: AstNode[] = mod.body?.statements ?? [];
  if (stmts.length === 0 || stmts[stmts.length - 1].nodeType !== "PlaceholderStatement")
    return false;
  let placeholders = 0;
  let returns = 0;
  walk(mod.body, (n) => {
    if (n.nodeType === "PlaceholderStatement") placeholders++;
    if (n.nodeType === "Return") returns++;
  });
  return placeholders === 1 && returns === 0;
}

export function lowerModifiers(
  low: FunctionLowering,
  fn: AstNode,
  mods: AstNode[],
  i: number,
  finish = true,
  tail?: () => void,
) {
  const unit = low.unit;
  if (i >= mods.length) {
    const stmts: AstNode[] = fn.body?.statements ?? [];
    if (tail) {
      low.statements(stmts);
      tail();
      return;
    }
    if (finish) lowerTailStatements(low, stmts);
    else low.statements(stmts);
    if (finish && !terminates(fn.body)) {
      const vals = namedReturnValues(low);
      low.emit(low.returns.finish(vals));
    }
    return;
  }
  const inv = mods[i];
  const mod = unit.resolveModifier(inv);
  const params: AstNode[] = mod.parameters?.parameters ?? [];
  const args: AstNode[] = inv.arguments ?? [];
  // a modifier taking a storage reference runs inline, where the reference names the caller's place
  const takesStorage = params.some((p) => p.storageLocation === "storage");
  if (isPreOnly(mod) && !takesStorage) {
    const name = unit.fnName(mod);
    const mn = unit.needs(mod.id);
    let line = "";
    low.withPrelude(() => {
      const vals = args.map((a, k) =>
        owned(low.expr(a, parseType(params[k].typeDescriptions?.typeString))),
      );
      const ctx = low.ctxArgs(mn);
      const lets: string[] = [];
      if (ctx.includes("deps.branch()")) {
        vals.forEach((v, k) => {
          if (!/\bdeps\b/.test(v)) return;
          const tmp = low.fresh(snakeCase(params[k].name) || `arg${k}`);
          lets.push(`let ${tmp} = ${v};`);
          vals[k] = tmp;
        });
      }
      line = `${name}(${[...ctx, ...vals].join(", ")})?;`;
      return [...lets, line];
    });
    lowerModifiers(low, fn, mods, i + 1, finish, tail);
    return;
  }
  if (isPreOnly(mod)) {
    // taking a storage reference: its code runs here, then the rest of the function
    low.emit(`// modifier ${mod.name}`);
    lowerModifierBeforePlaceholder(low, mod, args, (mod.body?.statements ?? []).length - 1);
    lowerModifiers(low, fn, mods, i + 1, finish, tail);
    return;
  }
  if (tail) {
    // its code before `_` runs here; the code after it runs where the function returns
    inlineModifierPre(low, mod, inv, args);
    lowerModifiers(low, fn, mods, i + 1, true, tail);
    return;
  }
  // A modifier with code after `_`: its code is inlined around a closure holding the rest.
  const stmts: AstNode[] = mod.body?.statements ?? [];
  const at = stmts.findIndex((s) => s.nodeType === "PlaceholderStatement");
  let placeholders = 0;
  walk(mod.body, (x) => {
    if (x.nodeType === "PlaceholderStatement") placeholders++;
  });
  if (at < 0 || placeholders > 1) {
    lowerNestedPlaceholders(low, fn, mods, i, mod, args, finish);
    return;
  }
  low.emit(`// modifier ${mod.name}`);
  scanMutations(low, mod.body);
  lowerModifierBeforePlaceholder(low, mod, args, at);
  const outerFinish = low.returns.finish;
  const types = low.returns.types;
  const retType = returnValueType(types);
  const inner = types.length === 0 ? "" : low.fresh("ret");
  low.emit(`${inner ? `let ${inner} = ` : ""}(|| -> Result<${retType}, ContractError> {`);
  low.indentBy(1);
  low.returns = {
    ...low.returns,
    finish: (vals) => `Ok(${vals.length === 1 ? vals[0] : `(${vals.join(", ")})`})`,
  };
  // the same modifier may be applied again inside with other arguments: its code after `_` uses
  // this application's bindings
  const bindings = low.saveLocals();
  lowerModifiers(low, fn, mods, i + 1);
  low.restoreLocals(bindings);
  low.returns = { ...low.returns, finish: outerFinish };
  low.indentBy(-1);
  low.emit("})()?;");
  const saved = low.currentContract;
  low.currentContract = unit.contractOf(mod);
  for (const s of stmts.slice(at + 1)) low.statement(s);
  low.currentContract = saved;
  if (!finish) return;
  const parts = types.length <= 1 ? [inner] : types.map((_, k) => `${inner}.${k}`);
  low.emit(types.length === 0 ? outerFinish([]) : outerFinish(parts));
}

/**
 * A modifier whose `_` stands inside a block or a loop, or appears more than once: the rest (inner modifiers and the body)
 * is inlined as a closure at each `_`, so it runs as often as the modifier reaches it; the
 * function returns what the last run returned (zero values if none ran).
 */
function lowerNestedPlaceholders(
  low: FunctionLowering,
  fn: AstNode,
  mods: AstNode[],
  i: number,
  mod: AstNode,
  args: AstNode[],
  finish: boolean,
) {
  const unit = low.unit;
  let returns = false;
  walk(mod.body, (x) => {
    if (x.nodeType === "Return") returns = true;
  });
  low.emit(`// modifier ${mod.name}`);
  scanMutations(low, mod.body);
  lowerModifierBeforePlaceholder(low, mod, args, 0);
  const outer = { returns: low.returns, placeholder: low.placeholder };
  const types = low.returns.types;
  const retType = returnValueType(types);
  const ret = types.length === 0 ? "" : low.fresh("ret");
  // a `_` at the top level always runs: the zero values, and the values of runs before it, are
  // never read (unless the modifier may return before it)
  const stmts: AstNode[] = mod.body?.statements ?? [];
  const lastTop = returns
    ? undefined
    : stmts.findLast((s) => s.nodeType === "PlaceholderStatement");
  const start = (n: AstNode) => Number.parseInt(String(n.src).split(":")[0], 10);
  let last: AstNode | null = null;
  walk(mod.body, (x) => {
    if (x.nodeType === "PlaceholderStatement" && (!last || start(x) > start(last))) last = x;
  });
  // the last `_` at the top level declares the value where it runs
  const declaredAt = lastTop && lastTop === last ? lastTop : null;
  if (ret && lastTop && !declaredAt) low.emit(`let mut ${ret}: ${retType};`);
  else if (ret && !lastTop) {
    const zeros = types.map((t) => defaultValue(t, (x) => unit.enumFirst(x)));
    low.emit(`let mut ${ret} = ${zeros.length === 1 ? zeros[0] : `(${zeros.join(", ")})`};`);
  }
  const fnContract = unit.contractOf(fn);
  const modContract = unit.contractOf(mod);
  low.placeholder = (s) => {
    const kept = ret && (!lastTop || start(s) >= start(lastTop));
    const assign = !ret ? "" : s === declaredAt ? `let ${ret} = ` : kept ? `${ret} = ` : "";
    low.emit(`${assign}(|| -> Result<${retType}, ContractError> {`);
    low.indentBy(1);
    const here = { returns: low.returns, placeholder: low.placeholder };
    // the closure may run again (a `_` in a loop): it returns a copy of a named return variable
    const copied = (vals: string[]) =>
      vals.map((v, k) =>
        !isCopy(types[k]) && outer.returns.names.includes(v) ? `${v}.clone()` : v,
      );
    low.returns = {
      ...outer.returns,
      finish: (given) => {
        const vals = copied(given);
        return `Ok(${vals.length === 1 ? vals[0] : `(${vals.join(", ")})`})`;
      },
    };
    low.placeholder = null;
    low.currentContract = fnContract;
    const bindings = low.saveLocals();
    lowerModifiers(low, fn, mods, i + 1);
    low.restoreLocals(bindings);
    low.currentContract = modContract;
    low.returns = here.returns;
    low.placeholder = here.placeholder;
    low.indentBy(-1);
    low.emit("})()?;");
  };
  const parts =
    types.length === 0 ? [] : types.length === 1 ? [ret] : types.map((_, k) => `${ret}.${k}`);
  // a `return` in the modifier ends the function with the last run's values
  low.returns = { ...outer.returns, finish: () => outer.returns.finish(parts) };
  low.currentContract = modContract;
  for (const s of stmts) low.statement(s);
  low.currentContract = fnContract;
  low.placeholder = outer.placeholder;
  low.returns = outer.returns;
  if (finish && !terminates(stmts[stmts.length - 1])) low.emit(outer.returns.finish(parts));
}

/**
 * A constructor's modifiers and body, inline in instantiate: a modifier with code after `_` wraps
 * the rest in a closure as in a function; nothing finishes, the code after it goes on building
 * the response.
 */
export function lowerModifiersForCtor(low: FunctionLowering, ctor: AstNode, mods: AstNode[]) {
  // a `return` in a constructor or its modifier would end instantiate early
  const saved = low.returns;
  for (const m of mods) {
    let modReturns = false;
    walk(low.unit.resolveModifier(m).body, (x) => {
      if (x.nodeType === "Return") modReturns = true;
    });
    if (modReturns) throw new Unsupported("SOL2CW-E011", m, "a constructor modifier with `return`");
  }
  let returns = false;
  walk(ctor.body, (n) => {
    if (n.nodeType === "Return") returns = true;
  });
  if (returns) throw new Unsupported("SOL2CW-E013", ctor, "`return` inside a constructor");
  lowerModifiers(low, { ...ctor, returnParameters: { parameters: [] } }, mods, 0, false);
  low.returns = saved;
}
