import { rustType } from "../../emit/rust-types.ts";
import { type AstNode, walk } from "../../frontend/ast.ts";
import { parseType } from "../../model/sol-type.ts";
import { rustString } from "../../naming/rust-string.ts";
import type { Local, LoweringContext } from "../lowering-context.ts";
import { uninitMut } from "../scan-locals.ts";
import { pathKeyLocals } from "../storage/path-key-locals.ts";
import type { Unsupported } from "../unsupported.ts";
import { terminates } from "./terminates.ts";

// A statement without a faithful translation becomes a stub of its own: a TODO and
// `unsupported("..")?`, which fails the call with `unsupported: <feature>` when it is reached. Every
// statement before and after it is translated, so checks that come first still fail as they
// should. What the stub would have declared or first assigned gets its value from the stub, and
// the locals it reads or changes are borrowed, so the rest compiles without warnings.

/** What lowering a statement may change, to undo a failed attempt. */
export interface LoweringSnapshot {
  lines: number;
  indent: number;
  frames: number[];
  loopLabels: number;
  uncheckedDepth: number;
  conditionalDepth: number;
  used: LoweringContext["used"];
  fundsUsed: boolean;
  locals: Map<number, Local>;
  pendingDecl: Set<number>;
  consumed: Set<number>;
  diagnostics: number;
}

export function takeSnapshot(fl: LoweringContext): LoweringSnapshot {
  return {
    lines: fl.lines.length,
    indent: fl.indent,
    frames: fl.prelude.map((f) => f.length),
    loopLabels: fl.loopLabels.length,
    uncheckedDepth: fl.uncheckedDepth,
    conditionalDepth: fl.conditionalDepth,
    used: { ...fl.used },
    fundsUsed: fl.fundsUsed,
    locals: fl.saveLocals(),
    pendingDecl: new Set(fl.pendingDecl),
    consumed: new Set(fl.consumed),
    diagnostics: fl.unit.diagnostics.length,
  };
}

export function restoreSnapshot(fl: LoweringContext, s: LoweringSnapshot): void {
  fl.lines.length = s.lines;
  fl.indent = s.indent;
  fl.prelude.length = s.frames.length;
  s.frames.forEach((n, i) => {
    fl.prelude[i].length = n;
  });
  fl.loopLabels.length = s.loopLabels;
  fl.uncheckedDepth = s.uncheckedDepth;
  fl.conditionalDepth = s.conditionalDepth;
  fl.used = { ...s.used };
  fl.fundsUsed = s.fundsUsed;
  fl.restoreLocals(s.locals);
  replace(fl.pendingDecl, s.pendingDecl);
  replace(fl.consumed, s.consumed);
  fl.unit.diagnostics.length = s.diagnostics;
}

function replace(target: Set<number>, from: Set<number>) {
  target.clear();
  for (const x of from) target.add(x);
}

