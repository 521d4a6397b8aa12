import { type CrateOccurrence, crateRule, offsetLocation } from "../crate-context.ts";

// usize counts bits, lengths and indexes, never token amounts.
const numericType = /^(Uint64|Uint128|Uint256|Uint512|Int64|Int128|Int256|u64|u128|i64|i128|u32)$/;
const primitive = /^[ui]\d+$/;

export const cwUncheckedArithmetic = crateRule(
  {
    id: "cw-unchecked-arithmetic",
    title: "Unchecked arithmetic on token amounts",
    severity: "medium",
    confidence: "medium",
    description:
      "Raw - and * on Uint128/u128 amounts either panic on underflow/overflow (aborting the transaction with an opaque error instead of 'insufficient funds'), or, for primitives without overflow-checks, wrap silently.",
    recommendation:
      "Use checked_sub / checked_mul / checked_add and return a ContractError (OverflowError converts with `?`).",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    const numeric = new Map<string, string>();
    for (const f of ctx.files) {
      for (const m of f.masked.matchAll(/\b([a-z_][a-z0-9_]*)\s*:\s*([A-Za-z0-9]+)\s*[,)=\n}]/g)) {
        if (numericType.test(m[2])) numeric.set(m[1], m[2]);
      }
    }
    // Addition on cosmwasm Uint types only panics at 2^128 (sums of coin amounts do not get there);
    // subtraction and multiplication, and any raw operation on primitives, are reported.
    const reportable = (operand: string, op: string) => {
      const ident = /([a-z_][a-z0-9_]*)\s*(\(\s*\))?\s*$/.exec(
        operand
          .trim()
          .replace(/[&*]/g, "")
          .replace(/\.u128\(\)$|\.u64\(\)$/, ""),
      );
      const type = ident ? numeric.get(ident[1]) : undefined;
      return !!type && (!op.startsWith("+") || primitive.test(type));
    };
    for (const f of ctx.files) {
      let offset = 0;
      f.masked.split("\n").forEach((line, i) => {
        const lineStart = offset;
        offset += line.length + 1;
        const lineNo = i + 1;
        if (f.testLines.has(lineNo) || /\b(const|static)\b/.test(line)) return;
        if (/checked_|saturating_|wrapping_/.test(line)) return;
        for (const m of line.matchAll(
          /([\w.()[\]]+)\s*(\+=|-=|\*=|(?<![-=<>!&|+*/])[+\-*](?![=>]))\s*([\w.()&]+)/g,
        )) {
          if (/^\d+$/.test(m[1]) && /^\d+$/.test(m[3])) continue;
          if (/^(let|mut|return)$/.test(m[1])) continue;
          const compound = m[2].endsWith("=");
          const hit = compound
            ? reportable(m[1], m[2])
            : reportable(m[1], m[2]) || reportable(m[3], m[2]);
          if (!hit) continue;
          out.push({
            location: offsetLocation(f, lineStart + (m.index ?? 0), m[0].length),
            message: `Unchecked '${m[2]}' on a numeric amount.`,
          });
          break;
        }
      });
    }
    return out;
  },
);
