/**
 * The subset of CometBFT's tx_search query language CosmJS and the monitor use: conditions
 * `key='text'`, `key=n`, `key>n`, `key>=n`, `key<n`, `key<=n` joined by AND.
 */
export interface QueryCondition {
  key: string;
  op: "=" | ">" | ">=" | "<" | "<=";
  value: string | number;
}

const conditionPattern = /^\s*([A-Za-z0-9_.\-/]+)\s*(>=|<=|=|>|<)\s*(?:'([^']*)'|(-?\d+))\s*$/;

export function parseTxQuery(query: string): QueryCondition[] {
  const parts = query.split(/\s+AND\s+/);
  return parts.map((part) => {
    const match = conditionPattern.exec(part);
    if (!match) throw new Error(`unsupported query condition: ${part.trim()}`);
    const [, key, op, text, number] = match;
    return {
      key,
      op: op as QueryCondition["op"],
      value: text !== undefined ? text : Number(number),
    };
  });
}

export function compareCondition(condition: QueryCondition, actual: string | number): boolean {
  const { op, value } = condition;
  if (op === "=") return String(actual) === String(value);
  const left = Number(actual);
  const right = Number(value);
  if (op === ">") return left > right;
  if (op === ">=") return left >= right;
  if (op === "<") return left < right;
  return left <= right;
}