/** Emits the stub of statement `s`, which failed with `err`. */
export function stubStatement(fl: LoweringContext, s: AstNode, err: Unsupported): void {
  const node = err.node ?? s;
  // a statement that fails only because an earlier stub declared what it uses adds no diagnostic
  const after = [...fl.stubbedDecls].find((id) => refersTo(s, id));
  const what = after === undefined ? err.what : `${err.what} (it uses what a stub above declares)`;
  if (after === undefined) fl.unit.diag(err.code, "error", node, `${err.what} ${err.verdict}`);
  fl.unit.useSpecial("unsupported");
  fl.unit.helpers.add("unsupported");
  fl.stubs++;
  const feature = rustString(err.what);
  fl.emit(
    `// TODO: ${what} (Solidity line ${fl.unit.lineOf(node)}) ${err.verdict}; finish this by hand.`,
  );
  const touched = touchedLocals(fl, s);
  if (touched.length > 0)
    fl.emit(`let _ = ${touched.length === 1 ? touched[0] : `(${touched.join(", ")})`};`);
  // a statement control never leaves (a return, a try whose every clause returns) returns
  if (terminates(s)) {
    fl.emit(`return unsupported(${feature});`);
    return;
  }
  // the last statement of a branch of an `if` that declares a local (declare-by-if.ts): its value
  if (s.nodeType === "ExpressionStatement" && fl.branchValues.has(s.expression.id)) {
    fl.emit(`unsupported(${feature})?`);
    return;
  }
  // such an `if` itself: the local is declared here
  const declared = fl.ifDeclares.get(s.id);
  if (declared !== undefined) {
    const local = fl.locals.get(declared)!;
    const mut = uninitMut(fl, declared);
    fl.emit(`let ${mut}${local.name}: ${rustType(local.type)} = unsupported(${feature})?;`);
    return;
  }
  if (s.nodeType === "VariableDeclarationStatement") {
    const decls = (s.declarations as (AstNode | null)[]).filter((d): d is AstNode => !!d);
    const values = decls.filter((d) => d.storageLocation !== "storage");
    for (const d of decls) fl.stubbedDecls.add(d.id);
    if (values.length === 0) {
      fl.emit(`unsupported::<()>(${feature})?;`);
      return;
    }
    const pats = values.map((d) => `${fl.isMutated(d.id) ? "mut " : ""}${fl.declareLocal(d)}`);
    const types = values.map((d) => rustType(parseType(d.typeDescriptions?.typeString)));
    fl.emit(
      values.length === 1
        ? `let ${pats[0]}: ${types[0]} = unsupported(${feature})?;`
        : `let (${pats.join(", ")}): (${types.join(", ")}) = unsupported(${feature})?;`,
    );
    return;
  }
  // a local whose first value this statement gives: declared here, or assigned here
  const first = firstAssigned(s).filter((id) => fl.pendingDecl.has(id) || fl.initAssigns.has(id));
  if (first.length === 0) {
    fl.emit(`unsupported::<()>(${feature})?;`);
    return;
  }
  for (const id of first) {
    const local = fl.locals.get(id)!;
    if (fl.pendingDecl.has(id)) {
      fl.pendingDecl.delete(id);
      const mut = (fl.assignCount.get(id) ?? 0) > 1 ? "mut " : "";
      fl.emit(`let ${mut}${local.name}: ${rustType(local.type)} = unsupported(${feature})?;`);
    } else fl.emit(`${local.name} = unsupported(${feature})?;`);
  }
}

/** The locals `s` reads or changes, borrowed (mutably where they are `mut`). */
function touchedLocals(fl: LoweringContext, s: AstNode): string[] {
  const out: string[] = [];
  const seen = new Set<number>();
  const text = fl.lines.join("\n");
  // a `let mut` binding, or a parameter (no `let`) that is `mut` because it is assigned
  const isMut = (id: number, name: string) => {
    const n = name.replace(/[#]/g, "\\$&");
    if (new RegExp(`\\bmut ${n}\\b`).test(text)) return true;
    return !new RegExp(`\\blet [^=;]*\\b${n}\\b`).test(text) && fl.isMutated(id);
  };
  walk(s, (x) => {
    if (x.nodeType !== "Identifier") return;
    const id = x.referencedDeclaration;
    const local = fl.locals.get(id);
    if (local?.alias && !seen.has(id)) {
      // a storage pointer is its path: the keys computed for it are what the stub leaves unread
      seen.add(id);
      for (const key of pathKeyLocals(local.alias))
        if (!out.includes(`&${key}`)) out.push(`&${key}`);
      return;
    }
    if (!local || local.alias || seen.has(id) || fl.pendingDecl.has(id)) return;
    if (fl.initAssigns.has(id)) return;
    seen.add(id);
    out.push(
      isMut(id, local.name) && !fl.refParams.has(id) ? `&mut ${local.name}` : `&${local.name}`,
    );
  });
  return out;
}

/** Locals assigned by `s` itself (`x = ..`, `(a, b) = ..`). */
function firstAssigned(s: AstNode): number[] {
  const e = s.nodeType === "ExpressionStatement" ? s.expression : null;
  if (e?.nodeType !== "Assignment") return [];
  const lhs = e.leftHandSide;
  const targets: (AstNode | null)[] = lhs.nodeType === "TupleExpression" ? lhs.components : [lhs];
  return targets
    .filter((t): t is AstNode => t?.nodeType === "Identifier")
    .map((t) => t.referencedDeclaration);
}

function refersTo(root: AstNode, id: number): boolean {
  let found = false;
  walk(root, (x) => {
    if (x.nodeType === "Identifier" && x.referencedDeclaration === id) found = true;
  });
  return found;
}
