import { type AstNode, walk } from "../frontend/ast.ts";
import { parseSrc, sliceBytes } from "../frontend/source-position.ts";
import {
  assignedLocals,
  type ContinuationPoint,
  continuationsOf,
  findSplit,
  refersTo,
  type Split,
  splitReads,
  useSegmentCounts,
} from "../lower/calls/call-continuations.ts";
import { classifyCall, isLowLevelCallWithData } from "../lower/calls/classify-call.ts";
import { originalNode } from "../lower/calls/copy-function.ts";
import { isNewContract } from "../lower/calls/created-contract-values.ts";
import { continuedCreations } from "../lower/calls/created-contracts.ts";
import { responseFields } from "../lower/calls/external-call.ts";
import { externalExecuteLines } from "../lower/calls/external-execute.ts";
import { type LowLevelCall, setUpLowLevelCall } from "../lower/calls/low-level-call.ts";
import { continuedNewContractLines } from "../lower/calls/new-contract.ts";
import type { ContractUnit } from "../lower/contract-unit.ts";
import { type Expr, P } from "../lower/expressions/rust-expr.ts";
import { FunctionLowering } from "../lower/function-lowering.ts";
import type { Needs } from "../lower/needs.ts";
import { canDeclareUninit, canDefer, scanMutations, uninitMut } from "../lower/scan-locals.ts";
import { namedReturnValues, tailReturn } from "../lower/statements/return-statement.ts";
import { endsInReturn, lowerTailStatements } from "../lower/statements/tail-statements.ts";
import { terminates } from "../lower/statements/terminates.ts";
import { catchKindWhy, revertBytesWhy } from "../lower/statements/try-clause-why.ts";
import { pathFromKeys, pathKeys } from "../lower/storage/path-keys.ts";
import type { Path, StorageReturn } from "../lower/storage/storage-path.ts";
import { Unsupported } from "../lower/unsupported.ts";
import { parseType, type SolType } from "../model/sol-type.ts";
import { pascalCase, snakeCase } from "../naming/snake-case.ts";
import { eventsFromFirstPushes } from "./events-from-first-pushes.ts";
import { defaultValue, rustType } from "./rust-types.ts";
import { withoutStubTexts } from "./stub-texts.ts";

/** The public function being converted, for its continuations. */
export interface HandlerContext {
  unit: ContractUnit;
  /** The selector `msg.sig` reads in the function (`00000000` in a constructor). */
  msgSig: string | null;
  fn: AstNode;
  needs: Needs;
  /** The function body's top-level statements. */
  body: AstNode[];
  /**
   * The response a `return` (or falling off the end) builds from the returned values, lowered in
   * one part of the function (modifiers' code after `_` runs first).
   */
  finishFor: (low: FunctionLowering) => (values: string[]) => string;
  /** The modifiers' statements after `_` (they read what the continuation keeps). */
  post: AstNode[];
  /** The response of the part that stops at a call (no data). */
  stop: string;
}

/**
 * Reached `split` in `low`: lowers the rest of the function as a continuation fn run by `reply`,
 * then queues the call as a `SubMsg` with the continuation's reply id, pushes the state the rest
 * reads onto the continuation stack, and returns this part's response.
 */
export function emitContinuationTail(
  ctx: HandlerContext,
  low: FunctionLowering,
  split: Split,
  stop = ctx.stop,
) {
  // queries of the created contract in the rest find it
  if (isNewContract(split.call, ctx.unit.nodes))
    continuedCreations(ctx.unit).add(originalNode(split.call).id);
  const { point, sender, funds, saved, stubs } = lowerContinuation(ctx, low, split);
  low.stubs += stubs;
  let lowLevel: LowLevelCall | null = null;
  if (isLowLevelCallWithData(split.call, ctx.unit.nodes))
    low.withPrelude(() => {
      lowLevel = setUpLowLevelCall(low, split.call);
      return [];
    });
  else low.withPrelude(() => sendLines(low, split, point));
  // keys (clones) first, then the locals and the sender they may be cloned from are moved
  const values: string[] = [];
  const ordered = [...saved.filter((s) => s.id === null), ...saved.filter((s) => s.id !== null)];
  for (const s of ordered) values.push(s.value === s.name ? s.name : `${s.name}: ${s.value}`);
  if (funds) values.push(low.fundsExpr());
  if (sender) {
    const place = low.senderPlace();
    values.push(place === "sender" ? "sender" : `sender: ${place}`);
  }
  const fields = values.length ? ` ${values.join(", ")} ` : "";
  low.emit(`push_continuation(${low.storage()}, Continuation::${point.variant} {${fields}})?;`);
  if (lowLevel) emitLowLevelSend(ctx, low, point, lowLevel);
  low.emit(stop);
}

