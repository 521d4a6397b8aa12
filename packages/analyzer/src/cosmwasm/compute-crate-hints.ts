import { makeHint } from "../make-finding.ts";
import type { Hint } from "../result-schema.ts";
import { countStorage } from "./compute-crate-metrics.ts";
import { type CrateContext, fnLocation, offsetLocation } from "./crate-context.ts";
import { matchBrace } from "./rust-source.ts";

const fieldSize: Array<[RegExp, number]> = [
  [/^(Uint128|Uint64|Int128|Decimal|u128|i128)$/, 42],
  [/^(Uint256|Decimal256|Uint512)$/, 80],
  [/^Addr$/, 68],
  [/^(u64|u32|i64|i32|u8|u16|usize|Timestamp)$/, 22],
  [/^bool$/, 6],
  [/^String$/, 48],
];

/** Storage, size and message hints for a CosmWasm crate. */
export function computeCrateHints(ctx: CrateContext): Hint[] {
  const hints: Hint[] = [];
  for (const fn of ctx.handlers) {
    const body = fn.file.body(fn);
    const s = countStorage(body);
    const loads = new Map<string, number>();
    for (const m of body.matchAll(/\b([A-Z][A-Z0-9_]*)\s*\.\s*(load|may_load)\s*\(/g))
      loads.set(m[1], (loads.get(m[1]) ?? 0) + 1);
    const repeated = [...loads].filter(([, n]) => n > 1).map(([k]) => k);
    if (s.reads + s.writes > 4 || repeated.length > 0) {
      hints.push(
        makeHint({
          ruleId: "cw-storage-access",
          title: "Many storage accesses in one handler",
          language: "cosmwasm",
          kind: "storage",
          impact: s.reads + s.writes > 8 || repeated.length > 0 ? "medium" : "low",
          message: `${fn.name} does ${s.reads} storage read(s) and ${s.writes} write(s)${repeated.length ? `; ${repeated.join(", ")} loaded more than once` : ""}.`,
          recommendation:
            "Load each item once, keep it in a local, and save once at the end; group fields read together into one struct.",
          location: fnLocation(fn),
        }),
      );
    }
    const loop = /\bfor\b[^{]*\{/.exec(body);
    if (loop) {
      const start = fn.bodyStart + loop.index + loop[0].length - 1;
      const loopBody = fn.file.masked.slice(start, matchBrace(fn.file.masked, start));
      if (/add_(message|submessage)|SubMsg::|BankMsg::|WasmMsg::/.test(loopBody)) {
        hints.push(
          makeHint({
            ruleId: "cw-messages-in-loop",
            title: "Messages created in a loop",
            language: "cosmwasm",
            kind: "messages",
            impact: "medium",
            message: `${fn.name} emits one message per loop iteration.`,
            recommendation:
              "Batch transfers into one BankMsg::Send with several coins, or let recipients claim (pull) instead.",
            location: offsetLocation(fn.file, fn.bodyStart + loop.index, 3),
          }),
        );
      }
    } else if (s.messages > 5) {
      hints.push(
        makeHint({
          ruleId: "cw-message-count",
          title: "Many messages per call",
          language: "cosmwasm",
          kind: "messages",
          impact: "low",
          message: `${fn.name} creates ${s.messages} messages.`,
          recommendation:
            "Every message costs gas in the dispatching module; merge them where possible.",
          location: fnLocation(fn),
        }),
      );
    }
  }
  const stored = new Set<string>();
  for (const f of ctx.files) {
    for (const m of f.masked.matchAll(
      /\b(?:Item|Map|IndexedMap|SnapshotMap)\s*<\s*(?:[^,<>]+,\s*)?([A-Z]\w*)\s*>/g,
    ))
      stored.add(m[1]);
  }
  for (const f of ctx.files) {
    for (const m of f.masked.matchAll(/\bstruct\s+([A-Z]\w*)\s*\{/g)) {
      if (!stored.has(m[1])) continue;
      const open = (m.index ?? 0) + m[0].length - 1;
      const block = f.masked.slice(open, matchBrace(f.masked, open));
      let size = 2;
      let unbounded = false;
      for (const field of block.matchAll(/\b([a-z_]\w*)\s*:\s*([^,\n}]+)/g)) {
        const type = field[2].trim().replace(/^pub\s+/, "");
        size += field[1].length + 4;
        if (/^(Vec|HashMap|BTreeMap|Option<Vec)/.test(type)) {
          unbounded = true;
          size += 256;
        } else
          size +=
            fieldSize.find(([re]) => re.test(type.replace(/^Option<(.+)>$/, "$1")))?.[1] ?? 64;
      }
      if (unbounded || size > 512) {
        hints.push(
          makeHint({
            ruleId: "cw-stored-struct-size",
            title: "Large or unbounded stored struct",
            language: "cosmwasm",
            kind: "size",
            impact: unbounded ? "medium" : "low",
            message: `${m[1]} serialises to about ${size} bytes of JSON${unbounded ? " and contains an unbounded collection" : ""}; it is read and written whole on every access.`,
            recommendation:
              "Move collections into their own Map keyed by id, and split rarely used fields into a separate Item.",
            location: offsetLocation(f, m.index ?? 0, m[0].length - 1),
          }),
        );
      }
    }
  }
  return hints;
}
