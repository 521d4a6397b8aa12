import type { AstNode } from "../../frontend/ast.ts";
import { inverseComparison } from "../expressions/inverse-comparison.ts";
import { terminates } from "../statements/terminates.ts";

/** One kind of exit (`break`, `continue` or `return`) and what stands where it was. */
export interface ExitKind {
  isExit(s: AstNode): boolean;
  /** The statements that replace the exit (none for `break`, result assignments for `return`). */
  replace(s: AstNode): AstNode[];
  /** Whether `s` holds such an exit. */
  within(s: AstNode): boolean;
}

/**
 * The statements `stmts` with each exit of `kind` replaced: the statements after an `if` that
 * leaves on some paths move into its branch that goes on, so whatever followed the exit on that
 * path is skipped: `a; if (got == 0) break; b;` → `a; if (got != 0) { b; }` (ADRs 212, 214).
 * Null when that would copy statements (both branches of such an `if` go on, with statements
 * after it) or the exit is in another statement than a block or an `if`.
 */
export function withoutExits(
  stmts: AstNode[],
  kind: ExitKind,
  freshId: () => number,
): AstNode[] | null {
  const out: AstNode[] = [];
  for (const [i, s] of stmts.entries()) {
    if (kind.isExit(s)) return [...out, ...kind.replace(s)];
    if (!kind.within(s)) {
      out.push(s);
      continue;
    }
    const rest = stmts.slice(i + 1);
    if (s.nodeType === "Block") {
      const inner = withoutExits([...s.statements, ...rest], kind, freshId);
      return inner && [...out, ...inner];
    }
    if (s.nodeType !== "IfStatement") return null;
    const goesOn = (b: AstNode | null) => !b || !leaves(b, kind);
    if (goesOn(s.trueBody) && goesOn(s.falseBody) && rest.length > 0) return null;
    const branch = (b: AstNode | null) => {
      const own: AstNode[] = !b ? [] : b.nodeType === "Block" ? b.statements : [b];
      return withoutExits([...own, ...(goesOn(b) ? rest : [])], kind, freshId);
    };
    const yes = branch(s.trueBody);
    const no = branch(s.falseBody);
    if (!yes || !no) return null;
    const block = (statements: AstNode[], like: AstNode): AstNode => ({
      nodeType: "Block",
      id: freshId(),
      src: like.src,
      statements,
    });
    // `if (got == 0) break; b;` → `if (got != 0) { b; }`
    out.push(
      yes.length === 0 && no.length > 0
        ? {
            ...s,
            condition: negated(s.condition, freshId),
            trueBody: block(no, s),
            falseBody: null,
          }
        : {
            ...s,
            trueBody: block(yes, s.trueBody),
            falseBody: no.length > 0 ? block(no, s.falseBody ?? s) : null,
          },
    );
    return out;
  }
  return out;
}

/** The condition `!c`: a comparison flipped, `!x` as `x`, else `!(c)`. */
function negated(c: AstNode, freshId: () => number): AstNode {
  if (c.nodeType === "BinaryOperation" && inverseComparison[c.operator])
    return { ...c, id: freshId(), operator: inverseComparison[c.operator] };
  if (c.nodeType === "UnaryOperation" && c.operator === "!") return c.subExpression;
  return {
    nodeType: "UnaryOperation",
    id: freshId(),
    src: c.src,
    operator: "!",
    prefix: true,
    subExpression: c,
    typeDescriptions: c.typeDescriptions,
  };
}

/** Whether control never reaches the end of `s`, counting the exit as leaving. */
function leaves(s: AstNode, kind: ExitKind): boolean {
  if (kind.isExit(s)) return true;
  if (s.nodeType === "Block")
    return s.statements.length > 0 && leaves(s.statements[s.statements.length - 1], kind);
  if (s.nodeType === "IfStatement")
    return !!s.falseBody && leaves(s.trueBody, kind) && leaves(s.falseBody, kind);
  return terminates(s);
}