/** Queues the continued call (or the instantiation of a `new`) with the continuation's reply id. */
function sendLines(low: FunctionLowering, split: Split, point: ContinuationPoint): string[] {
  if (isNewContract(split.call, low.unit.nodes))
    return continuedNewContractLines(low, split.call, point.constName);
  return externalExecuteLines(low, split.call, null, {
    id: point.constName,
    always: split.kind === "try",
  });
}

/**
 * Sends a continued low-level call as a `SubMsg::reply_always` (`reply` runs the rest with its
 * success flag and data). Empty data is a bank send made here, and the rest runs at once.
 */
function emitLowLevelSend(
  ctx: HandlerContext,
  low: FunctionLowering,
  point: ContinuationPoint,
  call: LowLevelCall,
) {
  const submit = (m: string) =>
    `payouts.msgs.push(SubMsg::reply_always(${m}, ${point.constName}));`;
  if (call.fixed) {
    low.emit(submit(call.message));
    return;
  }
  ctx.unit.helpers.add("payouts_send");
  ctx.unit.helpers.add("and_then_rest");
  const sent = low.fresh("sent");
  const stop = ctx.stop.replace(/^Ok\(([\s\S]*)\)$/, "$1");
  const rest = `${point.fnName}(${[...point.syncArgs, sent, "HexBinary::default()"].join(", ")})?`;
  low.emit(`let Some(message) = ${call.message} else {`);
  low.emit(
    `    let ${sent} = payouts.send(${low.depsRef()}, ${low.envRef()}, &${call.to}, ${call.value})?;`,
  );
  low.emit(`    return Ok(and_then_rest(${stop}, ${rest}));`);
  low.emit("};");
  low.emit(submit("message"));
}

interface Lowered {
  point: ContinuationPoint;
  /** Statements of the rest that became stubs. */
  stubs: number;
  sender: boolean;
  funds: boolean;
  saved: Saved[];
}

/** A value the continuation keeps: a local (by declaration id) or a storage reference's key. */
interface Saved {
  id: number | null;
  /** The field and the name it is bound to again. */
  name: string;
  /** Its Rust type. */
  type: string;
  /** Its value where the function stops. */
  value: string;
}

/** Whether `root` points the storage reference `id` elsewhere (`p = m[k2]`). */
function repoints(root: AstNode, id: number): boolean {
  let found = false;
  walk(root, (x) => {
    if (x.nodeType !== "Assignment") return;
    const lhs = x.leftHandSide;
    const targets: (AstNode | null)[] = lhs.nodeType === "TupleExpression" ? lhs.components : [lhs];
    if (targets.some((t) => t?.nodeType === "Identifier" && t.referencedDeclaration === id))
      found = true;
  });
  return found;
}

/**
 * A storage reference (`S storage p = m[k]`) read after the call: its keys are kept and the
 * continuation points it at the same location again. Only one declared at the top level with a
 * value and not pointed elsewhere before the call (its keys are then in scope at the call).
 */
function storageKeys(
  ctx: HandlerContext,
  low: FunctionLowering,
  low2: FunctionLowering,
  split: Split,
  id: number,
  local: { name: string; type: SolType; alias?: Path },
): Saved[] {
  const path = local.alias!;
  const declaredAtTop = ctx.body
    .slice(0, split.index)
    .some(
      (s) =>
        s.nodeType === "VariableDeclarationStatement" &&
        s.initialValue &&
        s.declarations.some((d: AstNode | null) => d?.id === id),
    );
  const callee = split.call.expression;
  const what = callee.nodeType === "MemberAccess" ? `${callee.memberName}()` : "the call";
  if (
    !declaredAtTop ||
    ctx.body.slice(0, split.index).some((s) => repoints(s, id)) ||
    !("sv" in path.root) ||
    path.steps.some((st) => st.k === "field")
  )
    throw new Unsupported(
      "SOL2CW-E018",
      split.stmt,
      `the storage reference ${local.name} read after ${what} returns (the continuation keeps the keys of a reference declared at the top level with a value and not pointed elsewhere before the call, to a mapping entry or array element)`,
    );
  const values = pathKeys(low, path);
  const info: StorageReturn = {
    sv: path.root.sv,
    steps: path.steps.map((st) =>
      st.k === "key" ? { k: "key" as const, type: st.type } : { k: "index" as const },
    ),
    type: path.type,
  };
  const names = info.steps.map((_, i) => low2.fresh(`${local.name}_key${i === 0 ? "" : i}`));
  low2.bindLocal(id, local.name, local.type, pathFromKeys(low2, info, names));
  return info.steps.map((st, i) => ({
    id: null,
    name: names[i],
    type: st.k === "index" ? "Uint256" : rustType(st.type),
    value: values[i],
  }));
}

