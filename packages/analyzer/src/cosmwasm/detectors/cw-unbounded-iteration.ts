import {
  type CrateOccurrence,
  crateRule,
  offsetLocation,
  statementAt,
  statementStart,
} from "../crate-context.ts";

export const cwUnboundedIteration = crateRule(
  {
    id: "cw-unbounded-iteration",
    title: "Unbounded iteration over storage",
    severity: "medium",
    confidence: "medium",
    description:
      "range/keys/values over a Map without take(limit) reads every entry. As the map grows the query or execute runs out of gas and becomes unusable.",
    recommendation:
      "Paginate: accept start_after and limit (capped by a MAX_LIMIT) and call .take(limit).",
  },
  (ctx) => {
    const out: CrateOccurrence[] = [];
    for (const f of ctx.files) {
      for (const m of f.matches(/\.\s*(range|range_raw|keys|keys_raw|values)\s*\(/)) {
        const start = statementStart(f, m.index);
        const statement = statementAt(f, start);
        if (
          /\.\s*(take|next|last|nth|find|any|all|position)\s*\(/.test(
            statement.slice(m.index - start),
          )
        )
          continue;
        const line = f.text.lines[m.line - 1] ?? "";
        if (!/\bdeps\b|storage|\b[A-Z][A-Z0-9_]+\b/.test(statement)) continue;
        out.push({
          location: offsetLocation(f, m.index + 1, m.match[0].length - 1),
          message: `${m.match[1]}() over storage without take(limit): ${line.trim().slice(0, 60)}`,
        });
      }
    }
    return out;
  },
);
