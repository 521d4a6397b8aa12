import type { AstNode } from "../../frontend/ast.ts";
import { holdsMapping, parseType, type SolType } from "../../model/sol-type.ts";
import { snakeCase } from "../../naming/snake-case.ts";
import { type Expr, owned, P, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { isMemoryParamByReference } from "../memory-params-by-reference.ts";
import { mappingRefArg } from "../storage/mapping-ref-arg.ts";
import { isMappingRefType } from "../storage/mapping-refs.ts";
import { stabilize } from "../storage/path-keys.ts";
import { readPath, writePath } from "../storage/storage-access.ts";
import { pathOf, refLocation } from "../storage/storage-paths.ts";
import { fieldChain, locationOnlyParams, refLocationParams } from "../storage/storage-refs.ts";
import { Unsupported } from "../unsupported.ts";
import { memoryByReference } from "./memory-by-reference.ts";
import { orderedArgs } from "./ordered-args.ts";
import { resolveTarget } from "./resolve-target.ts";

// Calls of this contract's (and libraries') internal functions, storage references copied in and
// out.

export function lowerInternalCall(
  fl: LoweringContext,
  e: AstNode,
  c: {
    decl: number;
    virtual: boolean;
    superFrom: boolean;
    bound: AstNode | null;
    selfSender?: boolean;
  },
  type: SolType,
): Expr {
  const target = resolveTarget(fl, c);
  if (fl.unit.storageReturn(target)) {
    const path = pathOf(fl, e);
    if (!path) throw new Unsupported("SOL2CW-E014", e, "a storage pointer result");
    return readPath(fl, path);
  }
  const code = fl.internalCallCode(e, c, target);
  if (code.endsWith("?")) fl.contractResults.add(code);
  const rets: AstNode[] = target.returnParameters.parameters;
  const t: SolType =
    rets.length === 1
      ? parseType(rets[0].typeDescriptions?.typeString)
      : rets.length === 0
        ? { k: "tuple", items: [] }
        : type;
  return { code, prec: P.ATOM, owned: true, type: t };
}

/** `name(ctx..., args...)?` for an internal call; storage references are copied in and out. */
export function internalCallCode(
  fl: LoweringContext,
  e: AstNode,
  c: {
    decl: number;
    virtual: boolean;
    superFrom: boolean;
    bound: AstNode | null;
    selfSender?: boolean;
  },
  target: AstNode,
): string {
  if (!target.body)
    throw new Unsupported("SOL2CW-E013", e, `a call to the unimplemented function ${target.name}`);
  fl.unit.calledInternally.add(target.id);
  const name = fl.unit.fnName(target);
  const tn = fl.unit.needs(target.id);
  const params: AstNode[] = target.parameters.parameters;
  const argNodes = c.bound ? [c.bound, ...orderedArgs(e, params.slice(1))] : orderedArgs(e, params);
  const writeBack: string[] = [];
  const located = refLocationParams(fl.unit, target);
  const bare = locationOnlyParams(fl.unit, target);
  // inside `&&`, `||` or `?:` the copy-in/copy-out runs in a block expression of its own
  const frame = fl.prelude[fl.prelude.length - 1];
  const inline = !frame || fl.conditionalDepth > 0;
  const copyIn: string[] = [];
  // the location of a struct with mapping members travels next to its value (ADR 0093), or
  // alone when the callee never touches the plain fields ("" marks a dropped value)
  const locations = new Map<number, string>();
  const args = argNodes.map((a, i) => {
    const p = params[i];
    const pt = parseType(p.typeDescriptions?.typeString);
    if (isMemoryParamByReference(p, fl.unit.nodes))
      // `this.f(a)` is an external call: f changes a copy of the caller's value
      return c.selfSender ? `&mut ${owned(fl.expr(a, pt))}` : memoryByReference(fl, a, pt);
    if (p.storageLocation !== "storage") return owned(fl.expr(a, pt));
    if (isMappingRefType(pt)) {
      const path = pathOf(fl, a);
      if (!path) throw new Unsupported("SOL2CW-E016", e, "passing a computed mapping reference");
      return mappingRefArg(fl, stabilize(fl, path), pt, a);
    }
    if (holdsMapping(pt))
      throw new Unsupported("SOL2CW-E016", e, "passing a mapping to a function");
    const mutable = tn.storage === "write";
    if (a.nodeType === "Identifier" && fl.refParams.has(a.referencedDeclaration)) {
      const name = fl.locals.get(a.referencedDeclaration)!.name;
      if (!located.has(p.id)) return name;
      const ref = fl.refLocals.get(a.referencedDeclaration);
      if (!ref)
        throw new Unsupported("SOL2CW-E016", e, "passing a storage reference without its location");
      locations.set(i, ref);
      return bare.has(p.id) ? "" : name;
    }
    const chain = fieldChain(fl.unit, a);
    if (chain && chain.fields.length > 0 && fl.refParams.has(chain.root.referencedDeclaration)) {
      // a struct field of a storage reference parameter: a place inside its value, and the
      // field's location from the parameter's (`&set_ref.inner()`)
      const name = fl.locals.get(chain.root.referencedDeclaration)!.name;
      if (located.has(p.id)) {
        const ref = fl.refLocals.get(chain.root.referencedDeclaration);
        if (!ref)
          throw new Unsupported(
            "SOL2CW-E016",
            e,
            "passing a storage reference without its location",
          );
        locations.set(i, `&${ref}.${chain.fields.map((f) => `${f}()`).join(".")}`);
        if (bare.has(p.id)) return "";
      }
      return `&${mutable ? "mut " : ""}${name}.${chain.fields.join(".")}`;
    }
    const path = pathOf(fl, a);
    if (!path) throw new Unsupported("SOL2CW-E016", e, "passing a computed storage reference");
    const stable = stabilize(fl, path);
    if (located.has(p.id)) locations.set(i, refLocation(fl, stable, a));
    if (bare.has(p.id)) return "";
    if (!mutable) return `&${wrap(readPath(fl, stable), P.UNARY)}`;
    const tmp = fl.fresh(snakeCase(p.name) || "value");
    const load = `let mut ${tmp} = ${readPath(fl, stable).code};`;
    if (inline) copyIn.push(load);
    else frame.push(load);
    writeBack.push(
      ...writePath(fl, stable, { code: tmp, prec: P.ATOM, owned: true, type: stable.type }),
    );
    return `&mut ${tmp}`;
  });
  const ctx = fl.ctxArgs(tn, c.selfSender ? target : undefined);
  const withLocations = () =>
    args.flatMap((a, i) => [
      ...(a === "" ? [] : [a]),
      ...(locations.has(i) ? [locations.get(i)!] : []),
    ]);
  if (ctx.includes("deps.branch()") && args.some((a) => /\bdeps\b/.test(a))) {
    // `deps.branch()` borrows deps mutably for the whole call: evaluate such arguments first
    const lets: string[] = [];
    for (let i = 0; i < args.length; i++) {
      if (!/\bdeps\b/.test(args[i])) continue;
      const tmp = fl.fresh(snakeCase(params[i]?.name ?? "") || `arg${i}`);
      lets.push(`let ${tmp} = ${args[i]};`);
      args[i] = tmp;
    }
    if (!inline && writeBack.length === 0) frame.push(...lets);
    else if (writeBack.length === 0)
      return `{ ${lets.join(" ")} ${name}(${[...ctx, ...withLocations()].join(", ")})? }`;
    else if (inline) copyIn.push(...lets);
    else frame.push(...lets);
  }
  const call = `${name}(${[...ctx, ...withLocations()].join(", ")})?`;
  if (writeBack.length === 0) {
    const lets = evaluateBeforeBorrow(fl, ctx, args, params);
    if (lets.length > 0)
      return `{ ${lets.join(" ")} ${name}(${[...ctx, ...withLocations()].join(", ")})? }`;
    return call;
  }
  const rets: AstNode[] = target.returnParameters.parameters;
  if (inline) {
    const result = fl.fresh("result");
    return `{ ${copyIn.join(" ")} let ${result} = ${call}; ${writeBack.join(" ")} ${result} }`;
  }
  if (rets.length === 0) {
    frame.push(`${call};`, ...writeBack);
    return "()";
  }
  const result = fl.fresh("result");
  frame.push(`let ${result} = ${call};`, ...writeBack);
  return result;
}

/**
 * The events and payouts a call borrows mutably cannot be borrowed again while its arguments are
 * evaluated (`probe(&mut events, to_bool(&mut events, x)?)`): the arguments up to the last one
 * that uses them become `let`s in a block of the call's own, in order, so the evaluation order is
 * Solidity's (left to right, in place). Changes `args` to name the `let`s.
 */
function evaluateBeforeBorrow(
  fl: LoweringContext,
  ctx: string[],
  args: string[],
  params: AstNode[],
): string[] {
  const borrowed = ["events", "payouts"].filter(
    (n) => ctx.includes(n) || ctx.includes(`&mut ${n}`),
  );
  if (borrowed.length === 0) return [];
  const uses = new RegExp(`\\b(${borrowed.join("|")})\\b`);
  let last = -1;
  args.forEach((a, i) => {
    if (uses.test(a)) last = i;
  });
  const lets: string[] = [];
  for (let i = 0; i <= last; i++) {
    if (args[i] === "") continue;
    const tmp = fl.fresh(snakeCase(params[i]?.name ?? "") || `arg${i}`);
    lets.push(`let ${tmp} = ${args[i]};`);
    args[i] = tmp;
  }
  return lets;
}
