import { type AstNode, walk } from "../../frontend/ast.ts";
import { classifyCall } from "../calls/classify-call.ts";
import { queryCall, selfViewCall } from "../calls/external-call.ts";
import type { LoweringContext } from "../lowering-context.ts";
import { Unsupported } from "../unsupported.ts";
import { catchKindWhy, revertBytesWhy } from "./try-clause-why.ts";

// `try other.view(..) returns (..) { .. } catch { .. }` as a `match` on a smart query, or on
// `this.view(..)` run in place.

/**
 * `try other.view(..) returns (T v) { .. } catch { .. }`: a smart query matched on its result.
 * A failed query's error is text, so only clauses that catch every failure (`catch { }`,
 * `catch (bytes memory)` not reading the bytes) can be routed faithfully.
 */
/**
 * `this.view(..)` as the `Result` of its code run in place: a view or pure function changes no
 * state, so running it here and catching its error is what the EVM's failed call to itself does.
 */
function selfViewResult(
  fl: LoweringContext,
  call: AstNode,
  c: { decl: number; value: AstNode | null },
  s: AstNode,
  name: string,
): string {
  const code = selfViewCall(fl, call, c).code;
  if (!code.endsWith("?"))
    throw new Unsupported(
      "SOL2CW-E012",
      s,
      `try/catch around this.${name}() with arguments copied in and out`,
    );
  return code.slice(0, -1);
}

export function lowerTryStatement(
  fl: LoweringContext,
  s: AstNode,
  lowerClause: (block: AstNode) => void = (block) => fl.statement(block),
): void {
  const call: AstNode = s.externalCall;
  const c = call.nodeType === "FunctionCall" ? classifyCall(call, fl.unit.nodes) : null;
  if (c?.kind !== "external")
    throw new Unsupported("SOL2CW-E012", s, "try/catch around contract creation (`new`)");
  const decl = c.fn;
  if (decl.stateMutability !== "view" && decl.stateMutability !== "pure")
    throw new Unsupported(
      "SOL2CW-E012",
      s,
      `try/catch around the state-changing call ${decl.name}() here: the call runs as a submessage after the handler returns, and reply continues only a try statement at the top level of a public function's body or inside its \`if\`/\`else\` branches and plain blocks (when no modifier has code after \`_\` and no other call is continued at the top level), running the statements after it on that path; inside a loop, an internal function or a constructor the code around the try (later iterations, the caller) would have to be resumed in reply too (ADR 92, 186)`,
    );
  const [success, ...catches] = s.clauses as AstNode[];
  for (const clause of catches) {
    if (clause.errorName === "Error" || clause.errorName === "Panic")
      throw new Unsupported(
        "SOL2CW-E012",
        clause,
        catchKindWhy(clause.errorName, `${decl.name}()`, "a failed smart query"),
        true,
      );
    const data: AstNode | undefined = clause.parameters?.parameters?.[0];
    let read = false;
    if (data)
      walk(clause.block, (x) => {
        if (x.nodeType === "Identifier" && x.referencedDeclaration === data.id) read = true;
      });
    if (read)
      throw new Unsupported(
        "SOL2CW-E012",
        clause,
        revertBytesWhy(`${decl.name}()`, "a failed smart query"),
        true,
      );
  }
  let head = "";
  fl.withPrelude(() => {
    head = `match ${c.isThis ? selfViewResult(fl, call, c, s, decl.name) : queryCall(fl, call, c, decl).code} {`;
    return [];
  });
  const bound: (AstNode | null)[] = success.parameters?.parameters ?? [];
  const pats = bound.map((b) => {
    let used = false;
    if (b)
      walk(success.block, (x) => {
        if (x.nodeType === "Identifier" && x.referencedDeclaration === b.id) used = true;
      });
    if (!b || !used) return "_";
    return `${fl.isMutated(b.id) ? "mut " : ""}${fl.declareLocal(b)}`;
  });
  const pat =
    pats.length > 1 && pats.some((p) => p !== "_") ? `(${pats.join(", ")})` : (pats[0] ?? "_");
  fl.emit(head);
  fl.indent++;
  fl.emit(`Ok(${pat}) => {`);
  fl.indent++;
  lowerClause(success.block);
  fl.indent--;
  fl.emit("}");
  // solc allows one catch-all clause; the checks above leave only that one
  fl.emit("Err(_) => {");
  fl.indent++;
  lowerClause(catches[0].block);
  fl.indent--;
  fl.emit("}");
  fl.indent--;
  fl.emit("}");
}
