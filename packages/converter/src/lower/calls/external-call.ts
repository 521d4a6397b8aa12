import { rustType } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { isAddressLike, parseType, type SolType } from "../../model/sol-type.ts";
import { pascalCase, rustIdent, snakeCase } from "../../naming/snake-case.ts";
import { isThisNode } from "../ast-queries.ts";
import { type Expr, owned, P, wrap } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { pendingCreation } from "./created-contracts.ts";
import { lowerInternalCall } from "./internal-call.ts";
import { orderedArgs } from "./ordered-args.ts";
import { resumeRefusal } from "./unresumable-calls.ts";

// Calls to other contracts used as values: views as smart queries, `this.f()` views in place, and
// the JSON message of a call.

export function lowerExternalCall(
  fl: LoweringContext,
  e: AstNode,
  c: { decl: number; fn: AstNode; base: AstNode; isThis: boolean; value: AstNode | null },
): Expr {
  const decl = c.fn;
  const view = decl.stateMutability === "view" || decl.stateMutability === "pure";
  if (c.isThis && view) return selfViewCall(fl, e, c);
  const other = c.isThis ? "on this contract itself" : "on another contract";
  if (!view)
    throw new Unsupported(
      "SOL2CW-E018",
      e,
      `using the result of ${decl.name}() ${other} here: ${resumeRefusal(e) ?? whyNotResumed(fl)}`,
    );
  const q = queryCall(fl, e, c, decl);
  return { ...q, code: `${q.code}?` };
}

/** A smart query of another contract's view as a `StdResult<T>` expression. */
export function queryCall(
  fl: LoweringContext,
  e: AstNode,
  c: { base: AstNode; value: AstNode | null },
  decl: AstNode,
): Expr {
  const creation = pendingCreation(fl, e, c.base);
  if (creation)
    throw new Unsupported(
      "SOL2CW-E018",
      e,
      `a query of ${decl.name}() on the contract created by \`new\` on line ${fl.unit.lineOf(creation)}, before that contract exists: its instantiation is a message that runs after this handler, and reply resumes the function after it only at a top-level statement of a public function or of the constructor (${resumeRefusal(e) ?? `this query is ${whereNotResumed(fl)}`})`,
    );
  const msg = externalMsg(fl, e, decl, "query");
  const addr = `${wrap(fl.expr(c.base), P.ATOM)}.to_string()`;
  const rets: AstNode[] = decl.returnParameters?.parameters ?? [];
  if (c.value) throw new Unsupported("SOL2CW-E018", e, "a view call with value");
  if (rets.length === 0)
    throw new Unsupported("SOL2CW-E018", e, `a query of ${decl.name}, which returns nothing`);
  fl.used.deps = true;
  if (rets.length > 1) {
    // the callee answers with an object keyed by its return names (`ret0`, ... when unnamed)
    const types = rets.map((r) => parseType(r.typeDescriptions?.typeString));
    const fields = responseFields(rets, types);
    const variant = fl.unit.externalVariants.get(decl.id)?.rust ?? pascalCase(decl.name);
    const owner = fl.unit.contractOf(decl)?.name ?? "Contract";
    const name = `${pascalCase(snakeCase(owner))}${variant}Response`;
    fl.unit.externalResponses.set(name, { fn: decl, fields });
    return {
      code: `deps.querier\n.query_wasm_smart::<crate::msg::${name}>(${addr}, &${msg})\n.map(|r| (${fields.map((f) => `r.${f.ident}`).join(", ")}))`,
      prec: P.ATOM,
      owned: true,
      type: { k: "tuple", items: types },
    };
  }
  const t = parseType(rets[0].typeDescriptions?.typeString);
  return {
    code: `deps.querier.query_wasm_smart::<${rustType(t)}>(${addr}, &${msg})`,
    prec: P.ATOM,
    owned: true,
    type: t,
  };
}

/**
 * `this.f(args)` for a view f: f's own code runs in place on this contract's storage (read-only),
 * with the contract's address as msg.sender, as the EVM sees an external call to itself.
 */
export function selfViewCall(
  fl: LoweringContext,
  e: AstNode,
  c: { decl: number; value: AstNode | null },
): Expr {
  if (c.value) throw new Unsupported("SOL2CW-E018", e, "a view call with value");
  const target = fl.unit.resolveFunction(c.decl, "virtual");
  if (fl.unit.needs(target.id).funds)
    throw new Unsupported("SOL2CW-E018", e, `fl.${target.name}() reading msg.value`);
  const call = { decl: c.decl, virtual: true, superFrom: false, bound: null, selfSender: true };
  return lowerInternalCall(fl, e, call, parseType(e.typeDescriptions?.typeString));
}

