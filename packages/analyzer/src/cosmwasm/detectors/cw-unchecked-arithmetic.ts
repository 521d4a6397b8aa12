import { type CrateOccurrence, crateRule, offsetLocation } from "../crate-context.ts";

const numericType =
  /^(Uint64|Uint128|Uint256|Uint512|Int64|Int128|Int256|u64|u128|i64|i128|u32|usize)$/;

export const cwUncheckedArithmetic = crateRule(
  {
    id: "cw-unchecked-arithmetic",
    title: "Unchecked arithmetic on token amounts",
    severity: "medium",
    confidence: "medium",
    description:
      "Raw + - * on Uint128/u128 values either panics (aborting the transaction with an opaque error) or, for primitives without overflow-checks, wraps silently.",
    recommendation:
      "Use checked_add / checked_sub / checked_mul and return a ContractError (OverflowError converts with `?`).",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    const numeric = new Set<string>();
    for (const f of ctx.files) {
      for (const m of f.masked.matchAll(/\b([a-z_][a-z0-9_]*)\s*:\s*([A-Za-z0-9]+)\s*[,)=\n}]/g)) {
        if (numericType.test(m[2])) numeric.add(m[1]);
      }
    }
    const operand = (s: string) => {
      const ident = /([a-z_][a-z0-9_]*)\s*(\(\s*\))?\s*$/.exec(
        s.trim().replace(/\.u128\(\)$|\.u64\(\)$/, ""),
      );
      return ident ? numeric.has(ident[1]) : false;
    };
    for (const f of ctx.files) {
      const seenLines = new Set<number>();
      const lines = f.masked.split("\n");
      lines.forEach((line, i) => {
        const lineNo = i + 1;
        if (
          f.testLines.has(lineNo) ||
          /\b(const|static)\b/.test(line) ||
          /checked_|saturating_|wrapping_/.test(line)
        )
          return;
        for (const m of line.matchAll(
          /([\w.()[\]]+)\s*(\+=|-=|\*=|(?<![-=<>!&|+*/])[+\-*](?![=>]))\s*([\w.()&]+)/g,
        )) {
          if (/^\d+$/.test(m[1]) && /^\d+$/.test(m[3])) continue;
          if (m[1].endsWith("&") || /^(let|mut|return)$/.test(m[1])) continue;
          const compound = m[2].endsWith("=");
          if (compound ? operand(m[1]) : operand(m[1]) || operand(m[3].replace(/[&]/g, ""))) {
            if (seenLines.has(lineNo)) continue;
            seenLines.add(lineNo);
            const index =
              f.masked.split("\n").slice(0, i).join("\n").length + (i > 0 ? 1 : 0) + (m.index ?? 0);
            out.push({
              location: offsetLocation(f, index, m[0].length),
              message: `Unchecked '${m[2]}' on a numeric amount.`,
            });
          }
        }
      });
    }
    return out;
  },
);