function lowerContinuation(ctx: HandlerContext, low: FunctionLowering, split: Split): Lowered {
  const { unit, fn, needs, body } = ctx;
  const c = classifyCall(split.call, unit.nodes);
  const lowLevel = c.kind === "address";
  const decl = c.kind === "external" ? c.fn : null;
  const point = registerPoint(unit, fn, split.call);

  const after = body.slice(split.index + 1);
  const low2 = new FunctionLowering(unit, "handler", needs, true);
  low2.currentContract = unit.contractOf(fn);
  low2.msgSig = ctx.msgSig;
  scanMutations(low2, fn.body);
  low2.senderLocal = "sender";
  const next = split.kind === "return" ? null : findSplit(low2, after);
  const end = next ? split.index + 1 + next.index : body.length;
  useSegmentCounts(low2, body, split.index, end);

  // the locals the rest reads: saved with the continuation and bound again under the same names
  const reads = splitReads(split);
  const readLater = (id: number) =>
    reads.has(id) || after.some((r) => refersTo(r, id)) || ctx.post.some((r) => refersTo(r, id));
  const rets: AstNode[] = fn.returnParameters?.parameters ?? [];
  const isPlainLocal = (id: number) => {
    const d = unit.nodes.get(id);
    return (
      d?.nodeType === "VariableDeclaration" && !d.stateVariable && d.storageLocation !== "storage"
    );
  };
  let assigned = assignedLocals(split, isPlainLocal);
  const lhs = split.kind === "assign" ? split.stmt.expression.leftHandSide : null;
  const tupleTargets: (AstNode | null)[] =
    lhs?.nodeType === "TupleExpression" ? lhs.components : lhs ? [lhs] : [];
  if (
    tupleTargets.some(
      (t) => t && !(t.nodeType === "Identifier" && assigned.includes(t.referencedDeclaration)),
    )
  )
    assigned = [];
  const saved: Saved[] = [];
  const uninit: string[] = [];
  for (const [id, local] of low.saveLocals()) {
    if (assigned.includes(id)) continue;
    const isRet = rets.some((r) => r.id === id);
    if (!readLater(id) && !isRet) continue;
    if (low.pendingDecl.has(id)) {
      low2.bindLocal(id, local.name, local.type);
      low2.pendingDecl.add(id);
      continue;
    }
    if (local.alias) {
      if (split.loop)
        throw new Unsupported(
          "SOL2CW-E018",
          split.stmt,
          `the storage reference ${local.name} kept across the iterations of a loop whose call continues in reply (ADR 213)`,
        );
      saved.push(...storageKeys(ctx, low, low2, split, id, local));
      continue;
    }
    if (canDefer(low2, id, firstAssignScan(split, after))) {
      // set before anything reads it: declared where it is set, not kept
      low2.bindLocal(id, local.name, local.type);
      low2.pendingDecl.add(id);
      continue;
    }
    if (canDeclareUninit(low2, id, firstAssignScan(split, after))) {
      // overwritten before anything reads it: declared, not kept
      low2.bindLocal(id, local.name, local.type);
      uninit.push(`let ${uninitMut(low2, id)}${local.name}: ${rustType(local.type)};`);
      continue;
    }
    low2.bindLocal(id, local.name, local.type);
    saved.push({ id, name: local.name, type: rustType(local.type), value: local.name });
  }
  for (const id of assigned) {
    const d = unit.nodes.get(id)!;
    const known = low.localName(id);
    if (known) low2.bindLocal(id, known, parseType(d.typeDescriptions?.typeString));
    else low2.declareLocal(d);
  }
  const replyName = low2.fresh("reply");
  const success = low2.fresh("call_success");
  const output = low2.fresh("call_output");

  const result: Expr = decl
    ? decodedResult(unit, decl, replyName)
    : c.kind === "new"
      ? {
          code: `created_address(${replyName})?`,
          prec: P.ATOM,
          owned: true,
          type: parseType(split.call.typeDescriptions?.typeString),
        }
      : {
          code: `(${success}, ${output})`,
          prec: P.ATOM,
          owned: true,
          type: { k: "tuple", items: [{ k: "bool" }, { k: "bytes" }] },
        };
  low2.exprOverrides.set(split.call.id, result);
  if (needs.events) low2.emit("let mut events = vec![];");
  if (needs.payouts === "write") low2.emit("let mut payouts = Payouts::default();");
  for (const line of uninit) low2.emit(line);
  // named return variables the part before never touched
  const retNames: (string | null)[] = rets.map((r) => {
    const bound = low2.localName(r.id);
    if (bound) return bound;
    let referenced = false;
    walk(fn.body, (x) => {
      if (x.nodeType === "Identifier" && x.referencedDeclaration === r.id) referenced = true;
      if (x.nodeType === "Return" && !x.expression) referenced = true;
    });
    if (!r.name || !referenced) return null;
    const t = parseType(r.typeDescriptions?.typeString);
    const name = low2.declareLocal(r, t);
    if (canDefer(low2, r.id, firstAssignScan(split, after))) {
      // declared where the rest first sets it
      low2.pendingDecl.add(r.id);
      return name;
    }
    if (canDeclareUninit(low2, r.id, firstAssignScan(split, after))) {
      low2.emit(`let ${uninitMut(low2, r.id)}${name}: ${rustType(t)};`);
      return name;
    }
    low2.emit(
      `let ${low2.isMutated(r.id) ? "mut " : ""}${name} = ${defaultValue(t, (x) => unit.enumFirst(x))};`,
    );
    return name;
  });
  low2.returns = {
    types: rets.map((r) => parseType(r.typeDescriptions?.typeString)),
    names: retNames,
    finish: ctx.finishFor(low2),
  };

  const loopBack = split.loop ? stopAgainIn(ctx, low2, split, point, saved) : null;
  if (split.kind === "try" && decl)
    lowerTry(low2, split, decl, result, replyName, !next && after.length === 0);
  else if (lhs?.nodeType === "TupleExpression" && assigned.length > 0) {
    const pats = tupleTargets.map((t) => {
      if (!t) return "_";
      const id = t.referencedDeclaration;
      return `${(low2.assignCount.get(id) ?? 0) > 1 ? "mut " : ""}${low2.localName(id)}`;
    });
    low2.withPrelude(() => [`let (${pats.join(", ")}) = ${result.code};`]);
  } else if (split.kind === "return") tailReturn(low2, split.stmt);
  else if (split.kind === "call") {
    // the call's effect is what the rest needs; nothing reads its result
  } else {
    for (const id of assigned) low2.pendingDecl.add(id);
    low2.statement(split.stmt);
  }

  if (split.kind !== "return") {
    const seg = after.slice(0, next ? next.index : after.length);
    const last = seg.length ? seg[seg.length - 1] : split.stmt;
    if (!next && last !== split.stmt) lowerTailStatements(low2, seg);
    else low2.statements(seg);
    if (next) emitContinuationTail(ctx, low2, { ...next, index: end });
    else if (!terminates(last)) low2.emit(low2.returns.finish(namedReturnValues(low2)));
  }

  const raw = low2.lines.join("\n");
  const sender = low2.used.info;
  const funds = low2.fundsUsed;
  // a loop's continuation pushes itself again with the same fields: those it reads
  const loopKept = loopBack ? saved.filter((s) => usesWord(raw, s.name)) : null;
  const text = dropUnusedBuffers(loopBack ? loopBack.fill(raw, loopKept!) : raw);
  const kept = loopKept ?? saved.filter((s) => usesWord(text, s.name));
  const pattern: string[] = [];
  if (sender) pattern.push("sender");
  if (funds) pattern.push("funds");
  for (const s of kept)
    pattern.push(`${s.id !== null && low2.isMutated(s.id) ? "mut " : ""}${s.name}`);
  point.fields = [
    ...(sender ? [{ name: "sender", type: "Addr" }] : []),
    ...(funds ? [{ name: "funds", type: "Uint256" }] : []),
    ...kept.map((s) => ({ name: s.name, type: s.type })),
  ];
  point.pattern = `Continuation::${point.variant} {${pattern.length ? ` ${pattern.join(", ")} ` : ""}}`;
  point.body = text;
  const envUsed = usesWord(text, "env");
  const replyUsed = usesWord(text, replyName);
  point.syncArgs = ["deps", ...(envUsed ? ["env"] : [])];
  point.args = ["deps", ...(envUsed ? ["env"] : []), ...(replyUsed ? ["msg"] : [])];
  point.params = [
    `${low2.used.branch ? "mut " : ""}deps: DepsMut`,
    ...(envUsed ? ["env: Env"] : []),
    ...(replyUsed ? [`${replyName}: Reply`] : []),
  ];
  if (lowLevel) {
    // the success flag and the returned data, from `reply` or from a bank send made at once
    unit.helpers.add("reply_output");
    point.args.push("msg.result.is_ok()", "reply_output(&msg)");
    const param = (name: string, type: string) =>
      `${usesWord(text, name) ? name : `_${name}`}: ${type}`;
    point.params.push(param(success, "bool"), param(output, "HexBinary"));
  }
  return { point, sender, funds, saved: kept, stubs: low2.stubs };
}