/** The callee's JSON message for an interface call, as a value of a generated message enum. */
export function externalMsg(
  fl: LoweringContext,
  e: AstNode,
  decl: AstNode,
  kind: "execute" | "query",
  given?: { args: AstNode[]; isThis: boolean },
): string {
  const owner = fl.unit.contractOf(decl);
  const enumName = fl.unit.externalMsgEnum(owner?.name ?? "Contract", kind, decl);
  const params: AstNode[] = decl.parameters.parameters;
  const args = given?.args ?? orderedArgs(e, params);
  const callee =
    e.expression.nodeType === "FunctionCallOptions" ? e.expression.expression : e.expression;
  const isThis =
    given?.isThis ?? (callee.nodeType === "MemberAccess" && isThisNode(callee.expression));
  const variant = externalVariant(fl, decl, kind, isThis);
  const fields = params.map((p, i) => {
    const t = parseType(p.typeDescriptions?.typeString);
    const v = fl.expr(args[i], t);
    const field = rustIdent(snakeCase(p.name) || `arg${i}`);
    const value = isAddressLike(t)
      ? `${wrap(v, P.ATOM)}.to_string()`
      : t.k === "array" && isAddressLike(t.elem)
        ? // the message carries addresses as text
          `${wrap(v, P.ATOM)}.iter().map(|a| a.to_string()).collect()`
        : owned(v);
    return value === field ? field : `${field}: ${value}`;
  });
  if (kind === "query" && fl.unit.calleeReadsSender(decl)) {
    // the callee's msg.sender is this contract, as on the EVM
    fl.used.env = true;
    fields.push("sender: env.contract.address.to_string()");
  }
  return `${enumName}::${variant.rust} {${fields.length ? ` ${fields.join(", ")} ` : ""}}`;
}

/**
 * The message variant a called function has in its contract's JSON contract: for `this.f(..)`
 * this contract's own (overloads suffixed `_2`, ...); for an interface, overloads are numbered in
 * the interface's declaration order, bases first (the rule a converted callee follows).
 */
export function externalVariant(
  fl: LoweringContext,
  decl: AstNode,
  kind: "execute" | "query",
  isThis: boolean,
): { rust: string; json: string } {
  let out: { rust: string; json: string } | null = null;
  if (isThis) {
    const sig = `${decl.name}(${fl.unit.paramTypes(decl)})`;
    const entry = fl.unit.selfEntries.find((x) => x.kind === kind && x.signature === sig);
    if (entry) out = { rust: entry.rustVariant, json: entry.variant };
  }
  if (!out) {
    const owner = fl.unit.contractOf(decl);
    const isView = (f: AstNode) => f.stateMutability === "view" || f.stateMutability === "pure";
    const sameName: AstNode[] = [];
    const seen = new Set<string>();
    for (const id of [...((owner?.linearizedBaseContracts as number[]) ?? [])].reverse()) {
      for (const f of (fl.unit.nodes.get(id)?.nodes ?? []) as AstNode[]) {
        if (f.nodeType !== "FunctionDefinition" || f.kind !== "function") continue;
        if (f.name !== decl.name || isView(f) !== (kind === "query")) continue;
        const sig = fl.unit.paramTypes(f);
        if (!seen.has(sig)) {
          seen.add(sig);
          sameName.push(f);
        }
      }
    }
    const at = sameName.findIndex((f) => fl.unit.paramTypes(f) === fl.unit.paramTypes(decl));
    const base = snakeCase(decl.name) || "call";
    const json = at > 0 ? `${base}_${at + 1}` : base;
    const pascal = pascalCase(json) || "Call";
    // `Self` is a keyword that cannot be a raw identifier; serde renames the variant back
    out = { rust: pascal === "Self" ? "SelfCall" : pascal, json };
  }
  fl.unit.externalVariants.set(decl.id, { rust: out.rust, json: out.json });
  return out;
}

/**
 * The fields of the response struct of another contract's multi-value view: its return names in
 * snake case (`ret<i>` when unnamed, `_2`, `_3`… when two collide).
 */
export function responseFields(rets: AstNode[], types: SolType[]) {
  const used = new Set<string>();
  return rets.map((r, i) => {
    const base = snakeCase(r.name ?? "") || `ret${i}`;
    let f = base;
    for (let k = 2; used.has(f); k++) f = `${base}_${k}`;
    used.add(f);
    return { ident: rustIdent(f), type: types[i] };
  });
}

/**
 * Why reply cannot resume where a call's result is used: it resumes a public function at a
 * top-level statement (ADRs 92, 190), and a `try` in branches (ADR 186).
 */
function whyNotResumed(fl: LoweringContext): string {
  return `its message runs after this handler, so the result is available only in reply, which resumes a public function or the constructor at a top-level statement using it (\`T x = call\`, \`x += call\`, \`if (call > min)\`, \`require(call >= min, ..)\`, \`return call\`, try/catch ..) or checks a bool result used as require(call, ..) or \`if (!call) revert\`; this use is ${whereNotResumed(fl)}`;
}

/** Where a call is that reply cannot resume after. */
function whereNotResumed(fl: LoweringContext): string {
  return fl.mode === "internal"
    ? "inside an internal function called where its statements cannot run in place of the call (at a statement of a public function, or at a top-level statement of the constructor: ADRs 212, 225), so reply cannot resume its caller"
    : fl.mode === "instantiate"
      ? "in a constructor where reply cannot resume it (it resumes the most derived constructor at a top-level statement of its body when no modifier of it has code after `_`, not a state variable's initializer, a base constructor, a block or a loop)"
      : fl.loopLabels.length > 0
        ? "inside a loop reply cannot run on (it runs on a for or while loop at the top level of a public function or in its if/else branches, with one such statement in its body: ADRs 213, 214)"
        : "inside a block or branch (reply resumes one such path: the first, in a function that continues no call at its top level and whose modifiers do not wrap its body)";
}
