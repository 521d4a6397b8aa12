import { countLines } from "../make-finding.ts";
import type { FunctionMetrics, Metrics } from "../result-schema.ts";
import { type AST, walk } from "./ast-helpers.ts";
import { externalCallKind, type SolidityContext } from "./solidity-context.ts";

const branchTypes = new Set([
  "IfStatement",
  "ForStatement",
  "WhileStatement",
  "DoWhileStatement",
  "Conditional",
  "CatchClause",
]);

export function computeSolidityMetrics(ctx: SolidityContext): Metrics {
  const perFunction: FunctionMetrics[] = [];
  let externalCalls = 0;
  for (const c of ctx.contracts) {
    for (const fn of c.functions) {
      if (fn.kind === "modifier") continue;
      let complexity = 1;
      let calls = 0;
      walk(fn.node.body, (n) => {
        if (branchTypes.has(n.type)) complexity++;
        if (n.type === "BinaryOperation" && (n.operator === "&&" || n.operator === "||"))
          complexity++;
        if (
          n.type === "FunctionCall" &&
          externalCallKind(ctx, fn, n as unknown as AST.FunctionCall)
        )
          calls++;
      });
      externalCalls += calls;
      const loc = ctx.text.nodeLocation(fn.node);
      perFunction.push({
        name: fn.name,
        container: c.name,
        file: ctx.file,
        line: loc.startLine,
        cyclomaticComplexity: complexity,
        lines: loc.endLine - loc.startLine + 1,
        externalCalls: calls,
        payable: fn.payable,
        entryPoint: fn.entry,
      });
    }
  }
  const complexities = perFunction.map((f) => f.cyclomaticComplexity);
  return {
    files: 1,
    lines: countLines(ctx.source),
    contracts: ctx.contracts.length,
    functions: perFunction.length,
    stateVariables: ctx.contracts.reduce((n, c) => n + c.ownStateVars.length, 0),
    externalCalls,
    payableEntryPoints: perFunction.filter((f) => f.payable && f.entryPoint).length,
    maxInheritanceDepth: Math.max(0, ...ctx.contracts.map((c) => c.inheritanceDepth)),
    averageComplexity: complexities.length
      ? Math.round((complexities.reduce((a, b) => a + b, 0) / complexities.length) * 100) / 100
      : 0,
    maxComplexity: Math.max(0, ...complexities),
    perFunction,
  };
}