/**
 * The next iteration's stop inside a loop's continuation (ADR 213): queues the call again with the
 * same reply id and pushes the same continuation, its fields the locals as named at that point
 * (a local the body declares again has a new name there). The fields are known once the whole
 * continuation is lowered: `fill` writes them in.
 */
function stopAgainIn(
  ctx: HandlerContext,
  low2: FunctionLowering,
  split: Split,
  point: ContinuationPoint,
  saved: Saved[],
): { fill: (text: string, kept: Saved[]) => string } {
  const mark = `/*continuation fields ${point.variant}*/`;
  const names = new Map<Saved, string>();
  low2.onContinuationTail = () => {
    for (const s of saved) names.set(s, (s.id !== null && low2.localName(s.id)) || s.name);
    low2.withPrelude(() => sendLines(low2, split, point));
    low2.emit(`push_continuation(${low2.storage()}, Continuation::${point.variant} {${mark}})?;`);
    low2.emit(`return ${ctx.stop};`);
  };
  return {
    fill: (text, kept) => {
      const values = kept.map((s) => {
        const now = names.get(s) ?? s.name;
        return now === s.name ? s.name : `${s.name}: ${now}`;
      });
      if (low2.fundsUsed) values.push(low2.fundsExpr());
      if (low2.used.info) values.push("sender");
      return text.replace(mark, values.length ? ` ${values.join(", ")} ` : "");
    },
  };
}

