import { isCopy } from "../../emit/rust-types.ts";
import type { AstNode } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import { classifyCall } from "../calls/classify-call.ts";
import { orderedArgs } from "../calls/ordered-args.ts";
import { borrow } from "../expressions/rust-expr.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";

// `emit E(..)`: an event added to the response.

export function lowerEmitStatement(fl: LoweringContext, s: AstNode): string[] {
  const call = s.eventCall;
  const c = classifyCall(call, fl.unit.nodes);
  if (c.kind !== "event") throw new Unsupported("SOL2CW-E013", s, "an emit of a non-event");
  const ev = fl.unit.nodes.get(c.decl)!;
  fl.unit.usedEvents.add(ev.id);
  const params: AstNode[] = ev.parameters.parameters;
  const args = orderedArgs(call, params).map((a, i) => {
    const t = parseType(params[i].typeDescriptions?.typeString);
    const v = fl.expr(a, t);
    if (isCopy(t)) return v.code;
    // the event fn takes `&str`: a string literal is passed as it is
    const literal = t.k === "string" ? /^("(?:[^"\\]|\\.)*")\.to_string\(\)$/.exec(v.code) : null;
    return literal ? literal[1] : borrow(v);
  });
  const fn = fl.unit.eventFnName(ev);
  const target = fl.mode === "internal" ? "events" : "events";
  return [`${target}.push(${fn}(${args.join(", ")}));`];
}
