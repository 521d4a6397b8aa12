import { countLines } from "../make-finding.ts";
import type { FunctionMetrics, Metrics } from "../result-schema.ts";
import type { CrateContext } from "./crate-context.ts";
import { estimateWasmBytes } from "./detectors/cw-wasm-size.ts";
import type { RustFunction } from "./rust-source.ts";

export function countStorage(body: string) {
  return {
    reads: (body.match(/\.\s*(load|may_load|has|range|range_raw|keys|prefix)\s*\(/g) ?? []).length,
    writes: (body.match(/\.\s*(save|update|remove|clear)\s*\(/g) ?? []).length,
    messages: (
      body.match(
        /\.\s*add_(message|submessage)s?\s*\(|SubMsg::\w+\s*\(|(BankMsg|WasmMsg)::\w+\s*\{/g,
      ) ?? []
    ).length,
  };
}

function complexity(body: string): number {
  return (
    1 +
    (body.match(/\bif\b|\bwhile\b|\bfor\b|\bloop\b|=>|&&|\|\|/g) ?? []).length -
    (body.match(/\bmatch\b/g) ?? []).length
  );
}

export function computeCrateMetrics(ctx: CrateContext): Metrics {
  const handlers = new Set<RustFunction>(ctx.handlers);
  const perFunction: FunctionMetrics[] = ctx.functions.map((fn) => {
    const body = fn.file.body(fn);
    const storage = countStorage(body);
    const entry = Object.values(ctx.entry).includes(fn) || handlers.has(fn);
    return {
      name: fn.name,
      container: fn.file.path,
      file: fn.file.path,
      line: fn.line,
      cyclomaticComplexity: Math.max(1, complexity(body)),
      lines: fn.file.lineOf(fn.bodyEnd) - fn.line + 1,
      externalCalls:
        storage.messages + (body.match(/\bquery_wasm_smart\s*\(|\bWasmQuery::/g) ?? []).length,
      payable: /\b(may_pay|must_pay|one_coin)\s*\(|info\.funds/.test(body),
      entryPoint: entry,
      storageReads: storage.reads,
      storageWrites: storage.writes,
      messages: storage.messages,
    };
  });
  const lines = { total: 0, code: 0, comment: 0, blank: 0 };
  for (const f of ctx.files) {
    const c = countLines(f.source);
    lines.total += c.total;
    lines.code += c.code;
    lines.comment += c.comment;
    lines.blank += c.blank;
  }
  const storageItems = ctx.files.reduce(
    (n, f) =>
      n +
      f.matches(
        /\b(Item|Map|IndexedMap|SnapshotMap|SnapshotItem|Deque)\s*(::\s*<[^;]*?>)?\s*::\s*new\s*\(/,
      ).length,
    0,
  );
  const complexities = perFunction.map((f) => f.cyclomaticComplexity);
  return {
    files: ctx.files.length,
    lines,
    contracts: ctx.entry.instantiate ? 1 : 0,
    functions: perFunction.length,
    stateVariables: storageItems,
    externalCalls: perFunction.reduce((n, f) => n + f.externalCalls, 0),
    payableEntryPoints: perFunction.filter((f) => f.entryPoint && f.payable).length,
    maxInheritanceDepth: 0,
    averageComplexity: complexities.length
      ? Math.round((complexities.reduce((a, b) => a + b, 0) / complexities.length) * 100) / 100
      : 0,
    maxComplexity: Math.max(0, ...complexities),
    perFunction,
    estimatedWasmBytes: estimateWasmBytes(ctx),
  };
}