/**
 * The statements to scan for a named return variable's first assignment: a try statement counts
 * as an `if` over its success and catch blocks.
 */
function firstAssignScan(split: Split, after: AstNode[]): AstNode[] {
  if (split.kind !== "try") return [split.stmt, ...after];
  const [success, ...catches] = split.stmt.clauses as AstNode[];
  const branches: AstNode = {
    nodeType: "IfStatement",
    id: split.stmt.id,
    src: split.stmt.src,
    condition: { nodeType: "Literal", id: -1, src: split.stmt.src, kind: "bool", value: "true" },
    trueBody: success.block,
    falseBody: catches[0]?.block ?? null,
  };
  return [branches, ...after];
}

/** Reserves the reply id constant, enum variant and fn name of a new continuation. */
function registerPoint(unit: ContractUnit, fn: AstNode, call: AstNode): ContinuationPoint {
  const list = continuationsOf(unit);
  const base = snakeCase(fn.name) || "call";
  const constBase = `REPLY_CONTINUE_${base.toUpperCase()}`;
  let constName = constBase;
  for (
    let i = 2;
    list.some((p) => p.constName === constName) ||
    unit.replyChecks.some((r) => r.constName === constName);
    i++
  )
    constName = `${constBase}_${i}`;
  const variantBase = pascalCase(base) || "Call";
  let variant = variantBase;
  for (let i = 2; list.some((p) => p.variant === variant); i++) variant = `${variantBase}${i}`;
  const r = parseSrc(call.src);
  const point: ContinuationPoint = {
    constName,
    variant,
    fnName: unit.reserveName(`continue_${base}`),
    what: sliceBytes(unit.source, r.start, r.end).replace(/\s+/g, " "),
    line: unit.lineOf(call),
    fields: [],
    pattern: "",
    body: "",
    args: [],
    syncArgs: [],
    params: [],
    doc: fn.name,
    // a call in a helper's statements run in place of its call: the helper's own call
    callId: originalNode(call).id,
  };
  list.push(point);
  return point;
}

/** The callee's return value(s), decoded from the reply's execute response data. */
function decodedResult(unit: ContractUnit, decl: AstNode, reply: string): Expr {
  const rets: AstNode[] = decl.returnParameters?.parameters ?? [];
  const types = rets.map((r) => parseType(r.typeDescriptions?.typeString));
  const data = `returned_data(${reply})?`;
  if (rets.length === 0)
    return { code: "()", prec: P.ATOM, owned: true, type: { k: "tuple", items: [] } };
  if (rets.length === 1)
    return {
      code: `from_json::<${rustType(types[0])}>(${data})?`,
      prec: P.ATOM,
      owned: true,
      type: types[0],
    };
  // several values: the callee answers with an object keyed by its return names
  const fields = responseFields(rets, types);
  const owner = unit.contractOf(decl)?.name ?? "Contract";
  const name = `${pascalCase(snakeCase(owner))}${pascalCase(decl.name)}Response`;
  unit.externalResponses.set(name, { fn: decl, fields });
  return {
    code: `from_json::<crate::msg::${name}>(${data})\n.map(|r| (${fields.map((f) => `r.${f.ident}`).join(", ")}))?`,
    prec: P.ATOM,
    owned: true,
    type: { k: "tuple", items: types },
  };
}

/**
 * `try other.f(..) returns (T v) { A } catch { B }` after the call ran as a `SubMsg::reply_always`:
 * A with the decoded result when it succeeded, B when it failed (its state changes undone).
 */
function lowerTry(
  low: FunctionLowering,
  split: Split,
  decl: AstNode,
  result: Expr,
  reply: string,
  last: boolean,
) {
  const [success, ...catches] = split.stmt.clauses as AstNode[];
  for (const clause of catches) {
    if (clause.errorName === "Error" || clause.errorName === "Panic")
      throw new Unsupported(
        "SOL2CW-E012",
        clause,
        catchKindWhy(clause.errorName, `${decl.name}()`, "a failed submessage"),
        true,
      );
    const data: AstNode | undefined = clause.parameters?.parameters?.[0];
    if (data && refersTo(clause.block, data.id))
      throw new Unsupported(
        "SOL2CW-E012",
        clause,
        revertBytesWhy(`${decl.name}()`, "a failed submessage"),
        true,
      );
  }
  low.emit(`if ${reply}.result.is_ok() {`);
  low.indentBy(1);
  const bound: (AstNode | null)[] = success.parameters?.parameters ?? [];
  const pats = bound.map((b) => {
    if (!b || !refersTo(success.block, b.id)) return "_";
    return `${low.isMutated(b.id) ? "mut " : ""}${low.declareLocal(b)}`;
  });
  if (pats.some((p) => p !== "_")) {
    const pat = pats.length > 1 ? `(${pats.join(", ")})` : pats[0];
    low.emit(`let ${pat} = ${result.code};`);
  }
  // the function's last statement, every clause ending in `return`: the value of the function
  const tail = last && endsInReturn(success.block) && endsInReturn(catches[0]?.block);
  const clause = (block: AstNode) =>
    tail ? lowerTailStatements(low, block.statements) : low.statement(block);
  clause(success.block);
  low.indentBy(-1);
  low.emit("} else {");
  low.indentBy(1);
  if (catches[0]) clause(catches[0].block);
  low.indentBy(-1);
  low.emit("}");
}

/**
 * Drops the event and message buffers of a part of a function that adds nothing to them (the
 * declarations are made for the whole function), so rustc sees no needless `mut`.
 */
export function dropUnusedBuffers(text: string): string {
  let out = unusedLocals(text);
  if (!/events\.push\(|&mut events\b|\bevents\.extend/.test(out)) {
    out = out
      .replace(/^\s*let mut events = vec!\[\];\n?/m, "")
      .replaceAll(".add_events(events)", "");
  }
  const uses = out.replaceAll(".add_submessages(payouts.msgs)", "");
  if (!/payouts\.(?!self_balance\b)\w+|&mut payouts\b/.test(uses)) {
    if (/&payouts\b|payouts\.self_balance/.test(out))
      out = out.replace(
        "let mut payouts = Payouts::default();",
        "let payouts = Payouts::default();",
      );
    else
      out = out
        .replace(/^\s*let mut payouts = Payouts::default\(\);\n?/m, "")
        .replaceAll(".add_submessages(payouts.msgs)", "");
  }
  return eventsFromFirstPushes(out);
}

/**
 * Marks `_name` the locals of one part that nothing in it reads (a value the Solidity overwrites
 * after the call, so the continuation does not keep it); the value is still computed.
 */
function unusedLocals(text: string): string {
  let out = text;
  for (const m of text.matchAll(/^(\s*)let (mut )?([a-z][a-z0-9_]*)(: [^=;]+)? = /gm)) {
    const name = m[3];
    const uses = withoutStubTexts(out).match(new RegExp(`(^|[^.\\w])${name}\\b`, "g"))?.length ?? 0;
    if (uses === 1) out = out.replace(m[0], `${m[1]}let _${name}${m[4] ?? ""} = `);
  }
  // declared for a later part (a named return the next continuation assigns) and not used here
  for (const m of text.matchAll(/^\s*let (mut )?([a-z][a-z0-9_]*): [^=;]+;\n/gm)) {
    const uses = withoutStubTexts(out).match(new RegExp(`(^|[^.\\w])${m[2]}\\b`, "g"))?.length ?? 0;
    if (uses === 1) out = out.replace(m[0], "");
  }
  return out;
}

function usesWord(body: string, word: string): boolean {
  return new RegExp(`(^|[^.\\w])${word}\\b`).test(withoutStubTexts(body));
}

/** Reads the raw execute response of a reply (`msg_responses`, or the deprecated `data`). */
const RAW_RESPONSE_DATA = `    let response = reply.result.into_result().map_err(StdError::generic_err)?;
    #[allow(deprecated)]
    let raw = match response.msg_responses.first() {
        Some(first) => first.value.clone(),
        None => response.data.unwrap_or_default(),
    };`;

/** One reply id constant per call whose `bool` result is checked in `reply` (ids from 1). */
export function replyCheckIds(unit: ContractUnit): { key: string; code: string }[] {
  return unit.replyChecks.map((r, i) => ({
    key: `const ${r.constName}:`,
    code: `/// Reply id of \`${r.what.replaceAll("`", "'")}\` (line ${r.line}).\nconst ${r.constName}: u64 = ${i + 1};`,
  }));
}

/** \`returned_bool\`: the \`bool\` a called contract answered, read from its reply. */
export function returnedBoolItem(revert: string): { key: string; code: string } {
  return {
    key: "fn returned_bool(",
    code: `/// The \`bool\` a called contract returned: the JSON data of its execute response (a
/// \`MsgExecuteContractResponse\`). No data fails like the EVM's decoding of an empty result.
fn returned_bool(reply: Reply) -> Result<bool, ContractError> {
${RAW_RESPONSE_DATA}
    let data = parse_execute_response_data(&raw)
        .map_err(|err| StdError::generic_err(err.to_string()))?
        .data
        .ok_or(ContractError::${revert})?;
    Ok(from_json(&data)?)
}`,
  };
}

/**
 * The `reply` entry point when some call continues a function: each continuation has its own
 * reply id and fn; `bool` checks keep theirs. Then the continuation stack and its helpers.
 */
export function emitContinuationReply(unit: ContractUnit): { key: string; code: string }[] {
  const points = continuationsOf(unit);
  const checks = unit.replyChecks;
  const revert = unit.useSpecial("revert");
  const items: { key: string; code: string }[] = [];
  items.push(...replyCheckIds(unit));
  points.forEach((p, i) => {
    items.push({
      key: `const ${p.constName}:`,
      code: `/// Reply id of \`${p.what.replaceAll("`", "'")}\` (line ${p.line}), continued by \`${p.fnName}\`.\nconst ${p.constName}: u64 = ${checks.length + i + 1};`,
    });
  });
  if (unit.ignoresCallFailures)
    items.push({
      key: "const REPLY_CALL_FAILURE_IGNORED:",
      code: `/// Reply id of low-level calls whose result is ignored: their failure is swallowed, as on the EVM.\nconst REPLY_CALL_FAILURE_IGNORED: u64 = ${checks.length + points.length + 1};`,
    });
  const arms = [
    ...points.map((p) => `        ${p.constName} => ${p.fnName}(${p.args.join(", ")}),`),
    ...(unit.ignoresCallFailures
      ? ["        REPLY_CALL_FAILURE_IGNORED => Ok(Response::new()),"]
      : []),
    ...checks.map((r) =>
      // an error read from the payload is read before returned_bool consumes the reply
      r.fromPayload
        ? `        ${r.constName} => {\n            let error = ${r.error};\n            if returned_bool(msg)? {\n                Ok(Response::new())\n            } else {\n                Err(error)\n            }\n        }`
        : `        ${r.constName} => {\n            if returned_bool(msg)? {\n                Ok(Response::new())\n            } else {\n                Err(${r.error})\n            }\n        }`,
    ),
  ];
  const envUsed = points.some((p) => p.args.includes("env"));
  items.push({
    key: "pub fn reply(",
    code: `/// Runs the rest of a function once the contract it called has returned (its continuation),
/// or checks the \`bool\` such a call returned: \`false\` fails the whole transaction.
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(${points.length > 0 ? "deps" : "_deps"}: DepsMut, ${envUsed ? "env" : "_env"}: Env, msg: Reply) -> Result<Response, ContractError> {
    match msg.id {
${arms.join("\n")}
        id => Err(StdError::generic_err(format!("unknown reply id {id}")).into()),
    }
}`,
  });
  for (const p of points) {
    const pop =
      points.length > 1
        ? `    let ${p.pattern} = pop_continuation(deps.storage)? else {\n        return Err(StdError::generic_err("reply ${p.constName} without its continuation").into());\n    };`
        : `    let ${p.pattern} = pop_continuation(deps.storage)?;`;
    items.push({
      key: `fn ${p.fnName}(`,
      code: `/// The rest of \`${p.doc}\` after \`${p.what.replaceAll("`", "'")}\` (line ${p.line}) returned.
fn ${p.fnName}(${p.params.join(", ")}) -> Result<Response, ContractError> {
${pop}
${p.body}
}`,
    });
  }
  if (checks.length > 0 && points.length === 0) items.push(returnedBoolItem(revert));
  if (points.length === 0) return items;
  const variants = points.map((p) => {
    if (p.fields.length === 0) return `    ${p.variant} {},`;
    return `    ${p.variant} {\n${p.fields.map((f) => `        ${f.name}: ${f.type},`).join("\n")}\n    },`;
  });
  items.push(
    {
      key: "enum Continuation",
      code: `/// What a function keeps while a contract it called runs: the values its rest reads (and the
/// original sender and funds), pushed when the call is queued and popped by \`reply\`.
#[derive(cosmwasm_schema::serde::Serialize, cosmwasm_schema::serde::Deserialize)]
#[serde(crate = "cosmwasm_schema::serde")]
enum Continuation {
${variants.join("\n")}
}`,
    },
    {
      key: "const CONTINUATIONS:",
      code: `/// Pending continuations, innermost last: the called contract may call back into this one and
/// start another before the first one's reply.
const CONTINUATIONS: cw_storage_plus::Item<Vec<Continuation>> =
    cw_storage_plus::Item::new("continuations");`,
    },
    {
      key: "fn push_continuation(",
      code: `fn push_continuation(storage: &mut dyn Storage, next: Continuation) -> StdResult<()> {
    let mut stack = CONTINUATIONS.may_load(storage)?.unwrap_or_default();
    stack.push(next);
    CONTINUATIONS.save(storage, &stack)
}`,
    },
    {
      key: "fn pop_continuation(",
      code: `fn pop_continuation(storage: &mut dyn Storage) -> StdResult<Continuation> {
    let mut stack = CONTINUATIONS.may_load(storage)?.unwrap_or_default();
    let next = stack
        .pop()
        .ok_or_else(|| StdError::generic_err("reply without a pending continuation"))?;
    CONTINUATIONS.save(storage, &stack)?;
    Ok(next)
}`,
    },
  );
  if (points.some((p) => p.body.includes("returned_data(")))
    items.push({
      key: "fn returned_data(",
      code: `/// The JSON of the values a called contract returned: the data of its execute response (a
/// \`MsgExecuteContractResponse\`). No data fails like the EVM's decoding of an empty result.
fn returned_data(reply: Reply) -> Result<Binary, ContractError> {
${RAW_RESPONSE_DATA}
    parse_execute_response_data(&raw)
        .map_err(|err| StdError::generic_err(err.to_string()))?
        .data
        .ok_or(ContractError::${revert})
}`,
    });
  if (points.some((p) => p.body.includes("created_address(")))
    items.push({
      key: "fn created_address(",
      code: `/// The address of a contract \`new\` created: the \`MsgInstantiateContract2Response\` its
/// instantiation answered.
fn created_address(reply: Reply) -> Result<Addr, ContractError> {
${RAW_RESPONSE_DATA}
    let created = parse_instantiate_response_data(&raw)
        .map_err(|err| StdError::generic_err(err.to_string()))?;
    Ok(Addr::unchecked(created.contract_address))
}`,
    });
  if (checks.length > 0) items.push(returnedBoolItem(revert));
  return items;
}

/** A modifier whose code after `_` runs where a continued function returns. */
